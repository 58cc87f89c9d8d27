import Foundation
import Roster
import RosterResources
import RosterTestSupport
import TerminalUICore
import Testing

/// The whole app, headless: the real store on a real file, driven through TestHost.
@Suite("The persons flow, headless")
@MainActor
struct RosterFlowTests {
    /// A store on a data file in a fresh folder, hosted and loaded.
    @MainActor
    final class Fixture {
        let folder = TemporaryFolder()
        let path: String
        let store: PersonStore
        let host: TestHost

        init(contents: String? = nil, bytes: [UInt8]? = nil, width: Int = 100, height: Int = 30) async {
            path = folder.file("persons.json")
            if let contents { folder.write(contents, to: "persons.json") }
            if let bytes { _ = FileManager.default.createFile(atPath: path, contents: Data(bytes)) }
            store = PersonStore(file: PersonsFile(path: path), sample: SampleData.personsJSON)
            host = TestHost(roster: store, width: width, height: height)
            await store.loadTask?.value
            host.settle()
        }

        var fileBytes: [UInt8]? { folder.bytes(of: path) }

        func personsOnDisk() throws -> [Person] {
            try PersonsJSON.decode(fileBytes ?? [])
        }

        func row(containing text: String) -> Int? {
            host.screen.firstIndex { $0.contains(text) }
        }
    }

    @Test func theListShowsThePersonsFromTheFile() async throws {
        let fixture = await Fixture()
        let screen = fixture.host.screen
        #expect(screen[0].contains("Persons"))
        #expect(screen[3].contains("Majid") && screen[4].contains("Age: 27"))
        #expect(screen[5].contains("John") && screen[6].contains("Age: 31"))
        #expect(fixture.host.screen.last?.contains("q quit") == true)
        #expect(fixture.host.cell(x: 2, y: 3).style.attributes.contains(.bold), "names are headlines")
        #expect(fixture.host.cell(x: 2, y: 4).style.attributes.contains(.dim), "ages are secondary")
        #expect(try fixture.personsOnDisk().count == fixture.store.persons.count)
    }

    @Test func theFileLoadsOffTheMainActorWhileTheListSaysLoading() async throws {
        let folder = TemporaryFolder()
        let store = PersonStore(file: PersonsFile(path: folder.file("persons.json")), sample: SampleData.personsJSON)
        let host = TestHost(roster: store, width: 100, height: 30)
        // The load finishes on the main actor, which this test holds until it awaits.
        #expect(host.screen[3].contains("Loading…"))
        #expect(store.isLoading)
        await store.loadTask?.value
        host.settle()
        #expect(!host.screenText.contains("Loading…"))
        #expect(host.screen[3].contains("Majid"))
    }

    @Test func typingWritesThroughToTheListAndTheTitleAtOnce() async throws {
        let fixture = await Fixture()
        let host = fixture.host
        host.press(.downArrow)
        host.press(.return)
        #expect(host.screen[0].contains("John"), "the title is the person's name")
        host.type("ny")
        #expect(fixture.store.persons[1].name == "Johnny")
        #expect(host.screen[0].contains("Johnny"))
        #expect(host.screen[5].contains("Johnny"), "the list row changed while typing")
        #expect(host.screen.last?.contains("Esc cancel") == true, "the help bar shows the form's keys")
        let before = fixture.fileBytes
        #expect(fixture.fileBytes == before, "typing does not write the file")
    }

    @Test func theStepperStaysWithinItsBounds() async throws {
        let oldest = Person(id: UUID(), name: "Old", age: 150)
        let youngest = Person(id: UUID(), name: "New", age: 0)
        let fixture = await Fixture(contents: String(decoding: PersonsJSON.encode([oldest, youngest]), as: UTF8.self))
        let host = fixture.host
        host.press(.return)
        host.press(.tab)
        host.press("+")
        #expect(fixture.store.persons[0].age == 150)
        host.press("-")
        #expect(fixture.store.persons[0].age == 149)
        #expect(host.screen.contains { $0.contains("Age 150 → 149") }, "the status line shows the change")
        host.press(.escape)
        #expect(fixture.store.persons[0].age == 150)
        host.press(.downArrow)
        host.press(.return)
        host.press(.downArrow)
        host.press(.leftArrow)
        #expect(fixture.store.persons[1].age == 0)
        host.press(.rightArrow)
        #expect(fixture.store.persons[1].age == 1)
    }

