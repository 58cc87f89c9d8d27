import TerminalUI

/// One thing to do.
struct TodoItem: Identifiable {
    let id = UUID()
    var title: String
    var isDone = false
}

/// The to-do items, for the run of the app.
@MainActor
final class TodoList: ObservableObject {
    @Published var items: [TodoItem] = []

    /// Adds an item titled `title` (surrounding blanks removed; nothing for a blank title).
    func add(_ title: String) {
        let trimmed = title.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { return }
        items.append(TodoItem(title: trimmed))
    }

    /// Removes the items that are done.
    func clearDone() {
        items.removeAll { $0.isDone }
    }
}
