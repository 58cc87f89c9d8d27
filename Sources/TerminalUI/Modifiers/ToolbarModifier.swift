/// Where a toolbar item goes, as SwiftUI's `ToolbarItemPlacement`. **Approximated:** the
/// title line of the enclosing navigation container holds them: leading placements
/// (`.navigationBarLeading`, `.topBarLeading`, `.cancellationAction`, `.navigation`) go to the
/// left of the title, every other one to the right, except `.bottomBar`, whose items show in a
/// row at the bottom of the view, as a phone's toolbar.
public struct ToolbarItemPlacement: Equatable, Sendable {
    let isLeading: Bool
    var isBottom = false

    public static let automatic = ToolbarItemPlacement(isLeading: false)
    public static let primaryAction = ToolbarItemPlacement(isLeading: false)
    public static let secondaryAction = ToolbarItemPlacement(isLeading: false)
    public static let confirmationAction = ToolbarItemPlacement(isLeading: false)
    public static let destructiveAction = ToolbarItemPlacement(isLeading: false)
    public static let principal = ToolbarItemPlacement(isLeading: false)
    public static let status = ToolbarItemPlacement(isLeading: false)
    public static let bottomBar = ToolbarItemPlacement(isLeading: false, isBottom: true)
    public static let keyboard = ToolbarItemPlacement(isLeading: false)
    public static let navigationBarTrailing = ToolbarItemPlacement(isLeading: false)
    public static let topBarTrailing = ToolbarItemPlacement(isLeading: false)
    public static let cancellationAction = ToolbarItemPlacement(isLeading: true)
    public static let navigation = ToolbarItemPlacement(isLeading: true)
    public static let navigationBarLeading = ToolbarItemPlacement(isLeading: true)
    public static let topBarLeading = ToolbarItemPlacement(isLeading: true)
}

/// One item of a toolbar, as SwiftUI's `ToolbarItem`.
public struct ToolbarItem<ID, Content: View>: View {
    public typealias Body = Never
    let placement: ToolbarItemPlacement
    let content: Content
}

extension ToolbarItem where ID == () {
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

extension ToolbarItem where ID == String {
    /// An item of a customizable toolbar (`toolbar(id:content:)`). **Approximated:** a
    /// terminal's toolbar cannot be customized, so every item shows, `showsByDefault` or not.
    public init(
        id: String, placement: ToolbarItemPlacement = .automatic, showsByDefault: Bool = true,
        @ViewBuilder content: () -> Content
    ) {
        self.placement = placement
        self.content = content()
    }
}

extension ToolbarItem: PrimitiveView {
    func makeBehavior() -> ToolbarPlacementBehavior { ToolbarPlacementBehavior() }

    func update(_ node: Node, behavior: ToolbarPlacementBehavior) {
        behavior.placement = placement
        node.reconcileChildren { $0.add(content, key: .slot(0)) }
    }
}

/// Several items of a toolbar in one placement, as SwiftUI's `ToolbarItemGroup`.
public struct ToolbarItemGroup<Content: View>: View {
    public typealias Body = Never
    let placement: ToolbarItemPlacement
    let content: Content

    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

extension ToolbarItemGroup: PrimitiveView {
    func makeBehavior() -> ToolbarPlacementBehavior { ToolbarPlacementBehavior() }

    func update(_ node: Node, behavior: ToolbarPlacementBehavior) {
        behavior.placement = placement
        node.reconcileChildren { $0.add(content, key: .slot(0)) }
    }
}

final class ToolbarPlacementBehavior: NodeBehavior {
    var placement = ToolbarItemPlacement.automatic
    override var isTransparent: Bool { true }
    override var toolbarPlacement: ToolbarItemPlacement? { placement }
}

/// Adds toolbar items to the view; the enclosing `NavigationStack` or `NavigationView` shows
/// them in its title line. Without one, they show in a row above the view.
struct ToolbarModifier<Items: View>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let items: Items
    /// The bars this view shows or hides (`toolbar(_:for:)`); empty for items.
    var barVisibility: [ToolbarPlacement: Visibility] = [:]

    func makeBehavior() -> ToolbarBehavior { ToolbarBehavior() }

