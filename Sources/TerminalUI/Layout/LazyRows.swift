/// The rows of a lazy scrolling container (a `Form`, a `ScrollView`, a `LazyVStack` in one),
/// in order, without building them: the container's views flattened through groups, custom
/// views and sections, where each element of a lazy `ForEach` is one row, and each row of a
/// lazy `LazyVGrid`'s cells is one, built by the `ForEach` only when asked for (`row(at:)`), as
/// a `List` builds its rows. A horizontal scroll view's rows are columns (`axis`): the views of
/// a `LazyHStack`, and the columns of a `LazyHGrid`'s cells.
@MainActor
struct LazyRows {
    /// A run of rows: one view, the elements of a lazy `ForEach`, or a lazy grid's rows.
    enum Source {
        case single(Node)
        case lazy(ForEachBehavior)
        case grid(GridRows)
    }

    /// A lazy grid's cells (its views, each element of a `ForEach` one), `perLine` to a row (a
    /// column of a horizontal grid).
    @MainActor
    struct GridRows {
        let grid: LazyGridBehavior
        let cells: [Cells]
        let perLine: Int
        let cellCount: Int

        /// A run of cells: one view, or the elements of a `ForEach`.
        enum Cells: RowRun {
            case single(Node)
            case lazy(ForEachBehavior)

            @MainActor var count: Int {
                switch self {
                case .single: 1
                case .lazy(let forEach): forEach.count
                }
            }
        }

        var rowCount: Int { (cellCount + perLine - 1) / perLine }

        /// The cells of row `row`, built if needed; `nil` when a `ForEach` has no data at hand.
        func cells(ofRow row: Int) -> [Node]? {
            var result: [Node] = []
            for index in (row * perLine)..<min(cellCount, (row + 1) * perLine) {
                switch cells.run(holding: index) {
                case (.single(let node), _)?: result.append(node)
                case (.lazy(let forEach), let offset)?:
                    guard let node = forEach.row(at: offset) else { return nil }
                    result.append(node)
                case nil: return nil
                }
            }
            return result
        }

        /// The row holding `node` (a cell, or a row of a `ForEach` among the cells), if built.
        func row(holding node: Node) -> Int? {
            var start = 0
            for run in cells {
                switch run {
                case .single(let cell) where cell === node:
                    return start / perLine
                case .lazy(let forEach) where node.parent === forEach.node:
                    return forEach.offset(ofRow: node).map { (start + $0) / perLine }
                default:
                    break
                }
                start += run.count
            }
            return nil
        }
    }

    /// A run of rows laid out alike: indented by `indent` cells across the axis, with `gap`
    /// blank lines (columns, along a horizontal axis) before the run (none before the first row
    /// of all) and `spacing` between its rows and between the views of one row.
    struct Segment: RowRun {
        let source: Source
        let indent: Int
        let gap: Int
        let spacing: Int

        @MainActor var count: Int {
            switch source {
            case .single: 1
            case .lazy(let forEach): forEach.count
            case .grid(let rows): rows.rowCount
            }
        }
    }

    /// The axis the container scrolls along: rows follow one another along it.
    let axis: Axis
    private(set) var segments: [Segment] = []
    /// How many rows there are.
    private(set) var count = 0
    /// How rows line up across: as the lazy stack entered says, else at the leading edge.
    private(set) var alignment = AlignmentKey.leading

    /// The rows under `root`'s children along `axis`, `spacing` apart; a section's header,
    /// content (indented by two columns) and footer are rows of their own with no space between
    /// them, as `Section` lays them out; a lazy stack (`NodeBehavior.lazyStack`) is entered,
    /// its rows with its spacing and alignment; a lazy grid's rows (`NodeBehavior.lazyGrid`)
    /// have as many cells as it has tracks in `cross` cells across the axis (`nil`: as many as
    /// in its last layout).
    init(children root: Node, axis: Axis = .vertical, spacing: Int, cross: Int? = nil) {
        self.axis = axis
        self.cross = cross
        collect(root.children, indent: 0, spacing: spacing)
        count = segments.reduce(0) { $0 + $1.count }
    }

    /// The length across the axis the rows are laid out in, when known.
    private let cross: Int?

