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

    /// Whether `item` is done, read and written in the list.
    func isDone(_ item: TodoItem) -> Binding<Bool> {
        Binding(
            get: { self.items.first { $0.id == item.id }?.isDone ?? false },
            set: { done in
                if let index = self.items.firstIndex(where: { $0.id == item.id }) {
                    self.items[index].isDone = done
                }
            })
    }

    /// Removes the items that are done.
    func clearDone() {
        items.removeAll { $0.isDone }
    }
}
