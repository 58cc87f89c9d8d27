import Foundation

/// SwiftUI's stack algorithm on whole cells: children are offered the remaining space in
/// order of increasing flexibility, so fixed-size children get what they need and flexible
/// ones (spacers, text fields) share the rest.
@MainActor
struct StackLayout {
    let axis: Axis
    /// The guide the children line up by across the axis.
    let crossAlignment: AlignmentKey
    let spacing: Int
    let children: [Node]
    /// Whether a child may set an alignment guide: false when the node laying them out holds no
    /// `.alignmentGuide` below it (`Node.alignmentGuideNodes`), so that no child is asked.
    var guidesBelow = true

    init(axis: Axis, alignment: HorizontalAlignment, spacing: Int, children: [Node]) {
        self.init(axis: axis, crossAlignment: alignment.key, spacing: spacing, children: children)
    }

    init(axis: Axis, alignment: VerticalAlignment, spacing: Int, children: [Node]) {
        self.init(axis: axis, crossAlignment: alignment.key, spacing: spacing, children: children)
    }

    init(axis: Axis, crossAlignment: AlignmentKey, spacing: Int, children: [Node]) {
        self.axis = axis
        self.crossAlignment = crossAlignment
        self.spacing = spacing
        self.children = children
        for child in children {
            child.behavior.stackAxis = axis
            child.behavior.isLayered = false
        }
    }

    func sizeThatFits(_ proposal: ProposedSize) -> Size {
        var length = totalSpacing
        var cross: Int?
        let sizes = childSizes(for: proposal)
        let guided = guidedOffsets(sizes: sizes)
        for (index, size) in sizes.enumerated() {
            length += axis.length(of: size)
            cross = max(cross ?? .min, axis.crossLength(of: size) + (guided?[index] ?? 0))
        }
        return axis.size(length: length, cross: cross ?? 0)
    }

    func place(in rect: Rect) {
        let sizes = childSizes(for: ProposedSize(rect.size))
        let guided = guidedOffsets(sizes: sizes)
        var offset = 0
        for (index, size) in sizes.enumerated() {
            place(index, at: offset, cross: guided?[index], size: size, in: rect)
            offset += axis.length(of: size) + spacing
        }
    }

    /// Places child `index`, of `size`, `offset` cells along the axis from `rect`'s start and
    /// `guided` cells across it if its guide says (`guidedOffsets`), else by the alignment's
    /// default.
    func place(_ index: Int, at offset: Int, cross guided: Int?, size: Size, in rect: Rect) {
        let cross =
            guided ?? crossAlignment.offset(of: axis.crossLength(of: size), in: axis.crossLength(of: rect.size))
        let origin =
            axis == .vertical
            ? Point(x: rect.minX + cross, y: rect.minY + offset)
            : Point(x: rect.minX + offset, y: rect.minY + cross)
        children[index].place(in: Rect(origin: origin, size: size))
    }

    /// Each child's offset across the axis when the children line up by their guides: when the
    /// alignment is a guide of one's own or a text baseline, or a child sets a guide. Nil when
    /// the built-in alignment places them (the common case, asked of no child).
    ///
    /// Each child's guide (set, or its default) lines up with the others'; the child whose guide
    /// lies furthest in starts at the stack's edge.
    @inline(__always)
    func guidedOffsets(sizes: [Size]) -> [Int]? {
        if crossAlignment.share != nil && !guidesBelow { return nil }
        return guidedOffsetsAskingChildren(sizes: sizes)
    }

    /// `guidedOffsets` where a child may set a guide.
    private func guidedOffsetsAskingChildren(sizes: [Size]) -> [Int]? {
        if crossAlignment.share != nil {
            var setsGuide = false
            for child in children where child.alignmentGuideNodes > 0 {
                setsGuide = true
                break
            }
            guard setsGuide else { return nil }
        }
        var guides: [CGFloat] = []
        guides.reserveCapacity(children.count)
        for (child, size) in zip(children, sizes) {
            guides.append(child.explicitGuide(crossAlignment, size: size) ?? crossAlignment.defaultValue(in: size))
        }
        let line = guides.max() ?? 0
        var offsets: [Int] = []
        offsets.reserveCapacity(guides.count)
        for guide in guides {
            offsets.append(crossAlignment.cells(line - guide))
        }
        return offsets
    }

