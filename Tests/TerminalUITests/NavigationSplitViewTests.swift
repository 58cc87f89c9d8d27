import Testing

@testable import TerminalUICore

@Suite("NavigationSplitView")
@MainActor
struct NavigationSplitViewTests {
    private struct Fruits: View {
        @State private var selected = "Apple"
        let fruits = ["Apple", "Banana", "Cherry"]

        var body: some View {
            NavigationSplitView {
                List(fruits, id: \.self, selection: $selected) { fruit in
                    Text(fruit)
                }
            } detail: {
                Text("You chose \(selected)")
            }
        }
    }

    @Test func theSidebarsSelectionDrivesTheDetailBesideIt() {
        let host = TestHost(Fruits(), width: 80, height: 10)
        #expect(host.screen.contains { $0.contains("Apple") && $0.contains("You chose Apple") })
        host.press(.downArrow)
        #expect(host.screen.contains { $0.contains("Banana") && $0.contains("You chose Banana") })
        #expect(host.focusProblem == nil)
    }

    @Test func aSplitViewShowsItsColumnsSideBySideFromSixtyColumns() {
        let host = TestHost(Fruits(), width: 75, height: 6)
        #expect(host.screen.contains { $0.contains("Apple") && $0.contains("You chose Apple") }, "\(host.screenText)")
        let narrow = TestHost(Fruits(), width: 59, height: 6)
        #expect(!narrow.shows("You chose"), "narrower, the sidebar alone")
    }

    @Test func inANarrowTerminalReturnShowsTheDetailInPlaceOfTheSidebarAndEscGoesBack() {
        let host = TestHost(Fruits().navigationTitle("Fruits"), width: 40, height: 8)
        #expect(host.screenText.contains("Apple"))
        #expect(!host.screenText.contains("You chose"))
        host.press(.downArrow)
        host.press(.return)
        #expect(host.screenText.contains("You chose Banana"))
        #expect(!host.screenText.contains("Cherry"), "the detail shows in place of the sidebar")
        #expect(host.focusProblem == nil)
        Snapshot.assert(host, named: "navigationsplitview-narrow-detail-40x8")
        host.press(.escape)
        #expect(host.screenText.contains("Cherry"))
        #expect(!host.screenText.contains("You chose"))
        host.press(.downArrow)
        host.press(.return)
        #expect(host.screenText.contains("You chose Cherry"), "focus is back on the list")
    }

    @Test func widenedWhileShowingTheDetailTheSidebarComesBackBesideIt() {
        let host = TestHost(Fruits(), width: 40, height: 8)
        host.press(.return)
        host.resize(width: 80, height: 8)
        #expect(host.screen.contains { $0.contains("Apple") && $0.contains("You chose Apple") })
        host.resize(width: 40, height: 8)
        #expect(host.screenText.contains("Apple") && !host.screenText.contains("You chose"))
    }

    @Test func escClosesADestinationALinkOpened() {
        let host = TestHost(
            NavigationView {
                List {
                    NavigationLink("Open") { Text("Inside") }
                }
            }, width: 40, height: 8)
        host.press(.return)
        #expect(host.screenText.contains("Inside"))
        host.press(.escape)
        #expect(!host.screenText.contains("Inside"))
        #expect(host.screenText.contains("Open"))
    }

    @Test func detailOnlyShowsTheDetailAlone() {
        let host = TestHost(
            NavigationSplitView(columnVisibility: .constant(.detailOnly)) {
                Text("Fruits")
            } detail: {
                Text("Detail")
            }, width: 80, height: 5)
        #expect(host.screen.contains("Detail") && !host.screen.contains { $0.contains("Fruits") })
    }

    /// Three columns whose visibility goes to `.doubleColumn` once an item is chosen, as a
    /// directory app does to give the detail room.
    private struct Shelves: View {
        @State private var visibility = NavigationSplitViewVisibility.all
        @State private var shelf: String?
        @State private var book: String?

