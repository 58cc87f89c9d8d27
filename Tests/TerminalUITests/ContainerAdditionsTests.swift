import Testing

@testable import TerminalUICore

// The newer container forms real SwiftUI code writes: tab sections and tab roles, a split
// view's preferred compact column, a folding section with a header view, a table's style.

@Suite("Container additions")
@MainActor
struct ContainerAdditionsTests {
    private struct Sectioned: View {
        @State private var tab = "inbox"
        var body: some View {
            TabView(selection: $tab) {
                Tab("Inbox", systemImage: "tray", value: "inbox") { Text("No mail") }
                Tab("Search", systemImage: "magnifyingglass", value: "search", role: .search) {
                    Text("Find mail")
                }
                TabSection("Folders") {
                    Tab("Sent", value: "sent") { Text("Sent mail") }
                    Tab("Drafts", value: "drafts") { Text("Draft mail") }
                }
            }
            .tabViewStyle(.sidebarAdaptable)
        }
    }

    @Test(arguments: SnapshotTests.sizes)
    func aTabSectionsTabsJoinTheRow(size: Size) {
        let host = TestHost(Sectioned(), width: size.width, height: size.height)
        Snapshot.assert(host, named: "tab-section-\(size.width)x\(size.height)")
        let row = host.screen[0]
        #expect(row.contains("Search") && row.contains("Sent") && row.contains("Drafts"), "\(row)")
        #expect(!host.screenText.contains("Folders"), "a section's heading is not in the row")
        #expect(host.shows("No mail"))
        host.press(.pageDown, modifiers: .control)
        #expect(host.shows("Find mail"), "the search tab takes its place as written")
        host.press(.pageDown, modifiers: .control)
        host.press(.pageDown, modifiers: .control)
        #expect(host.shows("Draft mail"), "the section's tabs are chosen as any other")
    }

    private struct Split: View {
        @State private var column = NavigationSplitViewColumn.detail
        let prefers: Bool
        var body: some View {
            if prefers {
                NavigationSplitView(preferredCompactColumn: $column) {
                    List { Text("Mail") }
                } detail: {
                    Text("Pick a folder")
                }
            } else {
                NavigationSplitView {
                    List { Text("Mail") }
                } detail: {
                    Text("Pick a folder")
                }
            }
        }
    }

    @Test func aPreferredCompactColumnLeavesTheSplitAsItIs() {
        let preferring = TestHost(Split(prefers: true), width: 80, height: 24)
        let plain = TestHost(Split(prefers: false), width: 80, height: 24)
        #expect(preferring.screen == plain.screen)
        #expect(preferring.shows("Mail") && preferring.shows("Pick a folder"))
    }

    private struct Folding: View {
        @Binding var isExpanded: Bool
        var body: some View {
            Form {
                Section(isExpanded: $isExpanded) {
                    Text("Hidden row")
                } header: {
                    Label("Advanced", systemImage: "gear")
                }
            }
        }
    }

    @Test(arguments: SnapshotTests.sizes)
    func aFoldingSectionWithAHeaderViewFoldsOnReturn(size: Size) {
        var isExpanded = false
        let binding = Binding(get: { isExpanded }, set: { isExpanded = $0 })
        let host = TestHost(Folding(isExpanded: binding), width: size.width, height: size.height)
        #expect(host.shows("Advanced") && !host.shows("Hidden row"))
        host.press(.return)
        #expect(isExpanded)
        host.settle()
        Snapshot.assert(host, named: "section-folding-open-\(size.width)x\(size.height)")
        #expect(host.shows("Hidden row"))
    }

    private struct Sidebar: View {
        @Binding var selection: Int?
        @State private var firstOpen = true
        @State private var secondOpen = false
        var body: some View {
            List(selection: $selection) {
                Section("Fruit", isExpanded: $firstOpen) {
                    ForEach(1..<4, id: \.self) { Text("Item \($0)") }
                }
                Section("Vegetables", isExpanded: $secondOpen) {
                    ForEach(4..<6, id: \.self) { Text("Item \($0)") }
                }
            }
        }
    }

