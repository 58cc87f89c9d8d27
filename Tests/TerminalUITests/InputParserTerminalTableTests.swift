import Testing

@testable import TerminalUICore

/// What each terminal sends for each key (from their documentation and terminfo entries, and
/// for tmux, from what it sends a pane whatever `TERM` says), and the key `InputParser` reads.
@Suite("InputParser, the keys of each terminal")
struct InputParserTerminalTableTests {
    struct Entry: CustomTestStringConvertible, Sendable {
        let terminal: String
        let key: String
        let sequence: String
        let press: KeyPress

        var testDescription: String { "\(terminal): \(key) \(sequence.debugDescription)" }
    }

    private static func entries(
        _ terminal: String, _ rows: [(String, String, KeyEquivalent, EventModifiers)]
    ) -> [Entry] {
        rows.map { Entry(terminal: terminal, key: $0.0, sequence: $0.1, press: KeyPress($0.2, modifiers: $0.3)) }
    }

    /// xterm in normal and application cursor mode, and the terminals that send its keys
    /// (VTE, foot, Alacritty, WezTerm, iTerm2, Windows Terminal, kitty's legacy keys).
    private static let xtermLike: [(String, String, KeyEquivalent, EventModifiers)] = [
        ("Up", "\u{1B}[A", .upArrow, []), ("Down", "\u{1B}[B", .downArrow, []),
        ("Right", "\u{1B}[C", .rightArrow, []), ("Left", "\u{1B}[D", .leftArrow, []),
        ("Up (application)", "\u{1B}OA", .upArrow, []), ("Down (application)", "\u{1B}OB", .downArrow, []),
        ("Right (application)", "\u{1B}OC", .rightArrow, []), ("Left (application)", "\u{1B}OD", .leftArrow, []),
        ("Home", "\u{1B}[H", .home, []), ("End", "\u{1B}[F", .end, []),
        ("Home (application)", "\u{1B}OH", .home, []), ("End (application)", "\u{1B}OF", .end, []),
        ("Insert", "\u{1B}[2~", .insert, []), ("Delete", "\u{1B}[3~", .deleteForward, []),
        ("PgUp", "\u{1B}[5~", .pageUp, []), ("PgDn", "\u{1B}[6~", .pageDown, []),
        ("F1", "\u{1B}OP", .functionKey(1), []), ("F2", "\u{1B}OQ", .functionKey(2), []),
        ("F3", "\u{1B}OR", .functionKey(3), []), ("F4", "\u{1B}OS", .functionKey(4), []),
        ("F5", "\u{1B}[15~", .functionKey(5), []), ("F6", "\u{1B}[17~", .functionKey(6), []),
        ("F7", "\u{1B}[18~", .functionKey(7), []), ("F8", "\u{1B}[19~", .functionKey(8), []),
        ("F9", "\u{1B}[20~", .functionKey(9), []), ("F10", "\u{1B}[21~", .functionKey(10), []),
        ("F11", "\u{1B}[23~", .functionKey(11), []), ("F12", "\u{1B}[24~", .functionKey(12), []),
        ("Shift-Tab", "\u{1B}[Z", .tab, .shift),
        ("Shift-Up", "\u{1B}[1;2A", .upArrow, .shift), ("Alt-Right", "\u{1B}[1;3C", .rightArrow, .option),
        ("Ctrl-Left", "\u{1B}[1;5D", .leftArrow, .control), ("Ctrl-Right", "\u{1B}[1;5C", .rightArrow, .control),
        ("Ctrl-Shift-End", "\u{1B}[1;6F", .end, [.shift, .control]), ("Ctrl-Home", "\u{1B}[1;5H", .home, .control),
        ("Shift-F5", "\u{1B}[15;2~", .functionKey(5), .shift), ("Ctrl-F1", "\u{1B}[1;5P", .functionKey(1), .control),
        ("Shift-F10", "\u{1B}[21;2~", .functionKey(10), .shift),
        ("Ctrl-Delete", "\u{1B}[3;5~", .deleteForward, .control),
        ("Alt-PgDn", "\u{1B}[6;3~", .pageDown, .option), ("Menu", "\u{1B}[29~", .menu, []),
        ("keypad Enter (application)", "\u{1B}OM", .return, []), ("keypad 7 (application)", "\u{1B}Ow", "7", []),
        ("keypad + (application)", "\u{1B}Ok", "+", []),
        ("Alt-b", "\u{1B}b", "b", .option), ("Alt-Backspace", "\u{1B}\u{7F}", .delete, .option),
        ("Escape", "\u{1B}", .escape, []), ("Backspace", "\u{7F}", .delete, []),
    ]

