import Foundation
import Roster
import TerminalUI
import Testing

/// Names that try to talk to the terminal, and what roster must show instead.
enum HostileNames {
    static let names = [
        "Title\u{1B}]0;PWNED-TITLE\u{07}x",
        "Title2\u{1B}]2;PWNED2\u{1B}\\y",
        "Red\u{1B}[41mBG\u{1B}[0m",
        "Clear\u{1B}[2J\u{1B}[Hhome",
        "Alt\u{1B}[?1049lscreen",
        "Cursor\u{1B}[?25lhide\u{1B}[10;10H",
        "C1\u{9B}31mcsi\u{9D}0;T\u{9C}",
        "Nul\u{0}Bel\u{07}Del\u{7F}BS\u{08}CR\u{0D}x",
        "Bidi\u{202E}evil\u{202C}\u{2066}iso\u{2069}",
        "Zero\u{200B}width\u{200D}\u{FEFF}join",
        "RIS\u{1B}creset",
        "DCS\u{1B}Ptmux;\u{1B}\u{1B}]2;X\u{07}\u{1B}\\end",
        "Clip\u{1B}]52;c;cHduZWQ=\u{07}board",
        "Keep",
    ]

    /// The same names with every character replaced by what roster must draw for it: C0
    /// controls and DEL as their control pictures (␛ ␇ ␀ ␡), C1 controls and format characters
    /// as �, a joiner after a letter dropped. A screen showing these must be, cell for cell,
    /// the screen showing the hostile names. (Worked out here, not with `Glyph`, so that a
    /// change there cannot make both sides wrong alike.)
    static var twins: [String] {
        names.map { name in
            name.map { character -> String in
                var scalars = character.unicodeScalars.makeIterator()
                guard let first = scalars.next() else { return "" }
                var text: String
                switch first.value {
                case 0..<0x20: text = String(UnicodeScalar(0x2400 + first.value)!)
                case 0x7F: text = "\u{2421}"
                case 0x80...0x9F: text = "\u{FFFD}"
                default: text = first.properties.generalCategory == .format ? "\u{FFFD}" : String(first)
                }
                while let next = scalars.next() {
                    if next.properties.generalCategory != .format { text.unicodeScalars.append(next) }
                }
                return text
            }.joined()
        }
    }

    static func persons(_ names: [String]) -> [Person] {
        names.enumerated().map { index, name in
            Person(id: UUID(uuidString: String(format: "00000000-0000-4000-8000-%012d", index))!, name: name, age: 20 + index)
        }
    }

    /// Whether a scalar could drive a terminal or reorder text: C0 and C1 controls, DEL,
    /// format characters (bidi overrides, zero-width characters).
    static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.properties.generalCategory == .format
    }
}

/// Names holding escape sequences and control characters are shown as visible, harmless text.
@Suite("Escape injection, headless")
@MainActor
struct EscapeInjectionTests {
    private func host(_ names: [String], width: Int = 100, height: Int = 40) -> TestHost {
        TestHost(RosterView(store: PersonStore(persons: HostileNames.persons(names))), width: width, height: height, minimumSize: RosterView.minimumSize)
    }

    private func expectSafe(_ host: TestHost, sourceLocation: SourceLocation = #_sourceLocation) {
        let canvas = host.canvas
        for y in 0..<canvas.size.height {
            for x in 0..<canvas.size.width where canvas[x, y].text.unicodeScalars.contains(where: HostileNames.isUnsafe) {
                Issue.record("an unsafe character reached the screen at (\(x), \(y)): \(canvas[x, y].text.debugDescription)", sourceLocation: sourceLocation)
            }
        }
    }

    @Test func theListShowsHostileNamesAsTheirVisibleTwins() {
        let hostile = host(HostileNames.names)
        let twin = host(HostileNames.twins)
        expectSafe(hostile)
        #expect(hostile.canvas == twin.canvas, "hostile:\n\(hostile.screenText)\ntwins:\n\(twin.screenText)")
        #expect(hostile.screen.contains { $0.contains("Title␛]0;PWNED-TITLE␇x") })
        #expect(hostile.screen.contains { $0.contains("C1�31mcsi�0;T�") })
        #expect(hostile.screen.contains { $0.contains("Nul␀Bel␇Del␡BS␈CR␍x") })
    }

    @Test func theFormAndItsTitleShowThemTheSameWay() {
        for index in HostileNames.names.indices {
            let hostile = host(HostileNames.names)
            let twin = host(HostileNames.twins)
            for host in [hostile, twin] {
                for _ in 0..<index { host.press(.downArrow) }
                host.press(.return)
                host.press(.end)
            }
            expectSafe(hostile)
            #expect(hostile.canvas == twin.canvas, "person \(index):\n\(hostile.screenText)")
            #expect(hostile.cursor == twin.cursor)
        }
    }

