import Foundation
import Testing

@testable import TerminalUICore

// A `Table` built from rows (`TableRow`, `DisclosureTableRow`, `ForEach`es of them) and one whose
// columns a `TableColumnCustomization` shows or hides.

@Suite("Table rows and column customization")
@MainActor
struct TableRowsTests {
    fileprivate struct Dog: Identifiable {
        var name: String
        var age: Int
        var pups: [Dog] = []
        var id: String { name }
    }

    nonisolated fileprivate static let dogs = [
        Dog(name: "Rex", age: 9, pups: [Dog(name: "Bit", age: 1), Dog(name: "Byte", age: 2)]),
        Dog(name: "Ace", age: 4),
    ]

    private struct Family: View {
        @State private var order = [KeyPathComparator(\Dog.name)]
        var body: some View {
            Table(sortOrder: $order) {
                TableColumn("Name", value: \.name)
                TableColumn("Age", value: \.age) { Text("\($0.age)") }
            } rows: {
                TableRow(Dog(name: "Top", age: 12))
                ForEach(TableRowsTests.dogs) { dog in
                    DisclosureTableRow(dog) {
                        ForEach(dog.pups) { TableRow($0) }
                    }
                }
                if order.first?.order == .reverse {
                    TableRow(Dog(name: "Reversed", age: 0))
                }
            }
        }
    }

    @Test(arguments: SnapshotTests.sizes)
    func rowsFollowTheBuilderEachDisclosedRowsAfterTheirParentOnceShown(size: Size) {
        let host = TestHost(Family(), width: size.width, height: size.height)
        Snapshot.assert(host, named: "table-rows-\(size.width)x\(size.height)")
        func names() -> [String] {
            host.screen.dropFirst().prefix(6).map { line in
                line.split(separator: " ").first { $0 != "▸" && $0 != "▾" }.map(String.init) ?? ""
            }
        }
        #expect(names() == ["Top", "Rex", "Ace", "", "", ""], "a disclosure row's rows start hidden")
        host.press(.downArrow)
        host.press(.rightArrow)
        #expect(names() == ["Top", "Rex", "Bit", "Byte", "Ace", ""], "→ on Rex shows its rows right after it")
        #expect(host.screen[0].contains("Name ▲"), "the sort order from the binding shows")
        host.press(.space)
        #expect(host.shows("Reversed"), "Space reversed the order, written to the binding")
    }

    private final class Model: ObservableObject {
        @Published var selection: Dog.ID?
        @Published var customization = TableColumnCustomization<Dog>()
        @Published var order = [KeyPathComparator(\Dog.name)]
    }

    private struct Customized: View {
        @ObservedObject var model: Model
        var body: some View {
            Table(
                TableRowsTests.dogs, selection: $model.selection, sortOrder: $model.order,
                columnCustomization: $model.customization
            ) {
                TableColumn("Name", value: \.name).customizationID("name")
                TableColumn("Age", value: \.age) { Text("\($0.age) years") }.customizationID("age")
                TableColumn("Pups") { Text("\($0.pups.count) pups") }
                    .customizationID("pups")
                    .defaultVisibility(.hidden)
            }
        }
    }

    @Test func aCustomizationHidesAndShowsColumnsByTheirIDs() {
        let model = Model()
        let host = TestHost(Customized(model: model), width: 40, height: 6)
        #expect(host.screen[0].contains("Name") && host.screen[0].contains("Age"))
        #expect(!host.screen[0].contains("Pups"), "hidden by its default visibility")
        model.customization[visibility: "name"] = .hidden
        model.customization[visibility: "pups"] = .visible
        host.settle()
        #expect(!host.screen[0].contains("Name") && host.screen[0].contains("Pups"))
        #expect(host.screen[1].contains("9 years") && host.screen[1].contains("2 pups"))
        // The sorted column is hidden; ← sorts by the last shown column that sorts: Age (Pups
        // does not sort), so the shown columns map back to the table's own.
        host.press(.leftArrow)
        #expect(model.order.first == KeyPathComparator(\Dog.age), "the first shown column is Age")
        #expect(host.screen[0].contains("Age ▲"))
        model.customization.resetVisibility()
        host.settle()
        #expect(host.screen[0].contains("Name") && !host.screen[0].contains("Pups"))
    }

    @Test func aCustomizationIsCodableAndSceneStorageKeepsOne() throws {
        var customization = TableColumnCustomization<Dog>()
        customization[visibility: "age"] = .hidden
        let data = try JSONEncoder().encode(customization)
        let decoded = try JSONDecoder().decode(TableColumnCustomization<Dog>.self, from: data)
        #expect(decoded == customization)
        #expect(decoded[visibility: "age"] == .hidden && decoded[visibility: "name"] == .automatic)
        let stored = SceneStorage<TableColumnCustomization<Dog>>("tableRowsTests.columns")
        #expect(stored.wrappedValue == TableColumnCustomization())
        stored.wrappedValue = customization
        #expect(stored.wrappedValue == customization)
    }
}
