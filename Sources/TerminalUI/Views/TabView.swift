/// Views shown one at a time under a row of tabs, as SwiftUI's `TabView`: each view of its
/// content is a tab, named by its `.tabItem` label (or a `Tab`'s title) and identified by its
/// `.tag` (its position when it has none).
///
/// **Approximated:** the tabs are a row at the top, ` Home │ Settings `, the chosen one
/// reversed while the row has focus and underlined otherwise. Each tab is a stop of Tab (before
/// the chosen tab's controls), and Return or Space choose the one focus is on; ←/→ choose the
/// tab before or after the chosen one, as Ctrl-PgUp/Ctrl-PgDn do from anywhere inside; ↓ does
/// nothing on the row, as on macOS and in web pages' tab rows; a click on a tab chooses it.
/// Every tab's views are kept (their state lives on while another tab is shown); only the
/// chosen one is drawn or focused.
public struct TabView<SelectionValue: Hashable, Content: View>: View {
    public typealias Body = Never
    let selection: Binding<SelectionValue>?
    let content: Content

    /// Tabs that write the chosen tab's tag (or `Tab`'s value) to `selection`.
    public init(selection: Binding<SelectionValue>?, @TabContentBuilder<SelectionValue> content: () -> Content) {
        self.selection = selection
        self.content = content()
    }
}

extension TabView where SelectionValue == Int {
    /// Tabs that keep the chosen one themselves, starting with the first.
    public init(@ViewBuilder content: () -> Content) {
        self.init(selection: nil, content: content)
    }
}

extension TabView: PrimitiveView {
    func makeBehavior() -> TabViewBehavior { TabViewBehavior() }

    func update(_ node: Node, behavior: TabViewBehavior) {
        if let selection = selection?.watched {
            behavior.readSelection = { AnyHashable(selection.wrappedValue) }
            behavior.choose = { tag in
                guard let value = tag.base as? SelectionValue else { return }
                selection.wrappedValue = value
            }
        } else {
            behavior.readSelection = nil
            behavior.choose = nil
        }
        node.reconcileChildren { $0.add(content, key: .slot(0)) }
    }
}

/// A tab of the new form, as SwiftUI's `Tab`: `Tab("Inbox", systemImage: "tray", value: 0) { … }`.
public struct Tab<Value: Hashable, Content: View>: View {
    /// What the row of tabs shows for it: its title (with its symbol), or a label of its own.
    let label: AnyView
    let value: Value?
    let content: Content
    /// A `.badge` applied to the tab, shown after its title in the row.
    private var badge: Text?

    /// A tab titled `title` (with `systemImage`), chosen when the selection is `value`. A
    /// `role` (`.search`) is accepted: the tab takes its place in the row as written.
    public init<S: StringProtocol>(
        _ title: S, systemImage: String? = nil, value: Value, role: TabRole? = nil,
        @ViewBuilder content: () -> Content
    ) {
        self.init(label: Self.label(title, systemImage: systemImage), value: value, content: content())
    }

    /// A tab labelled by the views `label` makes (an image and a text side by side), chosen
    /// when the selection is `value`.
    public init<Label: View>(
        value: Value, role: TabRole? = nil, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label
    ) {
        self.init(label: AnyView(label()), value: value, content: content())
    }

    /// A tab with no label of its own, chosen when the selection is `value`: for an app that
    /// draws its own tab bar over the `TabView` (the row shows the tab untitled).
    public init(value: Value, role: TabRole? = nil, @ViewBuilder content: () -> Content) {
        self.init(label: AnyView(EmptyView()), value: value, content: content())
    }

    private init(label: AnyView, value: Value?, content: Content) {
        self.label = label
        self.value = value
        self.content = content
    }

    private static func label<S: StringProtocol>(_ title: S, systemImage: String?) -> AnyView {
        if let systemImage {
            AnyView(Label(title, systemImage: systemImage))
        } else {
            AnyView(Text(title))
        }
    }

    public var body: some View {
        let tab = content.tabItem { label }.badge(badge)
        if let value {
            tab.tag(value)
        } else {
            tab
        }
    }

