/// Where a `CommandGroup` goes among the standard menus, as SwiftUI's `CommandGroupPlacement`.
///
/// **Approximated:** a terminal app has no standard menu items, so a group replacing, before
/// or after a placement is listed (F1) under the name of the menu that placement is in.
public struct CommandGroupPlacement: Sendable {
    /// The name of the standard menu the placement is in.
    let menu: String

    public static let appInfo = CommandGroupPlacement(menu: "App")
    public static let appSettings = CommandGroupPlacement(menu: "App")
    public static let systemServices = CommandGroupPlacement(menu: "App")
    public static let appVisibility = CommandGroupPlacement(menu: "App")
    public static let appTermination = CommandGroupPlacement(menu: "App")
    public static let newItem = CommandGroupPlacement(menu: "File")
    public static let saveItem = CommandGroupPlacement(menu: "File")
    public static let importExport = CommandGroupPlacement(menu: "File")
    public static let printItem = CommandGroupPlacement(menu: "File")
    public static let undoRedo = CommandGroupPlacement(menu: "Edit")
    public static let pasteboard = CommandGroupPlacement(menu: "Edit")
    public static let textEditing = CommandGroupPlacement(menu: "Edit")
    public static let textFormatting = CommandGroupPlacement(menu: "Format")
    public static let toolbar = CommandGroupPlacement(menu: "View")
    public static let sidebar = CommandGroupPlacement(menu: "View")
    public static let windowSize = CommandGroupPlacement(menu: "Window")
    public static let windowList = CommandGroupPlacement(menu: "Window")
    public static let singleWindowList = CommandGroupPlacement(menu: "Window")
    public static let windowArrangement = CommandGroupPlacement(menu: "Window")
    public static let help = CommandGroupPlacement(menu: "Help")
}
