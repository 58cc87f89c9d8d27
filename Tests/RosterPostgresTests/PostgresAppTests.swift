import Foundation
import RosterResources
import RosterTestSupport
import TerminalUICore
import Testing

@testable import Roster
@testable import RosterPostgres

extension PostgresTests {
    /// The whole app, headless, on PostgreSQL: the list, another client's save followed without
    /// a key press, and a conflicting save.
    @Suite @MainActor struct App {
        @MainActor final class Fixture {
            let configuration: PostgresConfiguration
            let store: PersonStore
            let host: TestHost

            init(configuration: PostgresConfiguration? = nil) async throws {
                if let configuration {
                    self.configuration = configuration
                } else {
                    self.configuration = try TestServer.newDatabase().configuration
                }
                store = PersonStore(
                    storage: PostgresPersonStorage(
                        configuration: self.configuration,
                        backoff: .init(first: .milliseconds(50), longest: .milliseconds(500))),
                    initial: .sample(SampleData.personsJSON))
                host = TestHost(roster: store, width: 100, height: 30)
                await store.loadTask?.value
                host.settle()
            }

            /// Another client: saves `name` and `age` over the second person.
            func otherClientSaves(name: String, age: Int) async throws {
                let other = PostgresPersonStorage(configuration: configuration)
                _ = try await other.open(initial: .none)
                let second = try await other.page(PageRequest(from: .start, skipping: 1, limit: 1))[0]
                _ = try await other.save(
                    [
                        PersonChange(
                            person: Person(id: second.person.id, name: name, age: age), position: 1,
                            baseRevision: second.revision)
                    ], overwriting: false)
            }

            /// Another client deletes the second person (as stored now), and returns them.
            func otherClientDeletesTheSecond() async throws -> Person {
                let other = PostgresPersonStorage(configuration: configuration)
                _ = try await other.open(initial: .none)
                let second = try await other.page(PageRequest(from: .start, skipping: 1, limit: 1))[0]
                try await other.delete(second, overwriting: false)
                return second.person
            }

            /// The persons in the database, in the list's order.
            func storedPersons() async throws -> [Person] {
                let other = PostgresPersonStorage(configuration: configuration)
                _ = try await other.open(initial: .none)
                return try await other.page(PageRequest(from: .start, limit: 1_000)).map(\.person)
            }
        }

        /// The text inside the alert's frame, its lines joined with spaces.
        static func alertText(_ rows: [String]) -> String {
            rows.compactMap { row -> String? in
                let parts = row.split(separator: "│", omittingEmptySubsequences: false)
                return parts.count >= 3 ? parts[parts.count - 2].trimmingCharacters(in: .whitespaces) : nil
            }
            .filter { !$0.isEmpty }
            .joined(separator: " ")
        }

        @Test func theFirstConnectionCreatesTheSampleAndAnotherClientsSaveShowsWithoutAKeyPress() async throws {
            let fixture = try await Fixture()
            let sample = try PersonsJSON.decode(SampleData.personsJSON)
            #expect(
                fixture.host.screenText.contains(sample[0].name) && fixture.host.screenText.contains(sample[1].name))
            try await fixture.otherClientSaves(name: "Jonathan", age: 44)
            let seen = await fixture.host.waitForScreen { $0.joined().contains("Jonathan") }
            #expect(seen, "the list follows the other client's commit:\n\(fixture.host.screen.joined(separator: "\n"))")
        }