        var body: some View {
            NavigationSplitView(columnVisibility: $visibility) {
                List(["Novels", "Poetry"], id: \.self, selection: $shelf) { Text($0) }
                    .navigationTitle("Shelves")
            } content: {
                List(shelf == "Poetry" ? ["Odes"] : ["Emma", "Ulysses"], id: \.self, selection: $book) { Text($0) }
                    .navigationTitle("Books")
            } detail: {
                Text(book.map { "All about \($0), a book worth reading twice" } ?? "Choose a book")
            }
            .onChange(of: book) { _, book in
                visibility = book == nil ? .all : .doubleColumn
            }
        }
    }

    @Test(arguments: SnapshotTests.sizes)
    func doubleColumnHidesTheSidebarUntilItsButtonOrEsc(size: Size) {
        let host = TestHost(Shelves(), width: size.width, height: size.height)
        host.press(.return)
        #expect(host.shows("Emma"), "Novels chosen: its books show")
        // Beside the sidebar, Tab to the books chooses the first; in its place, Return does.
        host.press(size.width >= 80 ? .tab : .return)
        #expect(host.shows("All about Emma"), "Emma is chosen:\n\(host.screenText)")
        #expect(!host.shows("Novels") && !host.shows("Shelves"), "the sidebar is hidden:\n\(host.screenText)")
        #expect(host.shows("◧ Sidebar") && host.shows("Books"), "the books' title and the sidebar button")
        #expect(host.focusProblem == nil)
        Snapshot.assert(host, named: "navigationsplitview-doublecolumn-\(size.width)x\(size.height)")
        host.press(.downArrow)
        #expect(host.shows("All about Ulysses"), "focus stayed on the books: ↓ chooses the next")
        host.press(.escape)
        #expect(host.shows("Novels"), "Esc shows the sidebar again:\n\(host.screenText)")
        #expect(host.shows("Ulysses") == (size.width >= 80), "beside the books, or (narrower) in their place")
        #expect(!host.shows("◧ Sidebar"))
    }

    @Test func theSidebarButtonShowsTheSidebarAgain() {
        let host = TestHost(Shelves(), width: 80, height: 10)
        host.press(.return)
        host.press(.tab)
        #expect(!host.shows("Novels"))
        host.press(.tab, modifiers: .shift)
        #expect(host.focusedFrame?.origin == host.locate("[ ◧ Sidebar ]"), "Shift-Tab reaches the button above")
        host.press(.return)
        #expect(host.shows("Novels") && host.shows("Emma") && host.shows("All about Emma"))
        #expect(host.focusProblem == nil)
    }

    @Test(arguments: SnapshotTests.sizes)
    func snapshots(size: Size) {
        let host = TestHost(Fruits(), width: size.width, height: size.height)
        host.press(.downArrow)
        Snapshot.assert(host, named: "navigationsplitview-banana-\(size.width)x\(size.height)")
    }

    /// A sidebar of links by value whose ids differ from their values (an enum identified by
    /// its raw value), selecting the value, with the chosen category's items in the content
    /// column.
    private enum Kind: Int, Identifiable, CaseIterable, Hashable {
        case meat, fruit
        var id: Int { rawValue }
        var name: String { self == .meat ? "Meat" : "Fruit" }
    }

    private struct Kinds: View {
        @State private var kind: Kind?
        @State private var item: String?

        var body: some View {
            NavigationSplitView {
                List(selection: $kind) {
                    ForEach(Kind.allCases) { kind in
                        NavigationLink(kind.name, value: kind)
                    }
                }
            } content: {
                if let kind {
                    List(kind == .meat ? ["Beef", "Pork"] : ["Apple"], id: \.self, selection: $item) { name in
                        NavigationLink(name, value: name)
                    }
                } else {
                    Text("Choose a kind")
                }
            } detail: {
                Text(item.map { "About \($0)" } ?? "Choose an item")
            }
        }
    }

