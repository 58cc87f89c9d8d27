/// An app's settings window, as SwiftUI's `Settings` (macOS). **Not shown:** a terminal has
/// one window; the scene is accepted so that an app's body compiles.
public struct Settings<Content: View>: Scene {
    public typealias Body = Never

    public init(@ViewBuilder content: () -> Content) {}
}

extension Settings: PrimitiveScene {
    func resolve(into resolution: inout SceneResolution) {}
}
