import Testing

@testable import TerminalUICore

/// The article's master-detail flow (PersonsView / EditingView), walked with the keys a user
/// presses, checking the store and what the screen shows after each step.
@Suite("The article's master-detail flow")
@MainActor
struct ArticleFlowTests {
    @Test func wideTerminalShowsTheListBesideTheFormAndEditsLiveIntoTheStore() {
        let store = PersonStore()
        let host = TestHost(PersonsView(store: store), width: 100, height: 20)

        // The list pane, its title, and the placeholder beside it; the first row is selected.
        #expect(host.screen[0].hasPrefix(" Persons"))
        #expect(host.screen[2].hasPrefix(" Majid"))
        #expect(host.screen[3].hasPrefix(" Age: 27"))
        #expect(host.screen[4].hasPrefix(" John"))
        #expect(host.shows("No selection"))
        #expect(host.isReversed("Majid"))
        #expect(store.fetchCount == 1)

        // Select John.
        host.press(.downArrow)
        #expect(host.isReversed("John"))
        #expect(!host.isReversed("Majid"))

        // Open him: the form appears beside the list, with the name field focused and the
        // cursor after the name.
        host.press(.return)
        #expect(host.screen[0].contains("│ John"))
        #expect(host.shows("Personal information"))
        // List pane 33 columns, separator, form inset 1, section indent 2: the field is at x 37.
        #expect(host.screen[3].hasSuffix("│   John"))
        #expect(host.cell(x: 37, y: 3).style.attributes.contains(.underline))
        #expect(host.cursor == Point(x: 41, y: 3))
        #expect(host.shows("[ Save ]"))
        #expect(host.shows("No selection") == false)

        // Type: every keystroke writes the store, and the list pane shows it at once.
        host.type("ny")
        #expect(store.persons[1].name == "Johnny")
        #expect(host.screen[4].hasPrefix(" Johnny"))
        #expect(host.screen[0].hasSuffix("│ Johnny"))

        // Step the age.
        host.press(.tab)
        host.press("+")
        #expect(store.persons[1].age == 32)
        #expect(host.screen[5].hasPrefix(" Age: 32"))
        #expect(host.screen[4].contains("Age: 32"))

        // Save: the form closes, the list keeps the edits and gets focus back on John.
        host.press(.tab)
        #expect(host.isReversed("[ Save ]"))
        host.press(.return)
        #expect(host.shows("No selection"))
        #expect(!host.shows("Personal information"))
        #expect(host.screen[4].hasPrefix(" Johnny"))
        #expect(host.isReversed("Johnny"))
        #expect(!host.cell(x: 1, y: 4).style.attributes.contains(.dim))
        #expect(store.persons.map(\.name) == ["Majid", "Johnny", "Fred"])
        #expect(store.persons.map(\.age) == [27, 32, 25])
        // The list stayed on screen the whole time: it appeared once.
        #expect(store.fetchCount == 1)
    }

    @Test func narrowTerminalPushesTheFormInPlaceOfTheList() {
        let store = PersonStore()
        let host = TestHost(PersonsView(store: store), width: 60, height: 12)
        #expect(host.screen[0] == " Persons")
        #expect(!host.shows("No selection"))

        host.press(.downArrow)
        host.press(.downArrow)
        host.press(.return)
        // The form replaces the list, with a back label naming the list's title.
        #expect(host.screen[0] == " ‹ Persons  Fred")
        #expect(!host.shows("Majid"))
        #expect(host.screen[3] == "   Fred")
        #expect(host.cursor == Point(x: 7, y: 3))

        host.press(.delete)
        host.press(.delete)
        host.type("ida")
        #expect(store.persons[2].name == "Frida")
        #expect(host.screen[0] == " ‹ Persons  Frida")

        host.press(.downArrow)  // Form: Down moves to the stepper
        host.press(.leftArrow)
        host.press("-")
        #expect(store.persons[2].age == 23)
        #expect(host.shows("Age: 23"))

        host.press(.downArrow)
        host.press(.return)  // Save
        #expect(host.screen[0] == " Persons")
        #expect(host.screen[6].hasPrefix(" Frida"))
        #expect(host.screen[7].hasPrefix(" Age: 23"))
        #expect(host.isReversed("Frida"))
        // The list disappeared under the form and appeared again, as in SwiftUI.
        #expect(store.fetchCount == 2)
    }

    @Test func resizingAcrossEightyColumnsKeepsTheShownForm() {
        let store = PersonStore()
        let host = TestHost(PersonsView(store: store), width: 100, height: 20)
        host.press(.return)
        #expect(host.shows("Majid") && host.shows("Personal information"))
        host.resize(width: 60, height: 20)
        #expect(host.screen[0] == " ‹ Persons  Majid")
        #expect(!host.shows("Age: 31"))
        host.type("!")
        #expect(store.persons[0].name == "Majid!")
        host.resize(width: 100, height: 20)
        #expect(host.screen[2].hasPrefix(" Majid!"))
        #expect(host.shows("Personal information"))
    }
}
