import Foundation
import RosterTestSupport
import TerminalUICore
import Testing

@testable import Roster

/// A paste into the name (one change, cut at the name's limit with a message) and digits typed
/// on the age (set on Return or leaving, clamped with a message, dropped by Esc), in the edit
/// form and the new-person form.
@Suite("Paste and typed ages, headless")
@MainActor
struct PasteAndTypedAgeTests {
    private func app(_ size: Size = Size(width: 80, height: 24)) -> (PersonStore, TestHost) {
        let store = PersonStore(persons: [
            Person(id: UUID(), name: "Majid", age: 27),
            Person(id: UUID(), name: "John", age: 34),
        ])
        let host = TestHost(roster: store, width: size.width, height: size.height)
        return (store, host)
    }

    @Test(arguments: AppSnapshot.sizes)
    func aPasteIntoTheNameIsOneChange(size: Size) {
        let (store, host) = app(size)
        host.press(.return)
        var changes = 0
        let subscription = store.objectWillChange.sink { _ in changes += 1 }
        host.paste(" Al\r\nSayed\u{7}")
        subscription.cancel()
        #expect(store.persons[0].name == "Majid Al Sayed")
        #expect(changes == 1, "one write through the binding for the whole paste")
        AppSnapshot.assert(host, named: "paste-name-\(size.width)x\(size.height)")
        host.press("s", modifiers: .control)
        #expect(store.persons[0].name == "Majid Al Sayed")
    }

    @Test(arguments: AppSnapshot.sizes)
    func aPasteTooLongForTheNameIsCutThereAndSaysSo(size: Size) {
        let (store, host) = app(size)
        host.press(.return)
        host.paste(String(repeating: "x", count: 150))
        #expect(store.persons[0].name == "Majid" + String(repeating: "x", count: 95))
        #expect(host.screenText.contains("Paste cut at 100 characters"))
        AppSnapshot.assert(host, named: "paste-name-cut-\(size.width)x\(size.height)")
        host.press("s", modifiers: .control)
        #expect(store.error == nil, "a name cut to the limit saves")
        #expect(!host.screenText.contains("Personal information"), "the form closed")
    }

    @Test func aPasteOnTheListIsIgnored() {
        let (store, host) = app()
        host.paste("dq")
        #expect(!host.hasQuit)
        #expect(store.persons.count == 2)
        #expect(!host.screenText.contains("Delete"))
    }

    @Test(arguments: AppSnapshot.sizes)
    func digitsTypedOnTheAgeSetItOnReturn(size: Size) {
        let (store, host) = app(size)
        host.press(.return)
        host.press(.tab)
        host.type("45")
        #expect(store.persons[0].age == 27, "not before Return")
        AppSnapshot.assert(host, named: "age-typed-\(size.width)x\(size.height)")
        host.press(.return)
        #expect(store.persons[0].age == 45)
        #expect(host.screenText.contains("Age: 45"))
        #expect(host.screenText.contains("Age 27 → 45"))
    }

    @Test(arguments: AppSnapshot.sizes)
    func anAgeOutOfRangeIsClampedAndSaid(size: Size) {
        let (store, host) = app(size)
        host.press(.return)
        host.press(.tab)
        host.type("200")
        host.press(.return)
        #expect(store.persons[0].age == 150)
        #expect(host.screenText.contains("Typed 200; 150 is the most"))
        AppSnapshot.assert(host, named: "age-clamped-\(size.width)x\(size.height)")
        host.type("999")
        host.press(.tab)
        #expect(store.persons[0].age == 150)
        #expect(host.screenText.contains("Typed 999; 150 is the most"), "said even when the age stays where it was")
    }

    @Test func escapeDropsTypedDigitsAndASecondEscapeCancelsTheForm() {
        let (store, host) = app()
        host.press(.return)
        host.press(.tab)
        host.type("99")
        host.press(.escape)
        #expect(host.screenText.contains("Personal information"), "the form stays")
        #expect(host.screenText.contains("Age: 27"))
        host.press(.escape)
        #expect(!host.screenText.contains("Personal information"))
        #expect(store.persons[0].age == 27)
    }

    @Test func ctrlSWhileTypingSavesTheTypedAge() {
        let (store, host) = app()
        host.press(.return)
        host.press(.tab)
        host.type("61")
        host.press("s", modifiers: .control)
        #expect(!host.screenText.contains("Personal information"))
        #expect(store.persons[0].age == 61)
    }

    @Test(arguments: AppSnapshot.sizes)
    func theNewPersonFormCutsAPasteAndClampsATypedAgeWithAMessage(size: Size) {
        let (store, host) = app(size)
        host.press("n")
        host.paste(String(repeating: "é", count: 120))
        #expect(host.screenText.contains("Paste cut at 100 characters"))
        host.press(.tab)
        host.type("151")
        host.press(.tab)
        AppSnapshot.assert(host, named: "add-form-paste-clamp-\(size.width)x\(size.height)")
        host.press("s", modifiers: .control)
        #expect(store.persons.last?.name == String(repeating: "é", count: 100))
        #expect(store.persons.last?.age == 150)
    }
}
