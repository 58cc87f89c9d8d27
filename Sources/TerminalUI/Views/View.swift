/// A piece of user interface, described as a value, as in SwiftUI.
///
/// A view's `body` is a function of its state: the engine evaluates it when the view first
/// appears and again whenever something it depends on changes (its `@State`, an observed
/// object, its parent's evaluation), then lays out and draws the result into a terminal.
@MainActor @preconcurrency
public protocol View {
    /// The type of view this view's body returns.
    associatedtype Body: View

    /// The content of the view.
    @ViewBuilder var body: Body { get }

    /// How the engine draws this type itself, for the views TerminalUI implements; `nil` (the
    /// default) for a view with a body. Not to be implemented outside TerminalUI, as SwiftUI's
    /// `_makeView`.
    ///
    /// It is a requirement, so each conformance carries its answer: asking a value `as? any
    /// PrimitiveView` instead costs a scan of every conformance in the binary the first time
    /// each view type is met (a fifth of the lookups before the first frame, measured).
    static var _primitive: _PrimitiveViewType? { get }

    /// Brings the engine's node up to date with this value, for the views TerminalUI
    /// implements; does nothing for a view with a body. Not to be implemented outside
    /// TerminalUI.
    ///
    /// It is a requirement, so the engine calls it on the value where it lies: casting the
    /// value out of its existential to its type would copy it, and a modified view's value
    /// holds the whole chain of views below it, copied again at every level.
    func _update(_ target: _ViewUpdate)
}

extension View {
    public static var _primitive: _PrimitiveViewType? { nil }

    public func _update(_ target: _ViewUpdate) {}
}

extension Never: View {
    public typealias Body = Never

    /// Views the engine draws itself have no body.
    public var body: Never {
        fatalError("Never has no body")
    }
}

extension View where Body == Never {
    public var body: Never {
        fatalError("\(Self.self) is drawn by the engine and has no body")
    }
}

extension View {
    /// The body, type-erased, for the graph.
    func makeBody() -> any View {
        body
    }
}
