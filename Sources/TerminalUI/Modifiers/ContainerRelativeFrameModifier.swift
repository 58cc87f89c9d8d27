import Foundation

extension View {
    /// Lays the view out as large as its container along `axes`, as SwiftUI's
    /// `containerRelativeFrame`: the container is the nearest scroll view, list or navigation
    /// container above the view, or the screen. **Approximated:** its size is the one it had at
    /// the last layout (a container that changes size is followed one layout later).
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
        containerRelativeFrame(axes, alignment: alignment) { length, _ in length }
    }

    /// Lays the view out `span` of `count` equal parts of its container along `axes`, the parts
    /// `spacing` points apart (the container as above).
    public func containerRelativeFrame(
        _ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center
    ) -> some View {
        containerRelativeFrame(axes, alignment: alignment) { length, _ in
            let parts = CGFloat(max(1, count))
            let part = (length - spacing * (parts - 1)) / parts
            return max(0, part * CGFloat(span) + spacing * CGFloat(max(0, span - 1)))
        }
    }

    /// Lays the view out as long, along each of `axes`, as `length` makes of its container's
    /// length in points (the container as above).
    public func containerRelativeFrame(
        _ axes: Axis.Set, alignment: Alignment = .center, _ length: @escaping (CGFloat, Axis) -> CGFloat
    ) -> some View {
        modifier(ContainerRelativeFrameModifier(axes: axes, alignment: alignment, length: length))
    }
}

/// Sizes the content by a function of its container's size, in points.
struct ContainerRelativeFrameModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let axes: Axis.Set
    let alignment: Alignment
    let length: (CGFloat, Axis) -> CGFloat

    func makeBehavior() -> ContainerRelativeFrameBehavior { ContainerRelativeFrameBehavior() }

    func update(_ node: Node, behavior: ContainerRelativeFrameBehavior, content: any View) {
        behavior.frame = self
        updateContent(node, content)
    }
}

final class ContainerRelativeFrameBehavior: ModifierBehavior {
    /// Lays its content out and draws nothing of its own: a click beside the content goes
    /// to what lies under it.
    override var isHitOutsideChildren: Bool { false }
    var frame: ContainerRelativeFrameModifier?

    /// The size of the container: the nearest scroll view, list or navigation container above,
    /// or the screen, as last laid out (the room offered while it has not been laid out yet).
    private func containerSize(_ proposal: ProposedSize) -> ProposedSize {
        var ancestor = node.parent
        while let current = ancestor {
            let behavior = current.behavior
            let isContainer =
                behavior is ScrollBehavior || behavior is ListBehavior || behavior is NavigationStackBehavior
                || behavior is NavigationViewBehavior || current.parent == nil
            if isContainer, !current.frame.isEmpty { return ProposedSize(current.frame.size) }
            ancestor = current.parent
        }
        return proposal
    }

    /// The lengths, in cells, the content is given along the frame's axes.
    private func lengths(_ proposal: ProposedSize) -> ProposedSize {
        guard let frame else { return proposal }
        let container = containerSize(proposal)
        var result = proposal
        if frame.axes.contains(.horizontal), let width = container.width {
            result.width = PointLength.columns(frame.length(CGFloat(width) * PointLength.pointsPerColumn, .horizontal))
        }
        if frame.axes.contains(.vertical), let height = container.height {
            result.height = PointLength.rows(frame.length(CGFloat(height) * PointLength.pointsPerRow, .vertical))
        }
        return result
    }

    override func sizeThatFits(_ proposal: ProposedSize) -> Size {
        let given = lengths(proposal)
        let child = layoutChildrenAsStack().sizeThatFits(given)
        let axes = frame?.axes ?? []
        return Size(
            width: axes.contains(.horizontal) ? given.width ?? child.width : child.width,
            height: axes.contains(.vertical) ? given.height ?? child.height : child.height)
    }

    override func place(in rect: Rect) {
        let stack = layoutChildrenAsStack()
        let child = stack.sizeThatFits(ProposedSize(rect.size))
        let size = Size(width: min(child.width, rect.width), height: min(child.height, rect.height))
        let alignment = frame?.alignment ?? .center
        stack.place(
            in: Rect(
                origin: Point(
                    x: rect.minX + alignment.horizontal.offset(of: size.width, in: rect.width),
                    y: rect.minY + alignment.vertical.offset(of: size.height, in: rect.height)),
                size: size))
    }
}
