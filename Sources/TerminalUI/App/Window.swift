/// A single, unique window, as SwiftUI's `Window`: shown like a `WindowGroup` when it is the
/// app's first window scene, and over it when `openWindow(id:)` opens it.
public struct Window<Content: View>: Scene {
    public typealias Body = Never
    let title: String
    let id: String
    let content: () -> Content

    /// A window with a title and an identifier.
    public init(_ titleKey: LocalizedStringKey, id: String, @ViewBuilder content: @escaping () -> Content) {
        self.title = titleKey.string
        self.id = id
        self.content = content
    }

    /// A window with a title and an identifier.
    public init<S: StringProtocol>(_ title: S, id: String, @ViewBuilder content: @escaping () -> Content) {
        self.title = String(title)
        self.id = id
        self.content = content
    }
}

extension Window: PrimitiveScene {
    func resolve(into resolution: inout SceneResolution) {
        let content = content
        resolution.offerWindow { AnyView(content()) }
        resolution.addOpenableWindow(OpenableWindow(id: id, title: title, valueType: nil) { _ in AnyView(content()) })
    }
}