    func update(_ node: Node, behavior: ToolbarBehavior, content: any View) {
        node.reconcileChildren { children in
            children.add(content, key: .slot(0))
            children.add(items, key: .slot(1))
        }
        if behavior.barVisibility != barVisibility {
            // The bar around the view, not the view, changes: its container lays out again.
            behavior.barVisibility = barVisibility
            node.graph.setNeedsLayout()
        }
        behavior.container = node.parent.flatMap(NavigationBar.container(above:))
        behavior.container?.register(behavior)
        if barVisibility[.tabBar] != nil {
            node.parent?.nearest(TabViewBehavior.self)?.register(behavior)
        }
    }
}

/// Lays out the content of a `.toolbar` view; its items are placed by the navigation bar.
final class ToolbarBehavior: NodeBehavior {
    weak var container: NavigationBarOwner?
    var barVisibility: [ToolbarPlacement: Visibility] = [:]

    /// Shows or hides the items with the bar that holds them: a hidden bar's items take no
    /// focus and no clicks.
    func showsItems(_ shown: Bool) {
        guard let itemsNode = node.children.first(where: { $0.key == .slot(1) }) else { return }
        node.graph.setShown(itemsNode, shown)
    }

    private var contentNodes: [Node] {
        node.children.first { $0.key == .slot(0) && $0.isShown }?.displayables ?? []
    }

    /// The node of the items, when a navigation container's bar shows them (rather than a row
    /// of the toolbar's own).
    var itemsInBar: Node? {
        container == nil ? nil : node.children.first { $0.key == .slot(1) }
    }

    /// The navigation container whose bar shows `items`, when they are a toolbar's items in a
    /// bar: the node they are placed in, whatever lies between (a `Form` or a `ScrollView`
    /// around a field whose `.toolbar` they are, which does not clip them).
    static func barContainer(ofItems items: Node) -> Node? {
        guard let toolbar = items.parent?.behavior as? ToolbarBehavior, toolbar.itemsInBar === items else {
            return nil
        }
        return (toolbar.container as? NodeBehavior)?.node
    }

    /// The toolbar's items in its title line: (node, leading?) in order.
    var items: [(node: Node, isLeading: Bool)] {
        placedItems.filter { !$0.placement.isBottom }.map { ($0.node, $0.placement.isLeading) }
    }

    /// The toolbar's `.bottomBar` items, in order.
    var bottomItems: [Node] {
        placedItems.filter(\.placement.isBottom).map(\.node)
    }

    private var placedItems: [(node: Node, placement: ToolbarItemPlacement)] {
        var result: [(Node, ToolbarItemPlacement)] = []
        func collect(_ node: Node, placement: ToolbarItemPlacement) {
            guard node.isShown else { return }
            if let placement = node.behavior.toolbarPlacement {
                for child in node.children { collect(child, placement: placement) }
            } else if node.behavior.isTransparent {
                for child in node.children { collect(child, placement: placement) }
            } else {
                result.append((node, placement))
            }
        }
        if let itemsNode = node.children.first(where: { $0.key == .slot(1) }) {
            collect(itemsNode, placement: .automatic)
        }
        return result
    }

    private var contentStack: StackLayout {
        StackLayout(axis: .vertical, alignment: .leading, spacing: 0, children: contentNodes)
    }

    private var ownRow: Int { container == nil && !items.isEmpty ? 1 : 0 }
    /// The row below the content for `.bottomBar` items, without a container to show them.
    private var ownBottomRow: Int { container == nil && !bottomItems.isEmpty ? 1 : 0 }

    override func sizeThatFits(_ proposal: ProposedSize) -> Size {
        let rows = ownRow + ownBottomRow
        let size = contentStack.sizeThatFits(
            ProposedSize(width: proposal.width, height: proposal.height.map { max(0, $0 - rows) }))
        guard rows > 0 else { return size }
        func width(of nodes: [Node]) -> Int {
            nodes.reduce(0) { $0 + $1.sizeThatFits(ProposedSize(width: nil, height: 1)).width + 1 } - 1
        }
        let itemsWidth = max(width(of: items.map(\.node)), width(of: bottomItems))
        return Size(width: max(size.width, min(itemsWidth, proposal.width ?? itemsWidth)), height: size.height + rows)
    }

