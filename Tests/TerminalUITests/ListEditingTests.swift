import Testing

@testable import TerminalUICore

@Suite("Editing lists")
@MainActor
struct ListEditingTests {
    private struct Fruits: View {
        @State var fruits = ["Apple", "Banana", "Cherry", "Damson"]

        var body: some View {
            List {
                ForEach(fruits, id: \.self) { Text($0) }
                    .onDelete { fruits.remove(atOffsets: $0) }
                    .onMove { fruits.move(fromOffsets: $0, toOffset: $1) }
            }
        }
    }

    @Test func deleteRemovesTheSelectedRowThroughOnDelete() {
        let host = TestHost(Fruits(), width: 20, height: 5)
        host.press(.downArrow)
        host.press(.delete)
        #expect(host.screen.prefix(3) == [" Apple", " Cherry", " Damson"])
        host.press(.deleteForward)
        #expect(host.screen.prefix(2) == [" Apple", " Damson"])
    }

    @Test func altUpAndDownMoveTheSelectedRowAndTheSelectionFollows() {
        let host = TestHost(Fruits(), width: 20, height: 5)
        host.press(.downArrow, modifiers: .option)
        host.press(.downArrow, modifiers: .option)
        #expect(host.screen.prefix(4) == [" Banana", " Cherry", " Apple", " Damson"])
        #expect(host.cell(x: 1, y: 2).style.attributes.contains(.reverse))
        host.press(.upArrow, modifiers: .option)
        #expect(host.screen.prefix(3) == [" Banana", " Apple", " Cherry"])
    }

    @Test func removeAndMoveByOffsetsMatchSwiftUI() {
        var letters = Array("abcdef")
        letters.remove(atOffsets: IndexSet([1, 3]))
        #expect(String(letters) == "acef")
        letters.move(fromOffsets: IndexSet([0, 1]), toOffset: 4)
        #expect(String(letters) == "efac")
        letters.move(fromOffsets: IndexSet([3]), toOffset: 0)
        #expect(String(letters) == "cefa")
    }

    @Test func aRowAddedAboveWhileFocusIsElsewhereShowsAtTheTop() {
        struct Journal: View {
            @State var entries = ["Monday", "Sunday"]
            var body: some View {
                VStack {
                    Button("Add") { entries.insert("Entry \(entries.count)", at: 0) }
                    List(entries, id: \.self) { entry in
                        VStack(alignment: .leading) {
                            Text(entry)
                            Text("a note")
                        }
                    }
                }
            }
        }
        let host = TestHost(Journal(), width: 20, height: 3)
        host.press(.tab)
        #expect(host.screen[1].contains("Monday"), "the list has focus, its cursor on Monday")
        host.press(.tab)
        host.press(.return)
        #expect(host.screen[1].contains("Entry 2"), "the new entry shows at the top:\n\(host.screenText)")
        host.press(.return)
        #expect(host.screen[1].contains("Entry 3"))
        host.press(.tab)
        #expect(host.screen[1].contains("Monday"), "focus back in the list shows its cursor's row:\n\(host.screenText)")
    }
}
