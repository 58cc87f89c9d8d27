/// The sidebar's standard commands (Toggle Sidebar), as SwiftUI's `SidebarCommands`.
/// **Accepted, no items:** a terminal split view shows its sidebar by the terminal's width.
public struct SidebarCommands: Commands {
    public init() {}
    public var body: EmptyCommands { EmptyCommands() }
}

/// The toolbar's standard commands, as SwiftUI's `ToolbarCommands`. **Accepted, no items:** a
/// terminal toolbar is always shown.
public struct ToolbarCommands: Commands {
    public init() {}
    public var body: EmptyCommands { EmptyCommands() }
}

/// The text editing commands (Find, Spelling), as SwiftUI's `TextEditingCommands`.
/// **Accepted, no items:** a terminal's text fields have their own keys.
public struct TextEditingCommands: Commands {
    public init() {}
    public var body: EmptyCommands { EmptyCommands() }
}

/// The text formatting commands (Font, Bold), as SwiftUI's `TextFormattingCommands`.
/// **Accepted, no items:** a terminal draws text in one font.
public struct TextFormattingCommands: Commands {
    public init() {}
    public var body: EmptyCommands { EmptyCommands() }
}
