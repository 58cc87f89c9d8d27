import Foundation
import Testing

@testable import TerminalUICore

// More of the forms real code writes for tabs and table rows: a tab with a label of its own,
// tab customization (accepted), a `ForEach` of table rows without a closure, and one whose rows
// branch between a plain row and a disclosure row.

@Suite("Tab and table row forms")
@MainActor
struct TabAndTableRowFormsTests {
    private struct Labelled: View {
        @State private var customization = TabViewCustomization()
        var body: some View {
            TabView {
                Tab {
                    Text("Main screen")
                } label: {
                    Image(systemName: "house")
                    Text("Home")
                }
                TabSection("More") {
                    Tab("Extra", systemImage: "plus") { Text("Extra screen") }
                        .customizationID("extra")
                }
                .customizationID("more")
            }
            .tabViewCustomization($customization)
            .tabViewSidebarHeader { Text("Menu") }
        }
    }

    @Test(arguments: SnapshotTests.sizes)
    func aTabsOwnLabelShowsInTheRow(size: Size) {
        let host = TestHost(Labelled(), width: size.width, height: size.height)
        Snapshot.assert(host, named: "tab-own-label-\(size.width)x\(size.height)")
        #expect(host.screen[0].contains("⌂ Home"), "the image and the text side by side: \(host.screen[0])")
        #expect(host.screen[0].contains("Extra"))
        #expect(!host.shows("Menu"), "a sidebar header has no sidebar to show in")
        #expect(host.shows("Main screen"))
        host.press(.pageDown, modifiers: .control)
        #expect(host.shows("Extra screen"), "a customized tab is chosen as any other")
    }

    @Test func theSidebarsBottomBarShowsUnderTheTabViewWithItsButtonsInReach() {
        struct Barred: View {
            @State private var presses = 0
            var body: some View {
                TabView {
                    Tab("Home", systemImage: "house") { Text("Main screen") }
                }
                .tabViewSidebarBottomBar {
                    Button("Settings \(presses)") { presses += 1 }
                }
            }
        }
        let host = TestHost(Barred(), width: 40, height: 6)
        #expect(host.screen[5].contains("Settings 0"), "\(host.screenText)")
        #expect(host.shows("Main screen"))
        host.press(.tab)
        host.press(.return)
        #expect(host.shows("Settings 1"), "Tab goes from the row of tabs to the bar:\n\(host.screenText)")
    }

    @Test func aTabsOwnLabelWithASelectionValue() {
        struct Valued: View {
            @State private var tab = 2
            var body: some View {
                TabView(selection: $tab) {
                    Tab(value: 1) {
                        Text("One")
                    } label: {
                        Text("First")
                    }
                    Tab(value: 2) {
                        Text("Two")
                    } label: {
                        Text("Second")
                    }
                }
            }
        }
        let host = TestHost(Valued(), width: 40, height: 6)
        #expect(host.shows("Two"), "the selection chose the tab by its value")
        #expect(host.screen[0].contains("First") && host.screen[0].contains("Second"))
    }

    fileprivate struct Person: Identifiable {
        var name: String
        var reports: [Person] = []
        var id: String { name }
    }

    private struct Staff: View {
        let people = [
            Person(name: "Robert", reports: [Person(name: "Annie"), Person(name: "Bill")]),
            Person(name: "Cleo"),
        ]
        var body: some View {
            Table(of: Person.self) {
                TableColumn("Name", value: \.name)
                TableColumn("Reports") { Text("\($0.reports.count)") }
            } rows: {
                ForEach(people) { person in
                    if person.reports.isEmpty {
                        TableRow(person)
                    } else {
                        DisclosureTableRow(person) { ForEach(person.reports) }
                    }
                }
            }
        }
    }

    @Test(arguments: SnapshotTests.sizes)
    func rowsThatBranchAndAForEachOfRowsWithoutAClosure(size: Size) {
        let host = TestHost(Staff(), width: size.width, height: size.height)
        Snapshot.assert(host, named: "table-branching-rows-\(size.width)x\(size.height)")
        func names() -> [String] {
            host.screen.dropFirst().prefix(5).map { line in
                line.split(separator: " ").first { $0 != "▸" && $0 != "▾" }.map(String.init) ?? ""
            }
        }
        #expect(names() == ["Robert", "Cleo", "", "", ""], "\(host.screenText)")
        host.press(.return)
        #expect(names() == ["Robert", "Annie", "Bill", "Cleo", ""], "\(host.screenText)")
    }

    private struct Menus: View {
        @State private var people = [Person(name: "Ada"), Person(name: "Ben"), Person(name: "Cy")]
        var body: some View {
            Table(of: Person.self) {
                TableColumn("Name", value: \.name)
            } rows: {
                ForEach(people) { person in
                    TableRow(person)
                        .contextMenu {
                            Button("Remove \(person.name)") { people.removeAll { $0.id == person.id } }
                        }
                }
            }
        }
    }

    @Test func aRowsOwnContextMenuOpensOnTheSelectedRow() {
        let host = TestHost(Menus(), width: 40, height: 8)
        host.press(.downArrow)
        host.press(.functionKey(10), modifiers: .shift)
        #expect(host.shows("Remove Ben"), "the menu of the selected row:\n\(host.screenText)")
        #expect(!host.shows("Remove Ada"))
        host.press(.return)
        #expect(!host.shows("Ben"), "its button ran:\n\(host.screenText)")
        #expect(host.shows("Ada") && host.shows("Cy"))
    }
}