    /// Accepted, not honoured: a terminal's tab row has no customization.
    public func customizationID(_ id: String) -> Self { self }

    /// Accepted, not honoured: a terminal has no sidebar of tabs, so the row shows every tab.
    public func defaultVisibility(_ visibility: Visibility, for placements: TabPlacement...) -> Self { self }
}

extension Tab: TabItemBadging {
    /// The tab with `badge` after its title, as a `.badge` applied to it shows.
    func badged(_ badge: Text?) -> AnyView {
        var badged = self
        badged.badge = badge
        return AnyView(badged)
    }
}

extension Tab where Value == Never {
    /// A tab titled `title` in a `TabView` without a selection.
    public init<S: StringProtocol>(
        _ title: S, systemImage: String? = nil, role: TabRole? = nil, @ViewBuilder content: () -> Content
    ) {
        self.init(label: Self.label(title, systemImage: systemImage), value: nil, content: content())
    }

    /// A tab labelled by the views `label` makes, in a `TabView` without a selection.
    public init<Label: View>(
        role: TabRole? = nil, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label
    ) {
        self.init(label: AnyView(label()), value: nil, content: content())
    }
}

/// What a tab is for, as SwiftUI's `TabRole`.
public struct TabRole: Hashable, Sendable {
    private let name: String
    /// The tab that searches the app.
    public static let search = TabRole(name: "search")
}

/// A group of tabs under a heading, as SwiftUI's `TabSection`. **Approximated:** a terminal's
/// tabs are one row, so the section's tabs take their places in it and the heading is not
/// shown.
public struct TabSection<Content: View>: View {
    let content: Content

    /// Tabs under `title`.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// Tabs under `header`.
    public init<Header: View>(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Header) {
        self.content = content()
    }

    public var body: some View { content }

    /// Accepted, not honoured: a terminal's tab row has no customization.
    public func customizationID(_ id: String) -> Self { self }

    /// Accepted, not honoured: a terminal has no sidebar of tabs, so the row shows every tab.
    public func defaultVisibility(_ visibility: Visibility, for placements: TabPlacement...) -> Self { self }

    /// Accepted, not shown: the section's heading, where a sidebar shows these actions, is not
    /// shown in a terminal's row of tabs.
    public func sectionActions<Actions: View>(@ViewBuilder content: () -> Actions) -> Self { self }
}

/// Where a tab shows, as SwiftUI's `TabPlacement`: a terminal's tabs are one row.
public struct TabPlacement: Hashable, Sendable {
    private let name: String
    public static let automatic = TabPlacement(name: "automatic")
    public static let tabBar = TabPlacement(name: "tabBar")
    public static let sidebar = TabPlacement(name: "sidebar")
    public static let pinned = TabPlacement(name: "pinned")
}

/// How the user arranged an app's tabs, as SwiftUI's `TabViewCustomization`. **Accepted:** a
/// terminal's tab row cannot be rearranged, so nothing is kept in it; it is `Codable` so that
/// `@AppStorage` and `@SceneStorage` can hold one, as apps write.
public struct TabViewCustomization: Hashable, Codable, Sendable {
    public init() {}

    /// Shows every tab again.
    public mutating func resetVisibility() {}
}

extension View {
    /// Accepted, not honoured: a terminal's tab row cannot be rearranged (see
    /// `TabViewCustomization`).
    public func tabViewCustomization(_ customization: Binding<TabViewCustomization>?) -> Self { self }

    /// Accepted, not shown: a terminal's tabs are a row, without a sidebar to head.
    public func tabViewSidebarHeader<Header: View>(@ViewBuilder content: () -> Header) -> Self { self }

    /// Accepted, not shown: a terminal's tabs are a row, without a sidebar to foot.
    public func tabViewSidebarFooter<Footer: View>(@ViewBuilder content: () -> Footer) -> Self { self }

    /// Shows `content` (the sidebar's bottom bar, with its buttons) in a row under the tab
    /// view: a terminal's tabs are a row, without a sidebar, and the bar's actions stay in reach.
    public func tabViewSidebarBottomBar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        VStack(spacing: 0) {
            self
            content()
        }
    }
}

