/// A modifier that leaves its content as it is, as SwiftUI's `EmptyModifier`: the default of a
/// generic modifier parameter (`theme: .identity`).
public struct EmptyModifier: ViewModifier {
    /// The modifier that changes nothing.
    public static let identity = EmptyModifier()

    public init() {}

    public func body(content: Content) -> Content { content }
}
