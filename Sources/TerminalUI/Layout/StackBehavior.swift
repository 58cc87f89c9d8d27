import Foundation

/// Lays out a stack's children along its axis.
///
/// While its layout holds (`NodeLayoutCache.version`), the stack keeps its children and their
/// sizes for the last proposal it was placed at, with each child's offset along the axis; in a
/// scroll view (`LayoutClock.visible`) it places and draws only the children that reach into
/// what the scroll view shows (found by their offsets), and those that must be placed.
final class StackBehavior: NodeBehavior {
    override var isReusable: Bool { !isLazy }
    /// A click between the stack's views goes to what lies under the stack (a stack floated
    /// over a scroll view draws nothing of its own there), as in SwiftUI.
    override var isHitOutsideChildren: Bool { false }
    private(set) var axis: Axis
    /// Whether the stack is a `LazyVStack` or a `LazyHStack`: in a scroll view along its axis,
    /// the scroll view lays out its rows (or columns).
    let isLazy: Bool
    private var alignment = HorizontalAlignment.center.key
    private var spacing = 0

    /// The children laid out, as of layout version `keptVersion` of generation `keptGeneration`.
    private var kept: [Node] = []
    private var keptVersion = -1
    private var keptGeneration = -1
    /// The proposal the children's sizes and offsets below were found for.
    private var keptProposal: ProposedSize?
    /// The spacing for that proposal (`spacing(for:children:)`).
    private var keptSpacing = 0
    private var keptSizes: [Size] = []
    /// Each child's offset along the axis from the stack's start.
    private var keptOffsets: [Int] = []
    /// Each child's offset across the axis, when the children line up by their guides
    /// (`StackLayout.guidedOffsets`).
    private var keptCrossOffsets: [Int]?
    /// Each kept child's index, made when a child that must be placed is looked up.
    private var keptIndex: [ObjectIdentifier: Int]?
    /// The children the last placement placed, in order: they are what the stack draws.
    private var placed: [Node] = []

    init(axis: Axis, isLazy: Bool = false) {
        self.axis = axis
        self.isLazy = isLazy
    }

    override var keepsLayout: Bool { true }
    override var mayTakeFocus: Bool { false }

    /// A `LazyHStack` is lazy in a horizontal scroll view; a `LazyVStack` in a lazy container,
    /// unless it is a column of a horizontal scroll view.
    override func childrenAreLazy(inheriting inherited: Bool) -> Bool {
        guard isLazy else { return false }
        let isInHorizontalScroller = ScrollBehavior.scrollsLazily(node, along: .horizontal)
        return axis == .horizontal ? isInHorizontalScroller : inherited && !isInHorizontalScroller
    }

    override var lazyStack: (spacing: Int, alignment: AlignmentKey)? {
        childrenAreLazy(inheriting: node.inLazyContainer) ? (spacing, alignment) : nil
    }

    /// A stack's layout reads its alignment, its spacing and its children (whose changes
    /// `reconcileChildren` notes): an update that changes neither keeps it.
    override var notesLayoutChangesOnUpdate: Bool { true }

    func configure(alignment: AlignmentKey, spacing: Int, axis: Axis? = nil) {
        let axis = axis ?? self.axis
        guard alignment != self.alignment || spacing != self.spacing || axis != self.axis else { return }
        self.axis = axis
        self.alignment = alignment
        self.spacing = spacing
        if node.layoutCache.wasLaidOut { node.layoutDidChange() }
    }

    /// The children, kept while the stack's layout holds.
    private var children: [Node] {
        let version = node.layoutCache.version
        let generation = node.layoutClock.generation
        // A stack whose layout does not keep (a child's does not) finds them each time.
        if version != keptVersion || generation != keptGeneration || !node.layoutCache.keepsLayout {
            kept = node.childDisplayables
            keptVersion = version
            keptGeneration = generation
            keptProposal = nil
            keptIndex = nil
        }
        return kept
    }

    private func stack(for proposal: ProposedSize) -> StackLayout {
        let children = children
        return layout(of: children, spacing: spacing(for: proposal, children: children))
    }

    private func layout(of children: [Node], spacing: Int) -> StackLayout {
        var stack = StackLayout(axis: axis, crossAlignment: alignment, spacing: spacing, children: children)
        stack.guidesBelow = node.alignmentGuideNodes > 0
        return stack
    }

    /// The rows between the views of a vertical stack offered `proposal`: its spacing, less as
    /// much as the views' ideal heights and the spacing together pass the rows offered. A row
    /// is more than the 8 or 20 points a phone's layout puts between its views, and such a
    /// layout is taller than a terminal: its gaps give way before its views leave the screen.
    /// A scroll view or list among them counts no rows: it gives way before the gaps do.
    private func spacing(for proposal: ProposedSize, children: [Node]) -> Int {
        guard axis == .vertical, spacing > 0, children.count > 1, let height = proposal.height else { return spacing }
        let ideal = ProposedSize(width: proposal.width, height: nil)
        var length = 0
        for child in children where !Self.scrolls(child) { length += child.sizeThatFits(ideal).height }
        let gaps = children.count - 1
        let excess = length + gaps * spacing - height
        guard excess > 0 else { return spacing }
        return max(0, spacing - (excess + gaps - 1) / gaps)
    }