/// Gives a tab its label: the view shown for it in the row of tabs, with the tab's badge after it.
struct TabItemModifier<TabLabel: View>: ViewModifier, PrimitiveModifier, TabItemBadgeable {
    typealias Body = Never
    let label: TabLabel
    /// A `.badge` applied after `.tabItem`.
    var badge: Text?

    func makeBehavior() -> TabItemBehavior { TabItemBehavior() }

    func with(badge: Text?) -> Self {
        var badged = self
        badged.badge = badge
        return badged
    }

    func update(_ node: Node, behavior: TabItemBehavior, content: any View) {
        // A `.badge` applied to the tab's view shows on the tab, as SwiftUI's does.
        let badged = content as? any BadgeCarrying
        let badge = badge ?? badged?.label
        let environment = node.childEnvironment
        node.reconcileChildren { children in
            children.add(badged?.unbadged ?? content, key: .slot(0))
            // In a row, as SwiftUI reads an icon and a title (`Image`, then `Text`) as a label,
            // even from a `VStack`.
            node.childEnvironment.stacksInARow = true
            children.add(
                HStack(spacing: .columns(1)) {
                    label
                    if let badge {
                        badge.foregroundColor(.red).bold()
                    }
                }, key: .slot(1))
            node.childEnvironment = environment
        }
    }
}

/// A tab item's modifier, which takes a badge applied after it into the tab's label.
protocol TabItemBadgeable: ViewModifier {
    func with(badge: Text?) -> Self
}

/// A tab's content with its label beside it: it lays out, draws and focuses the content only
/// (the `TabView` draws the label in its row).
final class TabItemBehavior: NodeBehavior {
    var content: Node? { node.children.first { $0.key == .slot(0) } }
    var label: Node? { node.children.first { $0.key == .slot(1) } }

    override var tabItem: TabItemBehavior? { self }

    override func layoutChildrenAsStack() -> StackLayout {
        StackLayout(axis: .vertical, alignment: .leading, spacing: 0, children: content?.displayables ?? [])
    }

    override func draw(in canvas: inout CellGrid) {
        for child in content?.displayables ?? [] {
            child.behavior.draw(in: &canvas)
        }
    }

    override var focusChildren: [Node] {
        content.map { [$0] } ?? []
    }
}

extension View {
    /// The label of this view's tab in a `TabView` (a `Label`, a `Text`, or an `Image` and a
    /// `Text`, shown side by side).
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
        modifier(TabItemModifier(label: label()))
    }
}

/// Lays out a `TabView`: the row of tabs, then the chosen tab.
final class TabViewBehavior: NodeBehavior {
    /// Reads the selection (nil: the view keeps its own `chosenIndex`).
    var readSelection: (() -> AnyHashable)?
    var choose: ((AnyHashable) -> Void)?
    private var chosenIndex = 0
    /// The views that show or hide the row of tabs (`toolbar(_:for: .tabBar)`).
    private var toolbars = ToolbarRegistry()

    func register(_ toolbar: ToolbarBehavior) {
        toolbars.register(toolbar)
    }

    /// Whether a view of the chosen tab hides the row of tabs, which then takes no row and no
    /// focus (Ctrl-PgUp and Ctrl-PgDn still choose tabs).
    private func hidesRow(showing selected: Node?) -> Bool {
        guard let selected else { return false }
        return NavigationBar.toolbars(toolbars.live, in: selected).contains { $0.barVisibility[.tabBar] == .hidden }
    }

    /// One tab: its view and its tag.
    @MainActor
    struct Entry {
        let node: Node
        let tag: AnyHashable?
        var label: Node? { Self.tabItem(of: node)?.label }

        /// The `.tabItem` of a tab: its own, or the one under the modifiers applied after it
        /// (`.tabItem { … }.navigationTitle("Check").padding()`), as SwiftUI reads a tab's label
        /// through them.
        private static func tabItem(of node: Node) -> TabItemBehavior? {
            var current: Node? = node
            while let candidate = current {
                if let item = candidate.behavior.tabItem { return item }
                current = candidate.wrappedContent
            }
            return nil
        }
    }

