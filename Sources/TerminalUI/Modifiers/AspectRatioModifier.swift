import Foundation

/// Keeps the content at a width-to-height ratio, as SwiftUI's `.aspectRatio(_:contentMode:)`:
/// it is offered the largest size of that ratio inside what the modifier is offered (`.fit`), or
/// the smallest covering it (`.fill`). The ratio is in points, so in cells, which are twice as
/// tall as wide, a 1:1 square is two columns per row.
struct AspectRatioModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let ratio: CGFloat
    let contentMode: ContentMode

    func makeBehavior() -> AspectRatioBehavior { AspectRatioBehavior() }

    func update(_ node: Node, behavior: AspectRatioBehavior, content: any View) {
        behavior.ratio = ratio
        behavior.contentMode = contentMode
        updateContent(node, content)
    }
}

final class AspectRatioBehavior: ModifierBehavior {
    /// Lays its content out and draws nothing of its own: a click beside the content goes
    /// to what lies under it.
    override var isHitOutsideChildren: Bool { false }
    override var isReusable: Bool { true }
    var ratio: CGFloat = 1
    var contentMode = ContentMode.fit

    /// Columns per row of the ratio.
    private var cellRatio: CGFloat {
        ratio * PointLength.pointsPerRow / PointLength.pointsPerColumn
    }

    /// The size of the ratio offered to the content within `proposal`.
    private func offer(_ proposal: ProposedSize) -> ProposedSize {
        func rows(forColumns columns: Int) -> Int { max(0, Int((CGFloat(columns) / cellRatio).rounded())) }
        func columns(forRows rows: Int) -> Int { max(0, Int((CGFloat(rows) * cellRatio).rounded())) }
        switch (proposal.width, proposal.height) {
        case (let width?, let height?):
            let byWidth = Size(width: width, height: rows(forColumns: width))
            let byHeight = Size(width: columns(forRows: height), height: height)
            let fitsByWidth = byWidth.height <= height
            let chosen = (contentMode == .fit) == fitsByWidth ? byWidth : byHeight
            return ProposedSize(chosen)
        case (let width?, nil):
            return ProposedSize(width: width, height: rows(forColumns: width))
        case (nil, let height?):
            return ProposedSize(width: columns(forRows: height), height: height)
        case (nil, nil):
            return proposal
        }
    }

    override func sizeThatFits(_ proposal: ProposedSize) -> Size {
        guard cellRatio.isFinite, cellRatio > 0 else { return layoutChildrenAsStack().sizeThatFits(proposal) }
        return layoutChildrenAsStack().sizeThatFits(offer(proposal))
    }

    override func place(in rect: Rect) {
        let stack = layoutChildrenAsStack()
        guard cellRatio.isFinite, cellRatio > 0 else { return stack.place(in: rect) }
        let size = stack.sizeThatFits(offer(ProposedSize(rect.size)))
        let fitted = Size(width: min(size.width, rect.width), height: min(size.height, rect.height))
        stack.place(
            in: Rect(
                x: rect.minX + (rect.width - fitted.width) / 2, y: rect.minY + (rect.height - fitted.height) / 2,
                width: fitted.width, height: fitted.height))
    }
}

extension View {
    /// Keeps the view at `aspectRatio` (width over height, in points), fitting in or filling
    /// what it is offered. **Approximated:** without a ratio the view keeps its own size (a
    /// terminal image is a symbol, with no shape to keep).
    @ViewBuilder
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        if let aspectRatio {
            modifier(AspectRatioModifier(ratio: aspectRatio, contentMode: contentMode))
        } else {
            self
        }
    }

    /// Keeps the view at the ratio of `aspectRatio`'s width to its height.
    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        self.aspectRatio(
            aspectRatio.height == 0 ? nil : aspectRatio.width / aspectRatio.height, contentMode: contentMode)
    }
}
