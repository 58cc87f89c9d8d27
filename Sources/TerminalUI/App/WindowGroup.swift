/// The scene of an app's main window, as SwiftUI's `WindowGroup`. A terminal shows one
/// window: the content fills the screen; the title and `id` are kept for source
/// compatibility (a terminal has no title bar, nor several windows to tell apart).
public struct WindowGroup<Content: View>: Scene {
    public typealias Body = Never
    let content: () -> Content

    /// A window group showing `content`. (Escaping here: the content is made once the
    /// terminal runs, with the app's state installed.)
    public init(@ViewBuilder content: @escaping () -> Content) {
        self.content = content
    }

    /// A window group with a title.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping () -> Content) {
        self.content = content
    }

    /// A window group with a title.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping () -> Content) {
        self.content = content
    }

    /// A window group with an identifier (for `openWindow(id:)` in SwiftUI).
    public init(id: String, @ViewBuilder content: @escaping () -> Content) {
        self.content = content
    }

    /// A window group with a title and an identifier.
    public init(_ titleKey: LocalizedStringKey, id: String, @ViewBuilder content: @escaping () -> Content) {
        self.content = content
    }
}

extension WindowGroup: PrimitiveScene {
    func resolve(into resolution: inout SceneResolution) {
        let content = content
        resolution.offerWindow { AnyView(content()) }
    }
}