    /// The tabs in order: the displayable views of the content, with their tags (a `ForEach`
    /// row's id when untagged).
    var tabs: [Entry] {
        var result: [Entry] = []
        for child in node.children { collect(child, tag: nil, into: &result) }
        return result
    }

    private func collect(_ node: Node, tag inherited: AnyHashable?, into result: inout [Entry]) {
        guard node.isShown else { return }
        var tag = inherited
        if let own = node.behavior.pickerTag { tag = own }
        if node.behavior.isForEach {
            for child in node.children {
                if case .id(let id) = child.key {
                    collect(child, tag: id, into: &result)
                } else {
                    collect(child, tag: tag, into: &result)
                }
            }
        } else if node.behavior.isTransparent {
            for child in node.children { collect(child, tag: tag, into: &result) }
        } else {
            result.append(Entry(node: node, tag: Self.innerTag(of: node) ?? tag))
        }
    }

    /// A tag set inside a tab's modifiers (`.tag(1).tabItem { … }`, as SwiftUI reads either
    /// order): the first below `node` along the views its modifiers wrap (a `.tabItem`'s
    /// content, not its label).
    private static func innerTag(of node: Node) -> AnyHashable? {
        var current = node
        while let wrapped = current.behavior is TabItemBehavior
            ? current.children.first : (current.children.count == 1 ? current.children[0] : nil)
        {
            if let tag = wrapped.behavior.pickerTag { return tag }
            current = wrapped
        }
        return nil
    }

    /// The position of the chosen tab.
    var selectedIndex: Int {
        let tabs = tabs
        guard let readSelection else { return min(chosenIndex, max(0, tabs.count - 1)) }
        let selected = readSelection()
        return tabs.firstIndex { $0.tag == selected } ?? 0
    }

    private var selectedTab: Node? {
        let tabs = tabs
        let index = selectedIndex
        return tabs.indices.contains(index) ? tabs[index].node : nil
    }

    /// Chooses the tab at `index`: writes its tag to the selection, or keeps the index.
    func select(_ index: Int) {
        let tabs = tabs
        guard tabs.indices.contains(index), index != selectedIndex else { return }
        if let choose {
            guard let tag = tabs[index].tag else { return }
            choose(tag)
        } else {
            chosenIndex = index
        }
        // Focus inside the tab that is going goes back to the row of tabs.
        if let focused = node.graph.focus.focused, focused !== node, focused.isDescendant(of: node) {
            node.graph.focus.focus(node)
        }
        node.graph.setNeedsLayout()
    }

    override var isFocusable: Bool { !rowIsHidden }

    /// Whether the last layout hid the row of tabs.
    private var rowIsHidden = false

    /// The tab Tab and Shift-Tab moved to in the focused row, when it is not the chosen one:
    /// each tab is a stop of its own, and Return or Space chooses it.
    private var highlighted: Int?

    /// The tab the focused row is on: the one Tab moved to, else the chosen one.
    private var currentIndex: Int { highlighted ?? selectedIndex }

    override func handleKey(_ key: KeyPress) -> Bool {
        guard key.modifiers.isDisjoint(with: [.control, .option]) else { return switchTab(key) }
        switch key.key {
        case .leftArrow: choose(selectedIndex - 1)
        case .rightArrow: choose(selectedIndex + 1)
        // A page control is one stop, as a phone's is one control: ←/→ turn the pages.
        case .return, .space:
            guard !isPaged else { return false }
            choose(currentIndex)
        case .tab:
            guard !isPaged else { return false }
            return moveHighlight(by: key.modifiers.contains(.shift) ? -1 : 1)
        default: return false
        }
        return true
    }

    /// Chooses the tab at `index` (when there is one) and ends the highlight.
    private func choose(_ index: Int) {
        guard tabs.indices.contains(index) else { return }
        highlighted = nil
        select(index)
        node.invalidate()
    }

