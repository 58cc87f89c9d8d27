/// A list of values pushed onto a `NavigationStack`, of any `Hashable` types, as SwiftUI's
/// `NavigationPath`.
public struct NavigationPath: Equatable {
    var elements: [AnyHashable]

    public init() {
        elements = []
    }

    public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
        self.elements = elements.map { AnyHashable($0) }
    }

    /// How many values are pushed.
    public var count: Int { elements.count }
    /// Whether nothing is pushed (the root shows).
    public var isEmpty: Bool { elements.isEmpty }

    /// Pushes `value`; the destination registered for its type shows.
    public mutating func append<V: Hashable>(_ value: V) {
        elements.append(AnyHashable(value))
    }

    /// Pops the last `k` values.
    public mutating func removeLast(_ k: Int = 1) {
        elements.removeLast(min(k, elements.count))
    }
}

/// A navigation container that shows its root view or the last view pushed onto it, as
/// SwiftUI's `NavigationStack`.
///
/// Views are pushed by `NavigationLink(value:)` (the destination is what
/// `.navigationDestination(for:)` makes for the value's type), by `NavigationLink(destination:)`,
/// or by appending to the `path` binding; clearing the path pops to the root. The top view
/// fills the container under a title line: `‹ Back` (the title of the view below), the
/// `.navigationTitle`, and `.toolbar` items. Esc (when the focused control does not use it),
/// `dismiss()` and removing the value from the path pop. Each pushed view is a focus scope.
public struct NavigationStack<Data, Root: View>: View {
    public typealias Body = Never
    let path: Binding<[AnyHashable]>?
    let root: Root
}

extension NavigationStack where Data == NavigationPath {
    /// A stack that keeps its own path.
    public init(@ViewBuilder root: () -> Root) {
        path = nil
        self.root = root()
    }

    /// A stack whose path is `path`.
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) {
        self.path = Binding(get: { path.wrappedValue.elements }, set: { path.wrappedValue.elements = $0 })
        self.root = root()
    }
}

extension NavigationStack
where Data: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, Data.Element: Hashable {
    /// A stack whose path is an array of values of one type.
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root) {
        self.path = Binding(
            get: {
                path.wrappedValue.map { AnyHashable($0) }
            },
            set: { elements in
                path.wrappedValue = Data(elements.compactMap { $0.base as? Data.Element })
            })
        self.root = root()
    }
}

extension NavigationStack: PrimitiveView {
    func makeBehavior() -> NavigationStackBehavior {
        NavigationStackBehavior()
    }

    func update(_ node: Node, behavior: NavigationStackBehavior) {
        behavior.pathBinding = path
        // A path kept in an `@Observable` model is read here, not in the body that made the
        // binding: track it, so that the model's changes push and pop.
        let entries = node.trackingReads { behavior.entries }
        var environment = behavior.editMode.environment(extending: node.environment)
        environment.isInNavigationStack = true
        node.childEnvironment = environment
        node.reconcileChildren { children in
            children.add(root, key: .slot(0))
            for (depth, entry) in entries.enumerated() {
                node.childEnvironment = behavior.environment(forDepth: depth)
                let host = NavigationDestinationHost(
                    content: node.trackingReads { behavior.destination(for: entry) },
                    back: { [weak behavior] in behavior?.back(at: depth) },
                    pop: behavior.popAction(to: depth))
                children.add(host, key: .id(NavigationStackBehavior.EntryKey(depth: depth, entry: entry.identity)))
                node.childEnvironment = node.environment
            }
        }
        behavior.didUpdate()
    }
}

/// Holds a pushed view: its focus scope, Esc to pop it, and its back button, a leading item of
/// the view's title line (`back` works out the button's label; without it, there is none: the
/// first view shown beside a split view's list).
struct NavigationDestinationHost: View {
    typealias Body = Never
    let content: any View
    let back: (@MainActor () -> String?)?
    let pop: () -> Void
}

extension NavigationDestinationHost: PrimitiveView {
    func makeBehavior() -> NavigationDestinationHostBehavior { NavigationDestinationHostBehavior() }

    func update(_ node: Node, behavior: NavigationDestinationHostBehavior) {
        behavior.pop = pop
        let button = back.map { NavigationBackButton(label: $0, pop: pop) }
        node.reconcileChildren { children in
            children.add(AnyView(erasing: content), key: .slot(0))
            // Beside the content, not around it: its layout stays the content's own.
            if let button {
                children.add(
                    EmptyView().toolbar { ToolbarItem(placement: .navigationBarLeading) { button } }, key: .slot(1))
            }
        }
    }
}

final class NavigationDestinationHostBehavior: NodeBehavior {
    var pop: () -> Void = {}
    override var isTransparent: Bool { true }
    override func childrenAreLazy(inheriting inherited: Bool) -> Bool { false }

