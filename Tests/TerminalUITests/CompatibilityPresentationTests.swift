import Testing
@testable import TerminalUI

// Headless tests of navigation, presentation, focus and editing APIs added for SwiftUI
// compatibility: NavigationStack, .toolbar, .sheet, the older Alert forms, confirmationDialog,
// .onDelete/.onMove with EditButton, .onTapGesture, @FocusState, @Bindable and
// @Environment(Model.self).

private struct Colour: Hashable {
    let name: String
}

/// A stack whose path is an array of strings, with value links and a pop-to-root button.
private struct PathStack: View {
    @State private var path: [String] = []
    let log: Log

    var body: some View {
        NavigationStack(path: $path) {
            VStack(alignment: .leading) {
                NavigationLink("Apple", value: "Apple")
                NavigationLink("Pear", value: "Pear")
            }
            .navigationTitle("Fruit")
            .navigationDestination(for: String.self) { fruit in
                VStack(alignment: .leading) {
                    Text("About \(fruit)")
                    NavigationLink("More", value: fruit + "+")
                    Button("Root") { path.removeAll() }
                }
                .navigationTitle(fruit)
                .onAppear { log("appear \(fruit)") }
                .onDisappear { log("disappear \(fruit)") }
            }
        }
        .onChange(of: path) { log("path \(path)") }
    }
}

@Suite("NavigationStack")
@MainActor
struct NavigationStackTests {
    @Test func valueLinksPushWhatNavigationDestinationMakesAndEscapePops() {
        let log = Log()
        let host = TestHost(PathStack(log: log), width: 40, height: 10)
        #expect(host.screen[0] == " Fruit")
        host.press(.tab)
        host.press(.return)
        #expect(host.screen[0] == " ‹ Fruit  Pear")
        #expect(host.screen[2] == "About Pear")
        #expect(Set(log.entries) == ["appear Pear", "path [\"Pear\"]"])
        host.press(.return)
        #expect(host.screen[0] == " ‹ Pear  Pear+")
        host.press(.escape)
        #expect(host.screen[0] == " ‹ Fruit  Pear")
        host.press(.escape)
        #expect(host.screen[0] == " Fruit")
        #expect(host.focusProblem == nil)
        #expect(log.entries.suffix(2).contains("path []"))
        #expect(log.entries.contains("disappear Pear"))
    }

    @Test func clearingThePathPopsToTheRoot() {
        let log = Log()
        let host = TestHost(PathStack(log: log), width: 40, height: 10)
        host.press(.return)
        host.press(.return)
        #expect(host.screen[2] == "About Apple+")
        host.press(.tab)
        host.press(.return)
        #expect(host.screen[0] == " Fruit")
        #expect(log.entries.contains("disappear Apple+"))
        #expect(log.entries.suffix(3).contains("path []"))
    }

    @Test func aStackWithoutAPathPushesViewDestinationsAndDismissPops() {
        struct Detail: View {
            @Environment(\.dismiss) private var dismiss
            var body: some View {
                Button("Close") { dismiss() }.navigationTitle("Detail")
            }
        }
        let host = TestHost(NavigationStack {
            NavigationLink(destination: Detail()) { Text("Open") }
        }, width: 30, height: 6)
        host.press(.return)
        #expect(host.screen[0] == " ‹ Back  Detail")
        host.press(.return)
        #expect(host.screen[2].hasPrefix("Open"))
    }

    @Test func aValueWithoutADestinationShowsAMessageNotACrash() {
        let host = TestHost(NavigationStack {
            NavigationLink("Colour", value: Colour(name: "red"))
        }, width: 50, height: 6)
        host.press(.return)
        #expect(host.screen[2] == "No navigationDestination for Colour")
    }
}

@Suite("Toolbar")
@MainActor
struct ToolbarTests {
    @Test func itemsShowInTheTitleLineAndTakeFocusAndShortcuts() {
        let log = Log()
        let host = TestHost(NavigationStack {
            Text("Body")
                .navigationTitle("Notes")
                .toolbar {
                    ToolbarItem(placement: .cancellationAction) { Button("Cancel") { log("cancel") } }
                    Button("Save") { log("save") }.keyboardShortcut("s")
                }
        }, width: 40, height: 5)
        #expect(host.screen[0] == " [ Cancel ] Notes              [ Save ]")
        host.press("s", modifiers: .control)
        host.press(.return)
        host.press(.tab)
        host.press(.return)
        #expect(log.entries == ["save", "cancel", "save"])
    }

