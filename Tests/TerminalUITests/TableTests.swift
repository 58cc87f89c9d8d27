import Foundation
import Testing

@testable import TerminalUICore

@Suite("Table")
@MainActor
struct TableTests {
    fileprivate struct Planet: Identifiable {
        var name: String
        var moons: Int
        var id: String { name }
    }

    nonisolated fileprivate static let planets = [
        Planet(name: "Mercury", moons: 0), Planet(name: "Earth", moons: 1), Planet(name: "Jupiter", moons: 95),
        Planet(name: "Mars", moons: 2),
    ]

    private final class Model: ObservableObject {
        @Published var planets = TableTests.planets
        @Published var selection = Set<Planet.ID>()
        @Published var sortOrder = [KeyPathComparator(\Planet.name)]
    }

    private struct Planets: View {
        @ObservedObject var model: Model
        var body: some View {
            Table(model.planets, selection: $model.selection, sortOrder: $model.sortOrder) {
                TableColumn("Planet", value: \.name)
                TableColumn("Moons", value: \.moons) { planet in
                    Text("\(planet.moons)")
                }
                TableColumn("Note") { planet in
                    Text(planet.moons > 10 ? "many" : "few")
                }
            }
            .onChange(of: model.sortOrder) { _, order in
                model.planets.sort(using: order)
            }
        }
    }

    @Test func aHeaderRowAndColumnsAsWideAsTheirCells() {
        let host = TestHost(Planets(model: Model()), width: 40, height: 8)
        #expect(host.screen[0] == " Planet ▲  Moons    Note", "a sortable title keeps room for its mark")
        #expect(host.screen[1] == " Mercury   0        few")
        #expect(host.screen[3] == " Jupiter   95       many")
        #expect(host.cell(x: 1, y: 0).style.attributes.contains(.bold))
    }

    @Test func arrowsMoveTheSelectionAndWriteTheSet() {
        let model = Model()
        let host = TestHost(Planets(model: model), width: 40, height: 8)
        #expect(model.selection.isEmpty, "nothing is selected until the user moves, as in SwiftUI")
        let cursor = host.cell(x: 2, y: 1).style.attributes
        #expect(cursor.contains(.underline) && !cursor.contains(.reverse), "the cursor is on the first row, not chosen")
        host.press(.downArrow)
        #expect(model.selection == ["Mercury"], "the first arrow selects the first row, as on a Mac")
        #expect(host.cell(x: 2, y: 1).style.attributes.contains(.reverse))
        host.press(.downArrow)
        host.press(.downArrow)
        #expect(model.selection == ["Jupiter"])
        #expect(host.cell(x: 2, y: 3).style.attributes.contains(.reverse))
        host.click(x: 3, y: 2)
        #expect(model.selection == ["Earth"], "a click selects a row")
        #expect(host.focusProblem == nil)
    }

    @Test func spaceReversesAnOrderThatNoColumnSortsBy() {
        struct ByMoonsThenName: View {
            @State var planets = TableTests.planets
            @State var sortOrder = [KeyPathComparator(\Planet.moons)]
            var body: some View {
                Table(planets, sortOrder: $sortOrder) {
                    TableColumn("Planet", value: \.name)
                }
                .onChange(of: sortOrder, initial: true) { planets.sort(using: sortOrder) }
            }
        }
        let host = TestHost(ByMoonsThenName(), width: 30, height: 6)
        #expect(host.screen[1].hasPrefix(" Mercury") && host.screen[4].hasPrefix(" Jupiter"), "\(host.screenText)")
        host.press(.space)
        #expect(host.screen[1].hasPrefix(" Jupiter") && host.screen[4].hasPrefix(" Mercury"), "\(host.screenText)")
    }

    @Test func keysAndClicksOnTitlesWriteTheSortOrder() {
        let model = Model()
        let host = TestHost(Planets(model: model), width: 40, height: 8)
        host.press(.downArrow)
        host.press(.upArrow)
        #expect(model.selection == ["Mercury"])
        host.press(.space)
        #expect(model.sortOrder.first?.order == .reverse)
        #expect(host.screen[0].hasPrefix(" Planet ▼") && host.screen[1].hasPrefix(" Mercury"))
        host.press(.rightArrow)
        #expect(model.sortOrder.count == 2 && model.sortOrder.first == KeyPathComparator(\Planet.moons))
        #expect(host.screen[1].hasPrefix(" Mercury   0") && host.screen[4].hasPrefix(" Jupiter   95"))
        host.press(.rightArrow)
        #expect(model.sortOrder.first == KeyPathComparator(\Planet.moons), "the last column does not sort")
        host.press(.leftArrow)
        #expect(model.sortOrder.first == KeyPathComparator(\Planet.name, order: .reverse), "it keeps its order")
        host.click(x: 11, y: 0)
        #expect(model.sortOrder.first == KeyPathComparator(\Planet.moons))
        host.click(x: 11, y: 0)
        #expect(model.sortOrder.first == KeyPathComparator(\Planet.moons, order: .reverse))
        #expect(host.screen[1].hasPrefix(" Jupiter"))
        #expect(model.selection == ["Mercury"], "the selection follows its row")
    }