    override func handleKeyFromDescendant(_ key: KeyPress, focused: Node?) -> Bool {
        guard key.key == .escape, key.modifiers.isEmpty else { return false }
        pop()
        return true
    }
}

/// The stack of pushed views, and how the top one is shown.
final class NavigationStackBehavior: NodeBehavior, NavigationBarOwner {
    override var navigationBar: NavigationBarOwner? { self }

    enum Entry {
        case value(AnyHashable)
        case view(any View, ObjectIdentifier)

        var identity: AnyHashable {
            switch self {
            case .value(let value): value
            case .view(_, let link): AnyHashable(link)
            }
        }
    }

    struct EntryKey: Hashable {
        let depth: Int
        let entry: AnyHashable
    }

    var pathBinding: Binding<[AnyHashable]>?
    /// The edit mode of the content (`EditButton` toggles it).
    private(set) lazy var editMode = EditModeStore { [weak self] in self?.node.invalidate() }
    /// The path when the stack keeps its own.
    private var ownPath: [AnyHashable] = []
    /// Views pushed by `NavigationLink(destination:)`, above the path.
    /// Each is shown in the environment of its link, as SwiftUI's destinations are.
    private var pushedViews:
        [(view: any View, link: ObjectIdentifier, environment: EnvironmentValues, popped: (() -> Void)?)] = []
    /// What `.navigationDestination(for:)` registered, by the value's type.
    private var destinations = NavigationDestinations()
    private var toolbars = ToolbarRegistry()
    /// The pushed views' focus scopes.
    private var scopes = PushedScopes()

    private var path: [AnyHashable] {
        get { pathBinding?.wrappedValue ?? ownPath }
        set {
            if let pathBinding { pathBinding.wrappedValue = newValue } else { ownPath = newValue }
            node.invalidate()
        }
    }

    var entries: [Entry] {
        path.map(Entry.value) + pushedViews.map { .view($0.view, $0.link) }
    }

    // MARK: Pushing and popping

    func register<D: Hashable>(_ type: D.Type, destination: @escaping (D) -> any View) {
        destinations.register(type, destination: destination)
    }

    func destination(for entry: Entry) -> any View {
        switch entry {
        case .view(let view, _):
            return view
        case .value(let value):
            if let view = destinations.view(for: value) { return view }
            return Text("No navigationDestination for \(type(of: value.base))").foregroundColor(.secondary)
        }
    }

    func push(_ value: AnyHashable) {
        path.append(value)
    }

    /// Pushes `view` for the link `link`, shown in the link's `environment`; `popped` runs when
    /// it is popped.
    func push(
        view: any View, link: ObjectIdentifier, environment: EnvironmentValues, popped: (() -> Void)? = nil
    ) {
        pushedViews.append((view, link, environment, popped))
        node.invalidate()
    }

    /// Whether the view the link `link` pushed is on the stack.
    func isPushed(link: ObjectIdentifier) -> Bool {
        pushedViews.contains { $0.link == link }
    }

    /// Pops the view the link `link` pushed, and every view above it.
    func pop(link: ObjectIdentifier) {
        guard let index = pushedViews.firstIndex(where: { $0.link == link }) else { return }
        pop(to: path.count + index)
    }

    /// Takes a new destination value and environment from an active link (it rebuilds them every
    /// evaluation), and shows them: the link is evaluated after the stack, so the stack is
    /// evaluated again (its root, unchanged, is not).
    func refresh(view: any View, link: ObjectIdentifier, environment: EnvironmentValues) {
        guard let index = pushedViews.firstIndex(where: { $0.link == link }) else { return }
        pushedViews[index].view = view
        pushedViews[index].environment = environment
        node.invalidate()
    }

    /// Pops everything from `depth` up (depth 0 is the first pushed view).
    func pop(to depth: Int) {
        let pathCount = path.count
        if depth < pathCount {
            let popped = pushedViews
            pushedViews.removeAll()
            path = Array(path.prefix(depth))
            for view in popped.reversed() { view.popped?() }
        } else if depth - pathCount < pushedViews.count {
            let popped = pushedViews.suffix(pushedViews.count - (depth - pathCount))
            pushedViews.removeLast(popped.count)
            node.invalidate()
            for view in popped.reversed() { view.popped?() }
        }
    }

    /// Pops everything from `depth` up once the current action returns (as `dismiss()` does).
    func popAction(to depth: Int) -> () -> Void {
        { [weak self] in
            self?.node.graph.afterHandler { [weak self] in self?.pop(to: depth) }
        }
    }

