import Testing

@testable import TerminalUICore

@Suite("contextMenu(forSelectionType:menu:primaryAction:)")
@MainActor
struct SelectionContextMenuTests {
    fileprivate struct Note: Identifiable {
        let id: Int
        let title: String
    }

    private final class Model: ObservableObject {
        @Published var notes = [
            Note(id: 1, title: "Groceries"), Note(id: 2, title: "Trip"), Note(id: 3, title: "Taxes"),
        ]
        @Published var selection = Set<Int>()
        @Published var log: [String] = []
        /// The sets the menu was built for when it opened.
        var built: [Set<Int>] = []
    }

    private struct Notes: View {
        @ObservedObject var model: Model

        var body: some View {
            List(model.notes, selection: $model.selection) { note in
                Text(note.title)
            }
            .contextMenu(forSelectionType: Int.self) { ids in
                if ids.isEmpty {
                    Button("New Note") { model.log.append("new") }
                } else {
                    Button("Duplicate") { model.log.append("duplicate \(ids.sorted())") }
                    Button("Delete", role: .destructive) { model.notes.removeAll { ids.contains($0.id) } }
                }
            } primaryAction: { ids in
                model.log.append("open \(ids.sorted())")
            }
        }
    }

    private struct Planets: View {
        @ObservedObject var model: Model

        var body: some View {
            Table(model.notes) {
                TableColumn("Title", value: \.title)
            }
            .contextMenu(forSelectionType: Note.ID.self) { ids in
                Button("Show \(ids.sorted())") { model.log.append("show \(ids.sorted())") }
            }
        }
    }

    @Test func theMenuKeyBuildsTheMenuForTheSelectedRow() {
        let model = Model()
        let host = TestHost(Notes(model: model), width: 40, height: 12)
        host.press(.downArrow)
        host.press(.menu)
        #expect(host.shows("Duplicate") && host.shows("Delete") && !host.shows("New Note"))
        host.press(.return)
        #expect(model.log == ["duplicate [2]"] && !host.shows("Duplicate"), "the popup closed")
        host.press(.functionKey(10), modifiers: .shift)
        host.press(.downArrow)
        host.press(.return)
        #expect(model.notes.map(\.title) == ["Groceries", "Taxes"], "Delete acted on the selected row")
        #expect(host.focusProblem == nil)
    }

    @Test func returnRunsThePrimaryActionForTheSelectedRow() {
        let model = Model()
        let host = TestHost(Notes(model: model), width: 40, height: 12)
        host.press(.end)
        host.press(.return)
        #expect(model.log == ["open [3]"])
        #expect(model.selection == [3], "the list still writes its selection")
    }

    @Test func aRightClickSelectsTheRowUnderItAndOpensItsMenu() {
        let model = Model()
        let host = TestHost(Notes(model: model), width: 40, height: 12)
        let trip = host.screen.firstIndex { $0.contains("Trip") } ?? 0
        host.send([MouseEvent(kind: .press(.right), location: Point(x: 3, y: trip))])
        #expect(host.shows("Duplicate") && model.selection == [2])
        host.press(.return)
        #expect(model.log == ["duplicate [2]"])
        host.send([MouseEvent(kind: .press(.right), location: Point(x: 3, y: 10))])
        #expect(host.shows("New Note"), "a right click on the empty room builds the menu for no rows")
        host.press(.return)
        #expect(model.log == ["duplicate [2]", "new"])
    }

    @Test func aDoubleClickOnARowRunsThePrimaryAction() {
        let model = Model()
        let host = TestHost(Notes(model: model), width: 40, height: 12)
        let taxes = host.screen.firstIndex { $0.contains("Taxes") } ?? 0
        host.doubleClick(x: 3, y: taxes)
        #expect(model.log == ["open [3]"])
    }

    @Test func aTablesMenuIsBuiltForItsSelectedRow() {
        let model = Model()
        let host = TestHost(Planets(model: model), width: 40, height: 12)
        host.press(.downArrow)
        host.press(.menu)
        #expect(host.shows("Show [2]"))
        host.press(.return)
        #expect(model.log == ["show [2]"])
    }

    @Test(arguments: SnapshotTests.sizes)
    func snapshots(size: Size) {
        let host = TestHost(Notes(model: Model()), width: size.width, height: size.height)
        host.press(.downArrow)
        host.press(.menu)
        Snapshot.assert(host, named: "selection-context-menu-open-\(size.width)x\(size.height)")
    }
}