    /// Whether any row is built lazily: without one the container lays out as it always did.
    var isLazy: Bool { !lazyForEaches.isEmpty }

    /// The lazy `ForEach`es whose elements are rows or cells.
    var lazyForEaches: [ForEachBehavior] {
        segments.flatMap { segment -> [ForEachBehavior] in
            switch segment.source {
            case .single: return []
            case .lazy(let forEach): return [forEach]
            case .grid(let rows):
                return rows.cells.compactMap {
                    if case .lazy(let forEach) = $0 { return forEach }
                    return nil
                }
            }
        }
    }

    private mutating func collect(_ nodes: [Node], indent: Int, spacing: Int) {
        for node in nodes where node.isShown && !node.isOverlay {
            if let forEach = node.behavior.lazyRows {
                append(.lazy(forEach), indent: indent, spacing: spacing)
            } else if let grid = node.behavior.lazyGrid {
                if let known = cross { grid.lazyCross = known }
                let gridCross = (cross ?? grid.lazyCross).map { max(0, $0 - indent) }
                // The grid's cells in runs, between its sections' headers and footers.
                let parts = GridPart.parts(
                    of: node.children, whole: { $0.behavior.lazyRows.map(GridRows.Cells.lazy) },
                    single: GridRows.Cells.single)
                let perLine = max(1, grid.tracks(across: gridCross).lengths.count)
                var gap = spacing
                for part in parts {
                    switch part {
                    case .across(let view):
                        segments.append(Segment(source: .single(view), indent: indent, gap: gap, spacing: 0))
                    case .cells(let cells):
                        let rows = GridRows(
                            grid: grid, cells: cells, perLine: perLine, cellCount: cells.reduce(0) { $0 + $1.count })
                        segments.append(Segment(source: .grid(rows), indent: indent, gap: gap, spacing: grid.lineGap))
                    }
                    gap = grid.lineGap
                }
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

    /// Row `index`, built if needed; `nil` when its `ForEach` has no data at hand (it asked its
    /// owner for it: lay out again after the next pass).
    func row(at index: Int) -> LazyRow? {
        guard let (segment, offset) = locate(index) else { return nil }
        switch segment.source {
        case .single(let node):
            return LazyRow(content: .view(node), axis: axis, spacing: segment.spacing)
        case .lazy(let forEach):
            return forEach.row(at: offset).map { LazyRow(content: .view($0), axis: axis, spacing: segment.spacing) }
        case .grid(let rows):
            return rows.cells(ofRow: offset).map {
                LazyRow(content: .cells($0, grid: rows.grid), axis: axis, spacing: 0)
            }
        }
    }

    /// The blank lines (or columns) before row `index` (none before the first).
    func gap(before index: Int) -> Int {
        guard index > 0, let (segment, offset) = locate(index) else { return 0 }
        return offset == 0 ? segment.gap : segment.spacing
    }

    /// The row holding the view of identity `id` (`ScrollViewProxy.scrollTo`, `scrollPosition`):
    /// a view marked `.id(id)` (or holding one, built), or the element of a lazy `ForEach` with
    /// that id (`ForEachBehavior.lookUp`).
    func index(ofID id: AnyHashable) -> IDLookup {
        func holds(_ node: Node) -> Bool {
            node.key == .id(id) || node.firstDescendant(keyed: .id(id)) != nil
        }
        var start = 0
        for segment in segments {
            switch segment.source {
            case .single(let node):
                if holds(node) { return .found(start) }
            case .lazy(let forEach):
                let found = forEach.lookUp(id)
                if case .found(let offset) = found { return .found(start + offset) }
                if found == .pending { return .pending }
            case .grid(let rows):
                var cellStart = 0
                for cells in rows.cells {
                    switch cells {
                    case .single(let cell):
                        if holds(cell) { return .found(start + cellStart / rows.perLine) }
                    case .lazy(let forEach):
                        let found = forEach.lookUp(id)
                        if case .found(let offset) = found {
                            return .found(start + (cellStart + offset) / rows.perLine)
                        }
                        if found == .pending { return .pending }
                    }
                    cellStart += cells.count
                }
            }
            start += segment.count
        }
        return .absent
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
                case .grid(let rows):
                    if let row = rows.row(holding: node) { return start + row }
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
