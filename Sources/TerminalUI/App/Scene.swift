/// A part of an app's user interface, as SwiftUI's `Scene`: an `App`'s `body` is made of
/// scenes (`WindowGroup`, `Window`, `Settings`, or your own scenes built from them).
///
/// A terminal is one window: the app shows the first `WindowGroup` or `Window` it finds.
@MainActor @preconcurrency
public protocol Scene {
    /// The type of scene this scene's body returns.
    associatedtype Body: Scene

    /// The content of the scene.
    @SceneBuilder var body: Body { get }

    /// How TerminalUI reads this type itself, for the scenes it implements; `nil` (the default)
    /// for a scene with a body. Not to be implemented outside TerminalUI (as `View._primitive`,
    /// it spares a conformance lookup).
    static var _primitiveScene: _PrimitiveSceneType? { get }
}

extension Scene {
    public static var _primitiveScene: _PrimitiveSceneType? { nil }
}

extension Scene where Body == Never {
    public var body: Never {
        fatalError("\(Self.self) is read by TerminalUI and has no body")
    }
}

extension Never: Scene {}

/// A scene TerminalUI implements: it adds what it holds (a window's content, commands,
/// terminal settings) to the app's `SceneResolution`.
@MainActor
protocol PrimitiveScene: Scene {
    func resolve(into resolution: inout SceneResolution)
}

extension PrimitiveScene {
    public static var _primitiveScene: _PrimitiveSceneType? { _PrimitiveSceneType(type: Self.self) }
}

/// A primitive scene's type, as `Scene._primitiveScene` hands it to TerminalUI.
public struct _PrimitiveSceneType {
    let type: any PrimitiveScene.Type
}

/// Builds a scene from several, as SwiftUI's `SceneBuilder`.
@resultBuilder
@MainActor
public enum SceneBuilder {
    public static func buildExpression<Content: Scene>(_ content: Content) -> Content {
        content
    }

    public static func buildBlock<Content: Scene>(_ content: Content) -> Content {
        content
    }

    public static func buildBlock<each Content: Scene>(
        _ content: repeat each Content
    ) -> TupleScene<repeat each Content> {
        TupleScene(repeat each content)
    }

    public static func buildOptional<Content: Scene>(_ content: Content?) -> OptionalScene<Content> {
        OptionalScene(content: content)
    }

    public static func buildLimitedAvailability<Content: Scene>(_ content: Content) -> Content {
        content
    }
}

/// Several scenes written one after the other in a `SceneBuilder`.
public struct TupleScene<each Content: Scene>: Scene {
    public typealias Body = Never
    let content: (repeat each Content)

    init(_ content: repeat each Content) {
        self.content = (repeat each content)
    }
}

extension TupleScene: PrimitiveScene {
    func resolve(into resolution: inout SceneResolution) {
        for scene in repeat each content {
            resolution.add(scene)
        }
    }
}

/// A scene written under an `if` in a `SceneBuilder`.
public struct OptionalScene<Content: Scene>: Scene {
    public typealias Body = Never
    let content: Content?
}

extension OptionalScene: PrimitiveScene {
    func resolve(into resolution: inout SceneResolution) {
        if let content {
            resolution.add(content)
        }
    }
}
