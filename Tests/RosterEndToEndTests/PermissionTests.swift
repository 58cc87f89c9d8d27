import Foundation
import Roster
import RosterTestSupport
import Testing

/// Files roster may not read or write, proved as an unprivileged user even when the tests run
/// as root (who may read and write anything): the real binary runs in tmux as `nobody`, through
/// `setpriv`. As another user, `BadDataFileTests.anUnreadableFileIsRefusedAndLeftAlone` proves
/// the same in-process.
@Suite("No permission, as an unprivileged user in tmux", .enabled(if: getuid() == 0, "needs root to become nobody"))
struct PermissionTests {
    static let nobody: (uid: uid_t, gid: gid_t) = (65534, 65534)

    /// A folder everyone may enter and read (but only root may write), holding the data file.
    final class Setup {
        let folder = TemporaryFolder()
        let path: String
        let bytes: [UInt8]

        init(fileMode: mode_t) {
            path = folder.file("persons.json")
            bytes = PersonsJSON.encode([Person(id: UUID(), name: "Majid", age: 27)])
            #expect(FileManager.default.createFile(atPath: path, contents: Data(bytes)))
            chmod(folder.path, 0o755)
            chmod(path, fileMode)
        }

        /// roster as `nobody` on the data file.
        func start() throws -> TmuxSession {
            let command =
                "setpriv --reuid=\(PermissionTests.nobody.uid) --regid=\(PermissionTests.nobody.gid) --clear-groups -- "
            return try TmuxSession(
                command: command + TmuxSession.rosterCommand(["--file", path]), width: 120, height: 30,
                environment: ["HOME": "/nonexistent"])
        }

        var unchanged: Bool {
            var info = stat()
            return folder.bytes(of: path) == bytes && stat(path, &info) == 0
                && (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) == ["persons.json"]
        }
    }

    @Test func anUnreadableFileIsNamedWithTheReasonAndLeftAlone() throws {
        let setup = Setup(fileMode: 0o600)  // root's, and only root's
        let tmux = try setup.start()
        let rows = try tmux.waitFor(text: "permission denied")
        let message = AlertBox.text(rows)
        #expect(message.contains("Could not open \(setup.path): cannot be opened: permission denied"), "\(message)")
        try tmux.send("Enter")
        try tmux.waitFor(text: "No persons")
        try tmux.send("q")
        try tmux.waitFor(text: "[exit 0]")
        #expect(setup.unchanged)
    }

    @Test func aFileInAFolderThatCannotBeWrittenFailsToSaveAndKeepsTheEdits() throws {
        let setup = Setup(fileMode: 0o644)  // readable by all, the folder writable by root only
        let tmux = try setup.start()
        try tmux.waitFor(text: "Age: 27")
        try tmux.send("Enter")
        try tmux.waitFor(text: "Personal information")
        try tmux.send("Khan", literal: true)
        try tmux.send("C-s")
        let rows = try tmux.waitFor(text: "permission denied")
        let message = AlertBox.text(rows)
        #expect(
            message.contains(
                "Could not save \(setup.path): cannot be saved: permission denied. Your changes are still here; try again."
            ), "\(message)")
        try tmux.send("Enter")
        try tmux.waitFor("the form with the edit") { rows in
            rows.contains { $0.contains("Personal information") } && rows.contains { $0.contains("MajidKhan") }
        }
        #expect(setup.unchanged)
        try tmux.send("Escape")
        try tmux.waitFor("the form closed") { rows in !rows.contains { $0.contains("Personal information") } }
        try tmux.send("q")
        try tmux.waitFor(text: "[exit 0]")
        #expect(setup.unchanged)
    }
}
