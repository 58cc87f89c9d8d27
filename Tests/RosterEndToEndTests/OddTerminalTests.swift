import Foundation
import Roster
import RosterTestSupport
import Testing

/// Terminal types and sizes: the real binary in tmux.
@Suite("Odd terminals, in tmux")
struct OddTerminalTests {
    static let persons = [Person(id: UUID(), name: "Majid", age: 27), Person(id: UUID(), name: "张伟 👍", age: 31)]

    /// A fresh folder with a data file, and roster started on it in tmux.
    final class Running {
        let folder = TemporaryFolder()
        let path: String
        let tmux: TmuxSession

        init(
            environment: [String: String] = [:], unsetting: [String] = [], width: Int = 100, height: Int = 30,
            writeFile: Bool = true
        ) throws {
            path = folder.file("persons.json")
            if writeFile {
                #expect(
                    FileManager.default.createFile(
                        atPath: path, contents: Data(PersonsJSON.encode(OddTerminalTests.persons))))
            }
            let unset = unsetting.map { "unset \($0); " }.joined()
            tmux = try TmuxSession(
                command: unset + TmuxSession.rosterCommand(["--file", path], environment: environment), width: width,
                height: height)
        }

        var fileBytes: [UInt8]? { folder.bytes(of: path) }
    }

    /// The terminal column where `marker` starts in `row` (wide characters count two).
    static func column(of marker: Character, in row: String) -> Int? {
        var column = 0
        for character in row {
            if character == marker { return column }
            column += character == "张" || character == "伟" || character == "👍" ? 2 : 1
        }
        return nil
    }

    /// Whether a `capture-pane -e` screen sets a foreground colour (SGR 30–38, 90–97).
    static func hasColour(_ rows: [String]) -> Bool {
        for sequence in rows.joined().components(separatedBy: "\u{1B}[").dropFirst() {
            guard let end = sequence.firstIndex(of: "m") else { continue }
            let parameters = sequence[..<end].split(separator: ";").compactMap { Int($0) }
            if parameters.contains(where: { (30...38).contains($0) || (90...97).contains($0) }) { return true }
        }
        return false
    }

    @Test(arguments: [
        ("xterm-256color", true), ("screen-256color", true), ("tmux-256color", true), ("vt100", false), ("linux", true),
    ])
    func everyTerminalTypeDrawsAndEdits(term: String, hasColours: Bool) throws {
        // The test runner sets NO_COLOR, which roster honours: unset it here.
        let app = try Running(environment: ["TERM": term], unsetting: ["NO_COLOR"])
        let rows = try app.tmux.waitFor(text: "Age: 31")
        #expect(rows[0].contains("Persons"))
        let separators = Set(rows.dropFirst(2).prefix(20).compactMap { Self.column(of: "│", in: $0) })
        #expect(separators.count == 1, "\(term): the pane separator is one straight line: \(separators)")
        #expect(
            Self.column(of: "›", in: rows[2]) == Self.column(of: "›", in: rows[4]),
            "\(term): wide names keep the columns")
        try app.tmux.send("Enter")
        try app.tmux.waitFor(text: "Personal information")
        try app.tmux.send("x", literal: true)
        let form = try app.tmux.waitFor(text: "● modified")
        #expect(form.contains { $0.contains("Majidx") })
        let attributed = try app.tmux.screenWithAttributes()
        #expect(
            Self.hasColour(attributed) == hasColours,
            "\(term): colour only where the terminal has it:\n\(attributed.joined(separator: "\n").debugDescription)")
        try app.tmux.send("C-s")
        try TmuxSession.poll("the save on \(term)") {
            try PersonsJSON.decode(app.fileBytes ?? []).first?.name == "Majidx"
        }
        try app.tmux.waitFor("the form closed") { rows in !rows.contains { $0.contains("Personal information") } }
        try app.tmux.send("q")
        try app.tmux.waitFor(text: "[exit 0]")
    }

    @Test func noColorTurnsColourOffAndKeepsTheAttributes() throws {
        let app = try Running(environment: ["TERM": "xterm-256color", "NO_COLOR": "1"])
        try app.tmux.waitFor(text: "Age: 31")
        try app.tmux.send("Enter")
        try app.tmux.waitFor(text: "Personal information")
        try app.tmux.send("x", literal: true)
        try app.tmux.waitFor(text: "● modified")
        let attributed = try app.tmux.screenWithAttributes()
        #expect(
            !Self.hasColour(attributed), "NO_COLOR: no colour:\n\(attributed.joined(separator: "\n").debugDescription)")
        #expect(attributed.joined().contains("\u{1B}[1m"), "bold stays")
        try app.tmux.send("Escape")
        try app.tmux.waitFor("the form closed") { rows in !rows.contains { $0.contains("Personal information") } }
        try app.tmux.send("q")
        try app.tmux.waitFor(text: "[exit 0]")
    }

    @Test(
        arguments: [
            ("TERM unset", nil, "TERM is not set"),
            ("TERM empty", "", "TERM is not set"),
            ("TERM=dumb", "dumb", "the terminal type \"dumb\" cannot"),
            (
                "TERM unknown", "no-such-terminal-42",
                "the terminal type \"no-such-terminal-42\" is not in this system's terminfo database"
            ),
            ("TERM with escapes", "x\u{1B}]2;PWNED\u{07}", "the terminal type \"x\\u{1B}]2;PWNED\\u{07}\" is not in"),
        ] as [(String, String?, String)])
    func anUnusableTerminalTypeSaysSoAndExitsOne(_ name: String, term: String?, message: String) throws {
        let app = try Running(
            environment: term.map { ["TERM": $0] } ?? [:], unsetting: term == nil ? ["TERM"] : [], writeFile: false)
        try app.tmux.setTitle("untouched")
        let rows = try app.tmux.waitFor(text: "[exit 1]")
        let text = rows.joined()
        #expect(text.contains("roster: " + message), "\(name):\n\(rows.joined(separator: "\n"))")
        #expect(try app.tmux.display("#{pane_title}") == "untouched")
        #expect(try app.tmux.display("#{alternate_on}") == "0")
        #expect(!FileManager.default.fileExists(atPath: app.path), "nothing was written")
    }

    @Test func everySizeFromOneByOneToThreeHundredByOneHundredAndBack() throws {
        let app = try Running()
        try app.tmux.waitFor(text: "Age: 31")
        let sizes = [
            (1, 1), (2, 1), (1, 2), (5, 2), (300, 100), (23, 8), (24, 7), (24, 8), (120, 3), (3, 40), (1, 1), (80, 24),
        ]
        for (width, height) in sizes {
            try app.tmux.resize(width: width, height: height)
            try TmuxSession.poll("the pane at \(width)×\(height)") {
                try app.tmux.display("#{window_width}x#{window_height}") == "\(width)x\(height)"
            }
            let tooSmall = width < 24 || height < 8  // RosterView.minimumSize
            if tooSmall && width >= 18 && height >= 1 {
                try app.tmux.waitFor(text: "Terminal too small")
            } else if !tooSmall {
                try app.tmux.waitFor("the list at \(width)×\(height)") { rows in
                    rows.first?.contains("Persons") == true && rows.contains { $0.contains("Majid") }
                }
            }
            #expect(try app.tmux.processes(named: "roster").count == 1, "roster runs on at \(width)×\(height)")
        }
        // Keys at a screen too small to show anything are ignored, not acted on unseen.
        try app.tmux.resize(width: 20, height: 5)
        try app.tmux.waitFor(text: "Terminal too small")
        try app.tmux.send("Enter")
        try app.tmux.send("q")
        try app.tmux.resize(width: 100, height: 30)
        let rows = try app.tmux.waitFor(text: "Age: 31")
        #expect(!rows.contains { $0.contains("Personal information") })
        try app.tmux.send("Enter")
        try app.tmux.waitFor(text: "Personal information")
        try app.tmux.send("Escape")
        try app.tmux.waitFor("the form closed") { rows in !rows.contains { $0.contains("Personal information") } }
        try app.tmux.send("q")
        try app.tmux.waitFor(text: "[exit 0]")
        #expect(app.fileBytes == PersonsJSON.encode(Self.persons))
    }
}
