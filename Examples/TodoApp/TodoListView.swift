import TerminalUI

/// A field to add items, the setting, and the items in two sections.
struct TodoListView: View {
    @EnvironmentObject private var list: TodoList
    @AppStorage("showDone") private var showDone = true
    @State private var draft = ""

    /// Whether `item` is done, read and written in the list.
    private func isDone(_ item: TodoItem) -> Binding<Bool> {
        Binding(get: {
            list.items.first { $0.id == item.id }?.isDone ?? false
        }, set: { done in
            if let index = list.items.firstIndex(where: { $0.id == item.id }) {
                list.items[index].isDone = done
            }
        })
    }

    var body: some View {
        NavigationStack {
            VStack(alignment: .leading, spacing: 0) {
                TextField("New item", text: $draft)
                    .onSubmit {
                        list.add(draft)
                        draft = ""
                    }
                Toggle("Show done", isOn: $showDone)
                List {
                    Section("To do (\(list.items.count { !$0.isDone }))") {
                        ForEach(list.items.filter { !$0.isDone }) { item in
                            Toggle(item.title, isOn: isDone(item))
                        }
                    }
                    if showDone {
                        Section("Done") {
                            ForEach(list.items.filter(\.isDone)) { item in
                                Toggle(item.title, isOn: isDone(item))
                            }
                        }
                    }
                }
            }
            .navigationTitle("To-do")
        }
    }
}