    override func place(in rect: Rect) {
        let row = ownRow
        let bottomRow = ownBottomRow
        contentStack.place(
            in: Rect(x: rect.minX, y: rect.minY + row, width: rect.width, height: max(0, rect.height - row - bottomRow))
        )
        if row == 1 {
            NavigationBar.placeItems([self], in: Rect(x: rect.minX, y: rect.minY, width: rect.width, height: 1))
        }
        if bottomRow == 1 {
            NavigationBar.placeBottomBar([self], in: Rect(x: rect.minX, y: rect.maxY - 1, width: rect.width, height: 1))
        }
    }

    override func draw(in canvas: inout CellGrid) {
        for child in contentNodes { child.behavior.draw(in: &canvas) }
        if ownRow == 1 {
            for item in items { item.node.behavior.draw(in: &canvas) }
        }
        if ownBottomRow == 1 {
            for item in bottomItems { item.behavior.draw(in: &canvas) }
        }
    }
}

extension View {
    /// Adds toolbar items (buttons, `ToolbarItem`s, `ToolbarItemGroup`s) to the title line of
    /// the enclosing navigation container.
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        modifier(ToolbarModifier(items: content()))
    }

    /// A toolbar the user may customize, as SwiftUI's `toolbar(id:content:)`: shown as
    /// `toolbar(content:)` shows its items, with every item, since a terminal's toolbar cannot
    /// be customized.
    public func toolbar<Content: View>(id: String, @ViewBuilder content: () -> Content) -> some View {
        modifier(ToolbarModifier(items: content()))
    }

    /// Puts `leading` left of the title and `trailing` right of it, as SwiftUI's
    /// `navigationBarItems(leading:trailing:)`.
    public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
        toolbar {
            ToolbarItem(placement: .navigationBarLeading) { leading }
            ToolbarItem(placement: .navigationBarTrailing) { trailing }
        }
    }

    /// Puts `leading` left of the navigation title.
    public func navigationBarItems<L: View>(leading: L) -> some View {
        toolbar { ToolbarItem(placement: .navigationBarLeading) { leading } }
    }

    /// Puts `trailing` right of the navigation title.
    public func navigationBarItems<T: View>(trailing: T) -> some View {
        toolbar { ToolbarItem(placement: .navigationBarTrailing) { trailing } }
    }
}

/// A navigation container that shows toolbars in its title line.
@MainActor
protocol NavigationBarOwner: AnyObject {
    func register(_ toolbar: ToolbarBehavior)
}

/// The title line shared by `NavigationStack` and `NavigationView`: `‹ Back`, leading items,
/// the title in bold, then the trailing items at the right; a rule below.
@MainActor
enum NavigationBar {
    /// The nearest navigation container at or above `node`.
    static func container(above node: Node) -> NavigationBarOwner? {
        var current: Node? = node
        while let candidate = current {
            if let owner = candidate.behavior.navigationBar { return owner }
            current = candidate.parent
        }
        return nil
    }

    /// The items the bars of `container` show, of its live `toolbars`: a click is tested on them
    /// before the content, since a toolbar of a view inside a `Form` or a `ScrollView` has its
    /// items placed in the bar, outside the view that clips its content.
    static func hitTestItems(_ toolbars: [ToolbarBehavior], of container: Node) -> [Node] {
        self.toolbars(toolbars, in: container).compactMap(\.itemsInBar).filter(\.isShown)
    }

    /// The live toolbars among `toolbars` that lie in `pane` (not in a nested container).
    static func toolbars(_ toolbars: [ToolbarBehavior], in pane: Node) -> [ToolbarBehavior] {
        toolbars.filter { toolbar in
            guard let node = toolbar.node, !node.isRemoved, node.isDescendant(of: pane) else { return false }
            var current: Node? = node
            while let candidate = current, candidate !== pane {
                if !candidate.isShown { return false }
                current = candidate.parent
            }
            return true
        }
    }

