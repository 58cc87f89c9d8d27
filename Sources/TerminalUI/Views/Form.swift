/// A container of grouped controls, as SwiftUI's `Form`: sections one under another with a
/// blank line between them, each control on its own row. Up and Down move focus between the
/// form's controls; the form scrolls to keep the focused control in view. A `ForEach` in it
/// (in a section or not) is built lazily: only its rows in view are built, laid out and drawn
/// (`LazyScroller`), and PgUp/PgDn, Home/End and the mouse wheel scroll.
public struct Form<Content: View>: View {
    public typealias Body = Never
    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

extension Form: PrimitiveView {
    func makeBehavior() -> FormBehavior {
        FormBehavior()
    }

    func update(_ node: Node, behavior: FormBehavior) {
        node.reconcileChildren { $0.add(content, key: .slot(0), lazy: true) }
    }
}

final class FormBehavior: NodeBehavior {
    override var clipsContent: Bool { true }

    private var offset = 0
    /// The rows, when a `ForEach` in the form builds them lazily.
    private lazy var scroller = LazyScroller(owner: node)
    /// Whether the last layout was a lazy one (`LazyRows.isLazy`).
    private var isLazy = false

    private var rows: [Node] { node.childDisplayables }

    /// The rows, laid out in `width` (`nil`: as last laid out).
    private func contentRows(width: Int? = nil) -> LazyRows { LazyRows(children: node, spacing: 1, cross: width) }

    private func stack(_ rows: [Node]) -> StackLayout {
        StackLayout(axis: .vertical, alignment: .leading, spacing: 1, children: rows)
    }

    override func sizeThatFits(_ proposal: ProposedSize) -> Size {
        let width = proposal.width.map { max(0, $0 - 2) }
        let lazyRows = contentRows(width: width)
        if lazyRows.isLazy {
            let content = scroller.measure(
                lazyRows, cross: width, limit: proposal.height ?? node.graph.root.frame.height, alignment: .leading)
            return Size(width: proposal.width ?? content.width + 2, height: proposal.height ?? content.height)
        }
        let rows = rows
        let content = stack(rows).sizeThatFits(ProposedSize(width: width, height: nil))
        return Size(width: proposal.width ?? content.width + 2, height: proposal.height ?? content.height)
    }

    override func place(in rect: Rect) {
        let inner = Rect(x: rect.minX + 1, y: rect.minY, width: max(0, rect.width - 2), height: rect.height)
        let lazyRows = contentRows(width: inner.width)
        isLazy = lazyRows.isLazy
        if isLazy {
            scroller.place(lazyRows, in: inner, alignment: .leading)
            return
        }
        let rows = rows
        let layout = stack(rows)
        let height = layout.sizeThatFits(ProposedSize(width: inner.width, height: nil)).height
        // Scroll so the focused control stays visible.
        layout.place(in: Rect(x: inner.minX, y: inner.minY - offset, width: inner.width, height: height))
        if let focused = node.graph.focus.focused, focused.isDescendant(of: node) {
            let shown = ScrollOffset.withContext(ScrollOffset.part(of: focused, fitting: rect), in: rect)
            offset = ScrollOffset.keeping(shown, visibleIn: rect, from: offset, contentLength: height)
            layout.place(in: Rect(x: inner.minX, y: inner.minY - offset, width: inner.width, height: height))
        }
    }

    override func draw(in canvas: inout CellGrid) {
        if isLazy {
            scroller.draw(in: &canvas, clippedTo: node.frame)
            return
        }
        canvas.clipped(to: node.frame) { canvas in
            super.draw(in: &canvas)
        }
    }

    override func handleKeyFromDescendant(_ key: KeyPress, focused: Node?) -> Bool {
        if isLazy, let focused, focused.isDescendant(of: node) {
            return scroller.handleKey(key, focused: focused, rows: contentRows(), arrowsMoveFocus: true)
        }
        guard key.modifiers.isEmpty, let focused, focused.isDescendant(of: node) else { return false }
        switch key.key {
        case .downArrow: return node.graph.focus.moveFocus(forward: true, within: node)
        case .upArrow: return node.graph.focus.moveFocus(forward: false, within: node)
        default: return false
        }
    }

    override func handleMouse(_ event: MouseEvent) -> Bool {
        guard isLazy else { return super.handleMouse(event) }
        return scroller.handleMouse(event) || super.handleMouse(event)
    }
}

/// A section's type, told apart from other views' (`ForEach` builds sections at once), also
/// when it is shown only `if` something holds.
protocol SectionView {}

extension Optional: SectionView where Wrapped: SectionView {}

/// A labelled group of controls in a form, as SwiftUI's `Section`.
public struct Section<Parent: View, Content: View, Footer: View>: View, SectionView {
    public typealias Body = Never
    let header: Parent
    let content: Content
    let footer: Footer
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    /// A section without a header.
    public init(@ViewBuilder content: () -> Content) {
        self.init(header: EmptyView(), content: content(), footer: EmptyView())
    }
}

extension Section where Footer == EmptyView {
    /// A section under `header`.
    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.init(header: header, content: content(), footer: EmptyView())
    }