    /// Moves the highlight to the next tab (or the one before): false past the last (or the
    /// first), where Tab goes on to the next control; when the row is the only control (tabs of
    /// text), the highlight comes round to the first tab (or the last).
    private func moveHighlight(by step: Int) -> Bool {
        guard let next = node.graph.focus.nextStop(of: node, from: currentIndex, by: step, count: tabs.count) else {
            highlighted = nil
            return false
        }
        highlighted = next == selectedIndex ? nil : next
        node.invalidate()
        return true
    }

    override func focusDidChange() {
        if isFocused, !isPaged, let forward = node.graph.focus.isMovingForward {
            // Reached by Tab from the control before (or Shift-Tab from the one after): the walk
            // along the tabs starts at the first tab (or the last), so Tab reaches every tab.
            let first = forward ? 0 : tabs.count - 1
            highlighted = first == selectedIndex ? nil : first
            node.invalidate()
            return
        }
        guard !isFocused, highlighted != nil else { return }
        highlighted = nil
        node.invalidate()
    }

    override func handleKeyFromDescendant(_ key: KeyPress, focused: Node?) -> Bool {
        switchTab(key)
    }

    /// Ctrl-PgUp and Ctrl-PgDn choose the tab before and after.
    private func switchTab(_ key: KeyPress) -> Bool {
        guard key.modifiers == .control else { return false }
        switch key.key {
        case .pageUp: select(selectedIndex - 1)
        case .pageDown: select(selectedIndex + 1)
        default: return false
        }
        return true
    }

    /// Where each tab's label lies in the row, placed by the last layout.
    private var labelFrames: [Rect] = []

    override func handleMouse(_ event: MouseEvent) -> Bool {
        guard event.isClick, !rowIsHidden, event.location.y == rowFrame.minY else { return false }
        guard
            let index = labelFrames.firstIndex(where: { $0.minX - 1 <= event.location.x && event.location.x <= $0.maxX }
            )
        else { return true }
        node.graph.focus.focus(node)
        highlighted = nil
        if index == selectedIndex {
            // A click on the chosen tab writes its tag to the selection again, as a tap does in
            // SwiftUI: an app's binding hears the second tap (to go back to a tab's first view).
            let tabs = tabs
            if tabs.indices.contains(index), let tag = tabs[index].tag { choose?(tag) }
        } else {
            select(index)
        }
        return true
    }

    override func sizeThatFits(_ proposal: ProposedSize) -> Size {
        let selected = selectedTab
        let row = hidesRow(showing: selected) ? 0 : 1
        let content = selected?.sizeThatFits(
            ProposedSize(width: proposal.width, height: proposal.height.map { max(0, $0 - row) }))
        let bar =
            isPaged
            ? tabs.count * 2 - 1
            : tabs.reduce(0) { $0 + ($1.label?.sizeThatFits(ProposedSize(width: nil, height: 1)).width ?? 3) + 3 }
        return Size(
            width: proposal.width ?? max(row == 0 ? 0 : bar, content?.width ?? 0),
            height: proposal.height ?? (row + (content?.height ?? 0)))
    }

    override func place(in rect: Rect) {
        let tabs = tabs
        let selected = selectedTab
        rowIsHidden = hidesRow(showing: selected)
        let row = rowIsHidden ? 0 : 1
        let nowhere = Rect(x: rect.minX, y: rect.minY, width: 0, height: 0)
        if isPaged {
            // A dot per page, two columns apart, centred on the bottom row.
            var x = rect.minX + max(0, (rect.width - (tabs.count * 2 - 1)) / 2)
            labelFrames = tabs.map { tab in
                tab.label?.place(in: nowhere)
                defer { x += 2 }
                return Rect(x: x, y: rect.maxY - 1, width: 1, height: 1)
            }
        } else {
            var x = rect.minX + 1
            labelFrames = tabs.map { tab in
                let width = tab.label?.sizeThatFits(ProposedSize(width: nil, height: 1)).width ?? 3
                let frame = Rect(x: x, y: rect.minY, width: max(0, min(width, rect.maxX - x)), height: 1)
                tab.label?.place(in: frame)
                x += width + 3
                return frame
            }
        }
        for tab in tabs where tab.node !== selected && tab.node.frame != nowhere {
            // Out of the way of clicks, which find controls by their frames.
            tab.node.place(in: nowhere)
        }
        overflows = false
        guard let selected else { return }
        // Content taller than the room (a phone's layout) scrolls to its focused control.
        let room = Rect(
            x: rect.minX, y: rect.minY + (isPaged ? 0 : row), width: rect.width, height: max(0, rect.height - row))
        let height = OverflowScroll.settledHeight(of: selected, in: room.size)
        overflows = OverflowScroll.place(height: height, of: [selected], in: room) { scrolled in
            selected.place(
                in: Rect(x: scrolled.minX, y: scrolled.minY, width: scrolled.width, height: max(height, room.height)))
        }
    }