    @Test func narrowScreensCutThemAtTheSameCells() {
        for width in [24, 30, 45, 79, 80] {
            let hostile = host(HostileNames.names, width: width, height: 12)
            let twin = host(HostileNames.twins, width: width, height: 12)
            hostile.press(.return)
            twin.press(.return)
            expectSafe(hostile)
            #expect(hostile.canvas == twin.canvas, "\(width) wide:\n\(hostile.screenText)")
        }
    }

    @Test func aBadFileQuotingHostileTextShowsItHarmlessly() async throws {
        let folder = TemporaryFolder()
        let path = folder.file("persons.json")
        let text = "{\"version\": 1, \"persons\": [{\"id\": \"\\u001b]0;PWNED\\u0007\\u009b2J\", \"name\": \"A\", \"age\": 1}]}"
        folder.write(text, to: "persons.json")
        let store = PersonStore(file: PersonsFile(path: path))
        let host = TestHost(RosterView(store: store), width: 100, height: 30, minimumSize: RosterView.minimumSize)
        await store.loadTask?.value
        host.settle()
        #expect(host.screenText.contains("␛]0;PWNED␇�2J"), "the quoted id is shown, visibly:\n\(host.screenText)")
        expectSafe(host)
        #expect(folder.bytes(of: path) == Array(text.utf8))
    }
}

/// The same in a real terminal: tmux runs roster on the hostile names and, beside it, on their
/// visible twins; the two screens (text, colours and attributes), the pane titles, the cursor
/// and the screen mode must be the same, and the title must stay what it was before.
@Suite("Escape injection, end to end in tmux")
struct EscapeInjectionEndToEndTests {
    final class Running {
        let folder = TemporaryFolder()
        let tmux: TmuxSession

        init(names: [String]) throws {
            let path = folder.file("persons.json")
            #expect(FileManager.default.createFile(atPath: path, contents: Data(PersonsJSON.encode(HostileNames.persons(names)))))
            let go = TmuxSession.shellQuote(folder.file("go"))
            // roster starts once the test has set the pane's title.
            tmux = try TmuxSession(command: "while [ ! -e \(go) ]; do sleep 0.02; done; " + TmuxSession.rosterCommand(["--file", path]), width: 100, height: 40)
            try tmux.setTitle("untouched title")
            folder.write("", to: "go")
        }

        func state() throws -> String {
            try tmux.display("title=#{pane_title} alternate=#{alternate_on} cursor=#{cursor_flag} at=#{cursor_x},#{cursor_y}")
        }
    }

    @Test func hostileNamesChangeNothingButTheirOwnCells() throws {
        let hostile = try Running(names: HostileNames.names)
        let twin = try Running(names: HostileNames.twins)
        for app in [hostile, twin] {
            try app.tmux.waitFor(text: "Keep")
        }
        func expectSame(_ moment: String) throws {
            // Both are drawing the same keys: wait until they have (or time out and report).
            let deadline = Date().addingTimeInterval(10)
            while Date() < deadline, try hostile.tmux.screenWithAttributes() != twin.tmux.screenWithAttributes() || hostile.state() != twin.state() {
                usleep(20_000)
            }
            let hostileScreen = try hostile.tmux.screenWithAttributes()
            let twinScreen = try twin.tmux.screenWithAttributes()
            let hostileText = try hostile.tmux.screen().joined(separator: "\n")
            let twinText = try twin.tmux.screen().joined(separator: "\n")
            #expect(hostileScreen == twinScreen, "\(moment): the screens differ\nhostile:\n\(hostileText)\ntwins:\n\(twinText)")
            #expect(try hostile.state() == twin.state(), "\(moment)")
            #expect(try hostile.tmux.display("#{pane_title}") == "untouched title", "\(moment): the title is untouched")
        }
        try expectSame("the list")
        #expect(try hostile.tmux.display("#{alternate_on}") == "1")
        #expect(try hostile.tmux.screen().contains { $0.contains("Clear␛[2J␛[Hhome") })

        // The form on each of the first persons: the name in a text field and as the title.
        for step in 0..<4 {
            for app in [hostile, twin] {
                try app.tmux.send("Enter")
                try app.tmux.waitFor(text: "Personal information")
                try app.tmux.send("End")
            }
            for app in [hostile, twin] {
                try app.tmux.waitFor(text: "Personal information")
            }
            try expectSame("the form of person \(step)")
            for app in [hostile, twin] {
                try app.tmux.send("Escape")
                try app.tmux.waitFor("the form closed") { rows in !rows.contains { $0.contains("Personal information") } }
                try app.tmux.send("Down")
            }
        }
        for app in [hostile, twin] {
            try app.tmux.send("q")
            try app.tmux.waitFor(text: "[exit 0]")
        }
        #expect(try hostile.tmux.display("#{pane_title}") == "untouched title")
        #expect(try hostile.tmux.display("#{alternate_on}") == "0")
    }
}