    /// Places the items of `toolbars` in the title row `rect`: leading ones from the left (a
    /// pushed view's back button first), trailing ones at the right end. The items keep their
    /// width and the title takes what is left between them (cut short if need be), as
    /// SwiftUI's inline title does: a control is never squeezed to nothing by a title. Returns
    /// the columns the leading items took.
    @discardableResult
    static func placeItems(_ toolbars: [ToolbarBehavior], in rect: Rect) -> Int {
        let items = toolbars.flatMap(\.items)
        let leading = items.filter { $0.isLeading }.map(\.node)
        let backButtons = leading.filter { $0.behavior is NavigationBackButtonBehavior }
        var leadingX = rect.minX
        for item in backButtons + leading.filter({ !($0.behavior is NavigationBackButtonBehavior) }) {
            let size = item.sizeThatFits(ProposedSize(width: nil, height: 1))
            let width = min(size.width, max(0, rect.maxX - leadingX))
            item.place(in: Rect(x: leadingX, y: rect.minY, width: width, height: 1))
            // A back button without a label takes no room.
            if width > 0 || !(item.behavior is NavigationBackButtonBehavior) { leadingX += width + 1 }
        }
        var trailingX = rect.maxX
        for item in items.reversed() where !item.isLeading {
            let size = item.node.sizeThatFits(ProposedSize(width: nil, height: 1))
            let x = max(leadingX, trailingX - size.width)
            item.node.place(in: Rect(x: x, y: rect.minY, width: max(0, trailingX - x), height: 1))
            trailingX = x - 1
        }
        return leadingX - rect.minX
    }

    /// The rows a pane of `rect` gives its toolbars' `.bottomBar` items: the rows they ask for,
    /// one to three (a phone's bar is some 50 points tall: an icon over its caption fits), and
    /// none without items.
    static func bottomBarHeight(_ toolbars: [ToolbarBehavior], in rect: Rect) -> Int {
        guard rect.height > 2, toolbars.contains(where: { !$0.bottomItems.isEmpty }) else { return 0 }
        let ideal = bottomBar(toolbars).sizeThatFits(ProposedSize(width: max(0, rect.width - 2), height: nil)).height
        return min(max(1, ideal), 3, rect.height / 3)
    }

    /// Places the `.bottomBar` items of `toolbars` in `rect`, side by side from its start as a
    /// row of buttons (a `Spacer` among them spreads them, as in SwiftUI).
    static func placeBottomBar(_ toolbars: [ToolbarBehavior], in rect: Rect) {
        bottomBar(toolbars).place(in: rect)
    }

    /// Places the `.bottomBar` items of `toolbars` in the last `rows` rows of a pane of `rect`,
    /// a column in from each side, as the title line's items are.
    static func placeBottomBar(_ toolbars: [ToolbarBehavior], rows: Int, ofPane rect: Rect) {
        placeBottomBar(
            toolbars, in: Rect(x: rect.minX + 1, y: rect.maxY - rows, width: max(0, rect.width - 2), height: rows))
    }

    private static func bottomBar(_ toolbars: [ToolbarBehavior]) -> StackLayout {
        StackLayout(
            axis: .horizontal, alignment: VerticalAlignment.center, spacing: 1,
            children: toolbars.flatMap(\.bottomItems))
    }

    /// Draws the `.bottomBar` items of `toolbars`, in the last `rows` rows of a pane of `rect`.
    static func drawBottomBar(_ toolbars: [ToolbarBehavior], rows: Int, ofPane rect: Rect, canvas: inout CellGrid) {
        canvas.clipped(to: Rect(x: rect.minX, y: rect.maxY - rows, width: rect.width, height: rows)) { canvas in
            for item in toolbars.flatMap(\.bottomItems) { item.behavior.draw(in: &canvas) }
        }
    }

    /// The first navigation title in `root` (not inside a nested navigation container).
    static func title(in root: Node) -> String? {
        if let text = root.behavior.navigationTitle {
            return text.string
        }
        for child in root.children where child.isShown && !child.isOverlay {
            if child.behavior.navigationBar != nil { continue }
            if let found = title(in: child) { return found }
        }
        return nil
    }

    /// Lays out a pane with a title line: the toolbar items in the title row, the content below
    /// the rule (scrolled to the focused control when taller: `OverflowScroll`). Returns whether
    /// the content is taller than its room.
    @discardableResult
    static func place(pane: Node?, toolbars: [ToolbarBehavior], in rect: Rect) -> Bool {
        guard let pane else { return false }
        let toolbars = self.toolbars(toolbars, in: pane)
        let hidden = showsItems(of: toolbars)
        let chrome = hidden ? 0 : min(2, rect.height)
        if rect.height > 0, !hidden {
            placeItems(toolbars, in: Rect(x: rect.minX + 1, y: rect.minY, width: max(0, rect.width - 2), height: 1))
        }
        let bottom = bottomBarHeight(toolbars, in: rect)
        if bottom > 0 {
            placeBottomBar(toolbars, rows: bottom, ofPane: rect)
        }
        let room = Rect(
            x: rect.minX, y: rect.minY + chrome, width: rect.width, height: max(0, rect.height - chrome - bottom))
        let content = StackLayout(axis: .vertical, alignment: .leading, spacing: 0, children: pane.displayables)
        if OverflowScroll.place(content, in: room) { return true }
        if let lower = loweredRoom(for: pane.displayables, placedIn: room) { content.place(in: lower) }
        return false
    }