    static let all: [Entry] =
        ["xterm", "VTE (GNOME Terminal)", "foot", "Alacritty", "WezTerm", "iTerm2", "Windows Terminal"].flatMap {
            entries($0, xtermLike)
        }
        + entries(
            "tmux",
            [
                ("Home", "\u{1B}[1~", .home, []), ("End", "\u{1B}[4~", .end, []), ("Up", "\u{1B}[A", .upArrow, []),
                ("Up (application)", "\u{1B}OA", .upArrow, []), ("Delete", "\u{1B}[3~", .deleteForward, []),
                ("Insert", "\u{1B}[2~", .insert, []), ("PgUp", "\u{1B}[5~", .pageUp, []),
                ("PgDn", "\u{1B}[6~", .pageDown, []),
                ("F1", "\u{1B}OP", .functionKey(1), []), ("F5", "\u{1B}[15~", .functionKey(5), []),
                ("F12", "\u{1B}[24~", .functionKey(12), []), ("Shift-Tab", "\u{1B}[Z", .tab, .shift),
                ("Ctrl-Left", "\u{1B}[1;5D", .leftArrow, .control),
                ("Shift-F5", "\u{1B}[15;2~", .functionKey(5), .shift),
                ("Ctrl-End", "\u{1B}[4;5~", .end, .control), ("Alt-Home", "\u{1B}[1;3H", .home, .option),
            ])
        + entries(
            "GNU screen",
            [
                ("Home", "\u{1B}[1~", .home, []), ("End", "\u{1B}[4~", .end, []), ("Up", "\u{1B}OA", .upArrow, []),
                ("Left", "\u{1B}OD", .leftArrow, []), ("Delete", "\u{1B}[3~", .deleteForward, []),
                ("F1", "\u{1B}OP", .functionKey(1), []), ("F10", "\u{1B}[21~", .functionKey(10), []),
                ("PgDn", "\u{1B}[6~", .pageDown, []),
            ])
        + entries(
            "rxvt/urxvt",
            [
                ("Home", "\u{1B}[7~", .home, []), ("End", "\u{1B}[8~", .end, []),
                ("F1", "\u{1B}[11~", .functionKey(1), []), ("F4", "\u{1B}[14~", .functionKey(4), []),
                ("Shift-Up", "\u{1B}[a", .upArrow, .shift), ("Shift-Left", "\u{1B}[d", .leftArrow, .shift),
                ("Ctrl-Up", "\u{1B}Oa", .upArrow, .control), ("Ctrl-Right", "\u{1B}Oc", .rightArrow, .control),
                ("Shift-Delete", "\u{1B}[3$", .deleteForward, .shift),
                ("Ctrl-Delete", "\u{1B}[3^", .deleteForward, .control),
                ("Ctrl-Shift-Home", "\u{1B}[7@", .home, [.shift, .control]),
                ("Shift-F5", "\u{1B}[15$", .functionKey(5), .shift),
                ("Alt-Up", "\u{1B}\u{1B}[A", .upArrow, .option), ("Alt-End", "\u{1B}\u{1B}[8~", .end, .option),
            ])
        + entries(
            "Linux console",
            [
                ("F1", "\u{1B}[[A", .functionKey(1), []), ("F3", "\u{1B}[[C", .functionKey(3), []),
                ("F5", "\u{1B}[[E", .functionKey(5), []), ("F6", "\u{1B}[17~", .functionKey(6), []),
                ("Home", "\u{1B}[1~", .home, []), ("End", "\u{1B}[4~", .end, []), ("Insert", "\u{1B}[2~", .insert, []),
                ("Delete", "\u{1B}[3~", .deleteForward, []), ("Up", "\u{1B}[A", .upArrow, []),
                ("Left", "\u{1B}[D", .leftArrow, []),
                ("PgUp", "\u{1B}[5~", .pageUp, []),
            ])
        + entries(
            "kitty (disambiguate)",
            [
                ("Escape", "\u{1B}[27u", .escape, []), ("Ctrl-a", "\u{1B}[97;5u", "a", .control),
                ("Ctrl-Shift-a", "\u{1B}[97;6u", "a", [.shift, .control]), ("Alt-x", "\u{1B}[120;3u", "x", .option),
                ("Ctrl-Return", "\u{1B}[13;5u", .return, .control), ("Shift-Tab", "\u{1B}[9;2u", .tab, .shift),
                ("Ctrl-Backspace", "\u{1B}[127;5u", .delete, .control), ("keypad Enter", "\u{1B}[57414u", .return, []),
                ("keypad Left", "\u{1B}[57417u", .leftArrow, []),
                ("keypad Delete", "\u{1B}[57426u", .deleteForward, []),
                ("F13", "\u{1B}[57376u", .functionKey(13), []), ("Home", "\u{1B}[H", .home, []),
                ("End", "\u{1B}[F", .end, []),
                ("F5", "\u{1B}[15~", .functionKey(5), []), ("Ctrl-Left", "\u{1B}[1;5D", .leftArrow, .control),
                ("Super-s", "\u{1B}[115;9u", "s", .command),
            ])

    @Test(arguments: all)
    func eachSequenceIsItsKey(_ entry: Entry) {
        #expect(InputBytes.events(entry.sequence) == [.key(entry.press)])
        // Between typed text, too: no byte of the sequence is typed (ESC alone before a letter
        // is Alt with it).
        guard entry.sequence != "\u{1B}" else { return }
        #expect(InputBytes.events("a" + entry.sequence + "b") == [.press("a"), .key(entry.press), .press("b")])
    }

    @Test(arguments: all)
    func eachSequenceSplitAnywhereAcrossReadsIsStillItsKey(_ entry: Entry) {
        let bytes = Array(entry.sequence.utf8)
        for cut in 1..<max(1, bytes.count) {
            var input = InputBytes()
            let events = input.read(Array(bytes[..<cut])) + input.read(Array(bytes[cut...])) + input.idle(.seconds(10))
            #expect(events == [.key(entry.press)], "cut at \(cut)")
        }
    }
}
