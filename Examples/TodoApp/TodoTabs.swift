import TerminalUI

/// The tabs of the to-do list, the one shown kept across runs.
struct TodoTabs: View {
    /// A tab of the app, stored by its raw value.
    enum Tab: String {
        case todo, done
    }

    @EnvironmentObject private var list: TodoList
    @AppStorage("tab") private var tab = Tab.todo

    var body: some View {
        TabView(selection: $tab) {
            TodoListView()
                .tabItem { Label("To do (\(list.items.count { !$0.isDone }))", systemImage: "checklist") }
                .tag(Tab.todo)
            DoneListView()
                .tabItem { Label("Done", systemImage: "checkmark") }
                .tag(Tab.done)
        }
    }
}
