import TerminalUI

/// The items done, which can be unchecked (back to the To do tab) or cleared.
struct DoneListView: View {
    @EnvironmentObject private var list: TodoList

    var body: some View {
        if list.items.contains(where: \.isDone) {
            VStack(alignment: .leading, spacing: 0) {
                List {
                    ForEach(list.items.filter(\.isDone)) { item in
                        Toggle(item.title, isOn: list.isDone(item))
                    }
                }
                Button("Clear done") { list.clearDone() }
            }
        } else {
            Text("Nothing done yet")
                .foregroundStyle(.secondary)
        }
    }
}
