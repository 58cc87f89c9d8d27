import Testing

@testable import TerminalUICore

@Suite("Toolbar")
@MainActor
struct ToolbarTests {
    @Test func itemsShowInTheTitleLineAndTakeFocusAndShortcuts() {
        let log = Log()
        let host = TestHost(
            NavigationStack {
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

    /// A field's keyboard toolbar, written on the field inside a `Form`: its items show in the
    /// bar, above the form that clips its rows, and are reached there by Tab and by a click.
    @Test(arguments: [false, true])
    func aToolbarOfAFieldInAFormIsReachedInTheBar(inScrollView: Bool) {
        let log = Log()
        let field = TextField("Guess", text: .constant(""))
            .toolbar {
                ToolbarItemGroup(placement: .keyboard) {
                    Spacer()
                    Button("Submit") { log("submit") }
                }
            }
        let host = TestHost(
            NavigationStack {
                Group {
                    if inScrollView {
                        AnyView(
                            ScrollView {
                                VStack {
                                    ForEach(0..<30) { Text("Row \($0)") }
                                    field
                                }
                            })
                    } else {
                        AnyView(Form { field })
                    }
                }
                .navigationTitle("Game")
            }, width: 40, height: 8)
        #expect(host.screen[0] == " Game                        [ Submit ]")
        host.click(x: 32, y: 0)
        #expect(log.entries == ["submit"])
        for _ in 0..<3 where host.focusedText != "[ Submit ]" { host.press(.tab) }
        #expect(host.focusedFrame == Rect(x: 29, y: 0, width: 10, height: 1), "the item as the bar shows it")
        host.press(.return)
        #expect(log.entries == ["submit", "submit"])
    }

    /// A button shown in a field's keyboard toolbar only while the field is focused vanishes
    /// when Tab reaches it (the field lost focus): focus goes on past it, both ways, rather
    /// than back to the first control.
    @Test func tabGoesPastAKeyboardButtonThatVanishesAsItTakesFocus() {
        let host = TestHost(KeyboardButtonForm(), width: 40, height: 8)
        #expect(host.focusedText == "Amount")
        #expect(host.shows("[ Next ]"), "the field's button, while it is focused")
        host.press(.tab)
        #expect(host.focusedText == "Tip")
        #expect(!host.shows("[ Next ]"))
        host.press(.tab, modifiers: .shift)
        #expect(host.focusedText == "Amount")
        host.press(.tab)
        host.press(.tab)
        #expect(host.focusedText == "Amount", "round the form")
    }

    @Test func anItemWithATallPictureInItsLabelShowsItsTextInTheTitleLine() {
        let log = Log()
        let host = TestHost(
            NavigationStack {
                Text("Tasks")
                    .toolbar {
                        Button {
                            log("add")
                        } label: {
                            HStack {
                                Image(systemName: "plus.circle.fill").resizable().frame(width: 40, height: 40)
                                Text("Add")
                            }
                        }
                    }
            }, width: 40, height: 6)
        #expect(host.screen[0].contains("Add ]"), "\(host.screenText)")
        #expect(host.screen[1].hasPrefix("────"), "the label is cut to the title line:\n\(host.screenText)")
        host.press(.tab)
        host.press(.return)
        #expect(log.entries == ["add"])
    }

    /// A toolbar type of one's own, as apps gather an editor's items.
    private struct EditorToolbar: ToolbarContent {
        let isEditing: Bool
        let log: Log
        var body: some ToolbarContent {
            ToolbarItem(placement: .cancellationAction) { Button("Cancel") { log("cancel") } }
            if isEditing {
                ToolbarItem(placement: .confirmationAction) { Button("Done") { log("done") } }
            }
        }
    }

    private struct Editor: View {
        let log: Log
        var body: some View {
            NavigationStack {
                Text("Body")
                    .navigationTitle("Notes")
                    .toolbar { EditorToolbar(isEditing: true, log: log) }
                    .toolbar { status }
            }
        }

        @ToolbarContentBuilder private var status: some ToolbarContent {
            ToolbarItem(placement: .bottomBar) { Text("3 notes") }
        }
    }

    @Test func toolbarContentOfOnesOwnShowsItsItems() {
        let log = Log()
        let host = TestHost(Editor(log: log), width: 40, height: 6)
        #expect(host.screen[0] == " [ Cancel ] Notes              [ Done ]", "\(host.screenText)")
        #expect(host.screenText.contains("3 notes"), "the builder's item in the bottom bar:\n\(host.screenText)")
        host.press(.return)
        host.press(.tab)
        host.press(.return)
        #expect(log.entries == ["cancel", "done"])
    }

    @Test func aCustomizableToolbarShowsEveryItemAsAToolbarDoes() {
        let log = Log()
        let host = TestHost(
            NavigationStack {
                Text("Body")
                    .navigationTitle("Notes")
                    .toolbar(id: "editor") {
                        ToolbarItem(id: "back", placement: .navigation) { Button("Back") { log("back") } }
                        ToolbarItem(id: "share", placement: .primaryAction, showsByDefault: false) {
                            Button("Share") { log("share") }
                        }
                    }
            }, width: 40, height: 5)
        #expect(host.screen[0] == " [ Back ] Notes               [ Share ]")
        host.press(.return)
        host.press(.tab)
        host.press(.return)
        #expect(log.entries == ["back", "share"])
    }

    @Test func navigationBarItemsWithEditButtonTurnEditModeOnAndOff() {
        let host = TestHost(
            NavigationView {
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

    /// A sidebar too narrow for its title and both items: the items keep their width and the
    /// title is cut short between them.
    @Test(arguments: [Size(width: 80, height: 24), Size(width: 40, height: 12)])
    func inANarrowSidebarTheItemsKeepTheirWidthAndTheTitleIsCut(size: Size) {
        let log = Log()
        let host = TestHost(
            NavigationView {
                List { Text("Lunch") }
                    .navigationTitle("Monthly expenses")
                    .navigationBarItems(leading: EditButton(), trailing: Button("+") { log("add") })
                Text("Pick an expense")
            }, width: size.width, height: size.height)
        #expect(host.screen[0].contains("[ Edit ]"))
        #expect(host.screen[0].contains("[ + ]"))
        #expect(host.focusProblem == nil)
        for _ in 0..<4 where !host.isReversed("[ + ]") { host.press(.tab) }
        host.press(.return)
        #expect(log.entries == ["add"], "Tab reaches the trailing item:\n\(host.screenText)")
        Snapshot.assert(host, named: "toolbar-narrow-sidebar-\(size.width)x\(size.height)")
    }

    private struct Spaced: View {
        let endsWithFixedSpace: Bool
        var body: some View {
            NavigationStack {
                Text("Body")
                    .toolbar {
                        ToolbarItem(placement: .bottomBar) { Button("Add") {} }
                        ToolbarSpacer(placement: .bottomBar)
                        ToolbarItem(placement: .bottomBar) { Text("1 note") }
                        if endsWithFixedSpace { ToolbarSpacer(.fixed, placement: .bottomBar) }
                    }
            }
        }
    }

    @Test func aToolbarSpacerSpreadsTheItemsOfItsPlacement() {
        let flexible = TestHost(Spaced(endsWithFixedSpace: false), width: 30, height: 5)
        #expect(flexible.screen[4] == " [ Add ]               1 note", "spread apart:\n\(flexible.screenText)")
        let fixed = TestHost(Spaced(endsWithFixedSpace: true), width: 30, height: 5)
        #expect(fixed.screen[4] == " [ Add ]             1 note", "a fixed space at the end:\n\(fixed.screenText)")
    }

    /// A phone's toolbar at the bottom of the screen: an add button, and a count spread to the
    /// other end by a spacer.
    private struct Notes: View {
        @State private var notes = ["Milk"]
        var body: some View {
            NavigationStack {
                List(notes, id: \.self) { Text($0) }
                    .navigationTitle("Notes")
                    .toolbar {
                        ToolbarItem(placement: .bottomBar) {
                            Button("Add") { notes.append("Note \(notes.count + 1)") }
                        }
                        ToolbarItemGroup(placement: .bottomBar) {
                            Spacer()
                            Text("\(notes.count) notes")
                        }
                    }
            }
        }
    }

    @Test(arguments: SnapshotTests.sizes)
    func bottomBarItemsShowInARowAtTheBottom(size: Size) throws {
        let host = TestHost(Notes(), width: size.width, height: size.height)
        let last = host.screen[size.height - 1]
        #expect(last.contains("[ Add ]") && last.hasSuffix("1 notes"), "the bottom row:\n\(host.screenText)")
        #expect(!host.screen[0].contains("Add"), "not in the title line")
        let add = try #require(host.locate("[ Add ]"))
        host.click(x: add.x + 2, y: add.y)
        #expect(host.shows("Note 2") && host.screen[size.height - 1].contains("2 notes"))
        for _ in 0..<3 where host.focusedFrame?.minY != size.height - 1 { host.press(.tab) }
        #expect(host.focusedFrame?.minY == size.height - 1, "Tab reaches it:\n\(host.screenText)")
        host.press(.return)
        #expect(host.shows("Note 3"))
        Snapshot.assert(host, named: "toolbar-bottom-bar-\(size.width)x\(size.height)")
        #expect(host.focusProblem == nil)
    }
}

/// Two fields in a form, the first with a keyboard toolbar button shown while it is focused.
private struct KeyboardButtonForm: View {
    enum Field { case amount, tip }
    @FocusState private var focused: Field?
    @State private var amount = ""
    @State private var tip = ""

    var body: some View {
        NavigationStack {
            Form {
                TextField("Amount", text: $amount)
                    .focused($focused, equals: .amount)
                    .toolbar {
                        ToolbarItemGroup(placement: .keyboard) {
                            if focused == .amount {
                                Button("Next") { focused = .tip }
                            }
                        }
                    }
                TextField("Tip", text: $tip)
                    .focused($focused, equals: .tip)
            }
            .navigationTitle("Split")
        }
    }
}
