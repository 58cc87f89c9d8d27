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
