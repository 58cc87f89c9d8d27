import Foundation
import RosterTestSupport
import Testing

/// Pastes and typed ages in the real binary, in tmux: `paste-buffer -p` sends a bracketed
/// paste because roster turned the mode on.
@Suite("Paste and typed ages, end to end in tmux")
struct PasteEndToEndTests {
    @Test func aBracketedPasteGoesIntoTheNameAsOneChangeAndIsSaved() throws {
        let app = try EndToEndTests.Running(useDefaultLocation: true)
        try app.tmux.waitFor(text: "Age: 27")
        try app.tmux.send("Enter")
        try app.tmux.waitFor(text: "Personal information")
        try app.tmux.paste(" Al\nSayed\u{7}")
        try app.tmux.waitFor("the pasted text in the field and the list, its line break a space") { rows in
            rows.filter { $0.contains("Majid Al Sayed") }.count >= 2
        }
        try app.tmux.send("C-s")
        try app.tmux.waitFor("the form closed") { rows in !rows.contains { $0.contains("Personal information") } }
        #expect(try app.persons()[0].name == "Majid Al Sayed")
        try app.tmux.send("q")
        try app.tmux.waitFor(text: "[exit 0]")
    }

    @Test func keysSentRightAfterAPasteAreKeys() throws {
        let app = try EndToEndTests.Running(useDefaultLocation: true)
        try app.tmux.waitFor(text: "Age: 27")
        try app.tmux.send("Enter")
        try app.tmux.waitFor(text: "Personal information")
        // The markers, the text, then Tab and + in one write: what follows the end marker in
        // the same read goes back to ncurses, and is read as keys.
        try app.tmux.sendBytes(Array("\u{1B}[200~son\u{1B}[201~\t+".utf8))
        try app.tmux.waitFor(text: "Age: 28")
        try app.tmux.waitFor(text: "Majidson")
        try app.tmux.send("C-s")
        try app.tmux.waitFor("the form closed") { rows in !rows.contains { $0.contains("Personal information") } }
        #expect(try app.persons()[0].name == "Majidson")
        try app.tmux.send("q")
        try app.tmux.waitFor(text: "[exit 0]")
    }

    @Test func aPasteOnTheListRunsNoKeys() throws {
        let app = try EndToEndTests.Running(useDefaultLocation: true)
        try app.tmux.waitFor(text: "Age: 27")
        // Typed, these would delete (d) and quit (q); pasted, they are ignored.
        try app.tmux.paste("dq")
        try app.tmux.send("?")
        try app.tmux.waitFor(text: "Keys (Esc closes)")
        let rows = try app.tmux.screen()
        #expect(!rows.contains { $0.contains("Delete Majid?") })
        try app.tmux.send("Escape")
        try app.tmux.waitFor("the overlay closed") { rows in !rows.contains { $0.contains("Keys (Esc closes)") } }
        try app.tmux.send("q")
        try app.tmux.waitFor(text: "[exit 0]")
        #expect(try app.persons()[0].name == "Majid")
    }

    @Test func aPasteTooLongForTheNameIsCutWithAMessage() throws {
        let app = try EndToEndTests.Running(useDefaultLocation: true)
        try app.tmux.waitFor(text: "Age: 27")
        try app.tmux.send("Enter")
        try app.tmux.waitFor(text: "Personal information")
        try app.tmux.paste(String(repeating: "ab", count: 100))
        try app.tmux.waitFor(text: "Paste cut at 100 characters")
        try app.tmux.send("C-s")
        try app.tmux.waitFor("the form closed") { rows in !rows.contains { $0.contains("Personal information") } }
        #expect(try app.persons()[0].name == "Majid" + String(String(repeating: "ab", count: 100).prefix(95)))
        try app.tmux.send("q")
        try app.tmux.waitFor(text: "[exit 0]")
    }

