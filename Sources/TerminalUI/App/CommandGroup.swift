/// Commands added to a standard menu, as SwiftUI's `CommandGroup`; listed (F1) under that
/// menu's name, their shortcuts working anywhere in the app (see `CommandGroupPlacement`).
public struct CommandGroup<Content: View>: Commands {
    public typealias Body = Never
    let placement: CommandGroupPlacement
    let content: Content

    /// Commands in place of the standard items at `placement` (a terminal app has none).
    public init(replacing placement: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
        self.placement = placement
        self.content = addition()
    }

    /// Commands before the standard items at `placement`.
    public init(before placement: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
        self.placement = placement
        self.content = addition()
    }

    /// Commands after the standard items at `placement`.
    public init(after placement: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
        self.placement = placement
        self.content = addition()
    }
}

extension CommandGroup: PrimitiveCommands {
    func resolve(into resolution: inout SceneResolution) {
        resolution.addMenu(title: placement.menu, items: AnyView(content))
    }
}
