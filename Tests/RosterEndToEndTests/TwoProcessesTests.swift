import Foundation
import Roster
import RosterTestSupport
import Testing

/// Two `roster` processes on one data file, each in its own tmux: neither overwrites the
/// other's save silently; the user chooses in an alert (Cancel, Reload, Overwrite).
@Suite("Two processes, one file, in tmux")
struct TwoProcessesTests {
    static let majid = Person(id: UUID(), name: "Majid", age: 27)
    static let john = Person(id: UUID(), name: "John", age: 31)

    @Test func aSaveOverAnotherProcesssSaveAsksAndLosesNothingUnasked() throws {
        let folder = TemporaryFolder()
        let path = folder.file("persons.json")
        #expect(
            FileManager.default.createFile(atPath: path, contents: Data(PersonsJSON.encode([Self.majid, Self.john]))))
        func onDisk() throws -> [String] { try PersonsJSON.decode(folder.bytes(of: path) ?? []).map(\.name) }
        let first = try TmuxSession(command: TmuxSession.rosterCommand(["--file", path]))
        let second = try TmuxSession(command: TmuxSession.rosterCommand(["--file", path]))
        for app in [first, second] {
            try app.waitFor(text: "Age: 31")
        }

        // The first saves an edit of Majid.
        try first.send("Enter")
        try first.waitFor(text: "Personal information")
        try first.send("A", literal: true)
        try first.send("C-s")
        try TmuxSession.poll("the first save") { try onDisk() == ["MajidA", "John"] }
        let firstSave = folder.bytes(of: path)

        // The second, which read the file before that, edits John and saves: it is asked.
        try second.send("Down", "Enter")
        try second.waitFor(text: "Personal information")
        try second.send("B", literal: true)
        try second.send("C-s")
        let alert = try second.waitFor(text: "[ Overwrite ]")
        let message = AlertBox.text(alert)
        #expect(message.contains("\(path) was changed by another program since roster opened it."), "\(message)")
        #expect(message.contains("Reload it (dropping the changes in this form), or overwrite it"))
        #expect(folder.bytes(of: path) == firstSave, "nothing was written while asking")

        // Cancel (focused first): the form stays with its edit; nothing is written.
        try second.send("Enter")
        try second.waitFor("the alert closed, the form still open") { rows in
            !rows.contains { $0.contains("[ Overwrite ]") } && rows.contains { $0.contains("JohnB") }
                && rows.contains { $0.contains("Personal information") }
        }
        #expect(folder.bytes(of: path) == firstSave)

        // Reload: the form's edit is dropped, the first process's save shows; nothing is written.
        try second.send("C-s")
        try second.waitFor(text: "[ Overwrite ]")
        try second.send("Right", "Enter")
        try second.waitFor("the reloaded list") { rows in
            rows.contains { $0.contains("MajidA") } && !rows.contains { $0.contains("JohnB") }
                && !rows.contains { $0.contains("Personal information") }
        }
        #expect(folder.bytes(of: path) == firstSave)

        // Now up to date, the second saves without being asked, keeping the first's edit.
        try second.send("Enter")
        try second.waitFor(text: "Personal information")
        try second.send("C", literal: true)
        try second.send("C-s")
        try TmuxSession.poll("the second save") { try onDisk() == ["MajidA", "JohnC"] }
        try second.waitFor("the form closed") { rows in !rows.contains { $0.contains("Personal information") } }

        // The first, now out of date, edits again; choosing Overwrite is the only way to lose
        // the second's save, and it does exactly that.
        try first.send("Enter")
        try first.waitFor(text: "Personal information")
        try first.send("Z", literal: true)
        try first.send("C-s")
        try first.waitFor(text: "[ Overwrite ]")
        #expect(try onDisk() == ["MajidA", "JohnC"])
        try first.send("Right", "Right", "Enter")
        try TmuxSession.poll("the overwrite") { try onDisk() == ["MajidAZ", "John"] }
        try first.waitFor("the form closed") { rows in !rows.contains { $0.contains("Personal information") } }

        for app in [first, second] {
            try app.send("q")
            try app.waitFor(text: "[exit 0]")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["persons.json"])
    }

    /// The second deletes the person open in the first's form. A JSON file has no live feed:
    /// the first's Save meets the file changed and asks as for any other change, and
    /// Overwrite keeps the edit (the person is written back).
    @Test func aDeletionByAnotherProcessOfThePersonInTheFormIsAskedAboutAtSave() throws {
        let folder = TemporaryFolder()
        let path = folder.file("persons.json")
        #expect(
            FileManager.default.createFile(atPath: path, contents: Data(PersonsJSON.encode([Self.majid, Self.john]))))
        func onDisk() throws -> [Person] { try PersonsJSON.decode(folder.bytes(of: path) ?? []) }
        let first = try TmuxSession(command: TmuxSession.rosterCommand(["--file", path]))
        let second = try TmuxSession(command: TmuxSession.rosterCommand(["--file", path]))
        for app in [first, second] {
            try app.waitFor(text: "Age: 31")
        }
        try first.send("Down", "Enter")
        try first.waitFor(text: "Personal information")
        try first.send("X", literal: true)
        try second.send("Down", "d")
        try second.waitFor(text: "Delete John?")
        try second.send("Left", "Enter")
        try TmuxSession.poll("the deletion") { try onDisk() == [Self.majid] }
        try first.send("C-s")
        let alert = try first.waitFor(text: "[ Overwrite ]")
        #expect(AlertBox.text(alert).contains("\(path) was changed by another program since roster opened it."))
        #expect(try onDisk() == [Self.majid], "nothing was written while asking")
        try first.send("Right", "Right", "Enter")  // Overwrite
        try TmuxSession.poll("the overwrite") {
            try onDisk() == [Self.majid, Person(id: Self.john.id, name: "JohnX", age: 31)]
        }
        for app in [first, second] {
            try app.send("q")
            try app.waitFor(text: "[exit 0]")
        }
    }
}