        /// Sorting on a server: the pages come in the new order, and the selected person's place
        /// is asked in the background (never on the main actor), the selection moving to them
        /// when the answer comes.
        @Test func sortingKeepsTheSelectedPersonSelectedOnceTheServerSaysWhereTheyAre() async throws {
            // 200 persons stored in the reverse of their names' order: a sort by name moves the
            // selected one far past what the list looks through near the selection.
            let (_, configuration) = try TestServer.newDatabase()
            let persons = (0..<200).map {
                Person(id: UUID(), name: String(format: "Name %03d", 199 - $0), age: ($0 * 7) % 90)
            }
            _ = try await PostgresPersonStorage(configuration: configuration).open(
                initial: .sample(PersonsJSON.encode(persons)))
            let fixture = try await Fixture(configuration: configuration)
            let host = fixture.host
            host.press("j")
            host.press("j")
            let fred = try #require(fixture.store.persons.first { $0.name == "Name 197" })
            #expect(fixture.store.selection == fred.id)
            func selectedRow() -> String {
                (0..<host.screen.count).first { y in
                    (0..<10).contains { host.cell(x: $0, y: y).style.attributes.contains(.reverse) }
                }.map { host.screen[$0] } ?? ""
            }
            for title in ["By name ↑", "By name ↓", "By age ↑", "By age ↓"] {
                host.press("s")
                #expect(
                    await fixture.host.waitForScreen { $0[0].contains(title) && selectedRow().contains("Name 197") },
                    "\(title): \(host.screenText)")
                #expect(fixture.store.selection == fred.id)
            }
            let ages = fixture.store.persons.map(\.age)
            #expect(ages == ages.sorted(by: >), "age ↓")
            host.press("s")
            #expect(
                await fixture.host.waitForScreen { $0[0].contains("By name ↑") && selectedRow().contains("Name 197") })
            #expect(fixture.store.persons[197].id == fred.id, "197 rows down")
        }

        @Test func savingAPersonSomeoneElseChangedAsksReloadOverwriteOrCancel() async throws {
            let fixture = try await Fixture()
            let host = fixture.host
            let sample = try PersonsJSON.decode(SampleData.personsJSON)
            host.press(.downArrow)
            host.press(.return)
            host.type("ny")
            try await fixture.otherClientSaves(name: "Jonathan", age: 44)
            #expect(
                await fixture.host.waitForScreen { $0.joined().contains("● changed by someone else") },
                "the form says so without a key press")
            host.press("s", modifiers: .control)
            #expect(
                Self.alertText(host.screen).contains(
                    "was changed by someone else since roster read it (the person Johnny)."),
                "\(host.screen.joined(separator: "\n"))")
            #expect(host.screenText.contains("Overwrite") && host.screenText.contains("Reload"))
            #expect(try await fixture.storedPersons()[1].name == "Jonathan", "nothing was written while asking")
            host.press(.rightArrow)
            host.press(.rightArrow)
            host.press(.return)  // Overwrite
            #expect(!host.screenText.contains("Personal information"), "the form closed")
            #expect(
                try await fixture.storedPersons()[1]
                    == Person(id: sample[1].id, name: sample[1].name + "ny", age: sample[1].age))
            host.press(.return)
            #expect(
                host.screenText.contains("Personal information") && !host.screenText.contains("changed by someone else")
            )
        }

        @Test func uUndoesASavedEditOnTheServerUAgainRedoesItAndAnotherClientsLaterSaveIsNotOverwritten() async throws {
            let fixture = try await Fixture()
            let host = fixture.host
            let sample = try PersonsJSON.decode(SampleData.personsJSON)
            let edited = Person(id: sample[1].id, name: "Jonathan", age: sample[1].age + 1)
            host.press(.downArrow)
            host.press(.return)
            host.press("u", modifiers: .control)
            host.type("Jonathan")
            host.press(.tab)
            host.press("+")
            host.press("s", modifiers: .control)
            #expect(try await fixture.storedPersons()[1] == edited)
            host.press("u")
            #expect(try await fixture.storedPersons() == sample, "same id, values and place, on the server")
            #expect(host.screenText.contains(sample[1].name) && !host.screenText.contains("Jonathan"))
            host.press("U")
            #expect(try await fixture.storedPersons()[1] == edited)
            #expect(fixture.store.error == nil)

            try await fixture.otherClientSaves(name: "Johann", age: 50)
            host.press("u")
            #expect(
                Self.alertText(host.screen).contains("was changed by someone else since roster read it"),
                "\(host.screen.joined(separator: "\n"))")
            #expect(
                try await fixture.storedPersons()[1] == Person(id: sample[1].id, name: "Johann", age: 50),
                "not written over")
        }

        /// A person open in a form, deleted by someone else: the form stays with the edit and
        /// says so without a key press; Save asks, and Add Again puts the person back (the same
        /// id, the same place) with the form's values.
        @Test func aPersonOpenInAFormThatSomeoneElseDeletesKeepsTheFormAndTheEditAndCanBeAddedAgain() async throws {
            let fixture = try await Fixture()
            let host = fixture.host
            let sample = try PersonsJSON.decode(SampleData.personsJSON)
            host.press(.downArrow)
            host.press(.return)
            host.type("ny")
            let deleted = try await fixture.otherClientDeletesTheSecond()
            #expect(deleted.id == sample[1].id)
            #expect(
                await fixture.host.waitForScreen { $0.joined().contains("● deleted by someone else") },
                "the form says so without a key press:\n\(host.screen.joined(separator: "\n"))")
            #expect(
                host.screenText.contains("Personal information") && host.screenText.contains(sample[1].name + "ny"),
                "the form and its edit stay")
            #expect(try await fixture.storedPersons().count == sample.count - 1)
            host.press("s", modifiers: .control)
            #expect(
                Self.alertText(host.screen).contains(
                    "\(sample[1].name)ny was deleted by someone else while this form was open."),
                "\(host.screen.joined(separator: "\n"))")
            #expect(host.screenText.contains("[ Add Again ]") && host.screenText.contains("Discard"))
            host.press(.return)  // Cancel, the first button
            #expect(
                host.screenText.contains("Personal information") && host.screenText.contains(sample[1].name + "ny"),
                "Cancel keeps the form")
            #expect(try await fixture.storedPersons().count == sample.count - 1, "nothing was written while asking")
            host.press("s", modifiers: .control)
            host.press(.rightArrow)
            host.press(.return)  // Add Again
            #expect(
                !host.screenText.contains("Personal information"),
                "added and closed:\n\(host.screen.joined(separator: "\n"))")
            let stored = try await fixture.storedPersons()
            #expect(
                stored.count == sample.count
                    && stored[1] == Person(id: sample[1].id, name: sample[1].name + "ny", age: sample[1].age),
                "back in its place with the same id")
        }

        /// The same, and Discard: the form closes, the person stays deleted, and nothing is left
        /// of the edit in the list; Esc discards the same way.
        @Test func discardingTheEditOfAPersonSomeoneElseDeletedClosesTheForm() async throws {
            for key in ["Discard", "Esc"] {
                let fixture = try await Fixture()
                let host = fixture.host
                let sample = try PersonsJSON.decode(SampleData.personsJSON)
                host.press(.downArrow)
                host.press(.return)
                host.type("ny")
                _ = try await fixture.otherClientDeletesTheSecond()
                #expect(await fixture.host.waitForScreen { $0.joined().contains("● deleted by someone else") })
                if key == "Discard" {
                    host.press("s", modifiers: .control)
                    host.press(.rightArrow)
                    host.press(.rightArrow)
                    host.press(.return)  // Discard
                } else {
                    host.press(.escape)
                }
                host.settle()
                #expect(
                    !host.screenText.contains("Personal information") && !host.screenText.contains(sample[1].name),
                    "\(key): closed, and the row gone:\n\(host.screen.joined(separator: "\n"))")
                #expect(fixture.store.persons.count == sample.count - 1)
                #expect(try await fixture.storedPersons().count == sample.count - 1, "\(key) writes nothing")
                #expect(!fixture.store.interrupt(), "nothing unsaved is left")
            }
        }

        @Test func afterReloadingOnAConflictOtherClientsSavesStillShow() async throws {
            let fixture = try await Fixture()
            let host = fixture.host
            host.press(.downArrow)
            host.press(.return)
            host.type("ny")
            try await fixture.otherClientSaves(name: "Jonathan", age: 44)
            host.press("s", modifiers: .control)
            #expect(host.screenText.contains("[ Reload ]"))
            host.press(.rightArrow)
            host.press(.return)  // Reload
            let reloaded = await fixture.host.waitForScreen { rows in
                rows.joined().contains("Jonathan") && !rows.joined().contains("Johnny")
            }
            #expect(reloaded, "\(host.screen.joined(separator: "\n"))")
            try await fixture.otherClientSaves(name: "Jon", age: 45)
            let seen = await fixture.host.waitForScreen { $0.joined().contains("Age: 45") }
            #expect(seen, "the list still follows other clients:\n\(host.screen.joined(separator: "\n"))")
        }

        @Test func aServerGoingAwayShowsABannerASaveSaysSoKeepsTheEditAndWorksWhenItIsBack() async throws {
            let server = try PrivateServer()
            let fixture = try await Fixture(configuration: PostgresConfiguration(server.url))
            let host = fixture.host
            let sample = try PersonsJSON.decode(SampleData.personsJSON)
            let banner = "offline — reconnecting"
            #expect(!host.screenText.contains(banner))
            host.press(.return)
            host.type("X")
            try TestServer.kill(folder: server.folder)
            let offline = await fixture.host.waitForScreen { $0.joined().contains(banner) }
            #expect(offline, "the banner shows without a key press:\n\(host.screen.joined(separator: "\n"))")
            host.press("s", modifiers: .control)
            #expect(
                Self.alertText(host.screen).contains("The database is offline"),
                "\(host.screen.joined(separator: "\n"))")
            host.press(.return)  // OK
            #expect(
                host.screenText.contains("Personal information") && host.screenText.contains(sample[0].name + "X"),
                "the edit is still in the form")

            try TestServer.start(folder: server.folder)
            let online = await fixture.host.waitForScreen { !$0.joined().contains(banner) }
            #expect(online, "the banner goes once the connection is back:\n\(host.screen.joined(separator: "\n"))")
            host.press("s", modifiers: .control)
            #expect(
                !host.screenText.contains("Personal information"),
                "saved and closed:\n\(host.screen.joined(separator: "\n"))")
            #expect(try await fixture.storedPersons()[0].name == sample[0].name + "X")
        }

        /// Ctrl-C while offline with unsaved edits in a form asks (they could not be saved
        /// anywhere first); Stay keeps them, Quit or a second Ctrl-C quits. Online, or with
        /// nothing unsaved, Ctrl-C quits at once, as the keys say.
        @Test func ctrlCWhileOfflineWithUnsavedEditsAsksFirst() async throws {
            let server = try PrivateServer()
            let fixture = try await Fixture(configuration: PostgresConfiguration(server.url))
            let host = fixture.host
            let store = fixture.store
            let sample = try PersonsJSON.decode(SampleData.personsJSON)
            host.press(.return)
            host.type("X")
            #expect(!store.interrupt(), "online, Ctrl-C quits at once")
            try TestServer.kill(folder: server.folder)
            #expect(await fixture.host.waitForScreen { $0.joined().contains("offline — reconnecting") })

            #expect(store.interrupt(), "offline with an unsaved edit: the app stays and asks")
            host.settle()
            #expect(
                Self.alertText(host.screen).contains("Quit and lose them?"), "\(host.screen.joined(separator: "\n"))")
            #expect(!store.interrupt(), "a second Ctrl-C while asking quits")
            host.press(.return)  // Stay, the first button
            #expect(!host.hasQuit)
            #expect(!Self.alertText(host.screen).contains("Quit and lose them?"))
            #expect(
                host.screenText.contains("Personal information") && host.screenText.contains(sample[0].name + "X"),
                "the edit is kept")

            #expect(store.interrupt())
            host.settle()
            host.press(.rightArrow)
            host.press(.return)  // Quit
            #expect(host.hasQuit)

            try TestServer.start(folder: server.folder)
        }

        @Test func ctrlCWhileOfflineAsksOverANewPersonBeingTypedAndNotOverNothing() async throws {
            let server = try PrivateServer()
            let fixture = try await Fixture(configuration: PostgresConfiguration(server.url))
            let host = fixture.host
            try TestServer.kill(folder: server.folder)
            #expect(await fixture.host.waitForScreen { $0.joined().contains("offline — reconnecting") })
            #expect(!fixture.store.interrupt(), "nothing unsaved: Ctrl-C quits at once")
            host.press("n")
            #expect(!fixture.store.interrupt(), "an empty new-person form holds nothing")
            host.type("Newcomer")
            #expect(fixture.store.interrupt())
            host.settle()
            // The alert shows over the sheet (whose frame alertText cannot see through).
            #expect(host.screenText.contains("Quit and lose"), "\(host.screen.joined(separator: "\n"))")
            host.press(.return)  // Stay
            #expect(!host.screenText.contains("Quit and lose"))
            #expect(host.screenText.contains("Newcomer") && !host.hasQuit)
            host.press(.escape)
            #expect(!fixture.store.interrupt(), "the form closed: nothing unsaved")
            try TestServer.start(folder: server.folder)
        }

        /// Quitting while offline with unsaved edits: `q` is the list's key, and it never reaches
        /// the list while a form or the new-person sheet is open (focus stays in it: in the name
        /// it types a letter, on the age or Save it does nothing), so no key quits over unsaved
        /// edits; Ctrl-C is the one way out of a form, a signal that quits at once with the
        /// form's edits not saved, as the README and the key help promise.
        @Test func offlineQNeverQuitsOverUnsavedEditsAndKeepsThem() async throws {
            let server = try PrivateServer()
            let fixture = try await Fixture(configuration: PostgresConfiguration(server.url))
            let host = fixture.host
            let sample = try PersonsJSON.decode(SampleData.personsJSON)
            host.press(.return)
            host.type("X")
            try TestServer.kill(folder: server.folder)
            #expect(await fixture.host.waitForScreen { $0.joined().contains("offline — reconnecting") })
            // Name, age, Save, and round again.
            for field in 0..<4 {
                host.press("q")
                #expect(!host.hasQuit, "q in the form's field \(field) quit:\n\(host.screen.joined(separator: "\n"))")
                host.press(.tab)
            }
            #expect(host.screenText.contains(sample[0].name + "Xq"), "the edit (and the q typed in the name) is kept")
            #expect(host.screenText.contains("● modified") && host.screenText.contains("^C quit"))
            host.press(.escape)
            #expect(!host.screenText.contains("Personal information"))

            host.press("n")
            host.type("Newcomer")
            for field in 0..<4 {
                host.press("q")
                #expect(
                    !host.hasQuit, "q in the new person's field \(field) quit:\n\(host.screen.joined(separator: "\n"))")
                host.press(.tab)
            }
            #expect(host.screenText.contains("Newcomerq"), "the new person's name is kept")
            host.press(.escape)
            host.press("q")
            #expect(host.hasQuit, "with nothing unsaved, q in the list quits at once, offline or not")
            try TestServer.start(folder: server.folder)
        }
    }
}
