import Testing

@testable import TerminalUICore

/// Which people a list shows: a search, in miniature.
private final class Directory: ObservableObject {
    @Published var first = 0
}

private struct Member: Identifiable {
    let id: Int
    var name: String { "Member \(id)" }
    var age: Int { 20 + id % 50 }
}

/// Stateless rows: a link with a name and an age, as a master list writes them.
private struct Members: View {
    @ObservedObject var directory: Directory

    var body: some View {
        NavigationView {
            List {
                ForEach((directory.first..<directory.first + 1_000).map(Member.init)) { member in
                    NavigationLink(destination: Text("Details of \(member.name)")) {
                        VStack(alignment: .leading) {
                            Text(member.name).bold()
                            Text("Age: \(member.age)").foregroundColor(.secondary)
                        }
                    }
                }
            }
            .navigationTitle("Members")
        }
    }
}

/// Rows that each own a `@State` flag, shown by a toggle.
private struct Flagged: View {
    @ObservedObject var directory: Directory

    var body: some View {
        List {
            ForEach((directory.first..<directory.first + 1_000).map(Member.init)) { member in
                FlagRow(member: member)
            }
        }
    }
}

private struct FlagRow: View {
    let member: Member
    @State private var isFlagged = false

    var body: some View {
        Toggle(member.name, isOn: $isFlagged)
    }
}

@Suite("A list reuses the rows that left the screen")
@MainActor
struct RowReuseTests {
    /// New data in view (a search, a sort) takes the rows that left rather than building new
    /// ones, and the screen is the one a list built from scratch for that data shows.
    @Test func newElementsReuseStatelessRowsAndLookAsIfBuiltAnew() {
        let directory = Directory()
        let host = TestHost(Members(directory: directory), width: 40, height: 12)
        #expect(host.screen.contains { $0.contains("Member 0") })
        for first in [5_000, 70, 123_456] {
            let built = EngineCounters.rowsBuilt
            directory.first = first
            host.settle()
            #expect(EngineCounters.rowsBuilt == built)
            let fresh = TestHost(Members(directory: Directory(first: first)), width: 40, height: 12)
            #expect(host.screen == fresh.screen)
        }
    }

    /// A row reused for another element opens that element, not the one it showed before.
    @Test func aReusedRowOpensItsNewElement() {
        let directory = Directory()
        let host = TestHost(Members(directory: directory), width: 40, height: 12)
        directory.first = 300
        host.settle()
        host.press(.return)
        #expect(host.screen.contains { $0.contains("Details of Member 300") })
    }

    /// A row that owns state is never another element's: the new elements' rows start with
    /// their own state, though the rows they replace had theirs changed.
    @Test func rowsWithStateAreNotReused() {
        let directory = Directory()
        let host = TestHost(Flagged(directory: directory), width: 40, height: 8)
        host.press(.space)
        #expect(host.screen.contains { $0.contains("[x]") })
        let built = EngineCounters.rowsBuilt
        directory.first = 500
        host.settle()
        #expect(EngineCounters.rowsBuilt > built)
        #expect(!host.screen.contains { $0.contains("[x]") })
        #expect(host.screen.contains { $0.contains("Member 500") })
    }
}

extension Directory {
    convenience init(first: Int) {
        self.init()
        self.first = first
    }
}
