import TerminalUI

/// A field to add items, and the items still to do: checking one off moves it to the Done tab.
struct TodoListView: View {
    @EnvironmentObject private var list: TodoList
    @State private var draft = ""

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            TextField("New item", text: $draft)
                .onSubmit {
                    list.add(draft)
                    draft = ""
                }
            List {
                ForEach(list.items.filter { !$0.isDone }) { item in
                    Toggle(item.title, isOn: list.isDone(item))
                }
            }
        }
    }
}