    @Test func aSidebarLinkByValueSelectsItsValueWhenTheUserChoosesIt() {
        let host = TestHost(Kinds(), width: 80, height: 8)
        #expect(host.shows("Choose a kind") && host.shows("Choose an item"), "nothing is selected yet")
        host.press(.return)
        #expect(
            host.shows("Beef") && host.shows("Pork"),
            "Return chose the first row, and the selection is its value:\n\(host.screenText)")
        #expect(host.shows("Choose an item"), "the content column's list waits for a choice too")
        host.press(.downArrow)
        #expect(host.shows("Apple"), "the selection follows the sidebar's cursor:\n\(host.screenText)")
    }

    /// Engineers by country: the content column's links push values, and its
    /// `navigationDestination(for:)` shows one, with no stack of its own.
    private struct Engineers: View {
        @State private var country: String?
        @State private var shown: Int?

        var body: some View {
            NavigationSplitView {
                List(["UK", "France"], id: \.self, selection: $country) { Text($0) }
            } content: {
                if let country {
                    List([1, 2, 3], id: \.self) { number in
                        NavigationLink(value: number) { Text("\(country) engineer \(number)") }
                    }
                    .navigationDestination(for: Int.self) { number in
                        Text("Engineer \(number) detail").onAppear { shown = number }
                    }
                } else {
                    Text("Select a country")
                }
            } detail: {
                Text(shown.map { "Shown \($0)" } ?? "No engineer")
            }
        }
    }

    @Test func aLinkByValueInAColumnShowsTheDestinationRegisteredThere() {
        let host = TestHost(Engineers(), width: 100, height: 8)
        host.press(.return)
        #expect(host.shows("UK engineer 1") && host.shows("No engineer"), "\(host.screenText)")
        host.press(.tab)
        host.press(.downArrow)
        host.press(.return)
        #expect(host.shows("Engineer 2 detail"), "the destination shows:\n\(host.screenText)")
        host.press(.escape)
        #expect(host.shows("UK engineer 2") && host.shows("Shown 2"), "Esc goes back:\n\(host.screenText)")
        #expect(host.focusProblem == nil)
    }

    /// A search field above the sidebar's list, as a directory app has.
    private struct Directory: View {
        @State private var filter = ""
        @State private var person: String?

        var body: some View {
            NavigationSplitView {
                VStack {
                    TextField("Search", text: $filter)
                    List(["Ann", "Ben"], id: \.self, selection: $person) { Text($0) }
                }
            } detail: {
                Text(person.map { "Card of \($0)" } ?? "Select a person")
            }
        }
    }

    /// A sidebar whose books are buttons that set the selection themselves, and whose songs
    /// are rows tagged with theirs.
    private enum Pick: Hashable {
        case book(String)
        case song(String)
    }

    private struct Library: View {
        @State private var pick: Pick?

        var body: some View {
            NavigationSplitView {
                List(selection: $pick) {
                    Section("Books") {
                        ForEach(["Emma", "Dune"], id: \.self) { book in
                            Button(book) { pick = .book(book) }
                        }
                    }
                    Section("Songs") {
                        ForEach(["Help", "Imagine"], id: \.self) { song in
                            Text(song).tag(Pick.song(song))
                        }
                    }
                }
            } detail: {
                switch pick {
                case .book(let title): Text("The book \(title)")
                case .song(let title): Text("The song \(title)")
                case nil: Text("Pick something")
                }
            }
        }
    }

    @Test func aButtonRowThatSetsTheSelectionKeepsItsValueUntilTheUserMoves() {
        let host = TestHost(Library(), width: 80, height: 10)
        host.press(.downArrow)
        #expect(host.shows("Pick something"), "the cursor on a row of another type selects nothing")
        host.press(.return)
        #expect(host.shows("The book Dune"), "the button set the selection, and it stays:\n\(host.screenText)")
        host.press(.downArrow)
        #expect(host.shows("The song Help"), "moving on selects the tagged row")
        host.press(.upArrow)
        #expect(host.shows("The song Help"), "the button's row selects nothing; Return presses it")
        host.press(.return)
        #expect(host.shows("The book Dune"))
        #expect(host.focusProblem == nil)
    }

    @Test func tabBringingFocusToTheListChoosesTheRowUnderItsCursor() {
        let host = TestHost(Directory(), width: 80, height: 8)
        #expect(host.shows("Select a person"), "focus starts in the field; nothing is chosen")
        host.press(.tab)
        #expect(host.shows("Card of Ann"), "\(host.screenText)")
        host.press(.downArrow)
        #expect(host.shows("Card of Ben"))
    }
}
