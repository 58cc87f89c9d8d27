import Testing

@testable import TerminalUICore

/// A store's rows read when asked: a `LiveCollection`, as a pager over a database is.
private final class NumberStore: ObservableObject {
    @Published var count: Int
    /// What each row's first line starts with.
    @Published var prefix = "Number"

    init(count: Int) {
        self.count = count
    }
}

/// The numbers of a `NumberStore`, read through it (holding them copies nothing).
private struct StoredNumbers: LiveCollection {
    let store: NumberStore
    var startIndex: Int { 0 }
    var endIndex: Int { store.count }
    subscript(position: Int) -> Int { position }
}

/// Counts its own evaluations, so that a test can see whether a key re-evaluated it.
@MainActor
private final class Evaluations {
    var count = 0
}

/// A navigation view whose list runs over a store.
private struct Numbers: View {
    @ObservedObject var store: NumberStore
    let evaluations: Evaluations
    let live: Bool

    var body: some View {
        evaluations.count += 1
        return NavigationView {
            List {
                if live {
                    ForEach(StoredNumbers(store: store), id: \.self) { row($0) }
                } else {
                    ForEach(Array(0..<store.count), id: \.self) { row($0) }
                }
            }
        }
    }

    private func row(_ number: Int) -> some View {
        NavigationLink(destination: Text("Detail \(number)")) {
            VStack(alignment: .leading) {
                Text("\(store.prefix) \(number)")
                Text("Half: \(number / 2)")
            }
        }
    }
}

@Suite("A list keeps its layout")
@MainActor
struct ListLayoutKeepingTests {
    /// Moving the selection lays out the list alone: the rows it shows keep their layout.
    @Test func aKeyThatMovesTheSelectionLaysOutTheListAlone() {
        let host = TestHost(
            Numbers(store: NumberStore(count: 1_000), evaluations: Evaluations(), live: true), width: 100, height: 24)
        host.press(.downArrow)
        let measures = EngineCounters.measures
        let placements = EngineCounters.placements
        host.press(.downArrow)
        // The list, and the few nodes above it that do not keep their layout: not the ten
        // rows in view (four nodes each).
        #expect(EngineCounters.measures - measures < 20)
        #expect(EngineCounters.placements - placements < 20)
        host.press(.return)
        #expect(host.screen.contains { $0.contains("Detail 2") }, "the selection moved")
    }

    /// Over a `LiveCollection`, a row scrolled into view is built from the data the list kept:
    /// the view holding the list is not evaluated again, and the other rows are not updated.
    @Test func aRowScrolledIntoViewIsBuiltFromLiveDataAlone() {
        let evaluations = Evaluations()
        let host = TestHost(
            Numbers(store: NumberStore(count: 1_000), evaluations: evaluations, live: true), width: 100, height: 12)
        for _ in 0..<12 { host.press(.downArrow) }
        let before = evaluations.count
        let rowBodies = EngineCounters.rowBodies
        host.press(.downArrow)
        #expect(host.screen.contains { $0.contains("Number 13") }, "\(host.screenText)")
        #expect(evaluations.count == before)
        #expect(EngineCounters.rowBodies - rowBodies == 1)
    }

    /// Over an array (a snapshot, dropped after each frame), the view holding the list is
    /// evaluated again to build a row scrolled into view.
    @Test func aRowScrolledIntoViewOfAnArrayAsksItsOwner() {
        let evaluations = Evaluations()
        let host = TestHost(
            Numbers(store: NumberStore(count: 1_000), evaluations: evaluations, live: false), width: 100, height: 12)
        for _ in 0..<12 { host.press(.downArrow) }
        let before = evaluations.count
        host.press(.downArrow)
        #expect(host.screen.contains { $0.contains("Number 13") })
        #expect(evaluations.count == before + 1)
    }

    /// A store's change still reaches the list that keeps its data: the new count shows.
    @Test func aLiveCollectionsChangeShowsInTheList() {
        let store = NumberStore(count: 3)
        let host = TestHost(Numbers(store: store, evaluations: Evaluations(), live: true), width: 100, height: 12)
        #expect(!host.screen.contains { $0.contains("Number 3") })
        store.count = 5
        host.settle()
        #expect(host.screen.contains { $0.contains("Number 4") })
        store.count = 1
        host.settle()
        #expect(!host.screen.contains { $0.contains("Number 1") })
        #expect(host.screen.contains { $0.contains("Number 0") })
    }

    /// Opening a row's destination and closing it builds the destination alone: the view
    /// holding the navigation view is not evaluated again, and the list keeps its selection.
    @Test func openingAndClosingADestinationLeavesItsOwnerAlone() {
        let evaluations = Evaluations()
        let host = TestHost(
            Numbers(store: NumberStore(count: 100), evaluations: evaluations, live: true), width: 100, height: 12)
        host.press(.downArrow)
        let before = evaluations.count
        host.press(.return)
        #expect(host.screen.contains { $0.contains("Detail 1") })
        host.press(.escape)
        #expect(!host.screen.contains { $0.contains("Detail 1") })
        #expect(evaluations.count == before)
        host.press(.downArrow)
        host.press(.return)
        #expect(host.screen.contains { $0.contains("Detail 2") })
    }

    /// Rows evaluated again with the same texts (the store published a change they do not
    /// show) keep their layout: their texts and stacks are not measured again.
    @Test func rowsHandedTheSameTextsKeepTheirLayout() {
        let store = NumberStore(count: 100)
        let host = TestHost(Numbers(store: store, evaluations: Evaluations(), live: true), width: 100, height: 24)
        let measures = EngineCounters.measures
        let rowBodies = EngineCounters.rowBodies
        store.objectWillChange.send()
        host.settle()
        #expect(EngineCounters.rowBodies - rowBodies >= 10, "the rows in view were updated")
        // The list and the links of its rows (whose destinations changed), not their texts.
        #expect(EngineCounters.measures - measures < 30)
    }

    /// A text that changed in a row updated as the list lays it out shows at once, wider or
    /// narrower, in every row in view.
    @Test func aRowsChangedTextShowsAtOnce() {
        let store = NumberStore(count: 100)
        let host = TestHost(Numbers(store: store, evaluations: Evaluations(), live: true), width: 100, height: 24)
        store.prefix = "A much longer label"
        host.settle()
        #expect(host.screen.contains { $0.contains("A much longer label 3") })
        store.prefix = "N"
        host.settle()
        #expect(host.screen.contains { $0.contains(" N 3 ") })
        #expect(!host.screen.contains { $0.contains("label") })
    }
}
