/// The rows of a lazy scrolling container (a `Form`, a `ScrollView`, a `LazyVStack` in one),
/// in order, without building them: the container's views flattened through groups, custom
/// views and sections, where each element of a lazy `ForEach` is one row, built by the
/// `ForEach` only when asked for (`node(at:)`), as a `List` builds its rows.
@MainActor
struct LazyRows {
    /// A run of rows: one view, or the elements of a lazy `ForEach`.
    enum Source {
        case single(Node)
        case lazy(ForEachBehavior)
    }

    /// A run of rows laid out alike: indented by `indent` columns, with `gap` blank lines
    /// before the run (none before the first row of all) and `spacing` between its rows and
    /// between the views of one row.
    struct Segment: RowRun {
        let source: Source
        let indent: Int
        let gap: Int
        let spacing: Int

        @MainActor var count: Int {
            switch source {
            case .single: 1
            case .lazy(let forEach): forEach.count
            }
        }
    }

    private(set) var segments: [Segment] = []
    /// How many rows there are.
    private(set) var count = 0
    /// How rows line up across: as the `LazyVStack` entered says, else at the leading edge.
    private(set) var alignment = StackLayout.CrossAlignment.leading

    /// The rows under `root`'s children, `spacing` apart; a section's header, content
    /// (indented by two columns) and footer are rows of their own with no space between them,
    /// as `Section` lays them out; a lazy `LazyVStack` (`NodeBehavior.lazyStack`) is entered,
    /// its rows with its spacing and alignment.
    init(children root: Node, spacing: Int) {
        collect(root.children, indent: 0, spacing: spacing)
        count = segments.reduce(0) { $0 + $1.count }
    }

    /// Whether any row is built lazily: without one the container lays out as it always did.
    var isLazy: Bool {
        segments.contains {
            if case .lazy = $0.source { return true }
            return false
        }
    }

    private mutating func collect(_ nodes: [Node], indent: Int, spacing: Int) {
        for node in nodes where node.isShown && !node.isOverlay {
            if let forEach = node.behavior.lazyRows {
                append(.lazy(forEach), indent: indent, spacing: spacing)
            } else if let stack = node.behavior.lazyStack {
                alignment = stack.alignment
                collect(node.children, indent: indent, spacing: stack.spacing)
            } else if let section = node.behavior.sectionParts {
                let first = segments.count
                for (part, partIndent) in [(section.header, 0), (section.content, 2), (section.footer, 2)] {
                    if let part { collect([part], indent: indent + partIndent, spacing: 0) }
                }
                // The section is one item of the container: its parts touch, and it keeps the
                // container's spacing from what comes before it.
                for index in segments.indices.dropFirst(first) {
                    let segment = segments[index]
                    segments[index] = Segment(
                        source: segment.source, indent: segment.indent, gap: index == first ? spacing : 0,
                        spacing: segment.spacing)
                }
            } else if node.behavior.isTransparent {
                collect(node.children, indent: indent, spacing: spacing)
            } else {
                append(.single(node), indent: indent, spacing: spacing)
            }
        }
    }

    private mutating func append(_ source: Source, indent: Int, spacing: Int) {
        segments.append(Segment(source: source, indent: indent, gap: spacing, spacing: spacing))
    }

    /// The segment holding row `index`, and the row's offset within it.
    func locate(_ index: Int) -> (segment: Segment, offset: Int)? {
        segments.run(holding: index).map { (segment: $0.run, offset: $0.offset) }
    }

    /// The node of row `index`, built if needed; `nil` when its `ForEach` has no data at hand
    /// (it asked its owner for it: lay out again after the next pass).
    func node(at index: Int) -> Node? {
        guard let (segment, offset) = locate(index) else { return nil }
        switch segment.source {
        case .single(let node): return node
        case .lazy(let forEach): return forEach.row(at: offset)
        }
    }

    /// The blank lines above row `index` (none above the first).
    func gap(before index: Int) -> Int {
        guard index > 0, let (segment, offset) = locate(index) else { return 0 }
        return offset == 0 ? segment.gap : segment.spacing
    }

    /// The row holding `descendant` (a focused control), if it is built.
    func index(holding descendant: Node) -> Int? {
        var current: Node? = descendant
        while let node = current {
            var start = 0
            for segment in segments {
                switch segment.source {
                case .single(let single) where single === node:
                    return start
                case .lazy(let forEach) where node.parent === forEach.node:
                    return forEach.offset(ofRow: node).map { start + $0 }
                default:
                    break
                }
                start += segment.count
            }
            current = node.parent
        }
        return nil
    }
}
