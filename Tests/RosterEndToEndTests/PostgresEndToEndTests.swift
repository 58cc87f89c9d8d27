import Foundation
import RosterTestSupport
import Testing

@testable import Roster
@testable import RosterPostgres

/// The real binary on PostgreSQL (`--db`), against the throwaway server `make test` starts:
/// three rosters following each other live and asking on a conflicting save and on a save of a
/// person someone else deleted, the password
/// asked for on the terminal and never shown, a password on the command line refused, and
/// `roster import` and `roster export` on a database.
@Suite("PostgreSQL, end to end")
struct PostgresEndToEndTests {
    static func formClosed(_ rows: [String]) -> Bool {
        !rows.contains { $0.contains("Personal information") }
    }

    /// libpq (and the Kerberos, LDAP and TLS libraries under it) is loaded only by a roster
    /// that connects to a server: one on a SQLite database or a JSON file starts without it.
    @Test func libpqIsLoadedOnlyByARosterOnAServer() throws {
        let folder = TemporaryFolder()
        let url = try PostgresTestServer.url(database: PostgresTestServer.newDatabase(prefix: "roster_e2e_"))
        for (arguments, loadsLibpq) in [
            (["--db", url], true), (["--file", folder.file("roster.db")], false),
            (["--file", folder.file("persons.json")], false),
        ] {
            let terminal = try PseudoTerminal(TmuxSession.rosterPath, arguments)
            defer { terminal.stop() }
            #expect(terminal.wait { terminal.hasShown("Majid") }, "\(arguments[0]): the persons show")
            // Read to the end (a file in /proc says it is empty, so it is read until a read gives nothing).
            let maps = String(
                decoding: try FileHandle(forReadingFrom: URL(fileURLWithPath: "/proc/\(terminal.pid)/maps")).readToEnd()
                    ?? Data(), as: UTF8.self)
            #expect(
                maps.contains("/libpq.so.5") == loadsLibpq,
                "\(arguments[0]): libpq is \(loadsLibpq ? "" : "not ")loaded")
        }
    }

    @Test func threeRostersOnOneDatabaseSeeEachOthersSavesAndAskOnAConflict() throws {
        let url = try PostgresTestServer.url(database: PostgresTestServer.newDatabase(prefix: "roster_e2e_"))
        let first = try TmuxSession(command: TmuxSession.rosterCommand(["--db", url]))
        try first.waitFor(text: "Age: 27")  // the first roster created the database from the sample
        let second = try TmuxSession(command: TmuxSession.rosterCommand(["--db", url]))
        let third = try TmuxSession(command: TmuxSession.rosterCommand(["--db", url]))
        for app in [second, third] {
            try app.waitFor(text: "Age: 27")
        }

        // The first saves Majid two years older; the others' lists change on their own.
        try first.send("Enter")
        try first.waitFor(text: "Personal information")
        try first.send("Tab", "+", "+")
        try first.send("C-s")
        try first.waitFor("the first's form closed", Self.formClosed)
        for app in [second, third] {
            try app.waitFor(text: "Age: 29")
        }

        // The second edits John; the third saves John meanwhile: the second's Save asks.
        try second.send("Down", "Enter")
        try second.waitFor(text: "Personal information")
        try second.send("B", literal: true)
        try third.send("Down", "Enter")
        try third.waitFor(text: "Personal information")
        try third.send("C", literal: true)
        try third.send("C-s")
        try third.waitFor("the third's form closed", Self.formClosed)
        try second.send("C-s")
        let alert = try second.waitFor(text: "[ Overwrite ]")
        #expect(AlertBox.text(alert).contains("was changed by someone else since roster read it (the person JohnB)."))

        // Overwrite (Cancel, Reload, Overwrite): the second's edit wins, and the others follow.
        try second.send("Right", "Right", "Enter")
        try second.waitFor("the second's form closed", Self.formClosed)
        for app in [first, third] {
            try app.waitFor(text: "JohnB")
        }

        // The first edits Majid; the third deletes him meanwhile: the first's form stays, with
        // the edit, and says so; its Save asks, and Add Again puts him back for everyone.
        try first.send("Enter")
        try first.waitFor(text: "Personal information")
        try first.send("X", literal: true)
        try first.waitFor(text: "MajidX")
        try third.send("Up", "d")
        try third.waitFor(text: "Delete Majid?")
        try third.send("Left", "Enter")
        try third.waitFor("Majid is gone from the third's list") { rows in !rows.contains { $0.contains("Majid") } }
        let marked = try first.waitFor(text: "● deleted by someone else")
        #expect(marked.joined().contains("MajidX") && !Self.formClosed(marked), "the first's form and edit stay")
        try first.send("C-s")
        let question = try first.waitFor(text: "[ Add Again ]")
        #expect(AlertBox.text(question).contains("MajidX was deleted by someone else while this form was open."))
        // Cancel, Add Again, Discard.
        try first.send("Right", "Enter")
        try first.waitFor("the first's form closed", Self.formClosed)
        for app in [second, third] {
            try app.waitFor(text: "MajidX")
        }
        for app in [first, second, third] {
            try app.send("q")
            try app.waitFor(text: "[exit 0]")
        }
    }

    @Test func aPasswordIsAskedForOnTheTerminalAndNeverShownOrOnACommandLine() throws {
        let role = "roster_e2e_\(UUID().uuidString.prefix(8).lowercased())"
        let password = "pw-\(UUID().uuidString)"
        try PostgresTestServer.createRole(role, password: password)
        let url = try PostgresTestServer.url(
            database: PostgresTestServer.newDatabase(prefix: "roster_e2e_", owner: role), user: role)
        // No ~/.pgpass, no PGPASSWORD: roster asks.
        let app = try TmuxSession(
            command: TmuxSession.rosterCommand(["--db", url], environment: ["PGPASSFILE": "/nonexistent"]))
        try app.waitFor(text: "Password for \(role)@")
        try app.send("wrong", literal: true)
        try app.send("Enter")
        let retry = try app.waitFor("asked again") { rows in rows.filter { $0.contains("Password for") }.count == 2 }
        #expect(retry.joined().contains("password authentication failed"))
        try app.send(password, literal: true)
        try app.send("Enter")
        let screen = try app.waitFor(text: "Age: 27")
        #expect(!screen.joined().contains(password) && !screen.joined().contains("wrong"), "typed without echo")
        for entry in try FileManager.default.contentsOfDirectory(atPath: "/proc") where Int(entry) != nil {
            guard let data = FileManager.default.contents(atPath: "/proc/\(entry)/cmdline") else { continue }
            #expect(!String(decoding: data, as: UTF8.self).contains(password), "process \(entry)")
        }
        try app.send("q")
        try app.waitFor(text: "[exit 0]")
    }

    @Test(arguments: [
        ["--db", "postgresql:///roster", "--file", "x.db"], ["--db", "postgresql:///roster", "frobnicate"],
        ["--db", "postgresql:///roster", "import"], ["--db"], ["--db="],
    ])
    func databaseArgumentsThatMakeNoSenseAreUsageErrors(arguments: [String]) throws {
        let outcome = try ChildProcess.run(TmuxSession.rosterPath, arguments)
        #expect(outcome.status == 2)
        #expect(outcome.error.contains("Usage: roster"))
    }

    @Test(arguments: [[], ["import", "in.json"], ["export"], ["export", "--format", "csv"]])
    func aPasswordOnTheCommandLineIsRefusedWithoutShowingIt(command: [String]) throws {
        let outcome = try ChildProcess.run(
            TmuxSession.rosterPath, command + ["--db", "postgresql://alice:s3cret-pw@127.0.0.1:1/team"])
        #expect(outcome.status == 2)
        #expect(outcome.error.contains("--db must not contain a password"))
        #expect(!outcome.error.contains("s3cret"))
        #expect(outcome.output.isEmpty)
    }

    // MARK: Import and export

    static let persons = [
        Person(id: UUID(), name: "Majid", age: 27),
        Person(id: UUID(), name: "Smith, John", age: 31),
        Person(id: UUID(), name: "Fred \"The Hammer\"", age: 25),
        Person(id: UUID(), name: "'); DROP TABLE persons; --", age: 40),
        Person(id: UUID(), name: "Two\nLines \\ ünïcödé", age: 41),
    ]

    func roster(_ arguments: [String], database: String? = nil) throws -> ChildProcess.Outcome {
        var environment = ProcessInfo.processInfo.environment
        environment["ROSTER_DATABASE_URL"] = database
        return try ChildProcess.run(TmuxSession.rosterPath, arguments, environment: environment)
    }

    @Test func importIntoADatabaseThenExportGivesThePersonsBackAsJSONAndCSV() throws {
        let database = try PostgresTestServer.newDatabase(prefix: "roster_e2e_")
        let url = try PostgresTestServer.url(database: database)
        let folder = TemporaryFolder()
        let json = folder.file("in.json")
        #expect(FileManager.default.createFile(atPath: json, contents: Data(PersonsJSON.encode(Self.persons))))
        let imported = try roster(["import", json, "--db", url])
        #expect(imported.status == 0, "\(imported.error)")
        #expect(imported.error.contains("Imported 5 persons into "))
        #expect(imported.error.contains("/\(database) in "), "the database is named, as a file would be")
        #expect(imported.error.contains("persons/s)."))
        #expect(imported.output.isEmpty)

        let exported = try roster(["export", "--db", url])
        #expect(exported.status == 0, "\(exported.error)")
        #expect(
            try PersonsJSON.decode(Array(exported.output.utf8)) == Self.persons,
            "no sample persons: a database created by an import is empty")

        let csv = try roster(["export", "--format", "csv"], database: url)
        #expect(csv.status == 0, "\(csv.error)")
        var expected = "id,name,age\r\n"
        for person in Self.persons {
            expected +=
                "\(person.id.uuidString),\(String(decoding: PersonsTransfer.csvField(person.name), as: UTF8.self)),\(person.age)\r\n"
        }
        #expect(csv.output == expected)
    }

    @Test func onATerminalAnImportShowsAProgressBarThenTheRate() throws {
        let url = try PostgresTestServer.url(database: PostgresTestServer.newDatabase(prefix: "roster_e2e_"))
        let folder = TemporaryFolder()
        let json = folder.file("in.json")
        let many = (0..<3_000).map { Person(id: UUID(), name: "Person \($0)", age: $0 % 100) }
        #expect(FileManager.default.createFile(atPath: json, contents: Data(PersonsJSON.encode(many))))
        let terminal = try PseudoTerminal(TmuxSession.rosterPath, ["import", json, "--db", url])
        #expect(terminal.waitForExit() == 0)
        #expect(terminal.hasShown("Importing "), "the bar's label")
        #expect(terminal.hasShown("█"), "the bar")
        #expect(terminal.hasShown("(3000/3000)"))
        #expect(terminal.hasShown("Imported 3,000 persons into "))
    }

    @Test func importingAgainThroughTheEnvironmentUpdatesByIDAndAddsTheNewOnes() throws {
        let url = try PostgresTestServer.url(database: PostgresTestServer.newDatabase(prefix: "roster_e2e_"))
        let folder = TemporaryFolder()
        let json = folder.file("in.json")
        #expect(
            FileManager.default.createFile(
                atPath: json, contents: Data(PersonsJSON.encode(Array(Self.persons.prefix(2))))))
        #expect(try roster(["import", json], database: url).status == 0)
        var changed = Self.persons
        changed[0].name = "Majid Q."
        changed[1].age = 32
        #expect(FileManager.default.createFile(atPath: json, contents: Data(PersonsJSON.encode(changed))))
        let again = try roster(["import", json], database: url)
        #expect(again.status == 0, "\(again.error)")
        #expect(again.error.contains("Imported 5 persons into "))
        let exported = try roster(["export"], database: url)
        #expect(try PersonsJSON.decode(Array(exported.output.utf8)) == changed)
    }

    @Test func anImportThatFailsHalfwayWritesNothing() throws {
        let url = try PostgresTestServer.url(database: PostgresTestServer.newDatabase(prefix: "roster_e2e_"))
        let folder = TemporaryFolder()
        let json = folder.file("in.json")
        #expect(
            FileManager.default.createFile(
                atPath: json, contents: Data(PersonsJSON.encode(Array(Self.persons.prefix(2))))))
        #expect(try roster(["import", json, "--db", url]).status == 0)
        // The third person cannot be stored (PostgreSQL text holds no NUL): the first two of
        // this file, already sent, are rolled back with it.
        var bad = Self.persons
        bad[0].age = 99
        bad[2].name = "Nul\u{0}Name"
        #expect(FileManager.default.createFile(atPath: json, contents: Data(PersonsJSON.encode(bad))))
        let failed = try roster(["import", json, "--db", url])
        #expect(failed.status == 1)
        #expect(failed.error.contains("NUL character"))
        #expect(failed.error.contains("Nothing was imported."))
        let exported = try roster(["export", "--db", url])
        #expect(try PersonsJSON.decode(Array(exported.output.utf8)) == Array(Self.persons.prefix(2)))
    }

    @Test func aBadFileIsRefusedWithTheMessagesOfAFileAndTheDatabaseIsNotTouched() throws {
        let url = try PostgresTestServer.url(database: PostgresTestServer.newDatabase(prefix: "roster_e2e_"))
        let folder = TemporaryFolder()
        let json = folder.file("bad.json")
        #expect(
            FileManager.default.createFile(
                atPath: json, contents: Data(#"{"version": 1, "persons": [{"id": "nope"}]}"#.utf8)))
        let failed = try roster(["import", json, "--db", url])
        #expect(failed.status == 1)
        #expect(failed.error.contains("roster: Could not open \(json): "))
        #expect(failed.error.contains("Nothing was imported."))
        let missing = try roster(["import", folder.file("missing.json"), "--db", url])
        #expect(missing.status == 1)
        #expect(missing.error.contains("Nothing was imported."))
    }

    @Test func anUnreachableServerIsAPlainError() throws {
        let outcome = try roster(["export", "--db", "postgresql://nobody@127.0.0.1:1/team?connect_timeout=2"])
        #expect(outcome.status == 1)
        #expect(outcome.error.hasPrefix("roster: "))
        #expect(outcome.output.isEmpty)
    }
}
