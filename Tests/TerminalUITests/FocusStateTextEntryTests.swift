import Foundation
import Testing

@testable import TerminalUICore

// Focus asked by a `@FocusState` for a view that holds several controls goes to its first text
// field when it has one: SwiftUI's buttons take no focus, so a to-do row of a checkbox and a
// title, focused when it is added, has its title focused.

private struct Todo: Identifiable {
    let id = UUID()
    var title: String
    var isDone = false
}

private struct TodoRow: View {
    @Binding var todo: Todo

    var body: some View {
        HStack {
            Button(todo.isDone ? "[x]" : "[ ]") { todo.isDone.toggle() }
            TextField("Todo", text: $todo.title)
        }
    }
}

private struct Todos: View {
    @State private var todos = [Todo(title: "Wash the car"), Todo(title: "Walk the dog")]
    @FocusState private var focused: UUID?

    var body: some View {
        VStack {
            List($todos) { $todo in
                TodoRow(todo: $todo).focused($focused, equals: todo.id)
            }
            Button("Add") {
                let todo = Todo(title: "")
                todos.insert(todo, at: 0)
                focused = todo.id
            }
        }
    }
}

/// A checkbox and a note outside a list, focused by a Boolean focus state.
private struct Note: View {
    @State private var text = ""
    @State private var pinned = false
    @FocusState private var isEditing: Bool

    var body: some View {
        VStack(alignment: .leading) {
            Button("Edit") { isEditing = true }
            HStack {
                Toggle("Pinned", isOn: $pinned)
                TextField("Note", text: $text)
            }
            .focused($isEditing)
        }
    }
}

@Suite("Focus state on a view holding a text field")
@MainActor
struct FocusStateTextEntryTests {
    @Test func aNewRowFocusedByItsIDTakesTypingInItsTitle() {
        let host = TestHost(Todos(), width: 40, height: 8)
        for _ in 0..<6 where host.focusedText?.contains("Add") != true { host.press(.tab) }
        host.press(.return)
        host.type("Feed the cat")
        #expect(host.screen[0].contains("[ ]") && host.screen[0].contains("Feed the cat"), "\(host.screenText)")
        #expect(host.screenText.contains("Wash the car") && host.focusProblem == nil)
    }

    @Test func aFocusStateOnAStackOfAToggleAndAFieldFocusesTheField() {
        let host = TestHost(Note(), width: 40, height: 4)
        host.press(.return)
        host.type("Milk")
        #expect(host.screenText.contains("Milk"), "\(host.screenText)")
        #expect(host.screenText.contains("[ ] Pinned"), "the toggle was not pressed")
    }

    @Test func tabStillReachesTheControlsBeforeTheField() {
        let host = TestHost(Note(), width: 40, height: 4)
        host.press(.tab)
        #expect(host.focusedText?.contains("Pinned") == true, "Tab goes in reading order, toggle first")
    }
}