    /// The environment of the view pushed at `depth` (its link's, for a view a link pushed):
    /// `dismiss` and `presentationMode` pop it.
    func environment(forDepth depth: Int) -> EnvironmentValues {
        let pushed = depth - path.count
        var environment = pushedViews.indices.contains(pushed) ? pushedViews[pushed].environment : node.environment
        environment.isInNavigationStack = true
        let pop = popAction(to: depth)
        environment.presentationMode = Binding(
            get: { PresentationMode(isPresented: true, dismiss: pop) }, set: { _ in })
        environment.dismiss = DismissAction(pop)
        return environment
    }

    func register(_ toolbar: ToolbarBehavior) {
        toolbars.register(toolbar)
    }

    func didUpdate() {
        // The view on top shows from now on, before the layout that places it: when several
        // were pushed at once and the top one is popped, the one under it is live again, so
        // its focus scope (Esc pops it) stays open.
        if let top { node.graph.setShown(top, true) }
        // A newly pushed view gets focus; popped ones hand it back.
        scopes.update(node.children.dropFirst(), focus: node.graph.focus)
    }

    // MARK: Layout and drawing

    private var top: Node? { node.children.last }

    /// The back button's label of the view pushed at `depth`: the title of the view below it.
    func back(at depth: Int) -> String? {
        // The root is child 0; the view pushed at `depth` is child `depth + 1`.
        guard node.children.indices.contains(depth) else { return nil }
        return "‹ " + (NavigationBar.title(in: node.children[depth]) ?? "Back")
    }

    override func sizeThatFits(_ proposal: ProposedSize) -> Size {
        Size(width: proposal.width ?? 80, height: proposal.height ?? 24)
    }

    override func place(in rect: Rect) {
        let children = node.children
        for child in children.dropLast() {
            node.graph.setShown(child, false)
        }
        guard let top else { return }
        node.graph.setShown(top, true)
        overflows = NavigationBar.place(pane: top, toolbars: toolbars.live, in: rect)
    }

    /// Whether the last layout found the shown view taller than its room.
    private var overflows = false

    /// A control below the pane can take focus while the content scrolls to show it.
    override var clipsContent: Bool { overflows }

    override var hitTestChildren: [Node] {
        super.hitTestChildren + NavigationBar.hitTestItems(toolbars.live, of: node)
    }

    override func draw(in canvas: inout CellGrid) {
        NavigationBar.draw(pane: top, toolbars: toolbars.live, in: node.frame, canvas: &canvas)
    }
}

/// Registers the destination for values of one type with the enclosing `NavigationStack` (or
/// the `NavigationView` or `NavigationSplitView` a column of which it is in).
struct NavigationDestinationModifier<D: Hashable, Destination: View>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let destination: (D) -> Destination

    func update(_ node: Node, behavior: TransparentBehavior, content: any View) {
        let destination = destination
        // In a split view's column, with no stack of its own, the split view shows it.
        if let navigation = node.parent.flatMap(NavigationBar.container(above:)) as? NavigationViewBehavior {
            navigation.register(D.self) { destination($0) }
        } else {
            node.parent?.nearest(NavigationStackBehavior.self)?.register(D.self) { destination($0) }
        }
        updateContent(node, content)
    }
}

extension View {
    /// What the enclosing `NavigationStack` shows for a pushed value of type `data`.
    public func navigationDestination<D: Hashable, C: View>(
        for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
    ) -> some View {
        modifier(NavigationDestinationModifier(destination: destination))
    }

    /// Pushes `destination` onto the enclosing `NavigationStack` while `isPresented` is true;
    /// popping it (Esc, `dismiss()`) sets `isPresented` to false. Outside a stack it shows over
    /// the view, as a sheet does.
    public func navigationDestination<V: View>(
        isPresented: Binding<Bool>, @ViewBuilder destination: @escaping () -> V
    ) -> some View {
        modifier(NavigationDestinationPresenting(isPresented: isPresented, destination: destination))
    }

    /// Pushes `destination` for `item` while it is not `nil`, as
    /// `navigationDestination(isPresented:destination:)` (popping it sets `item` to `nil`).
    public func navigationDestination<D: Hashable, C: View>(
        item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C
    ) -> some View {
        let isPresented = Binding(
            get: { item.wrappedValue != nil },
            set: { if !$0 { item.wrappedValue = nil } })
        return navigationDestination(isPresented: isPresented) {
            if let value = item.wrappedValue {
                destination(value)
            }
        }
    }
}

extension NavigationLink where Destination == Never {
    /// A link that pushes `value` onto the enclosing `NavigationStack`.
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
        self.init(pushing: value.map { AnyHashable($0) }, label: label())
    }
}

extension NavigationLink where Destination == Never, Label == Text {
    /// A link labelled `title` that pushes `value`.
    public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
        self.init(pushing: value.map { AnyHashable($0) }, label: Text(title))
    }

    /// A link labelled with the string `titleKey` stands for that pushes `value`.
    public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) {
        self.init(pushing: value.map { AnyHashable($0) }, label: Text(titleKey))
    }
}