    /// A section under `header`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(header: header(), content: content(), footer: EmptyView())
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    /// A section under a text header.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(header: Text(title), content: content(), footer: EmptyView())
    }
}

extension Section {
    /// A section with a header and a footer.
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(header: header, content: content(), footer: footer)
    }

    /// A section with a header and a footer, each from a builder.
    public init(
        @ViewBuilder content: () -> Content,
        @ViewBuilder header: () -> Parent,
        @ViewBuilder footer: () -> Footer
    ) {
        self.init(header: header(), content: content(), footer: footer())
    }
}

extension Section where Parent == EmptyView {
    /// A section with a footer and no header.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(header: EmptyView(), content: content(), footer: footer())
    }

    /// A section with a footer view and no header (the older form).
    public init(footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(header: EmptyView(), content: content(), footer: footer)
    }
}

extension Section where Footer == EmptyView {
    /// A section that can be folded: its header is a disclosure row titled `title` (`▸`/`▾`; it
    /// takes focus, and in a `List` it is a row that ↑/↓ reach; Return, Space or a click fold
    /// and unfold it), and its content shows while `isExpanded` is true.
    public init<S: StringProtocol, Inner: View>(
        _ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Inner
    ) where Parent == DisclosureGroup<Text, EmptyView>, Content == Inner? {
        self.init(isExpanded: isExpanded, content: content) { Text(title) }
    }

    /// As `init(_:isExpanded:content:)`, under a header view of its own.
    public init<Inner: View, Header: View>(
        isExpanded: Binding<Bool>, @ViewBuilder content: () -> Inner, @ViewBuilder header: () -> Header
    ) where Parent == DisclosureGroup<Header, EmptyView>, Content == Inner? {
        self.init(
            header: DisclosureGroup(isExpanded: isExpanded, content: { EmptyView() }, label: header),
            content: isExpanded.wrappedValue ? content() : nil, footer: EmptyView())
    }
}

extension Section: PrimitiveView {
    func makeBehavior() -> SectionBehavior {
        SectionBehavior()
    }

    func update(_ node: Node, behavior: SectionBehavior) {
        node.reconcileChildren { children in
            var headerEnvironment = node.environment
            headerEnvironment.textAttributes.insert(.bold)
            node.childEnvironment = headerEnvironment
            children.add(header, key: .slot(0))
            node.childEnvironment = node.environment
            children.add(content, key: .slot(1))
            var footerEnvironment = node.environment
            footerEnvironment.foregroundColor = .secondary
            node.childEnvironment = footerEnvironment
            children.add(footer, key: .slot(2))
            node.childEnvironment = node.environment
        }
    }
}

/// Lays out a section: the header, then the content indented by two columns, then the footer.
/// In a `List` the list lays the parts out as its rows instead, and the content's `ForEach`
/// stays lazy.
final class SectionBehavior: NodeBehavior {
    override func childrenAreLazy(inheriting inherited: Bool) -> Bool { inherited }

    override var sectionParts: (header: Node?, content: Node?, footer: Node?)? {
        let children = node.children
        func part(_ index: Int) -> Node? {
            index < children.count && children[index].isShown ? children[index] : nil
        }
        return (part(0), part(1), part(2))
    }

    private func parts() -> (header: [Node], content: [Node], footer: [Node]) {
        let children = node.children
        func displayables(_ index: Int) -> [Node] {
            index < children.count && children[index].isShown ? children[index].displayables : []
        }
        return (displayables(0), displayables(1), displayables(2))
    }

    private func layouts(width: Int?) -> [(StackLayout, indent: Int)] {
        let parts = parts()
        var result: [(StackLayout, indent: Int)] = []
        if !parts.header.isEmpty {
            result.append(
                (StackLayout(axis: .vertical, alignment: .leading, spacing: 0, children: parts.header), 0))
        }
        if !parts.content.isEmpty {
            result.append(
                (StackLayout(axis: .vertical, alignment: .leading, spacing: 0, children: parts.content), 2))
        }
        if !parts.footer.isEmpty {
            result.append(
                (StackLayout(axis: .vertical, alignment: .leading, spacing: 0, children: parts.footer), 2))
        }
        return result
    }

    override func sizeThatFits(_ proposal: ProposedSize) -> Size {
        var width = 0
        var height = 0
        for (layout, indent) in layouts(width: proposal.width) {
            let size = layout.sizeThatFits(ProposedSize(width: proposal.width.map { max(0, $0 - indent) }, height: nil))
            width = max(width, size.width + indent)
            height += size.height
        }
        return Size(width: proposal.width ?? width, height: height)
    }

    override func place(in rect: Rect) {
        var y = rect.minY
        for (layout, indent) in layouts(width: rect.width) {
            let width = max(0, rect.width - indent)
            let size = layout.sizeThatFits(ProposedSize(width: width, height: nil))
            layout.place(in: Rect(x: rect.minX + indent, y: y, width: width, height: size.height))
            y += size.height
        }
    }
}