    @Test func saveWritesTheFileAndClosesTheForm() async throws {
        let fixture = await Fixture()
        let host = fixture.host
        host.press(.return)
        host.press("a", modifiers: .control)
        host.press("k", modifiers: .control)
        host.type("Majid Khan")
        host.press(.tab)
        host.press("+")
        #expect(host.screen.contains { $0.contains("● modified") })
        host.press(.tab)
        host.press(.return)
        #expect(host.screen[0].contains("Persons") && !host.screen[0].contains("Majid Khan"), "the form closed")
        let saved = try fixture.personsOnDisk()
        #expect(saved[0].name == "Majid Khan" && saved[0].age == 28)
        #expect(saved.dropFirst().map(\.name) == fixture.store.persons.dropFirst().map(\.name))
    }

    @Test func controlSSavesFromAnywhereInTheForm() async throws {
        let fixture = await Fixture()
        let host = fixture.host
        host.press(.return)
        host.type("!")
        host.press("s", modifiers: .control)
        #expect(try fixture.personsOnDisk()[0].name == "Majid!")
        #expect(!host.screen.contains { $0.contains("Personal information") })
    }

    @Test func escapePutsBackTheOpenedValuesAndLeavesTheFileAlone() async throws {
        let fixture = await Fixture()
        let host = fixture.host
        let before = fixture.fileBytes
        host.press(.downArrow)
        host.press(.return)
        host.type("zzz")
        host.press(.tab)
        host.press("+")
        #expect(fixture.store.persons[1].name == "Johnzzz")
        host.press(.escape)
        #expect(fixture.store.persons[1].name == "John")
        #expect(fixture.store.persons[1].age == 31)
        #expect(host.screen[5].contains("John") && !host.screen[5].contains("zzz"))
        #expect(fixture.fileBytes == before)
    }

    @Test func anEmptyNameIsRefusedWithAnAlertAndTheFormStays() async throws {
        let fixture = await Fixture()
        let host = fixture.host
        let before = fixture.fileBytes
        host.press(.return)
        host.press("u", modifiers: .control)
        host.type("   ")
        host.press("s", modifiers: .control)
        #expect(host.screen.contains { $0.contains("Name must not be empty") })
        #expect(fixture.fileBytes == before)
        host.press(.return)  // OK
        #expect(!host.screen.contains { $0.contains("Name must not be empty") })
        #expect(host.screen.contains { $0.contains("Personal information") }, "the form is still open")
        host.type("Ann")
        host.press("s", modifiers: .control)
        #expect(try fixture.personsOnDisk()[0].name == "   Ann")
    }

    @Test func aNameOverOneHundredCharactersIsRefused() async throws {
        let fixture = await Fixture()
        let host = fixture.host
        host.press(.return)
        host.type(String(repeating: "x", count: 96))
        host.press("s", modifiers: .control)
        #expect(host.screen.contains { $0.contains("Name must not be longer than 100") })
        #expect(try fixture.personsOnDisk()[0].name == "Majid")
    }

