import Foundation

/// `ZStack`'s layout as a `Layout`, as SwiftUI's `ZStackLayout`: as big as the biggest
/// subview, each aligned inside; later ones draw over earlier ones.
public struct ZStackLayout: Layout, CellLayout {
    public var alignment: Alignment

    public init(alignment: Alignment = .center) {
        self.alignment = alignment
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        sizeThatFits(proposal, subviews: subviews)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        place(in: bounds, subviews: subviews)
    }

    public var _cellLayout: _CellLayout? { _CellLayout(layout: self) }

    func sizeThatFits(_ proposal: ProposedSize, children: [Node]) -> Size {
        children.reduce(Size.zero) { size, child in
            child.behavior.isLayered = true
            child.behavior.stackAxis = nil
            let childSize = child.sizeThatFits(proposal)
            return Size(width: max(size.width, childSize.width), height: max(size.height, childSize.height))
        }
    }

    func place(in rect: Rect, children: [Node]) {
        for child in children {
            let size = child.sizeThatFits(ProposedSize(rect.size))
            let fitted = Size(width: min(size.width, rect.width), height: min(size.height, rect.height))
            child.place(
                in: Rect(
                    x: rect.minX + alignment.horizontal.offset(of: fitted.width, in: rect.width),
                    y: rect.minY + alignment.vertical.offset(of: fitted.height, in: rect.height),
                    width: fitted.width,
                    height: fitted.height
                ))
        }
    }
}
