import Testing

@testable import TerminalUICore

/// A list of a million rows that counts how many row views it builds.
private struct MillionRows: View {
    let rows: Counter

    var body: some View {
        List {
            ForEach(0..<1_000_000, id: \.self) { index in
                let _ = rows.increment()
                Text("Row \(index)")
            }
        }
    }
}

private struct Item: Identifiable {
    let id: Int
    var name: String
}

private final class Catalog: ObservableObject {
    @Published var items = (0..<1_000_000).map { Item(id: $0, name: "Item \($0)") }
}

private struct CatalogList: View {
    @ObservedObject var catalog: Catalog
    let rows: Counter

    var body: some View {
        List(catalog.items) { item in
            let _ = rows.increment()
            Text(item.name)
        }
    }
}

@Suite("Virtual lists")
@MainActor
struct VirtualListTests {
    /// Rows on a 40 × 12 screen: the list fills it.
    private let visible = 12
    /// Slack for a row built at the edge while scrolling.
    private let slack = 3

    @Test func theFirstFrameBuildsOnlyTheVisibleRows() {
        let rows = Counter()
        let host = TestHost(MillionRows(rows: rows), width: 40, height: visible)
        #expect(rows.value >= visible)
        #expect(rows.value <= visible + slack)
        #expect(host.screen[0].hasPrefix(" Row 0"))
        #expect(host.screen[visible - 1].hasPrefix(" Row 11"))
    }

    @Test(arguments: [KeyEquivalent.downArrow, .pageDown, .end, .upArrow, .pageUp, .home])
    func aKeyPressBuildsAtMostAScreenfulOfRows(key: KeyEquivalent) {
        let rows = Counter()
        let host = TestHost(MillionRows(rows: rows), width: 40, height: visible)
        // Start in the middle of the list, so every key has somewhere to go.
        host.press(.pageDown)
        host.press(.pageDown)
        for _ in 0..<20 { host.press(.downArrow) }
        let built = rows.counting { host.press(key) }
        #expect(built <= visible + slack, "\(key) built \(built) rows")
    }

    @Test func endShowsTheLastRowAndHomeTheFirst() {
        let rows = Counter()
        let host = TestHost(MillionRows(rows: rows), width: 40, height: visible)
        host.press(.end)
        #expect(host.screen[visible - 1].hasPrefix(" Row 999999"))
        #expect(host.isReversed("Row 999999"))
        host.press(.home)
        #expect(host.screen[0].hasPrefix(" Row 0"))
        #expect(host.isReversed("Row 0"))
    }

    @Test func changingOneElementOfAMillionRebuildsOnlyTheVisibleRows() {
        let catalog = Catalog()
        let rows = Counter()
        let host = TestHost(CatalogList(catalog: catalog, rows: rows), width: 40, height: visible)
        let built = rows.counting {
            catalog.items[3].name = "Renamed"
            host.settle()
        }
        #expect(built <= visible + slack)
        #expect(host.screen[3].hasPrefix(" Renamed"))
        let typed = rows.counting { host.press(.downArrow) }
        #expect(typed <= visible + slack)
    }
}