    /// Where to place `content` again, if a negative top padding pulled it, placed in `room`,
    /// above the room's top: under the title line, where it would be hidden. SwiftUI's grouped
    /// content (a `Form` tucked under its bar with `.padding(.top, -26)`) has a top inset for
    /// such a padding to take up, a terminal's none: the pane places its content that many rows
    /// lower. `nil` when nothing was pulled above.
    static func loweredRoom(for content: [Node], placedIn room: Rect) -> Rect? {
        var highest = room.minY
        // Down the paddings around the content: `.padding(.top, -20).padding(.leading, 5)`.
        var paddings = content.filter { $0.behavior is PaddingBehavior }
        while !paddings.isEmpty {
            let padded = paddings.flatMap { $0.children.filter(\.isShown) }
            for child in padded { highest = min(highest, child.frame.minY) }
            paddings = padded.filter { $0.behavior is PaddingBehavior }
        }
        let pulled = room.minY - highest
        guard pulled > 0 else { return nil }
        return Rect(x: room.minX, y: room.minY + pulled, width: room.width, height: max(0, room.height - pulled))
    }

    /// Draws a pane's title line, rule and content.
    static func draw(pane: Node?, toolbars: [ToolbarBehavior], in rect: Rect, canvas: inout CellGrid) {
        guard rect.height > 0, let pane else { return }
        let toolbars = self.toolbars(toolbars, in: pane)
        let chrome = isHidden(among: toolbars) ? 0 : 2
        if chrome > 0 {
            drawTitleLine(
                title: title(in: pane), back: nil, items: toolbars.flatMap(\.items), in: rect, canvas: &canvas)
        }
        let bottom = bottomBarHeight(toolbars, in: rect)
        canvas.clipped(
            to: Rect(
                x: rect.minX, y: rect.minY + chrome, width: rect.width, height: max(0, rect.height - chrome - bottom))
        ) { canvas in
            for node in pane.displayables { node.behavior.draw(in: &canvas) }
        }
        if bottom > 0 {
            drawBottomBar(toolbars, rows: bottom, ofPane: rect, canvas: &canvas)
        }
    }

    /// Draws a pane's title line in the first row of `rect` — `‹ Back`, the leading items, the
    /// title in bold (cut short before the trailing items), the trailing items — and the rule
    /// in the second row.
    static func drawTitleLine(
        title: String?, back: String?, items: [(node: Node, isLeading: Bool)], in rect: Rect, canvas: inout CellGrid
    ) {
        var x = rect.minX + 1
        if let back {
            x += canvas.draw(back, at: Point(x: x, y: rect.minY), style: Style(attributes: .dim), clip: rect) + 2
        }
        if let leadingEnd = items.filter({ $0.isLeading && !$0.node.frame.isEmpty }).map(\.node.frame.maxX).max() {
            x = max(x, leadingEnd + 1)
        }
        if let title {
            // Up to the first trailing item, with a column between.
            let trailingStart = items.filter { !$0.isLeading }.map(\.node.frame.minX).min()
            let end = trailingStart.map { min(rect.maxX, $0 - 1) } ?? rect.maxX
            let clip = Rect(x: rect.minX, y: rect.minY, width: max(0, end - rect.minX), height: 1)
            canvas.draw(title, at: Point(x: x, y: rect.minY), style: Style(attributes: .bold), clip: clip)
        }
        canvas.clipped(to: Rect(x: rect.minX, y: rect.minY, width: rect.width, height: 1)) { canvas in
            for item in items { item.node.behavior.draw(in: &canvas) }
        }
        if rect.height > 1 {
            for column in rect.minX..<rect.maxX {
                canvas.put(
                    Glyph(text: "─", width: 1), at: Point(x: column, y: rect.minY + 1), style: Style(attributes: .dim))
            }
        }
    }
}
