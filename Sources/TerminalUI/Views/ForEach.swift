/// Views made from the elements of a collection, each identified by an id, as SwiftUI's `ForEach`.
///
/// In a `List`, a `Form`, a `ScrollView` or a `LazyVStack` in one (or a `LazyHStack` in a
/// horizontal `ScrollView`), a `ForEach` is lazy: only the rows in view (and the row of a shown
/// navigation destination) are built, so a collection of a million elements costs what its
/// visible rows cost. Elsewhere every element is built.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
    public typealias Body = Never

    public var data: Data
    public var content: (Data.Element) -> Content
    private let idOf: (Data.Element) -> ID
    /// What deleting rows does (`.onDelete(perform:)`), by offsets.
    var deleteAction: ((IndexSet) -> Void)?
    /// What moving rows does (`.onMove(perform:)`): offsets and the offset to insert before.
    var moveAction: ((IndexSet, Int) -> Void)?

    /// Views for `data`, identified by the key path `id` of each element.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content)
    {
        self.data = data
        self.content = content
        self.idOf = { $0[keyPath: id] }
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    /// Views for `data`, identified by each element's `id`.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}

extension ForEach {
    /// Views for the elements of the collection `data` binds, each given a binding to its
    /// element and identified by the key path `id` of the element (`ForEach($names, id: \.self)`).
    @_disfavoredOverload
    public init<C: MutableCollection & RandomAccessCollection>(
        _ data: Binding<C>, id: KeyPath<C.Element, ID>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    ) where Data == Binding<C> {
        self.init(data, id: (\Binding<C.Element>.wrappedValue).appending(path: id), content: content)
    }
}

extension ForEach {
    /// The same rows, each made by `content` and then changed by `transform` (a modifier on a
    /// `ForEach` that belongs to each of its rows), with the same ids and edit actions.
    func mapRows<NewContent: View>(
        _ transform: @escaping (Content) -> NewContent
    ) -> ForEach<Data, ID, NewContent> {
        let content = content
        var rows = ForEach<Data, ID, NewContent>(data, idOf: idOf) { transform(content($0)) }
        rows.deleteAction = deleteAction
        rows.moveAction = moveAction
        return rows
    }

    private init(_ data: Data, idOf: @escaping (Data.Element) -> ID, content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        self.idOf = idOf
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    /// Views for a constant range of integers, identified by their offset in it, as SwiftUI
    /// identifies them: a picker's row for `ForEach(2..<100)` showing 4 is tagged 2 (WeSplit's
    /// `numberOfPeople = 2` shows "4 people").
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        let start = data.lowerBound
        self.init(data, idOf: { $0 - start }, content: content)
    }
}

extension ForEach: PrimitiveView {
    func makeBehavior() -> ForEachBehavior {
        ForEachBehavior()
    }

    func update(_ node: Node, behavior: ForEachBehavior) {
        let data = data
        let content = content
        let idOf = idOf
        let inbox = node.graph.inbox
        let handle = node.handle
        behavior.deleteAction = deleteAction
        behavior.moveAction = moveAction
        // What the data can do serves the rows a lazy container builds; elsewhere every row
        // is built now, and the runtime is not asked (its first answer for a type scans every
        // conformance in the binary).
        // A ForEach of sections (a List of categories, each with its items) builds every
        // section: the List's rows are their headers and items, not one row per section.
        let isLazy = node.inLazyContainer && !(Content.self is any SectionView.Type)
        behavior.buildsAll = !isLazy
        let locating = isLazy ? data as? any IDLocatingCollection : nil
        let access = ForEachBehavior.Access(
            count: data.count,
            isLive: isLazy && data is any LiveCollection,
            id: { offset in AnyHashable(idOf(data[data.index(data.startIndex, offsetBy: offset)])) },
            locate: locating.map { locating in { id in locating.offset(ofElementWithID: id) } },
            view: { offset in
                EngineCounters.rowBodies += 1
                // Rows are built after the owner's body returned (lazily, in a List): track
                // the `@Observable` properties they read here, as the body's own are tracked.
                return ObservationWatch.track(posting: handle, to: inbox) {
                    content(data[data.index(data.startIndex, offsetBy: offset)])
                }
            }
        )
        if isLazy {
            behavior.updateLazily(with: access)
        } else {
            behavior.updateAll(with: access)
        }
    }
}

/// How a `ForEach` node reaches its elements: by offset, without holding their type.
final class ForEachBehavior: NodeBehavior {
    struct Access {
        let count: Int
        /// Whether the data reads a store when asked (`LiveCollection`): kept from frame to
        /// frame, so that a row scrolled into view is built without the owner's body.
        let isLive: Bool
        let id: (Int) -> AnyHashable
        /// Where the element with an id is, if the data can say without a search (`IDLocatingCollection`).
        let locate: ((AnyHashable) -> Int?)?
        let view: (Int) -> any View
    }

    override var lazyRows: ForEachBehavior? { node.inLazyContainer && !buildsAll ? self : nil }
    /// Whether every element is built now, in a lazy container too (a `ForEach` of sections).
    var buildsAll = false
    override var isForEach: Bool { true }
    override var mayTakeFocus: Bool { false }

    /// Whether focus visits the rows in the order of their elements, not in the order they
    /// were built (the order of `children`): set by a container whose rows take focus one
    /// after another (`LazyScroller`); a `List` shows focus only its selected row.
    var focusFollowsElements = false

    override var focusChildren: [Node] {
        guard focusFollowsElements else { return super.focusChildren }
        if let rowsInOrder { return rowsInOrder }
        let ordered = rows.values.sorted { $0.offset < $1.offset }.map(\.node)
        rowsInOrder = ordered
        return ordered
    }

    /// The `.onDelete` and `.onMove` actions, if any; a `List` runs them on its selected row.
    var deleteAction: ((IndexSet) -> Void)?
    var moveAction: ((IndexSet, Int) -> Void)?

    /// How far around a row's last offset to look for it after the data changed.
    private static let searchWindow = 64
    /// The same when the data can say where an element is (`IDLocatingCollection`): a row
    /// shifted by an insert or a delete beside it is still found at once.
    private static let shortSearchWindow = 2
    /// The most rows with state kept hidden after scrolling out of view.
    static let parkingLimit = 256

    override var isTransparent: Bool { true }

    /// The number of elements at the last update.
    private(set) var count = 0
    /// The data, until the end of the frame it was delivered in (until the next update, for a
    /// `LiveCollection`).
    private var access: Access?
    /// Built rows (lazy mode), by element id, with the offset each was last seen at.
    private var rows: [AnyHashable: (node: Node, offset: Int)] = [:] {
        didSet {
            idsByOffset = nil
            rowsInOrder = nil
        }
    }
    /// The built rows in the order of their elements, for focus, dropped whenever `rows` changes.
    private var rowsInOrder: [Node]?
    /// The built rows' ids by offset, made when a layout asks for a row without data at hand
    /// (a grid asks for dozens of cells a frame), dropped whenever `rows` changes.
    private var idsByOffset: [Int: AnyHashable]?
    /// Rows that must stay built while off screen (the row of a shown destination).
    private var pinned: Set<AnyHashable> = []
    /// Rows holding `@State` that scrolled out of view: hidden (their disappear actions ran)
    /// but kept, so their state is there when they scroll back; oldest first.
    private var parked: [AnyHashable: (node: Node, offset: Int)] = [:]
    private var parkingOrder: [AnyHashable] = []
    /// Rows without state taken off screen, hidden: a row for an element not built yet is one
    /// of these, reused (`Node.reuse`), when one of the same type is at hand. A search or a sort
    /// brings a screenful of new elements into view at each key; updating the rows that left
    /// costs a fraction of freeing them and building new ones.
    private var spares: [Node] = []
    /// The most spare rows kept (more than a screen of rows).
    private static let spareLimit = 64
    /// Built rows whose view is out of date: the owner handed new data, and the row is
    /// brought up to date only if a layout uses it (a row about to scroll away never is).
    private var stale: Set<AnyHashable> = []
    /// Rows used by the current layout.
    private var usedInLayout: Set<AnyHashable> = []
    private var layoutNumber = -1

    /// Builds every element (outside a List).
    func updateAll(with access: Access) {
        count = access.count
        node.reconcileChildren { children in
            for offset in 0..<access.count {
                children.add(access.view(offset), key: .id(access.id(offset)))
            }
        }
    }

    /// Keeps the data for the List to build rows from, and finds the rows already built in it.
    ///
    /// Pinned rows (behind a shown destination) are updated now; the others when the next
    /// layout asks for them (`row(at:)`), so rows that scroll out of view are never updated
    /// only to be removed.
    ///
    /// Over data that can say where an element is, each row is asked for there first. When the
    /// data places a row far from where it was (a sort), the rows it cannot place are not
    /// looked for near their old offsets: those now hold other elements, far from anything
    /// read, and reading them would cost a walk through the data to rows no one shows.
    func updateLazily(with access: Access) {
        self.access = access
        isAccessFresh = true
        count = access.count
        // Each built row with where the data says it is now (`nil`: the data cannot say).
        var placed: [(id: AnyHashable, row: (node: Node, offset: Int), offset: Int?)] = []
        placed.reserveCapacity(rows.count)
        var isReordered = false
        for (id, row) in rows {
            var located: Int?
            if let locate = access.locate, let offset = locate(id), offset >= 0, offset < access.count,
                access.id(offset) == id
            {
                located = offset
                if abs(offset - row.offset) > Self.shortSearchWindow { isReordered = true }
            }
            placed.append((id, row, located))
        }
        let window = access.locate == nil ? Self.searchWindow : Self.shortSearchWindow
        let unplaced = placed.compactMap { $0.offset == nil ? $0.row.offset : nil } + parked.values.map(\.offset)
        let nearby = isReordered ? [:] : ids(around: unplaced, within: window, in: access)
        for (id, row, located) in placed {
            let isPinned = !pinned.isEmpty && pinned.contains(id)
            if let offset = located
                ?? find(
                    id, near: row.offset, in: nearby, window: window, access: access, askingData: false,
                    thorough: isPinned)
            {
                if offset != row.offset { rows[id] = (row.node, offset) }
                if isPinned {
                    stale.remove(id)
                    row.node.update(with: access.view(offset), environment: node.childEnvironment)
                } else {
                    stale.insert(id)
                }
            } else {
                discard(id)
            }
        }
        for (id, row) in parked
        where find(id, near: row.offset, in: nearby, window: window, access: access, askingData: true, thorough: false)
            == nil
        {
            // The element is gone (or moved far): its identity, and its state, end here.
            unpark(id)
            node.removeChild(row.node)
        }
        // The rows the container shows may be others now (or out of date): it lays them out again.
        node.childrenDidChange()
    }

    /// The id of the element at `offset`: from the data if it is at hand, else from a row
    /// built for that offset (the data is dropped at the end of each frame).
    func id(at offset: Int) -> AnyHashable? {
        guard let access else { return builtID(at: offset) }
        guard offset >= 0, offset < access.count else { return nil }
        return access.id(offset)
    }

    /// Whether the data is at hand (delivered by the owner's evaluation in this frame, or kept).
    var hasData: Bool { access != nil }

    /// Where the element `id` is, for a request to show it (`ScrollViewProxy.scrollTo`, a
    /// scroll position): where the data says if it can locate elements, else read from the
    /// first element on, once for this one request. Data not at hand (dropped at the end of a
    /// frame) is asked for: `.pending`, and the next layout looks again.
    func lookUp(_ id: AnyHashable) -> IDLookup {
        if let offset = offset(of: id) { return .found(offset) }
        guard hasData else {
            node.invalidate()
            return .pending
        }
        for offset in 0..<count where self.id(at: offset) == id { return .found(offset) }
        return .absent
    }

    /// Where the element `id` is, if the data is at hand and can say (`IDLocatingCollection`):
    /// a `List` keeps its selection on an element the data moved far away.
    func offset(of id: AnyHashable) -> Int? {
        guard let locate = access?.locate else { return nil }
        // A built row was found in this data already (`updateLazily`, `row(at:)`).
        if let row = rows[id] { return row.offset }
        guard let offset = locate(id), offset >= 0, offset < count else { return nil }
        return offset
    }

    /// Where the element of the built row `row` was last seen, if `row` is one of the rows
    /// built lazily and not parked.
    func offset(ofRow row: Node) -> Int? {
        guard case .id(let id) = row.key, let built = rows[id], built.node === row else { return nil }
        return built.offset
    }

    /// Whether the data can say where an element is (see `offset(of:)`), and was delivered in
    /// this frame: a `List` follows its selected element only into data it has not seen yet.
    var locatesElements: Bool { isAccessFresh && access?.locate != nil }

    /// Whether `access` came with an update since the last frame was drawn (a live collection's
    /// is kept after it).
    private var isAccessFresh = false

    /// The row node for the element at `offset`, building it if needed; `nil` when the data
    /// is not at hand (the owner has been asked to re-evaluate) or the offset is out of range.
    func row(at offset: Int) -> Node? {
        startLayoutIfNeeded()
        if let access {
            guard offset >= 0, offset < access.count else { return nil }
            var id = access.id(offset)
            // Two elements with one id (SwiftUI leaves it undefined, and shows both): the one
            // asked for second in a layout gets a row of its own, keyed by its offset too.
            if !usedInLayout.insert(id).inserted, let row = rows[id], row.offset != offset {
                id = AnyHashable(RepeatedID(id: id, offset: offset))
                usedInLayout.insert(id)
            }
            if let row = rows[id] {
                if row.offset != offset { rows[id] = (row.node, offset) }
                if stale.remove(id) != nil {
                    row.node.update(with: access.view(offset), environment: node.childEnvironment)
                }
                return row.node
            }
            if let row = unpark(id) {
                row.update(with: access.view(offset), environment: node.childEnvironment)
                node.graph.setShown(row, true)
                rows[id] = (row, offset)
                return row
            }
            let view = access.view(offset)
            let row: Node
            if let spare = takeSpare(for: view) {
                spare.reuse(as: .id(id), showing: view, environment: node.childEnvironment)
                node.graph.setShown(spare, true)
                row = spare
            } else {
                row = node.makeChild(key: .id(id), view: view, lazy: false)
                node.adoptLazyRow(row)
                EngineCounters.rowsBuilt += 1
            }
            rows[id] = (row, offset)
            return row
        }
        // No data: use a row built earlier if it is still at this offset, else ask for data.
        let ids =
            idsByOffset ?? Dictionary(rows.map { ($0.value.offset, $0.key) }, uniquingKeysWith: { first, _ in first })
        idsByOffset = ids
        if let id = ids[offset], let row = rows[id], !stale.contains(id) {
            usedInLayout.insert(id)
            return row.node
        }
        node.invalidate()
        return nil
    }

    /// The row built for the element at `offset`, if one is (nothing is built or asked for).
    func builtRow(at offset: Int) -> Node? {
        guard let id = id(at: offset), let row = rows[id], row.offset == offset else { return nil }
        return row.node
    }

    /// The id of the built row last at `offset`, if any.
    private func builtID(at offset: Int) -> AnyHashable? {
        let ids =
            idsByOffset ?? Dictionary(rows.map { ($0.value.offset, $0.key) }, uniquingKeysWith: { first, _ in first })
        idsByOffset = ids
        return ids[offset]
    }

    /// Keeps the row for `id` built while it is off screen.
    func pin(_ id: AnyHashable) {
        pinned.insert(id)
    }

    func unpin(_ id: AnyHashable) {
        pinned.remove(id)
    }

    /// Takes rows the last layout did not use (and that are not pinned) off screen: rows with
    /// state are parked, the rest removed.
    func finishLayout() {
        guard layoutNumber == node.graph.layoutNumber else { return }
        for (id, row) in rows where !usedInLayout.contains(id) && !pinned.contains(id) {
            if row.node.holdsState {
                // Parked rows are updated when they are shown again.
                stale.remove(id)
                rows.removeValue(forKey: id)
                park(row.node, id: id, offset: row.offset)
            } else {
                discard(id)
            }
        }
    }

    private func park(_ row: Node, id: AnyHashable, offset: Int) {
        node.graph.setShown(row, false)
        parked[id] = (row, offset)
        parkingOrder.append(id)
        while parkingOrder.count > Self.parkingLimit {
            let oldest = parkingOrder.removeFirst()
            if let evicted = parked.removeValue(forKey: oldest) {
                node.removeChild(evicted.node)
            }
        }
    }

    @discardableResult
    private func unpark(_ id: AnyHashable) -> Node? {
        guard let row = parked.removeValue(forKey: id) else { return nil }
        parkingOrder.removeAll { $0 == id }
        return row.node
    }

    override func viewValueReleased() {
        isAccessFresh = false
        if access?.isLive != true { access = nil }
    }

    private func startLayoutIfNeeded() {
        if layoutNumber != node.graph.layoutNumber {
            layoutNumber = node.graph.layoutNumber
            usedInLayout.removeAll(keepingCapacity: true)
        }
    }

    /// Ends the row of `id`: kept hidden as a spare if it can show another element, else removed.
    private func discard(_ id: AnyHashable) {
        guard let row = rows.removeValue(forKey: id) else { return }
        pinned.remove(id)
        stale.remove(id)
        if spares.count < Self.spareLimit && canReuse(row.node) {
            node.graph.setShown(row.node, false)
            spares.append(row.node)
        } else {
            node.removeChild(row.node)
        }
    }

    /// Whether `row` can become another element's: it keeps nothing of its own
    /// (`Node.isReusable`), focus is not in it (nor goes back to it), and no alert it
    /// presented is showing.
    private func canReuse(_ row: Node) -> Bool {
        let graph = node.graph
        guard !graph.focus.isHeld(within: row), !graph.overlays.contains(where: { $0.isDescendant(of: row) })
        else { return false }
        return row.isReusable
    }

    /// A spare row of the same type as `view`, taken from the spares.
    private func takeSpare(for view: any View) -> Node? {
        guard !spares.isEmpty else { return nil }
        let type = ObjectIdentifier(Swift.type(of: view))
        guard let index = spares.lastIndex(where: { $0.viewType == type }) else { return nil }
        return spares.remove(at: index)
    }

    /// Where the row `id`, last at `offset`, is now: within `window` of it (looked up in
    /// `nearby`), where the data says it is (when `askingData` and it was not asked yet), or
    /// anywhere when `thorough`.
    private func find(
        _ id: AnyHashable, near offset: Int, in nearby: [AnyHashable: Int], window: Int, access: Access,
        askingData: Bool, thorough: Bool
    ) -> Int? {
        if let found = nearby[id], abs(found - offset) <= window { return found }
        // Data that can say where an element is (a sorted store) is asked after a short look
        // around: a sort moves every row far, and looking through 64 rows each way for each
        // built row would read pages no one shows.
        if askingData, let found = access.locate?(id), found >= 0, found < access.count, access.id(found) == id {
            return found
        }
        guard thorough else { return nil }
        return (0..<access.count).first { access.id($0) == id }
    }

    /// The offset of each element within `window` of any of `offsets`, each element's id read
    /// once: when the data changed entirely (a search), looking around each row in turn would
    /// read the same ids over and over (rows times the window).
    private func ids(around offsets: [Int], within window: Int, in access: Access) -> [AnyHashable: Int] {
        var nearby: [AnyHashable: Int] = [:]
        var next = 0  // the first offset not read yet
        for offset in offsets.sorted() {
            let low = max(offset - window, next)
            let high = min(offset + window, access.count - 1)
            guard low <= high else { continue }
            for candidate in low...high {
                let id = access.id(candidate)
                if nearby[id] == nil { nearby[id] = candidate }
            }
            next = high + 1
        }
        return nearby
    }
}

/// A collection that can say where an element is by its id without looking at every element
/// (a sorted store that knows where it put a person, say). A `List` whose `ForEach` runs over
/// one keeps its selection on the same element when the data moves it further than a few rows
/// (a sort); over other collections it looks near where the element was.
package protocol IDLocatingCollection {
    /// The offset of the element with `id` (the id the `ForEach` identifies elements by), if known.
    func offset(ofElementWithID id: AnyHashable) -> Int?
}

/// A collection that reads its elements from a store when asked and holds none of its own (a
/// pager over a database, say), so that keeping it copies nothing when the store changes.
///
/// A lazy `ForEach` drops other data at the end of each frame (keeping a snapshot of an array
/// would make the model's next write copy all of it) and re-evaluates its owner to build a row
/// scrolled into view; over a `LiveCollection` it keeps the data until the owner hands it new
/// data, and builds that row alone. The store must publish every change of its count or order
/// (the owner then re-evaluates), as an `ObservableObject`'s `@Published` property does.
package protocol LiveCollection: RandomAccessCollection {}

/// Where an element (or a row) of an identity is: found at an offset, not known until the data
/// is at hand, or not there.
enum IDLookup: Equatable {
    case found(Int)
    /// The data is not at hand: it was asked for, and the next layout looks again.
    case pending
    case absent
}

/// The key of a lazy row whose element repeats the id of another in view
/// (`ForEachBehavior.row(at:)`).
private struct RepeatedID: Hashable {
    let id: AnyHashable
    let offset: Int
}
