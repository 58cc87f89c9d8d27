/// What a custom `Layout` says of itself, as SwiftUI's `LayoutProperties`: the axis it stacks
/// its subviews along, if any, along which spacers and dividers among them stretch.
public struct LayoutProperties: Sendable {
    public var stackOrientation: Axis?

    public init() {
        stackOrientation = nil
    }
}