    /// Whether `child` is a scroll view, list or form, under its modifiers and backgrounds (or
    /// a view whose body is one).
    private static func scrolls(_ child: Node) -> Bool {
        var node = child
        while true {
            let behavior = node.behavior
            if behavior is DecorationBehavior, let content = node.children.first(where: { $0.key == .slot(0) }) {
                node = content
            } else if behavior is ModifierBehavior || behavior is CustomViewBehavior, node.children.count == 1 {
                node = node.children[0]
            } else {
                break
            }
        }
        let behavior = node.behavior
        return behavior is ScrollBehavior || behavior is ListBehavior || behavior is FormBehavior
    }

    override func sizeThatFits(_ proposal: ProposedSize) -> Size {
        stack(for: proposal).sizeThatFits(proposal)
    }

    override func explicitGuide(_ key: AlignmentKey, size: Size) -> CGFloat? {
        stack(for: ProposedSize(size)).explicitGuide(key, in: size)
    }

    override func place(in rect: Rect) {
        let proposal = ProposedSize(rect.size)
        // The children first: a change among them forgets the kept proposal. The spacing is
        // found again only with the sizes, not at every placement of a kept layout.
        let children = children
        if keptProposal != proposal { keptSpacing = spacing(for: proposal, children: children) }
        let stack = layout(of: children, spacing: keptSpacing)
        if keptProposal != proposal {
            keptSizes = stack.childSizes(for: proposal)
            keptCrossOffsets = stack.guidedOffsets(sizes: keptSizes)
            keptOffsets.removeAll(keepingCapacity: true)
            var offset = 0
            for size in keptSizes {
                keptOffsets.append(offset)
                offset += axis.length(of: size) + stack.spacing
            }
            keptProposal = proposal
        }
        placed.removeAll(keepingCapacity: true)
        guard let visible = node.layoutClock.visible else {
            for index in kept.indices {
                stack.place(
                    index, at: keptOffsets[index], cross: keptCrossOffsets?[index], size: keptSizes[index], in: rect)
            }
            placed = kept
            return
        }
        var indices = Array(shownIndices(in: rect, visible: visible))
        for index in mustPlaceIndices() where !indices.contains(index) {
            indices.append(index)
        }
        indices.sort()
        for index in indices {
            stack.place(
                index, at: keptOffsets[index], cross: keptCrossOffsets?[index], size: keptSizes[index], in: rect)
            placed.append(kept[index])
        }
    }

    /// The children that reach into `visible` when the stack is placed in `rect`: found by their
    /// offsets, which only grow (as does each child's end).
    private func shownIndices(in rect: Rect, visible: Rect) -> Range<Int> {
        let start = axis == .vertical ? rect.minY : rect.minX
        let low = (axis == .vertical ? visible.minY : visible.minX) - start
        let high = (axis == .vertical ? visible.maxY : visible.maxX) - start
        guard high > low else { return 0..<0 }
        let first = firstIndex { keptOffsets[$0] + axis.length(of: keptSizes[$0]) > low || keptOffsets[$0] >= low }
        let end = firstIndex { keptOffsets[$0] >= high }
        return first..<max(first, end)
    }

    /// The first index at which `isPast` holds (it holds from there on), or the count.
    private func firstIndex(where isPast: (Int) -> Bool) -> Int {
        var low = 0
        var high = kept.count
        while low < high {
            let middle = (low + high) / 2
            if isPast(middle) { high = middle } else { low = middle + 1 }
        }
        return low
    }

    /// The indices of the children holding nodes that must be placed (`LayoutClock.mustPlace`).
    private func mustPlaceIndices() -> [Int] {
        let nodes = node.layoutClock.mustPlace
        guard !nodes.isEmpty else { return [] }
        if keptIndex == nil {
            var index: [ObjectIdentifier: Int] = [:]
            for (offset, child) in kept.enumerated() { index[ObjectIdentifier(child)] = offset }
            keptIndex = index
        }
        var indices: [Int] = []
        for target in nodes {
            // The child is the topmost node between the target and the stack that is laid out
            // (not transparent).
            var child: Node?
            var current: Node? = target
            while let candidate = current, candidate !== node {
                if !candidate.behavior.isTransparent { child = candidate }
                current = candidate.parent
            }
            if current != nil, let child, let index = keptIndex?[ObjectIdentifier(child)] {
                indices.append(index)
            }
        }
        return indices
    }

    override func draw(in canvas: inout CellGrid) {
        for child in placed {
            child.behavior.draw(in: &canvas)
        }
    }
}
