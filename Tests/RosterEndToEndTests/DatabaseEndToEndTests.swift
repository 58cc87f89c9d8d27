import Foundation
import RosterTestSupport
import Testing

@testable import Roster

/// The real binary on a SQLite database: two processes following each other live (and one
/// deleting the person open in the other's form), a save killed at random moments, and a database roster may not write.
@Suite("A database, end to end")
struct DatabaseEndToEndTests {
    static let majid = Person(id: UUID(uuidString: "90E57E9B-0A92-5794-91D4-54671FA81375")!, name: "Majid", age: 27)
    static let john = Person(id: UUID(), name: "John", age: 31)

    static func makeDatabase(_ path: String, persons: [Person]) throws {
        _ = try SQLitePersonStorage(path: path).immediateOpen(initial: .sample(PersonsJSON.encode(persons)))
    }

    @Test func twoRostersOnOneDatabaseSeeEachOthersSavesWithoutAKeyPress() throws {
        let folder = TemporaryFolder()
        let path = folder.file("roster.db")
        try Self.makeDatabase(path, persons: [Self.majid, Self.john])
        let first = try TmuxSession(command: TmuxSession.rosterCommand(["--file", path]))
        let second = try TmuxSession(command: TmuxSession.rosterCommand(["--file", path]))
        for app in [first, second] {
            try app.waitFor(text: "Age: 31")
        }

        // The first saves an edit of Majid; the second's list changes on its own.
        try first.send("Enter")
        try first.waitFor(text: "Personal information")
        try first.send("Tab", "+", "+")
        try first.send("A", literal: false)
        try first.send("C-s")
        try first.waitFor("the first's form closed") { rows in !rows.contains { $0.contains("Personal information") } }
        try second.waitFor("the second's list shows the first's save") { rows in
            rows.contains { $0.contains("Age: 29") }
        }

        // The second edits John, the first saves John meanwhile: the second's Save asks.
        try second.send("Down", "Enter")
        try second.waitFor(text: "Personal information")
        try second.send("B", literal: true)
        try first.send("Down", "Enter")
        try first.waitFor(text: "Personal information")
        try first.send("C", literal: true)
        try first.send("C-s")
        try first.waitFor("the first's form closed") { rows in !rows.contains { $0.contains("Personal information") } }
        try second.send("C-s")
        let alert = try second.waitFor(text: "[ Overwrite ]")
        #expect(
            AlertBox.text(alert).contains(
                "\(path) was changed by another program since roster read it (the person JohnB)."))
        #expect(try DatabaseContents.persons(at: path)[1].name == "JohnC", "nothing was written while asking")

        // Overwrite (Cancel, Reload, Overwrite): the second's edit wins, and the first follows it.
        try second.send("Right", "Right", "Enter")
        try second.waitFor("the second's form closed") { rows in !rows.contains { $0.contains("Personal information") }
        }
        #expect(try DatabaseContents.persons(at: path)[1].name == "JohnB")
        try first.waitFor("the first's list shows the overwrite") { rows in rows.contains { $0.contains("JohnB") } }
        for app in [first, second] {
            try app.send("q")
            try app.waitFor(text: "[exit 0]")
        }
    }

    /// The second deletes the person open in the first's form: the form keeps its edit and says
    /// so; its Save asks, and Add Again puts the person back, where they were, for both.
    @Test func aPersonDeletedUnderAnotherRostersOpenFormIsAskedAboutAndCanBeAddedAgain() throws {
        let folder = TemporaryFolder()
        let path = folder.file("roster.db")
        try Self.makeDatabase(path, persons: [Self.majid, Self.john])
        let first = try TmuxSession(command: TmuxSession.rosterCommand(["--file", path]))
        let second = try TmuxSession(command: TmuxSession.rosterCommand(["--file", path]))
        for app in [first, second] {
            try app.waitFor(text: "Age: 31")
        }
        try first.send("Down", "Enter")
        try first.waitFor(text: "Personal information")
        try first.send("X", literal: true)
        try first.waitFor(text: "JohnX")
        try second.send("Down", "d")
        try second.waitFor(text: "Delete John?")
        try second.send("Left", "Enter")
        try second.waitFor("John is gone from the second's list") { rows in !rows.contains { $0.contains("John") } }
        let marked = try first.waitFor(text: "● deleted by someone else")
        #expect(
            marked.contains { $0.contains("Personal information") } && marked.contains { $0.contains("JohnX") },
            "the form and its edit stay")
        #expect(try DatabaseContents.persons(at: path) == [Self.majid])
        try first.send("C-s")
        let question = try first.waitFor(text: "[ Add Again ]")
        #expect(AlertBox.text(question).contains("JohnX was deleted by someone else while this form was open."))
        // Cancel, Add Again, Discard.
        try first.send("Right", "Enter")
        try first.waitFor("the first's form closed") { rows in !rows.contains { $0.contains("Personal information") } }
        #expect(
            try DatabaseContents.persons(at: path) == [Self.majid, Person(id: Self.john.id, name: "JohnX", age: 31)])
        try second.waitFor(text: "JohnX")
        for app in [first, second] {
            try app.send("q")
            try app.waitFor(text: "[exit 0]")
        }
    }

    @Test func theDefaultDatabaseIsCreatedOnceFromTheOldJSONFileWhichIsLeftAlone() throws {
        let folder = TemporaryFolder()
        let data = folder.file("data")
        try FileManager.default.createDirectory(atPath: data + "/roster", withIntermediateDirectories: true)
        let json = data + "/roster/persons.json"
        let bytes = PersonsJSON.encode([Self.majid, Self.john])
        #expect(FileManager.default.createFile(atPath: json, contents: Data(bytes)))
        let app = try TmuxSession(command: TmuxSession.rosterCommand([], environment: ["XDG_DATA_HOME": data]))
        let rows = try app.waitFor(text: "[ OK ]")
        #expect(AlertBox.text(rows).contains("Imported 2 persons from \(json) into \(data)/roster/roster.db."))
        try app.send("Enter")
        try app.waitFor(text: "Age: 31")
        try app.send("q")
        try app.waitFor(text: "[exit 0]")
        #expect(folder.bytes(of: json) == bytes)
        #expect(try DatabaseContents.persons(at: data + "/roster/roster.db") == [Self.majid, Self.john])
    }

    @Test(.enabled(if: getuid() == 0, "needs root to become nobody"))
    func aDatabaseThatCannotBeWrittenIsNamedAndLeftAlone() throws {
        let folder = TemporaryFolder()
        let path = folder.file("roster.db")
        try Self.makeDatabase(path, persons: [Self.majid])
        chmod(folder.path, 0o755)
        chmod(path, 0o644)
        let before = try folder.snapshot()
        let command = "setpriv --reuid=65534 --regid=65534 --clear-groups -- "
        let app = try TmuxSession(
            command: command + TmuxSession.rosterCommand(["--file", path]), width: 120, height: 30,
            environment: ["HOME": "/nonexistent"])
        let rows = try app.waitFor(text: "[ OK ]")
        #expect(AlertBox.text(rows).contains("Could not open \(path): is read-only"))
        try app.send("Enter")
        try app.waitFor(text: "No persons")
        try app.send("q")
        try app.waitFor(text: "[exit 0]")
        #expect(try folder.snapshot() == before)
    }
}