    @Test func navigationBarItemsWithEditButtonTurnEditModeOnAndOff() {
        let host = TestHost(NavigationView {
            List { ForEach(["a", "b"], id: \.self) { Text($0) }.onDelete { _ in } }
                .navigationBarItems(leading: EditButton(), trailing: Button("Add") {})
        }, width: 40, height: 6)
        #expect(host.screen[0].contains("[ Edit ]"))
        #expect(host.screen[0].hasSuffix("[ Add ]"))
        host.press(.tab)
        host.press(.return)
        #expect(host.screen[0].contains("[ Done ]"))
        #expect(host.screen[2].hasPrefix("−a"))
        host.press(.return)
        #expect(host.screen[0].contains("[ Edit ]"))
        #expect(host.screen[2].hasPrefix(" a"))
    }

    @Test func withoutANavigationContainerTheItemsGetTheirOwnRow() {
        let host = TestHost(Text("Body").toolbar { Button("Done") {} }, width: 20, height: 3)
        #expect(host.screen == ["[ Done ]", "Body", ""])
    }
}

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
}

@Observable
private final class Book {
    var title = "Dune"
    var isAvailable = true
}

private struct BookEditor: View {
    @Bindable var book: Book
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack(alignment: .leading) {
            TextField("Title", text: $book.title).onSubmit { dismiss() }
            Toggle("Available", isOn: $book.isAvailable)
            Button("Close") { dismiss() }
        }
    }
}

private struct BookScreen: View {
    let book: Book
    let log: Log
    @State private var editing = false

    var body: some View {
        VStack(alignment: .leading) {
            Text("\(book.title) — \(book.isAvailable ? "in" : "out")")
            Button("Edit") { editing = true }
        }
        .sheet(isPresented: $editing, onDismiss: { log("dismissed") }) {
            BookEditor(book: book)
        }
    }
}

@Suite("Sheets")
@MainActor
struct SheetTests {
    @Test func aSheetEditsABindableModelAndDismissCloses() {
        let book = Book()
        let log = Log()
        let host = TestHost(BookScreen(book: book, log: log), width: 40, height: 8)
        host.press(.return)
        // A sheet covers the screen but one column each side.
        #expect(host.screen[0].hasPrefix("D┌"))
        host.type("!")
        #expect(book.title == "Dune!")
        host.press(.tab)
        host.press(.space)
        #expect(book.isAvailable == false)
        host.press(.tab)
        host.press(.return)
        #expect(host.screen[0] == "Dune! — out")
        #expect(log.entries == ["dismissed"])
        #expect(host.focusProblem == nil)
    }

    @Test func escapeAndOnSubmitCloseTheSheetToo() {
        let log = Log()
        let host = TestHost(BookScreen(book: Book(), log: log), width: 40, height: 8)
        host.press(.return)
        host.press(.escape)
        #expect(host.screen[0] == "Dune — in")
        host.press(.return)
        host.press(.return)
        #expect(host.screen[0] == "Dune — in")
        #expect(log.entries == ["dismissed", "dismissed"])
    }

    private struct Item: Identifiable {
        let id: Int
    }

    private struct ItemSheet: View {
        @State private var item: Item?
        let log: Log

        var body: some View {
            let _ = log("item \(item?.id ?? 0)")
            Button("Show") { item = Item(id: (item?.id ?? 6) + 1) }
                .sheet(item: $item) { Text("Item \($0.id)") }
        }
    }

    @Test func aSheetForAnItemShowsItAndClosingSetsItToNil() {
        let log = Log()
        let host = TestHost(ItemSheet(log: log), width: 30, height: 6)
        host.press(.return)
        #expect(host.screenText.contains("Item 7"))
        host.press(.escape)
        #expect(log.entries.last == "item 0")
        #expect(!host.screenText.contains("Item 7"))
    }
}

@Suite("Alert forms")
@MainActor
struct AlertFormTests {
    private struct User: Identifiable {
        let id: String
    }

    @Test func theOldAlertStructWithTwoButtonsRunsTheChosenAction() {
        let log = Log()
        let shown = RecordedValue(true)
        let host = TestHost(Text("Body").alert(isPresented: shown.binding) {
            Alert(title: Text("Delete?"), message: Text("For ever"),
                  primaryButton: .destructive(Text("Delete")) { log("delete") },
                  secondaryButton: .cancel())
        }, width: 40, height: 10)
        #expect(host.screenText.contains("Delete?"))
        #expect(host.screenText.contains("For ever"))
        host.press(.tab)
        host.press(.return)
        #expect(log.entries == ["delete"])
        #expect(shown.writes == [false])
    }

    private struct Greeter: View {
        @State private var user: User?
        let log: Log

        var body: some View {
            let _ = log("user \(user?.id ?? "nil")")
            Text("Hello")
                .onTapGesture { user = User(id: "Taylor") }
                .alert(item: $user) { Alert(title: Text($0.id)) }
        }
    }

