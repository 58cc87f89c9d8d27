import Testing

@testable import TerminalUICore

@Suite("Search suggestions")
@MainActor
struct SearchSuggestionsTests {
    private struct Contacts: View {
        let names = ["Holly", "Rhonda", "Ted"]
        @State var query = ""

        var body: some View {
            List(names.filter { query.isEmpty || $0.contains(query) }, id: \.self) { name in
                Button(name) {}
            }
            .searchable(text: $query) {
                ForEach(names.filter { query.isEmpty || $0.contains(query) }, id: \.self) { name in
                    Text("Look for \(name)?").searchCompletion(name)
                }
                Text("Recent searches")
            }
        }
    }

    @Test func suggestionsShowOverTheResultsWhileTheFieldHasFocus() {
        let host = TestHost(Contacts(), width: 24, height: 6)
        #expect(host.screenText == "⌕ Search\n [ Holly ]\n [ Rhonda ]\n [ Ted ]")
        host.press("/")
        host.type("Rh")
        #expect(host.screenText == "⌕ Rh\n  [ Look for Rhonda? ]\n  Recent searches")
        host.press(.escape)
        #expect(host.screenText == "⌕ Search\n [ Holly ]\n [ Rhonda ]\n [ Ted ]")
    }

    @Test func choosingACompletionSetsTheSearchAndClosesTheSuggestions() {
        let host = TestHost(Contacts(), width: 24, height: 6)
        host.press("/")
        host.type("d")
        #expect(host.screen[1] == "  [ Look for Rhonda? ]")
        #expect(host.screen[2] == "  [ Look for Ted? ]")
        host.press(.tab)
        host.press(.tab)
        #expect(host.focusedFrame?.minY == 2)
        host.press(.return)
        #expect(host.screenText == "⌕ Ted\n [ Ted ]")
        #expect(host.focusedFrame?.minY == 1, "focus goes to the results")
    }

    @Test func suggestionsGivenAroundTheSearchableShowAsItsOwn() {
        struct Fruit: View {
            @State var query = ""
            var body: some View {
                List(["Apple", "Pear"], id: \.self) { Text($0) }
                    .searchable(text: $query)
                    .searchSuggestions { Text("Apple").searchCompletion("Apple") }
            }
        }
        let host = TestHost(Fruit(), width: 20, height: 4)
        host.press("/")
        #expect(host.screen[1] == "  [ Apple ]")
        host.press(.tab)
        host.press(.return)
        #expect(host.screen[0] == "⌕ Apple")
    }
}
