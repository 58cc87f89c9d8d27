import Synchronization
import Testing

@testable import TerminalUICore

/// How many `Token`s are alive.
private final class TokenCount: Sendable {
    let alive = Mutex(0)
}

/// Held in a row's `@State`: alive exactly as long as the row's node.
private final class Token {
    let count: TokenCount

    init(_ count: TokenCount) {
        self.count = count
        count.alive.withLock { $0 += 1 }
    }

    deinit {
        count.alive.withLock { $0 -= 1 }
    }
}

/// Which numbers the list shows: a search, in miniature.
private final class Query: ObservableObject {
    @Published var first = 0
}

/// A thousand numbers from `first` on, read when asked (as a pager over a database is).
private struct NumbersFrom: LiveCollection {
    let first: Int
    var startIndex: Int { 0 }
    var endIndex: Int { 1_000 }
    subscript(position: Int) -> Int { first + position }
}

private struct Row: View {
    let number: Int
    @State private var token: Token

    init(number: Int, count: TokenCount) {
        self.number = number
        _token = State(initialValue: Token(count))
    }

    var body: some View {
        Text("Row \(number)")
    }
}

private struct Numbers: View {
    @ObservedObject var query: Query
    let count: TokenCount
    let live: Bool

    var body: some View {
        List {
            if live {
                ForEach(NumbersFrom(first: query.first), id: \.self) { Row(number: $0, count: count) }
            } else {
                ForEach(Array(query.first..<query.first + 1_000), id: \.self) { Row(number: $0, count: count) }
            }
        }
    }
}

@Suite("Rows a list no longer shows are freed")
@MainActor
struct RemovedRowsTests {
    /// Each change of the data replaces every row in view; the rows replaced are freed, not
    /// kept by the changes listed for the next layout (a list is placed through its `ForEach`,
    /// which is never placed itself, and its list of changed rows grew with every search).
    @Test(arguments: [true, false])
    func rowsReplacedByNewDataAreFreed(live: Bool) {
        let count = TokenCount()
        let query = Query()
        let host = TestHost(Numbers(query: query, count: count, live: live), width: 40, height: 12)
        #expect(host.screen.contains { $0.contains("Row 0") })
        let shown = count.alive.withLock { $0 }
        #expect(shown >= 10)
        for round in 1...50 {
            query.first = round * 10_000
            host.settle()
        }
        #expect(host.screen.contains { $0.contains("Row 500000") })
        #expect(count.alive.withLock { $0 } == shown, "only the rows in view are alive")
    }
}
