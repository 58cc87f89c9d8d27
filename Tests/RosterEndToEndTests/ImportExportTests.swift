import Foundation
import Roster
import RosterTestSupport
import Testing

/// `roster import` and `roster export`, run as real processes.
@Suite("Import and export")
struct ImportExportTests {
    func roster(_ arguments: [String], environment: [String: String] = [:]) throws -> ChildProcess.Outcome {
        try ChildProcess.run(
            TmuxSession.rosterPath, arguments,
            environment: ProcessInfo.processInfo.environment.merging(environment) { $1 })
    }

    static let persons = [
        Person(id: UUID(), name: "Majid", age: 27),
        Person(id: UUID(), name: "Smith, John", age: 31),
        Person(id: UUID(), name: "Fred \"The Hammer\"", age: 25),
        Person(id: UUID(), name: "Two\nLines", age: 40),
    ]

    @Test func importIntoANewDatabaseThenExportGivesThePersonsBack() throws {
        let folder = TemporaryFolder()
        let json = folder.file("in.json")
        #expect(FileManager.default.createFile(atPath: json, contents: Data(PersonsJSON.encode(Self.persons))))
        let database = folder.file("roster.db")
        let imported = try roster(["import", json, "--file", database])
        #expect(imported.status == 0, "\(imported.error)")
        #expect(imported.error.contains("Imported 4 persons into \(database) in "))
        #expect(imported.error.contains("persons/s)."), "the rate is reported")
        #expect(imported.output.isEmpty)
        #expect(!imported.error.contains("█"), "no progress bar when standard error is not a terminal")
        let exported = try roster(["export", "--file", database])
        #expect(exported.status == 0)
        #expect(try PersonsJSON.decode(Array(exported.output.utf8)) == Self.persons)
    }

    @Test func onATerminalAProgressBarShowsThenTheRate() throws {
        let folder = TemporaryFolder()
        let json = folder.file("in.json")
        let many = (0..<30_000).map { Person(id: UUID(), name: "Person \($0)", age: $0 % 100) }
        #expect(FileManager.default.createFile(atPath: json, contents: Data(PersonsJSON.encode(many))))
        let terminal = try PseudoTerminal(TmuxSession.rosterPath, ["import", json, "--file", folder.file("roster.db")])
        #expect(terminal.waitForExit() == 0)
        #expect(terminal.hasShown("Importing "), "the bar's label")
        #expect(terminal.hasShown("█"), "the bar")
        #expect(terminal.hasShown("(30000/30000)"))
        #expect(terminal.hasShown("Imported 30,000 persons into \(folder.file("roster.db")) in "))
    }

    @Test func importingAgainUpdatesThePersonsByIDAndAddsTheNewOnes() throws {
        let folder = TemporaryFolder()
        let json = folder.file("in.json")
        let database = folder.file("roster.db")
        #expect(
            FileManager.default.createFile(
                atPath: json, contents: Data(PersonsJSON.encode(Array(Self.persons.prefix(2))))))
        #expect(try roster(["import", json, "--file", database]).status == 0)
        var changed = Self.persons
        changed[0].age = 28
        #expect(FileManager.default.createFile(atPath: json, contents: Data(PersonsJSON.encode(changed))))
        #expect(try roster(["import", json, "--file", database]).status == 0)
        #expect(try DatabaseContents.persons(at: database) == changed)
    }

    @Test func csvFollowsRFC4180() throws {
        let folder = TemporaryFolder()
        let json = folder.file("in.json")
        let database = folder.file("roster.db")
        #expect(FileManager.default.createFile(atPath: json, contents: Data(PersonsJSON.encode(Self.persons))))
        #expect(try roster(["import", json, "--file", database]).status == 0)
        let exported = try roster(["export", "--format", "csv", "--file", database])
        #expect(exported.status == 0)
        let ids = Self.persons.map(\.id.uuidString)
        let expected =
            "id,name,age\r\n"
            + "\(ids[0]),Majid,27\r\n"
            + "\(ids[1]),\"Smith, John\",31\r\n"
            + "\(ids[2]),\"Fred \"\"The Hammer\"\"\",25\r\n"
            + "\(ids[3]),\"Two\nLines\",40\r\n"
        #expect(exported.output == expected)
    }

    @Test func exportingAJSONFileWorksToo() throws {
        let folder = TemporaryFolder()
        let json = folder.file("persons.json")
        #expect(FileManager.default.createFile(atPath: json, contents: Data(PersonsJSON.encode(Self.persons))))
        let exported = try roster(["export", "--format=csv", "--file", json])
        #expect(exported.status == 0)
        #expect(exported.output.hasPrefix("id,name,age\r\n\(Self.persons[0].id.uuidString),Majid,27\r\n"))
    }

    @Test(arguments: BadFile.all.prefix(6))
    func aBadJSONFileImportsNothingAndSaysWhatFileGivesSays(_ bad: BadFile) throws {
        let folder = TemporaryFolder()
        let database = folder.file("roster.db")
        let good = folder.file("good.json")
        #expect(FileManager.default.createFile(atPath: good, contents: Data(PersonsJSON.encode(Self.persons))))
        #expect(try roster(["import", good, "--file", database]).status == 0)
        let json = folder.file("bad.json")
        #expect(FileManager.default.createFile(atPath: json, contents: Data(bad.bytes)))
        let outcome = try roster(["import", json, "--file", database])
        #expect(outcome.status == 1)
        #expect(outcome.error.hasPrefix("roster: Could not open \(json): "), "the words --file uses: \(outcome.error)")
        #expect(outcome.error.contains(bad.reason), "\(outcome.error)")
        #expect(outcome.error.contains("Nothing was imported."))
        #expect(try DatabaseContents.persons(at: database) == Self.persons, "all or nothing")
    }

    @Test func exportOfAMissingDatabaseCreatesNothing() throws {
        let folder = TemporaryFolder()
        let database = folder.file("roster.db")
        let outcome = try roster(["export", "--file", database])
        #expect(outcome.status == 1)
        #expect(outcome.error.contains("Could not open \(database): does not exist. Nothing was exported."))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    @Test(arguments: [
        ["import"], ["import", "a.json", "b.json"], ["export", "x"], ["--format", "xml", "export"],
        ["--format", "csv"],
    ])
    func badCommandsPrintUsageAndExitTwo(arguments: [String]) throws {
        let outcome = try roster(arguments)
        #expect(outcome.status == 2)
        #expect(outcome.error.contains("Usage: roster"))
    }
}
