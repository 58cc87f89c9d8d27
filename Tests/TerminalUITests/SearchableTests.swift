import Testing

@testable import TerminalUICore

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

    /// The searched list in the second tab of a `TabView`, chosen from the row of tabs: "/"
    /// there goes to the field though focus is on the row, outside the searched view. In the
    /// first tab, with no field, "/" does nothing.
    @Test func slashFromTheRowOfTabsGoesToTheChosenTabsSearchField() {
        let host = TestHost(
            TabView {
                Text("Home page").tabItem { Text("Home") }
                Names().tabItem { Text("Names") }
            }, width: 40, height: 10)
        host.press("/")
        host.type("Bo")
        #expect(host.shows("Home page") && host.focusedFrame?.minY == 0, "no field in the Home tab")
        host.press(.rightArrow)
        #expect(host.shows("Ann") && host.shows("Bob"), "the hidden tab's field took nothing:\n\(host.screenText)")
        host.press("/")
        host.type("An")
        #expect(host.shows("Ann") && host.shows("Anna") && !host.shows("Bob"), "\(host.screenText)")
        #expect(host.focusProblem == nil)
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