    @Test func tenMegabytesPastedAreReadWithoutHangingOrGrowingMemory() throws {
        let app = try EndToEndTests.Running(useDefaultLocation: true)
        try app.tmux.waitFor(text: "Age: 27")
        try app.tmux.send("Enter")
        try app.tmux.waitFor(text: "Personal information")
        let line = String(repeating: "x", count: 99) + "\n"
        let file = app.folder.write(
            String(repeating: line, count: 10 * 1_024 * 1_024 / line.utf8.count), to: "paste.txt")
        let roster = try app.tmux.rosterProcess()
        let before = try Self.peakResidentKilobytes(of: roster)
        try app.tmux.paste(contentsOf: file)
        try app.tmux.waitFor(text: "Paste cut at 100 characters", timeout: 120)
        // Keys after the paste are keys again: the whole paste was read.
        try app.tmux.send("Tab", "+")
        try app.tmux.waitFor(text: "Age: 28", timeout: 120)
        let after = try Self.peakResidentKilobytes(of: roster)
        #expect(after - before < 16 * 1_024, "the peak grew by \(after - before) kB for a 10 MB paste")
        try app.tmux.send("C-s")
        try app.tmux.waitFor("the form closed") { rows in !rows.contains { $0.contains("Personal information") } }
        let saved = try app.persons()[0]
        #expect(saved.name == "Majid" + String(repeating: "x", count: 95), "nothing of the paste arrived as keys")
        #expect(saved.age == 28)
        try app.tmux.send("q")
        try app.tmux.waitFor(text: "[exit 0]")
    }

    @Test func withoutBracketedPasteAPasteIsTypedKeyByKey() throws {
        let app = try EndToEndTests.Running(useDefaultLocation: true)
        try app.tmux.waitFor(text: "Age: 27")
        try app.tmux.send("Enter")
        try app.tmux.waitFor(text: "Personal information")
        try app.tmux.paste("son", bracketed: false)
        try app.tmux.waitFor(text: "Majidson")
        try app.tmux.send("Escape")
        try app.tmux.waitFor("the form closed") { rows in !rows.contains { $0.contains("Personal information") } }
        try app.tmux.send("q")
        try app.tmux.waitFor(text: "[exit 0]")
    }

    @Test func digitsTypedOnTheAgeAreClampedSaidAndSaved() throws {
        let app = try EndToEndTests.Running(useDefaultLocation: true)
        try app.tmux.waitFor(text: "Age: 27")
        try app.tmux.send("Enter")
        try app.tmux.waitFor(text: "Personal information")
        try app.tmux.send("Tab")
        try app.tmux.send("4", "2")
        try app.tmux.waitFor(text: "[42 ]")
        try app.tmux.send("Escape")
        try app.tmux.waitFor(text: "[−|+]")
        try app.tmux.send("2", "0", "0", "Enter")
        try app.tmux.waitFor(text: "Typed 200; 150 is the most")
        try app.tmux.waitFor(text: "Age: 150")
        try app.tmux.send("C-s")
        try app.tmux.waitFor("the form closed") { rows in !rows.contains { $0.contains("Personal information") } }
        #expect(try app.persons()[0].age == 150)
        try app.tmux.send("q")
        try app.tmux.waitFor(text: "[exit 0]")
    }

    @Test(arguments: ["quit", "SIGTERM"])
    func bracketedPasteIsOffAgainAfterRoster(ending: String) throws {
        let folder = TemporaryFolder()
        let command =
            "\(TmuxSession.shellQuote(TmuxSession.rosterPath)) --file \(TmuxSession.shellQuote(folder.file("persons.json"))); echo \"[exit $?]\"; cat -v"
        let tmux = try TmuxSession(command: command)
        try tmux.waitFor(text: "Age: 27")
        if ending == "quit" {
            try tmux.send("q")
        } else {
            kill(try tmux.rosterProcess(), SIGTERM)
        }
        try tmux.waitFor(text: "[exit ")
        try tmux.paste("after\n")
        let rows = try tmux.waitFor(text: "after")
        #expect(!rows.joined().contains("200~"), "the shell got the paste without markers")
    }

    /// The most memory `pid` has held (VmHWM), in kB.
    static func peakResidentKilobytes(of pid: pid_t) throws -> Int {
        let status = try String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)
        let line = status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") }
        let kilobytes = line.flatMap { Int($0.split(separator: " ").dropFirst().first ?? "") }
        return try #require(kilobytes, "VmHWM in /proc/\(pid)/status")
    }
}
