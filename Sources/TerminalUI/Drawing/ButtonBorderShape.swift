import Foundation

/// The shape of a bordered button, as SwiftUI's `ButtonBorderShape`. A terminal's button is
/// drawn in brackets whatever its border shape (`.buttonBorderShape(_:)` changes nothing); as a
/// shape (`.clipShape(.buttonBorder)`) it is the rounded rectangle, capsule or circle it names.
public struct ButtonBorderShape: Shape, Hashable, Sendable {
    public typealias Body = Never

    private enum Kind: Hashable, Sendable {
        case roundedRectangle(radius: CGFloat?)
        case capsule, circle
    }

    private let kind: Kind

    /// The platform's shape for bordered buttons: a rounded rectangle.
    public static let automatic = ButtonBorderShape(kind: .roundedRectangle(radius: nil))
    public static let capsule = ButtonBorderShape(kind: .capsule)
    public static let circle = ButtonBorderShape(kind: .circle)
    public static let roundedRectangle = ButtonBorderShape(kind: .roundedRectangle(radius: nil))
    public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape {
        ButtonBorderShape(kind: .roundedRectangle(radius: radius))
    }

    public func path(in rect: CGRect) -> Path {
        switch kind {
        case .roundedRectangle(let radius): RoundedRectangle(cornerRadius: radius ?? 8).path(in: rect)
        case .capsule: Capsule().path(in: rect)
        case .circle: Circle().path(in: rect)
        }
    }
}

extension Shape where Self == ButtonBorderShape {
    /// The shape of the buttons around (`.clipShape(.buttonBorder)`): a rounded rectangle.
    public static var buttonBorder: ButtonBorderShape { .automatic }
}

extension ButtonBorderShape: PrimitiveView {
    func makeBehavior() -> ShapeBehavior { ShapeBehavior(kind: .rounded) }

    func update(_ node: Node, behavior: ShapeBehavior) {
        behavior.configure(node.environment)
        behavior.outline = path(in:)
    }
}
