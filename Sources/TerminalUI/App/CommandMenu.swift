/// A menu of commands, as SwiftUI's `CommandMenu`: its buttons' keyboard shortcuts work
/// anywhere in the app, and F1 lists them under the menu's name.
public struct CommandMenu<Content: View>: Commands {
    public typealias Body = Never
    let title: String
    let content: Content

    public init(_ nameKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(title: nameKey.plainText, content: content())
    }

    public init<S: StringProtocol>(_ name: S, @ViewBuilder content: () -> Content) {
        self.init(title: String(name), content: content())
    }

    init(title: String, content: Content) {
        self.title = title
        self.content = content
    }
}

extension CommandMenu: PrimitiveCommands {
    func resolve(into resolution: inout SceneResolution) {
        resolution.addMenu(title: title, items: AnyView(content))
    }
}
