import Foundation
import RosterTestSupport
import TerminalUICore
import Testing

@testable import Roster

/// The app by mouse, headless: rows, the form's controls, the New button, the delete dialog
/// and the wheel.
@Suite("The app by mouse, headless")
@MainActor
struct MouseAppTests {
    /// The cell where `text` first shows (rows top to bottom; the screens here are ASCII and
    /// box drawing up to the text, one cell per character).
    private func locate(_ text: String, in host: TestHost, after: Int = 0) -> Point? {
        for (y, row) in host.screen.enumerated() where y >= after {
            if let range = row.range(of: text) {
                return Point(x: row.distance(from: row.startIndex, to: range.lowerBound), y: y)
            }
        }
        return nil
    }

    private func click(
        _ host: TestHost, on text: String, offset: Int = 0, after: Int = 0,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        guard let point = locate(text, in: host, after: after) else {
            Issue.record("\(text) is not on screen:\n\(host.screenText)", sourceLocation: sourceLocation)
            return
        }
        host.click(x: point.x + offset, y: point.y)
    }

    @Test(arguments: AppSnapshot.sizes)
    func clickARowThenClickItAgainToEditThenStepTheAgeAndSaveByMouse(size: Size) async throws {
        let fixture = await RosterFlowTests.Fixture(width: size.width, height: size.height)
        let host = fixture.host
        click(host, on: "John")
        #expect(!host.screenText.contains("Personal information"), "the first click selects")
        AppSnapshot.assert(host, named: "mouse-row-selected-\(size.width)x\(size.height)")
        click(host, on: "Age: 31")
        #expect(host.screenText.contains("Personal information"), "a click on the selected row opens it")
        let form = try #require(locate("Personal information", in: host))
        click(host, on: "+", after: form.y)
        click(host, on: "+", after: form.y)
        click(host, on: "−", after: form.y)
        #expect(fixture.store.persons[1].age == 32)
        AppSnapshot.assert(host, named: "mouse-age-stepped-\(size.width)x\(size.height)")
        click(host, on: "John", offset: 4, after: form.y + 1)
        host.type("ny")
        #expect(fixture.store.persons[1].name == "Johnny", "the click put the cursor at the end of the name")
        click(host, on: "Save", after: form.y)
        #expect(!host.screenText.contains("Personal information"), "Save closed the form")
        let saved = try fixture.personsOnDisk()
        #expect(saved[1].name == "Johnny" && saved[1].age == 32)
    }

    @Test func aClickOnTheListBesideAnOpenFormDoesNothing() async throws {
        let fixture = await RosterFlowTests.Fixture(width: 100, height: 30)
        let host = fixture.host
        host.press(.return)
        #expect(host.screen[0].contains("Majid"), "Majid's form is open beside the list")
        let before = host.screenText
        click(host, on: "John")
        click(host, on: "Fred")
        click(host, on: "New")
        #expect(host.screenText == before, "the list is outside the form: as for keys, nothing happens")
        host.press(.escape)
        click(host, on: "John")
        click(host, on: "John")
        #expect(host.screen[0].contains("John"), "once the form is closed, the list takes clicks")
    }

    @Test func theNewButtonOpensTheFormAndAClickOnSaveAddsThePerson() async throws {
        let fixture = await RosterFlowTests.Fixture()
        let host = fixture.host
        let count = fixture.store.persons.count
        click(host, on: "[ New ]", offset: 2)
        #expect(host.screenText.contains("New person"))
        click(host, on: "Name")
        host.type("Ada")
        click(host, on: "Save")
        #expect(!host.screenText.contains("New person"))
        #expect(fixture.store.persons.count == count + 1)
        #expect(try fixture.personsOnDisk().last?.name == "Ada")
    }

    @Test func theDeleteDialogTakesClicks() async throws {
        let fixture = await RosterFlowTests.Fixture()
        let host = fixture.host
        host.press("d")
        #expect(host.screenText.contains("Delete Majid?"))
        click(host, on: "Persons")
        #expect(host.screenText.contains("Delete Majid?"), "a click beside the dialog does nothing")
        click(host, on: "[ Cancel ]", offset: 2)
        #expect(!host.screenText.contains("Delete Majid?"))
        #expect(fixture.store.persons[0].name == "Majid")
        host.press("d")
        click(host, on: "[ Delete ]", offset: 2)
        #expect(!host.screenText.contains("Delete Majid?"))
        #expect(try fixture.personsOnDisk().first?.name == "John")
    }

    @Test func aClickOnTheSearchFieldSearchesAndAClickOnAMatchSelectsIt() async throws {
        let fixture = await RosterFlowTests.Fixture(width: 40, height: 12)
        let host = fixture.host
        click(host, on: "Search")
        host.type("jo")
        #expect(fixture.store.searchText == "jo", "the click focused the search field")
        let matches = fixture.store.persons.map(\.name)
        #expect(matches.contains("John") && matches.contains("José Álvarez"))
        click(host, on: "José")
        click(host, on: "José")
        #expect(host.screen[0].contains("José Álvarez"), "the match opened")
    }

    @Test func theWheelScrollsTheKeysOverlay() async throws {
        let fixture = await RosterFlowTests.Fixture(width: 40, height: 12)
        let host = fixture.host
        host.press("?")
        let first = try #require(locate("List", in: host))
        host.scroll(x: first.x, y: first.y, notches: 2)
        #expect(locate("  ↑ ↓ or k j move", in: host) == nil, "the first lines scrolled away")
        #expect(host.screenText.contains("Form"))
        host.scroll(x: first.x, y: first.y, notches: -2)
        #expect(locate("  ↑ ↓ or k j move", in: host) != nil)
    }

    @Test(arguments: AppSnapshot.sizes)
    func theWheelScrollsThePersons(size: Size) async throws {
        let fixture = await RosterFlowTests.Fixture(width: size.width, height: size.height)
        let host = fixture.host
        let majid = try #require(locate("Majid", in: host))
        host.scroll(x: majid.x, y: majid.y, notches: 1)
        #expect(!host.screenText.contains("Majid"), "three persons scrolled away")
        #expect(host.screenText.contains("Zoë Müller") || host.screenText.contains("Age: 34"))
        AppSnapshot.assert(host, named: "mouse-wheel-scrolled-\(size.width)x\(size.height)")
        host.scroll(x: majid.x, y: majid.y, notches: -1)
        #expect(host.screenText.contains("Majid"))
    }
}
