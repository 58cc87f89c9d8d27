import TerminalUI
import Testing

// A to-do list as tutorials write it: toggles bound through `ForEach($items)` in List rows,
// sections for open and finished items, a field in a row that adds an item and gives up
// focus on Return, a stepper in a row, and a confirmation dialog to clear the finished ones.

private struct Todo: Identifiable {
    let id = UUID()
    var title: String
    var done = false
}

private struct TodoList: View {
    @State private var todos = [Todo(title: "Buy milk"), Todo(title: "Call Ann"), Todo(title: "Pay rent", done: true)]
    @State private var draft = ""
    @State private var priority = 1
    @State private var confirmingClear = false
    @FocusState private var typing: Bool

    private var summary: String {
        "\(todos.filter { !$0.done }.count) open · priority \(priority)" + (typing ? " · typing" : "")
    }

    var body: some View {
        NavigationStack {
            List {
                Section("New") {
                    TextField("Add an item", text: $draft)
                        .focused($typing)
                        .onSubmit {
                            todos.append(Todo(title: draft))
                            draft = ""
                            typing = false
                        }
                    Stepper("Priority \(priority)", value: $priority, in: 1...3)
                }
                Section("Open") {
                    ForEach($todos) { $todo in
                        if !todo.done { Toggle(todo.title, isOn: $todo.done) }
                    }
                }
                Section {
                    ForEach($todos) { $todo in
                        if todo.done { Toggle(todo.title, isOn: $todo.done) }
                    }
                } header: {
                    Text("Done")
                } footer: {
                    Text(summary)
                }
            }
            .navigationTitle("To do")
            .toolbar {
                Button("Clear done") { confirmingClear = true }
            }
            .confirmationDialog("Remove finished items?", isPresented: $confirmingClear, titleVisibility: .visible) {
                Button("Remove", role: .destructive) { todos.removeAll { $0.done } }
            }
        }
    }
}

@Suite("To-do list app")
@MainActor
struct TodoListTests {
    private func shows(_ host: TestHost, _ text: String) -> Bool {
        host.screen.contains { $0.contains(text) }
    }

    @Test func typingAddsAnItemAndReturnGivesUpFocus() {
        let host = TestHost(TodoList(), width: 40, height: 16)
        #expect(shows(host, "2 open · priority 1 · typing"))
        host.type("Water plants")
        host.press(.return)
        #expect(shows(host, "[ ] Water plants"))
        #expect(shows(host, "3 open · priority 1"))
        #expect(!shows(host, "typing"))
        #expect(host.cursor == nil)
        #expect(host.focusProblem == nil)
    }

    @Test func togglesInRowsMoveItemsBetweenSectionsAndTheStepperWorksInItsRow() {
        let host = TestHost(TodoList(), width: 40, height: 16)
        host.press(.downArrow)
        host.press("+")
        host.press("+")
        #expect(shows(host, "priority 3"))
        host.press(.downArrow)
        host.press(.space)
        #expect(shows(host, "1 open"))
        #expect(shows(host, "[x] Buy milk"))
        // The finished item moved below the Done header.
        let done = host.screen.firstIndex { $0.contains("Done") }
        let milk = host.screen.firstIndex { $0.contains("Buy milk") }
        #expect(done != nil && milk != nil && milk! > done!)
        #expect(host.focusProblem == nil)
    }

    @Test func theDialogRemovesFinishedItemsAndItsCancelKeepsThem() {
        let host = TestHost(TodoList(), width: 40, height: 16)
        host.press(.tab, modifiers: .shift)  // from the first field back to the toolbar's button
        host.press(.return)
        #expect(shows(host, "Remove finished items?"))
        host.press(.escape)
        #expect(shows(host, "Pay rent"))
        host.press(.return)
        host.press(.tab)
        host.press(.return)
        #expect(!shows(host, "Pay rent"))
        #expect(shows(host, "Buy milk"))
    }
}