    @Test func tooNarrowATableNarrowsItsWidestColumnFirst() {
        struct Wide: View {
            var body: some View {
                Table(TableTests.planets) {
                    TableColumn("Name", value: \.name)
                    TableColumn("Description") { _ in Text("a planet of the solar system") }
                }
            }
        }
        let host = TestHost(Wide(), width: 30, height: 6)
        #expect(host.screen[0] == " Name     Description")
        #expect(host.screen[1] == " Mercury  a planet of the so…")
    }

    @Test func aNarrowedSortColumnGivesUpItsMarksRoomBeforeItsTitle() {
        let host = TestHost(Planets(model: Model()), width: 22, height: 6)
        #expect(host.screen[0].hasPrefix(" Planet▲ Moons"), "the mark in the gap:\n\(host.screenText)")
    }

    @Test func columnWidthsAreInPoints() {
        struct Fixed: View {
            var body: some View {
                Table(TableTests.planets) {
                    TableColumn("Name", value: \.name).width(40)
                    TableColumn("Moons") { Text("\($0.moons)") }.width(min: 80)
                }
            }
        }
        let host = TestHost(Fixed(), width: 40, height: 6)
        #expect(host.screen[0] == " Name   Moons", "40 points are 5 columns")
        #expect(host.screen[1] == " Merc…  0")
    }

    /// A table whose chosen row opens a page, below a button.
    private struct Browser: View {
        @ObservedObject var model: Model
        @State private var opened: [String] = []
        var body: some View {
            VStack {
                Button("Top") {}
                Text("Opened: \(opened.joined(separator: ", "))")
                Planets(model: model)
                    .onChange(of: model.selection) { _, chosen in opened += chosen.sorted() }
            }
        }
    }

    @Test func tabToATableChoosesNoRowAndResortingKeepsTheCursorOnTheFirst() {
        let model = Model()
        let host = TestHost(Browser(model: model), width: 40, height: 10)
        host.press(.tab)
        #expect(model.selection.isEmpty, "focus alone opens nothing:\n\(host.screenText)")
        host.press(.space)
        #expect(model.planets.map(\.name) == ["Mercury", "Mars", "Jupiter", "Earth"])
        #expect(model.selection.isEmpty)
        host.press(.downArrow)
        #expect(model.selection == ["Mercury"], "the first row, in the new order")
        #expect(host.shows("Opened: Mercury"))
    }

    /// A keyboard reaches what a click on a title does: Tab walks the sortable titles on its
    /// way to the rows (the "Note" column does not sort, so it is no stop), and Return sorts.
    @Test func tabWalksTheSortableTitlesAndReturnSortsByTheOneItIsOn() {
        let alone = TestHost(Planets(model: Model()), width: 40, height: 8)
        #expect(alone.focusedFrame?.minY == 1, "a table's focus starts on its rows, not its titles")
        let model = Model()
        let host = TestHost(Browser(model: model), width: 40, height: 10)
        host.press(.tab)
        #expect(host.focusedText == "Planet" && host.isReversed("Planet"), "\(host.screenText)")
        host.press(.tab)
        #expect(host.focusedText == "Moons")
        host.press(.return)
        #expect(model.planets.map(\.name) == ["Mercury", "Earth", "Mars", "Jupiter"], "sorted by moons")
        #expect(host.shows("Moons ▲"), "\(host.screenText)")
        host.press(.return)
        #expect(model.planets.first?.name == "Jupiter", "again: the order reversed")
        host.press(.tab)
        #expect(host.focusedFrame?.minY == 3, "past the last sortable title, the rows:\n\(host.screenText)")
        #expect(!host.isReversed("Moons"), "the title left is drawn plain again")
        #expect(model.selection.isEmpty)
        host.press(.tab, modifiers: .shift)
        #expect(host.focusedText == "Moons", "Shift-Tab comes back to the last title")
        #expect(host.focusProblem == nil)
    }

    @Test(arguments: SnapshotTests.sizes)
    func snapshots(size: Size) {
        let host = TestHost(Planets(model: Model()), width: size.width, height: size.height)
        Snapshot.assert(host, named: "table-\(size.width)x\(size.height)")
        host.press(.downArrow)
        host.press(.rightArrow)
        Snapshot.assert(host, named: "table-sorted-\(size.width)x\(size.height)")
    }
}