    @Test(arguments: SnapshotTests.sizes)
    func aFoldingSectionInAListSelectsItsRowsAndFoldsFromItsHeaderRow(size: Size) {
        var selection: Int?
        let binding = Binding(get: { selection }, set: { selection = $0 })
        let host = TestHost(Sidebar(selection: binding), width: size.width, height: size.height)
        #expect(host.shows("▾ Fruit") && host.shows("Item 3") && host.shows("▸ Vegetables") && !host.shows("Item 4"))
        host.press(.downArrow)
        host.press(.downArrow)
        #expect(selection == 2, "the rows inside are the list's own")
        host.press(.downArrow)
        host.press(.downArrow)
        #expect(host.isReversed("Vegetables"), "the header row is reached")
        host.press(.return)
        host.settle()
        #expect(host.shows("▾ Vegetables") && host.shows("Item 5"), "Return unfolds it:\n\(host.screenText)")
        Snapshot.assert(host, named: "section-folding-list-\(size.width)x\(size.height)")
        host.press(.downArrow)
        #expect(selection == 4)
    }

    private struct Row: Identifiable {
        let id: Int
        let name: String
    }

    @Test func aTableStyleKeepsTheTerminalTable() {
        let rows = [Row(id: 1, name: "Ada"), Row(id: 2, name: "Grace")]
        let styled = TestHost(
            Table(rows) { TableColumn("Name", value: \.name) }.tableStyle(.inset), width: 40, height: 6)
        let plain = TestHost(Table(rows) { TableColumn("Name", value: \.name) }, width: 40, height: 6)
        #expect(styled.screen == plain.screen)
        #expect(styled.shows("Grace"))
        let alternating = TestHost(
            Table(rows) { TableColumn("Name", value: \.name) }
                .tableStyle(.bordered(alternatesRowBackgrounds: true)).alternatingRowBackgrounds(),
            width: 40, height: 6)
        #expect(alternating.screen == plain.screen, "rows keep the terminal's one background")
    }

    @Test func aListStyleKeepsTheTerminalList() {
        let names = ["Ada", "Grace"]
        let plain = TestHost(List(names, id: \.self) { Text($0) }, width: 30, height: 4)
        for styled in [
            AnyView(List(names, id: \.self) { Text($0) }.listStyle(.bordered(alternatesRowBackgrounds: true))),
            AnyView(List(names, id: \.self) { Text($0) }.listStyle(.inset(alternatesRowBackgrounds: false))),
            AnyView(List(names, id: \.self) { Text($0) }.listStyle(.bordered)),
        ] {
            #expect(TestHost(styled, width: 30, height: 4).screen == plain.screen)
        }
    }

    @Test func aColoursLowerLevelDimsOnlyTheTextColour() {
        #expect(Color.primary.secondary == Color.secondary)
        #expect(Color.primary.tertiary == Color.secondary)
        #expect(Color.red.secondary == Color.red)
        #expect(Color.clear.quaternary == Color.clear)
    }

    private struct Listed: View {
        let styled: Bool
        var body: some View {
            if styled {
                ScrollView {
                    List { Text("One").listRowSeparator(.hidden, edges: .bottom) }
                        .environment(\.defaultMinListRowHeight, 44)
                        .frame(height: 80)
                }
                .defaultScrollAnchor(.bottom)
                .containerShape(.rect(cornerRadius: 8))
            } else {
                ScrollView {
                    List { Text("One") }.frame(height: 80)
                }
            }
        }
    }

    @Test func acceptedListAndScrollModifiersChangeNothing() {
        let styled = TestHost(Listed(styled: true), width: 20, height: 6)
        let plain = TestHost(Listed(styled: false), width: 20, height: 6)
        #expect(styled.snapshot == plain.snapshot)
        #expect(styled.shows("One"))
    }
}