    @Test func alertItemShowsWhileTheItemIsSetAndOKClearsIt() {
        let log = Log()
        let host = TestHost(Greeter(log: log), width: 40, height: 10)
        host.press(.return)
        #expect(host.screenText.contains("Taylor"))
        #expect(host.screenText.contains("[ OK ]"))
        host.press(.return)
        #expect(log.entries.last == "user nil")
        #expect(!host.screenText.contains("Taylor"))
    }

    @Test func confirmationDialogAddsACancelThatEscapeChooses() {
        let log = Log()
        let shown = RecordedValue(true)
        let host = TestHost(Text("Body").confirmationDialog("Sort by", isPresented: shown.binding) {
            Button("Name") { log("name") }
            Button("Date") { log("date") }
        }, width: 50, height: 10)
        #expect(host.screenText.contains("[ Cancel ]"))
        host.press(.escape)
        #expect(log.entries.isEmpty)
        #expect(shown.writes == [false])
    }

    @Test func alertPresentingDataBuildsActionsFromIt() {
        let log = Log()
        let shown = RecordedValue(true)
        let host = TestHost(Text("Body").alert("Remove", isPresented: shown.binding, presenting: "Ann") { name in
            Button("Remove \(name)", role: .destructive) { log("removed \(name)") }
            Button("Keep", role: .cancel) {}
        } message: { Text("Remove \($0) from the team?") }, width: 50, height: 10)
        #expect(host.screenText.contains("Remove Ann from the team?"))
        host.press(.tab)
        host.press(.return)
        #expect(log.entries == ["removed Ann"])
    }
}

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
        let host = TestHost(VStack {
            Text("Tap me").onTapGesture { log("tap") }
            List { Text("Row").onTapGesture { log("row") } }
        }, width: 20, height: 4)
        #expect(host.cell(x: 7, y: 0).style.attributes.contains(.reverse))
        host.press(.space)
        host.press(.tab)
        host.press(.return)
        #expect(log.entries == ["tap", "row"])
    }
}

@Observable
private final class Account {
    var name = "Ann"
}

@Suite("Observation with import TerminalUI alone")
@MainActor
struct ObservableEnvironmentTests {
    private struct Greeting: View {
        @Environment(Account.self) private var account
        @Environment(Account.self) private var optionalAccount: Account?

        var body: some View {
            @Bindable var account = account
            VStack(alignment: .leading) {
                Text("Hi \(account.name) \(optionalAccount == nil ? "-" : "+")")
                TextField("Name", text: $account.name)
            }
        }
    }

    @Test func environmentProvidesAnObservableObjectByType() {
        let account = Account()
        let host = TestHost(Greeting().environment(account), width: 30, height: 2)
        #expect(host.screen[0] == "Hi Ann +")
        host.type("e")
        #expect(account.name == "Anne")
        #expect(host.screen[0] == "Hi Anne +")
        account.name = "Bo"
        host.settle()
        #expect(host.screen[0] == "Hi Bo +")
    }

    @Test func theOptionalFormReadsNilWhenNothingWasProvided() {
        struct Probe: View {
            @Environment(Account.self) private var account: Account?
            var body: some View { Text(account == nil ? "none" : "some") }
        }
        #expect(TestHost(Probe(), width: 10, height: 1).screen[0] == "none")
        #expect(TestHost(Probe().environment(Account()), width: 10, height: 1).screen[0] == "some")
    }
}

@Suite("Searchable")
@MainActor
struct SearchableTests {
    private struct Names: View {
        @State private var query = ""
        private let names = ["Ann", "Bob", "Anna", "Cy"]

        var body: some View {
            NavigationStack {
                List {
                    ForEach(names.filter { query.isEmpty || $0.contains(query) }, id: \.self) { Text($0) }
                }
                .navigationTitle("Names")
                .searchable(text: $query, prompt: "Find")
            }
        }
    }

    @Test func slashFocusesTheFieldTypingFiltersAndEscapeClearsAndReturnsToTheList() {
        let host = TestHost(Names(), width: 30, height: 8)
        #expect(host.screen[2] == "⌕ Find")
        #expect(host.screen[3] == " Ann")
        host.press(.downArrow)
        #expect(host.cell(x: 1, y: 4).style.attributes.contains(.reverse))
        host.press("/")
        host.type("An")
        #expect(host.screen[2].hasPrefix("⌕ An"))
        #expect(Array(host.screen[3...4]) == [" Ann", " Anna"])
        #expect(host.screen[5].isEmpty)
        host.press(.escape)
        #expect(host.screen[2] == "⌕ Find")
        #expect(host.screen[6] == " Cy")
        host.press("x")
        #expect(host.screen[2] == "⌕ Find", "Esc gave the focus back to the list: keys no longer type into the field")
    }
}