    /// Where guide `key` falls in the stack when it is `size` large, in points, if one of its
    /// children sets it: the first that does (the last, for the last text baseline), moved by
    /// where the stack places it.
    func explicitGuide(_ key: AlignmentKey, in size: Size) -> CGFloat? {
        let sizes = childSizes(for: ProposedSize(size))
        let guided = guidedOffsets(sizes: sizes)
        let takesLast = key == VerticalAlignment.lastTextBaseline.key
        var found: CGFloat?
        var along = 0
        for (index, child) in children.enumerated() {
            let childSize = sizes[index]
            if let value = child.explicitGuide(key, size: childSize) {
                let isAlong = (key.axis == .horizontal) == (axis == .horizontal)
                let origin =
                    isAlong
                    ? along
                    : guided?[index]
                        ?? crossAlignment.offset(of: axis.crossLength(of: childSize), in: axis.crossLength(of: size))
                found = CGFloat(origin) * key.pointsPerCell + value
                if !takesLast { return found }
            }
            along += axis.length(of: childSize) + spacing
        }
        return found
    }

    private var totalSpacing: Int {
        max(0, children.count - 1) * spacing
    }

    /// Each child's size when the stack is offered `proposal`.
    ///
    /// Loops rather than `map` and `reduce`: a closure written in main-actor code checks the
    /// executor each time it runs, and this runs for every stack in every layout.
    func childSizes(for proposal: ProposedSize) -> [Size] {
        let cross = axis.crossLength(of: proposal)
        guard let length = axis.length(of: proposal) else {
            var sizes: [Size] = []
            sizes.reserveCapacity(children.count)
            for child in children {
                sizes.append(child.sizeThatFits(axis.proposal(length: nil, cross: cross)))
            }
            return sizes
        }
        // Least flexible first: what a child can grow between being offered nothing and everything.
        var flexibility: [Int] = []
        flexibility.reserveCapacity(children.count)
        for child in children {
            let least = axis.length(of: child.sizeThatFits(axis.proposal(length: 0, cross: cross)))
            let most = axis.length(of: child.sizeThatFits(axis.proposal(length: length, cross: cross)))
            flexibility.append(most - least)
        }
        let order = Self.leastFlexibleFirst(flexibility)
        // A child is offered its ideal length (if more than an even share) when that still
        // leaves the children after it theirs, so a stack offered its ideal size gives every
        // child its ideal size (an even share alone would squeeze a button beside a text);
        // beyond their ideal lengths, flexible children share evenly.
        var ideal: [Int] = []
        ideal.reserveCapacity(children.count)
        var idealAfter = 0
        for child in children {
            let childIdeal = axis.length(of: child.sizeThatFits(axis.proposal(length: nil, cross: cross)))
            ideal.append(childIdeal)
            idealAfter += childIdeal
        }
        var sizes = Array(repeating: Size.zero, count: children.count)
        var remaining = max(0, length - totalSpacing)
        var left = children.count
        for index in order {
            idealAfter -= ideal[index]
            let share = left > 0 ? remaining / left : 0
            let offer = max(share, min(ideal[index], remaining - idealAfter))
            let size = children[index].sizeThatFits(axis.proposal(length: offer, cross: cross))
            sizes[index] = size
            remaining = max(0, remaining - axis.length(of: size))
            left -= 1
        }
        return sizes
    }

    /// The children's indices, least flexible first (not isolated: its comparison closure
    /// needs no executor check).
    private nonisolated static func leastFlexibleFirst(_ flexibility: [Int]) -> [Int] {
        flexibility.indices.sorted { flexibility[$0] < flexibility[$1] }
    }
}
