import Foundation
import RosterTestSupport
import TerminalUICore
import Testing

@testable import Roster

/// Search as you type: `/` focuses the search field above the list, the list shows the persons
/// whose names contain what is typed (ignoring case and diacritics, in any script), the match
/// underlined and bold, the count in the title; Esc clears it.
@Suite("Searching, headless")
@MainActor
struct SearchTests {
    static let names = ["Majid", "José Álvarez", "Anna Müller", "Анна Каренина", "李小龙", "Fred", "Joseph"]

    /// The app on a database of `names`, at `size`.
    static func app(size: Size = Size(width: 80, height: 24)) async throws -> (TestHost, PersonStore, TemporaryFolder) {
        let folder = TemporaryFolder()
        let path = folder.file("roster.db")
        _ = try SQLitePersonStorage(path: path).immediateOpen(
            initial: .sample(PersonsJSON.encode(names.enumerated().map { Person(id: UUID(), name: $1, age: 20 + $0) })))
        let store = PersonStore(storage: SQLitePersonStorage(path: path), initial: .none)
        let host = TestHost(roster: store, width: size.width, height: size.height)
        await store.loadTask?.value
        host.settle()
        return (host, store, folder)
    }

    @Test func slashFocusesTheFieldAndTheListShowsMatchesAsYouType() async throws {
        let (host, store, _) = try await Self.app()
        #expect(host.screen[2].contains("⌕ Search"))
        host.press("/")
        host.type("jos")
        #expect(store.persons.map(\.name) == ["José Álvarez", "Joseph"])
        #expect(host.screen[23].hasPrefix(" 2 of 7 · "), "the count: \(host.screen[23])")
        #expect(host.screenText.contains("José Álvarez") && host.screenText.contains("Joseph"))
        #expect(!host.screenText.contains("Majid"))
        host.press(.delete)
        #expect(store.persons.map(\.name) == ["José Álvarez", "Joseph"], "two characters search too")
        host.press(.delete)
        host.press(.delete)
        #expect(store.persons.count == 7 && !host.screen[23].contains("of 7"))
    }

    @Test(arguments: [
        ("MULLER", ["Anna Müller"]), ("каРЕН", ["Анна Каренина"]), ("小龙", ["李小龙"]), ("ü", ["Anna Müller"]),
        ("a", ["Majid", "José Álvarez", "Anna Müller"]),
    ])
    func searchIgnoresCaseAndDiacriticsInAnyScript(search: String, expected: [String]) async throws {
        let (host, store, _) = try await Self.app()
        host.press("/")
        host.type(search)
        #expect(store.persons.map(\.name) == expected)
        #expect(host.screen[23].hasPrefix(" \(expected.count) of 7"))
    }

    @Test func aSearchWithMoreThanAThousandMatchesListsTheFirstThousandAndSaysSo() async throws {
        let persons = (0..<2_500).map { Person(id: UUID(), name: $0 % 2 == 0 ? "Ann \($0)" : "Bob \($0)", age: 30) }
        let store = PersonStore(persons: persons)
        let host = TestHost(roster: store, width: 80, height: 24)
        host.press("/")
        host.type("a")
        #expect(store.isSearchCut && store.persons.count == 1_000)
        #expect(host.screen[23].hasPrefix(" 1,000+ of 2,500 · "), "the count: \(host.screen[23])")
        #expect(store.persons[999].name == "Ann 1998", "the first thousand matches, in order")
        host.type("nn 24")
        #expect(!store.isSearchCut && store.persons.count == 56, "a narrower search is counted whole")
        #expect(host.screen[23].hasPrefix(" 56 of 2,500 · "), "the count: \(host.screen[23])")
        #expect(store.persons[55].name == "Ann 2498", "the last match")
    }

    @Test func theMatchIsUnderlinedAndBoldInTheRow() async throws {
        let (host, _, _) = try await Self.app()
        host.press("/")
        host.type("ALV")
        let row = try #require(host.screen.firstIndex { $0.contains("José Álvarez") })
        let column = try #require(
            host.screen[row].range(of: "Álv").map {
                host.screen[row].distance(from: host.screen[row].startIndex, to: $0.lowerBound)
            })
        for x in column..<(column + 3) {
            #expect(host.cell(x: x, y: row).style.attributes.contains(.underline), "column \(x) is marked")
        }
        #expect(!host.cell(x: column - 1, y: row).style.attributes.contains(.underline), "the space before is not")
        #expect(!host.cell(x: column + 3, y: row).style.attributes.contains(.underline), "the rest is not")
        #expect(SearchHighlight.range(of: "jose", in: "x José").map { String("x José"[$0]) } == "José")
        #expect(SearchHighlight.range(of: "xyz", in: "José") == nil)
    }

    @Test func theHighlightIsTheFirstMatchOfTheFoldedBytesInWholeCharacters() {
        func marked(_ search: String, in name: String) -> String? {
            SearchHighlight.range(of: search, in: name).map { String(name[$0]) }
        }
        #expect(marked("MULLER", in: "Herr Müller") == "Müller")
        #expect(marked("анн", in: "Анна Петрова") == "Анн")
        #expect(marked("東京", in: "在東京") == "東京")
        #expect(marked("e", in: "Ée") == "É")
        #expect(marked("ller", in: "Müller") == "ller")
        #expect(marked("", in: "Müller") == nil)
        #expect(marked("Müllers", in: "Müller") == nil)
    }

    @Test func textThatIsNowhereSaysSo() async throws {
        let (host, store, _) = try await Self.app()
        host.press("/")
        host.type("xyz")
        #expect(store.persons.isEmpty)
        #expect(host.screenText.contains("No persons match “xyz”"))
        #expect(host.screen[23].hasPrefix(" 0 of 7"))
    }

    @Test func escClearsTheSearchAndTheSamePersonIsSelected() async throws {
        let (host, store, _) = try await Self.app()
        host.press("/")
        host.type("o")
        #expect(store.persons.map(\.name) == ["José Álvarez", "Joseph"])
        host.press(.tab, modifiers: .shift)  // back to the list
        host.press(.downArrow)
        #expect(Self.selectedRow(host).contains("Joseph"))
        host.press("/")
        host.press(.escape)
        #expect(!host.screenText.contains("⌕ o"), "Esc cleared the field")
        host.press("k")
        #expect(!host.screenText.contains("⌕ k"), "and gave the focus back to the list")
        host.press("j")
        #expect(store.searchText.isEmpty && store.persons.count == 7, "the full list is back")
        #expect(!host.screen[23].contains("of 7"))
        #expect(Self.selectedRow(host).contains("Joseph"), "the same person is selected: \(Self.selectedRow(host))")
    }

    /// The text of the list's reverse-video row (the selection).
    static func selectedRow(_ host: TestHost) -> String {
        (0..<host.screen.count).first { y in
            (0..<10).contains { host.cell(x: $0, y: y).style.attributes.contains(.reverse) }
        }.map { host.screen[$0] } ?? ""
    }

    @Test(arguments: AppSnapshot.sizes)
    func theSearchAtEachSize(size: Size) async throws {
        let (host, _, _) = try await Self.app(size: size)
        let suffix = "\(size.width)x\(size.height)"
        host.press("/")
        host.type("jos")
        AppSnapshot.assert(host, named: "search-matches-\(suffix)")
        host.type("zz")
        AppSnapshot.assert(host, named: "search-no-match-\(suffix)")
    }
}
