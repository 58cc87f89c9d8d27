import Testing

@testable import TerminalUICore

/// Two sections: one of a `ForEach` with `.onDelete`, one with a header, a footer and a toggle.
private struct Pantry: View {
    @State private var fruit = ["apple", "fig", "kiwi", "pear", "plum"]
    @State private var fresh = false

    var body: some View {
        List {
            Section("Fruit") {
                ForEach(fruit, id: \.self) { Text($0) }
                    .onDelete { fruit.remove(atOffsets: $0) }
            }
            Section {
                Toggle("Fresh", isOn: $fresh)
                Text("leek")
            } header: {
                Text("Vegetables")
            } footer: {
                Text("\(fruit.count) fruit")
            }
        }
    }
}

@Suite("Sections in a List")
@MainActor
struct ListSectionTests {
    /// A row's text, without the scroll indicator's column.
    private func line(_ host: TestHost, _ y: Int) -> String {
        String(host.screen[y].prefix(host.size.width - 1)).trimmingCharacters(in: .whitespaces)
    }

    private func selectedLine(_ host: TestHost) -> String? {
        (0..<host.size.height).first { host.cell(x: 1, y: $0).style.attributes.contains(.reverse) }
            .map { line(host, $0) }
    }

    @Test func headersAndFootersAreRowsThatTheSelectionSkips() {
        let host = TestHost(Pantry(), width: 30, height: 12)
        #expect(host.screen[0].trimmingCharacters(in: .whitespaces) == "Fruit")
        #expect(host.cell(x: 1, y: 0).style.attributes.contains(.bold))
        #expect(host.screen[6].trimmingCharacters(in: .whitespaces) == "Vegetables")
        #expect(host.screen[9].trimmingCharacters(in: .whitespaces) == "5 fruit")
        #expect(selectedLine(host) == "apple")
        for _ in 0..<4 { host.press(.downArrow) }
        #expect(selectedLine(host) == "plum")
        host.press(.downArrow)
        #expect(selectedLine(host) == "[ ] Fresh")
        host.press(.space)
        #expect(host.screen[7].contains("[x] Fresh"))
        host.press(.downArrow)
        host.press(.downArrow)
        #expect(selectedLine(host) == "leek")
        host.press(.upArrow)
        host.press(.upArrow)
        #expect(selectedLine(host) == "plum")
        host.press(.home)
        #expect(selectedLine(host) == "apple")
        #expect(host.focusProblem == nil)
    }

    /// A shopping list by aisle: a section per aisle, made by a `ForEach`, each with its items.
    private struct Aisles: View {
        @State private var items = ["fruits": ["apples", "pears"], "dairy": ["milk"]]

        var body: some View {
            List {
                ForEach(["fruits", "dairy"], id: \.self) { aisle in
                    Section(header: Text(aisle)) {
                        ForEach(items[aisle] ?? [], id: \.self) { Text($0) }
                            .onDelete { items[aisle]?.remove(atOffsets: $0) }
                            .onMove { items[aisle]?.move(fromOffsets: $0, toOffset: $1) }
                    }
                }
            }
        }
    }

    @Test func aForEachOfSectionsGivesEachItemARowOfItsOwn() {
        let host = TestHost(Aisles(), width: 30, height: 8)
        #expect((0..<5).map { line(host, $0) } == ["fruits", "apples", "pears", "dairy", "milk"])
        #expect(selectedLine(host) == "apples", "the header is no row to select")
        host.press(.downArrow, modifiers: .option)
        #expect((0..<3).map { line(host, $0) } == ["fruits", "pears", "apples"], "Alt-↓ moves the item in its aisle")
        host.press(.downArrow)
        #expect(selectedLine(host) == "milk", "↓ passes the next aisle's header")
        host.press(.delete)
        #expect(!host.shows("milk") && host.shows("dairy"), "Delete removes the item, not the aisle")
        #expect(host.focusProblem == nil)
    }

    /// Aisles shown only when they hold items, and items filtered by an `if` in their rows.
    private struct FilteredAisles: View {
        let items = [("bread", "bakery"), ("apples", "fruits"), ("pears", "fruits")]

        var body: some View {
            List {
                ForEach(["bakery", "dairy", "fruits"], id: \.self) { aisle in
                    if items.contains(where: { $0.1 == aisle }) {
                        Section(header: Text(aisle)) {
                            ForEach(items, id: \.0) { item in
                                if item.1 == aisle { Text(item.0) }
                            }
                        }
                    }
                }
            }
        }
    }

    @Test func rowsAndSectionsAnIfLeavesOutTakeNoRoomAndNoSelection() {
        let host = TestHost(FilteredAisles(), width: 30, height: 8)
        #expect(
            (0..<5).map { line(host, $0) } == ["bakery", "bread", "fruits", "apples", "pears"], "\(host.screenText)")
        #expect(selectedLine(host) == "bread")
        host.press(.downArrow)
        #expect(selectedLine(host) == "apples", "the rows left out are passed over")
        host.press(.upArrow)
        #expect(selectedLine(host) == "bread")
        #expect(host.focusProblem == nil)
    }

    @Test func onDeleteWorksInsideASection() {
        let host = TestHost(Pantry(), width: 30, height: 12)
        host.press(.downArrow)
        host.press(.delete)
        #expect(!host.screenText.contains("fig"))
        #expect(host.screenText.contains("4 fruit"))
        #expect(selectedLine(host) == "kiwi")
    }

    @Test func aHeaderScrollsIntoViewWithItsFirstRow() {
        let host = TestHost(Pantry(), width: 30, height: 4)
        host.press(.end)
        #expect(selectedLine(host) == "leek")
        host.press(.home)
        #expect(line(host, 0) == "Fruit")
        #expect(selectedLine(host) == "apple")
    }

    /// A header holding controls (a field and a button that add a row) is a row to select:
    /// Tab reaches its field first, and its button adds the row.
    @Test func aHeaderWithAFieldIsARowItsControlsTakeFocusIn() {
        struct ToDos: View {
            @State private var newToDo = ""
            @State private var items = ["Practice", "Shop"]
            var body: some View {
                List {
                    Section(
                        header: HStack {
                            TextField("new todo", text: $newToDo)
                            Button("Add") {
                                items.append(newToDo)
                                newToDo = ""
                            }
                        }
                    ) {
                        ForEach(items, id: \.self) { Text($0) }
                    }
                }
            }
        }
        let host = TestHost(ToDos(), width: 40, height: 8)
        host.type("Walk")
        #expect(host.screen[0].contains("Walk"), "focus starts in the header's field:\n\(host.screenText)")
        host.press(.tab)
        host.press(.return)
        #expect(line(host, 3) == "Walk", "the header's button adds the row:\n\(host.screenText)")
        #expect(host.screen[0].contains("new todo"))
        host.press(.downArrow)
        #expect(selectedLine(host) == "Practice", "↓ goes on to the rows")
    }
}
