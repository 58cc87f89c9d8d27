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
