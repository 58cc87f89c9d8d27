import Foundation
import Roster
import RosterTestSupport
import Testing

/// Keys in a name field under the terminal types people set, in tmux: whatever `TERM`'s
/// terminfo entry lists, End, Home, Delete, F-keys and sequences no table knows change the name
/// only as the key means, and the database holds what was meant.
@Suite("Input under every TERM, end to end")
struct InputEndToEndTests {
    @Test(arguments: ["xterm-256color", "tmux-256color", "screen", "linux", "vt100"])
    func editingKeysAndUnknownSequencesNeverTypeIntoTheName(term: String) throws {
        let folder = TemporaryFolder()
        let path = folder.file("data/roster/roster.db")
        let tmux = try TmuxSession(
            command: TmuxSession.rosterCommand([], environment: ["XDG_DATA_HOME": folder.file("data"), "TERM": term]))
        try tmux.waitFor(text: "Age: 27")
        try tmux.send("Enter")
        try tmux.waitFor(text: "Personal information")
        try tmux.send("End")
        try tmux.send("Q", literal: true)
        try tmux.send("Home")
        try tmux.send("A", literal: true)
        try tmux.waitFor(text: "AMajidQ")
        // Sequences no key table lists: ESC [ 9 9 ~, Shift-F5, Ctrl-F1, a made-up CSI.
        try tmux.sendBytes(Array("\u{1B}[99~".utf8))
        try tmux.sendBytes(Array("\u{1B}[15;2~".utf8))
        try tmux.sendBytes(Array("\u{1B}[1;5P".utf8))
        try tmux.sendBytes(Array("\u{1B}[200;300;400z".utf8))
        // F-keys and Insert as tmux sends them, then an OSC string.
        try tmux.send("F1", "F5", "F12", "S-F5", "IC")
        try tmux.sendBytes(Array("\u{1B}]0;title\u{07}".utf8))
        try tmux.send("Z", literal: true)
        try tmux.waitFor(text: "AZMajidQ")
        // Delete takes the character after the cursor (M), Right moves past a.
        try tmux.send("DC", "Right", "DC")
        try tmux.waitFor(text: "AZaidQ")
        try tmux.send("C-s")
        try TmuxSession.poll("the save under \(term)") {
            try DatabaseContents.persons(at: path).first?.name == "AZaidQ"
        }
        try tmux.waitFor("the form closed") { rows in !rows.contains { $0.contains("Personal information") } }
        try tmux.send("q")
        try tmux.waitFor(text: "[exit 0]")
        #expect(try DatabaseContents.persons(at: path).first?.name == "AZaidQ")
    }
}
