/// SwiftUI's stack algorithm on whole cells: children are offered the remaining space in
/// order of increasing flexibility, so fixed-size children get what they need and flexible
/// ones (spacers, text fields) share the rest.
@MainActor
struct StackLayout {
    let axis: Axis
    /// Placement across the axis, as a fraction of the free space: 0 leading/top, 1 trailing/bottom.
    let crossAlignment: CrossAlignment
    let spacing: Int
    let children: [Node]

    enum CrossAlignment {
        case leading, center, trailing

        init(_ alignment: HorizontalAlignment) {
            switch alignment {
            case .leading: self = .leading
            case .center: self = .center
            case .trailing: self = .trailing
            }
        }

        init(_ alignment: VerticalAlignment) {
            switch alignment {
            case .top: self = .leading
            case .center: self = .center
            case .bottom: self = .trailing
            }
        }

        func offset(of length: Int, in available: Int) -> Int {
            switch self {
            case .leading: 0
            case .center: max(0, (available - length) / 2)
            case .trailing: max(0, available - length)
            }
        }
    }

    init(axis: Axis, alignment: HorizontalAlignment, spacing: Int, children: [Node]) {
        self.init(axis: axis, crossAlignment: CrossAlignment(alignment), spacing: spacing, children: children)
    }

    init(axis: Axis, crossAlignment: CrossAlignment, spacing: Int, children: [Node]) {
        self.axis = axis
        self.crossAlignment = crossAlignment
        self.spacing = spacing
        self.children = children
        for child in children {
            child.behavior.stackAxis = axis
        }
    }

    func sizeThatFits(_ proposal: ProposedSize) -> Size {
        var length = totalSpacing
        var cross: Int?
        for size in childSizes(for: proposal) {
            length += axis.length(of: size)
            cross = max(cross ?? .min, axis.crossLength(of: size))
        }
        return axis.size(length: length, cross: cross ?? 0)
    }

    func place(in rect: Rect) {
        let sizes = childSizes(for: ProposedSize(rect.size))
        var offset = 0
        for (index, size) in sizes.enumerated() {
            place(index, at: offset, size: size, in: rect)
            offset += axis.length(of: size) + spacing
        }
    }

    /// Places child `index`, of `size`, `offset` cells along the axis from `rect`'s start.
    func place(_ index: Int, at offset: Int, size: Size, in rect: Rect) {
        let cross = crossAlignment.offset(of: axis.crossLength(of: size), in: axis.crossLength(of: rect.size))
        let origin =
            axis == .vertical
            ? Point(x: rect.minX + cross, y: rect.minY + offset)
            : Point(x: rect.minX + offset, y: rect.minY + cross)
        children[index].place(in: Rect(origin: origin, size: size))
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