    /// Whether the last layout found the selected tab's content taller than its room.
    private var overflows = false

    /// A control below the room can take focus while the content scrolls to show it.
    override var clipsContent: Bool { overflows }

    /// Whether the tabs are pages, with a row of dots at the bottom (`.tabViewStyle(.page)`).
    private var isPaged: Bool { node.environment.tabViewIsPaged }

    /// The row of tabs: the top row, or a paged view's bottom one.
    private var rowFrame: Rect {
        let frame = node.frame
        return Rect(
            x: frame.minX, y: isPaged ? frame.maxY - 1 : frame.minY, width: frame.width, height: min(1, frame.height))
    }

    /// The focused control is the tab the row is on (Tab moves among them, ←/→ choose), not
    /// the whole view.
    override var focusIndicatorFrame: Rect? {
        let index = currentIndex
        guard labelFrames.indices.contains(index) else { return rowFrame }
        return isPaged ? labelFrames[index] : Self.cell(around: labelFrames[index])
    }

    /// A tab's place in the row: its label and a column each side.
    private static func cell(around label: Rect) -> Rect {
        Rect(x: label.minX - 1, y: label.minY, width: label.width + 2, height: 1)
    }

    override func draw(in canvas: inout CellGrid) {
        let frame = node.frame
        guard !frame.isEmpty else { return }
        guard !rowIsHidden else {
            selectedTab?.behavior.draw(in: &canvas)
            return
        }
        let bar = rowFrame
        let tabs = tabs
        let selected = selectedIndex
        if isPaged {
            canvas.clipped(to: Rect(x: frame.minX, y: frame.minY, width: frame.width, height: max(0, frame.height - 1)))
            {
                canvas in
                selectedTab?.behavior.draw(in: &canvas)
            }
            let current = currentIndex
            for (index, dot) in labelFrames.enumerated() {
                var style = Style(attributes: index == selected ? .bold : .dim)
                if isFocused && index == current { style.attributes.insert(.reverse) }
                canvas.put(
                    Glyph(text: index == selected ? "●" : "○", width: 1), at: dot.origin, style: style, clip: bar)
            }
            return
        }
        let current = currentIndex
        canvas.clipped(to: bar) { canvas in
            for (index, tab) in tabs.enumerated() where index < labelFrames.count {
                let label = labelFrames[index]
                tab.label?.behavior.draw(in: &canvas)
                let cell = Self.cell(around: label)
                if index == selected {
                    canvas.restyle(cell) {
                        $0.attributes.insert(isFocused && index == current ? .reverse : .underline)
                        $0.attributes.insert(.bold)
                    }
                } else if isFocused && index == current {
                    canvas.restyle(cell) { $0.attributes.insert(.reverse) }
                }
                if index + 1 < tabs.count {
                    canvas.put(
                        Glyph(text: "│", width: 1), at: Point(x: label.maxX + 1, y: label.minY),
                        style: Style(attributes: .dim), clip: bar)
                }
            }
        }
        canvas.clipped(to: Rect(x: frame.minX, y: frame.minY + 1, width: frame.width, height: max(0, frame.height - 1)))
        {
            canvas in
            selectedTab?.behavior.draw(in: &canvas)
        }
    }

    override var focusChildren: [Node] {
        selectedTab.map { [$0] } ?? []
    }
}
