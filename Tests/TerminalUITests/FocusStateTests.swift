import Testing

@testable import TerminalUICore

@Suite("Focus state and taps")
@MainActor
struct FocusStateTests {
    private enum Field: Hashable { case user, password }

    private struct Login: View {
        @State private var user = ""
        @State private var password = ""
        @FocusState private var focus: Field?
        let log: Log

        var body: some View {
            let _ = log("focus \(String(describing: focus))")
            VStack(alignment: .leading) {
                TextField("User", text: $user).focused($focus, equals: .user).onSubmit { focus = .password }
                SecureField("Password", text: $password).focused($focus, equals: .password)
                Button("Clear") { focus = nil }
                Button("To user") { focus = .user }
            }
            .onAppear { focus = .password }
        }
    }

    @Test func settingTheStateMovesFocusAndMovingFocusSetsTheState() {
        let log = Log()
        let host = TestHost(Login(log: log), width: 30, height: 4)
        // onAppear moved focus to the password field.
        #expect(host.focusedFrame?.minY == 1)
        #expect(log.entries.last?.hasSuffix("password)") == true)
        host.press(.tab)
        #expect(log.entries.last == "focus nil")
        host.press(.tab)
        host.press(.return)
        #expect(host.focusedFrame?.minY == 0)
        #expect(log.entries.last?.hasSuffix("user)") == true)
        host.type("ann")
        host.press(.return)
        #expect(host.focusedFrame?.minY == 1)
    }

    private struct Note: View {
        @State private var text = ""
        @FocusState private var isEditing: Bool
        var body: some View {
            VStack(alignment: .leading) {
                Text(isEditing ? "editing" : "idle")
                TextField("Note", text: $text).focused($isEditing, equals: true)
                Button("Edit") { isEditing = true }
            }
        }
    }

    @Test func aBoolFocusStateBindsWithEquals() {
        let host = TestHost(Note(), width: 20, height: 3)
        #expect(host.screen[0] == "editing", "focus starts on the field and sets the state:\n\(host.screenText)")
        host.press(.tab)
        #expect(host.screen[0] == "idle", "focus on the button clears it")
        host.press(.return)
        #expect(host.screen[0] == "editing", "setting the state focuses the field")
        #expect(host.focusedFrame?.minY == 1)
    }

    @Test func aBoolFocusStateDrivesAToolbarButton() {
        struct Amount: View {
            @State private var amount = ""
            @FocusState private var focused: Bool
            var body: some View {
                NavigationStack {
                    VStack {
                        Button("Other") {}
                        TextField("Amount", text: $amount).focused($focused)
                    }
                    .toolbar { if focused { Button("Done") { focused = false } } }
                }
            }
        }
        let host = TestHost(Amount(), width: 30, height: 6)
        #expect(!host.screen[0].contains("Done"))
        host.press(.tab)
        #expect(host.screen[0].contains("[ Done ]"))
        host.press(.tab)
        host.press(.return)
        #expect(!host.screen[0].contains("Done"))
    }

    @Test func aTappableTextTakesFocusAndRunsOnReturnOrInAListRow() {
        let log = Log()
        let host = TestHost(
            VStack {
                Text("Tap me").onTapGesture { log("tap") }
                List { Text("Row").onTapGesture { log("row") } }
            }, width: 20, height: 4)
        #expect(host.cell(x: 7, y: 0).style.attributes.contains(.reverse))
        host.press(.space)
        host.press(.tab)
        host.press(.return)
        #expect(log.entries == ["tap", "row"])
    }

    /// A list whose button focuses a field in another row, as an "Add Task" button focuses
    /// the new task's field.
    private struct Tasks: View {
        @State private var first = ""
        @State private var second = ""
        @FocusState private var editsSecond: Bool
        var body: some View {
            List {
                TextField("First", text: $first)
                TextField("Second", text: $second).focused($editsSecond)
                Button("Edit second") { editsSecond = true }
            }
            Text("Second: \(second)")
        }
    }

    @Test func focusSetByCodeOnAFieldInAnotherRowSelectsThatRow() {
        let host = TestHost(Tasks(), width: 30, height: 6)
        host.press(.downArrow)
        host.press(.downArrow)
        host.press(.return)
        host.type("xy")
        #expect(host.shows("Second: xy"), "typed into the second row's field:\n\(host.screenText)")
        #expect(host.focusProblem == nil)
    }

    @Test func aRowAddedWithItsFieldFocusedTakesTheTyping() {
        struct Item: Identifiable {
            let id: Int
            var name = ""
        }
        struct Items: View {
            @State private var items = (0..<3).map { Item(id: $0, name: "Item \($0)") }
            @FocusState private var focused: Int?
            var body: some View {
                VStack {
                    Button("Add") {
                        items.insert(Item(id: items.count), at: 0)
                        focused = items[0].id
                    }
                    List {
                        ForEach($items) { $item in
                            TextField("Name", text: $item.name).focused($focused, equals: item.id)
                        }
                    }
                }
            }
        }
        let host = TestHost(Items(), width: 30, height: 8)
        host.press(.return)
        host.type("Pizza")
        #expect(host.screen[1].contains("Pizza"), "the new row's field took the typing:\n\(host.screenText)")
        #expect(host.screenText.contains("Item 0") && host.screenText.contains("Item 2"))
    }
}