    /// A form checks its own person, but Save writes every waiting edit (an edit of the store
    /// made by other code than the form, say): the store checks them all, and one that is not
    /// allowed keeps the whole save from the file, with a message that says whose it is.
    @Test func aSaveWritesNoWaitingEditThatIsNotAllowed() async throws {
        let fixture = await Fixture()
        let host = fixture.host
        let before = try #require(fixture.fileBytes)
        fixture.store.persons[1].name = String(repeating: "y", count: 106)
        host.press(.return)
        host.type("x")
        host.press("s", modifiers: .control)
        #expect(
            fixture.store.error
                == "Not saved: the unsaved edit of “yyyyyyyyyyyyyyyyyyyy…”: Name must not be longer than 100 characters (it has 106)."
        )
        #expect(fixture.fileBytes.map { $0 == before } == true, "nothing was written")
        #expect(fixture.store.persons[0].name == "Majidx", "the edits are kept")
        host.press(.return)  // OK
        fixture.store.persons[1].age = 200
        fixture.store.persons[1].name = "John"
        host.press("s", modifiers: .control)
        #expect(fixture.store.error?.hasSuffix("Age must be between 0 and 150 (it is 200).") == true)
        #expect(fixture.fileBytes.map { $0 == before } == true)
    }

    @Test func aNameOfOverAThousandCodePointsIsRefused() async throws {
        let fixture = await Fixture()
        let host = fixture.host
        host.press(.return)
        host.type("e" + String(repeating: "\u{301}", count: 996))  // one character, typed as a paste would
        host.press("s", modifiers: .control)
        #expect(fixture.store.error == "Name must not be longer than 1000 code points (it has 1002 in 6 characters)")
        #expect(try fixture.personsOnDisk()[0].name == "Majid")
    }

    @Test func aBadFileOpensAnAlertNamingItAndIsNeverWritten() async throws {
        let fixture = await Fixture(contents: "{\"version\": 1, \"persons\": [{\"id\": 1}]}")
        let host = fixture.host
        let text = host.screenText
        #expect(text.contains("Could not open"))
        #expect(text.contains("persons.json"))
        #expect(text.contains("\"id\" must be a string"))
        host.press(.return)
        #expect(host.screen.contains { $0.contains("No persons") }, "the app stays usable")
        #expect(fixture.fileBytes == Array("{\"version\": 1, \"persons\": [{\"id\": 1}]}".utf8))
    }

    @Test func aFailedSaveShowsTheReasonKeepsTheEditsAndCanBeRetried() async throws {
        let fixture = await Fixture()
        let host = fixture.host
        host.press(.return)
        host.type("Z")
        // A folder now stands where the data file was: the save must fail (even as root).
        let path = fixture.path
        try FileManager.default.moveItem(atPath: path, toPath: path + ".aside")
        try FileManager.default.createDirectory(atPath: path + "/blocker", withIntermediateDirectories: true)
        host.press("s", modifiers: .control)
        #expect(host.screenText.contains("since roster opened it"), "the file is not what was loaded")
        host.press(.rightArrow)
        host.press(.rightArrow)
        host.press(.return)  // Overwrite
        #expect(host.screenText.contains("Could not save"))
        #expect(host.screenText.contains("is a folder"))
        host.press(.return)  // OK
        #expect(host.screen.contains { $0.contains("MajidZ") }, "the edits are kept in the form")
        #expect(host.screen.contains { $0.contains("Personal information") })
        try FileManager.default.removeItem(atPath: path)
        host.press("s", modifiers: .control)
        host.press(.rightArrow)
        host.press(.rightArrow)
        host.press(.return)  // Overwrite
        #expect(try fixture.personsOnDisk()[0].name == "MajidZ")
        #expect(!host.screen.contains { $0.contains("Personal information") })
    }

    @Test func quitKeyEndsTheApp() async throws {
        let fixture = await Fixture()
        fixture.host.press("q")
        #expect(fixture.host.hasQuit)
    }

    @Test func aNarrowTerminalPushesTheForm() async throws {
        let fixture = await Fixture(width: 60, height: 20)
        let host = fixture.host
        host.press(.return)
        #expect(host.screen[0].contains("‹ Persons") && host.screen[0].contains("Majid"))
        #expect(!host.screen.contains { $0.contains("Age: 31") }, "the list is not shown")
        host.press(.escape)
        #expect(host.screen[4].contains("Age: 27"))
    }

    @Test func aFileChangedOnDiskIsNotOverwrittenSilently() async throws {
        let fixture = await Fixture()
        let host = fixture.host
        host.press(.return)
        host.type("X")
        // Another program rewrites the file meanwhile.
        var theirs = try fixture.personsOnDisk()
        theirs[1].name = "Changed elsewhere"
        try PersonsFile(path: fixture.path).save(theirs)
        let theirBytes = fixture.fileBytes
        host.press("s", modifiers: .control)
        #expect(host.screenText.contains("since roster opened it"))
        #expect(fixture.fileBytes == theirBytes, "nothing written yet")
        // Cancel (focused first, as the alert has a destructive choice) keeps the form open.
        host.press(.return)
        #expect(host.screen.contains { $0.contains("MajidX") })
        #expect(fixture.fileBytes == theirBytes)
        // Overwrite writes roster's version.
        host.press("s", modifiers: .control)
        host.press(.rightArrow)
        host.press(.rightArrow)
        host.press(.return)
        let saved = try fixture.personsOnDisk()
        #expect(saved[0].name == "MajidX" && saved[1].name == "John")
        #expect(!host.screen.contains { $0.contains("Personal information") })
    }

    @Test func reloadingAfterAConflictDropsTheFormsEdits() async throws {
        let fixture = await Fixture()
        let host = fixture.host
        host.press(.return)
        host.type("X")
        var theirs = try fixture.personsOnDisk()
        theirs[0].name = "Majid (theirs)"
        try PersonsFile(path: fixture.path).save(theirs)
        let theirBytes = fixture.fileBytes
        host.press("s", modifiers: .control)
        host.press(.rightArrow)
        host.press(.return)  // Reload
        await fixture.store.loadTask?.value
        host.settle()
        #expect(fixture.store.persons[0].name == "Majid (theirs)")
        #expect(host.screen.contains { $0.contains("Majid (theirs)") })
        #expect(!host.screen.contains { $0.contains("Personal information") })
        #expect(fixture.fileBytes == theirBytes)
    }

    @Test func aTooSmallTerminalSaysSoAndRecovers() async throws {
        let fixture = await Fixture()
        let host = fixture.host
        host.resize(width: 10, height: 3)
        #expect(host.screenText.contains("Terminal"))
        host.press(.return)
        host.resize(width: 100, height: 30)
        #expect(host.screen[3].contains("Majid"))
        #expect(!host.screen.contains { $0.contains("Personal information") }, "keys at a too small screen are ignored")
    }

    @Test func reloadingAfterTheFileWasRemovedWritesNothingAndKeepsNoEdits() async throws {
        let fixture = await Fixture()
        let host = fixture.host
        host.press(.return)
        host.type("X")
        try FileManager.default.removeItem(atPath: fixture.path)
        host.press("s", modifiers: .control)
        #expect(alertText(host).contains("was removed or renamed"))
        host.press(.rightArrow)
        host.press(.return)  // Reload
        await fixture.store.loadTask?.value
        host.settle()
        #expect(!FileManager.default.fileExists(atPath: fixture.path), "only Save writes the data file")
        #expect(fixture.store.error?.contains("does not exist") == true)
        #expect(fixture.store.persons[0].name == "Majid", "Reload dropped the form's edits")
        #expect(try FileManager.default.contentsOfDirectory(atPath: fixture.folder.path).isEmpty)
    }

    /// The alert's text, box drawing removed and wrapped lines joined, as one line of words.
    private func alertText(_ host: TestHost) -> String {
        host.screen
            .map { $0.split(separator: "│", omittingEmptySubsequences: false).dropFirst().first.map(String.init) ?? "" }
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
            .joined(separator: " ")
    }

    @Test(arguments: BadFile.all)
    func aBadFileShowsItsPathAndReasonAndIsNeverWritten(_ bad: BadFile) async throws {
        let fixture = await Fixture(bytes: bad.bytes, width: 120, height: 40)
        let host = fixture.host
        let message = try #require(fixture.store.error)
        #expect(message.contains(fixture.path) && message.contains(bad.reason))
        let shown = alertText(host)
        #expect(shown.contains("Could not open \(fixture.path):"), "the alert names the path: \(shown)")
        #expect(shown.contains(bad.reason), "the alert gives the reason: \(shown)")
        host.press(.return)  // OK
        #expect(host.screenText.contains("No persons"))
        for key in [KeyPress(.return), KeyPress("s", modifiers: .control), KeyPress("q")] {
            host.press(key)
        }
        #expect(fixture.store.saveProblem?.contains("could not be opened") == true)
        #expect(fixture.fileBytes == bad.bytes, "the file is byte for byte as it was")
        #expect(try FileManager.default.contentsOfDirectory(atPath: fixture.folder.path) == ["persons.json"])
    }
}
