/// Every key the app answers to, by where it works: the one source of the help bar at the
/// bottom of the screen, of `roster --help`'s Keys section and of README's Keys table (a test
/// checks that the README agrees).
///
/// To add a key, add an `Entry` to its pane; give it a `short` text to show it in the help bar,
/// and a `rank` to say how long it stays there as the terminal narrows.
package enum KeyTable {
    /// Keys that do one thing.
    package struct Entry: Sendable {
        /// The keys, as alternatives: `[["↑", "↓"], ["k", "j"]]` reads "↑ ↓ or k j".
        package let keys: [[String]]
        /// What they do ("move", "save").
        package let action: String
        /// How the help bar shows them ("↑↓ j k move"); `nil` to leave them out of it.
        package let short: String?
        /// Which entries of the help bar stay when it is too narrow for all: the lower the
        /// rank, the longer it stays.
        package let rank: Int

        package init(_ keys: [[String]], _ action: String, short: String? = nil, rank: Int = 0) {
            self.keys = keys
            self.action = action
            self.short = short
            self.rank = rank
        }
    }

    /// Where keys work, and which.
    package struct Pane: Sendable {
        /// The pane's name in README's table ("list").
        package let name: String
        package let entries: [Entry]
        /// The help bar's texts while the pane has the focus, the widest first: the short
        /// texts of its entries and of `barAlsoShows` (keys of other panes that work here too),
        /// then fewer of them (the highest rank left out first) for terminals of 100, 80 and 40
        /// columns, and the fewest. The app shows the first that fits (`ViewThatFits`).
        package let helpBars: [String]
        /// The widest help bar: every short text.
        package var helpBar: String { helpBars[0] }

        package init(name: String, entries: [Entry], barAlsoShows others: [Entry] = []) {
            self.name = name
            self.entries = entries
            let shown = (entries + others).filter { $0.short != nil }
            // Left out one at a time: the highest rank first, the later of equal ranks first.
            let leaving = shown.indices.sorted { (shown[$0].rank, $0) > (shown[$1].rank, $1) }
            var narrowing: [String] = []
            for count in 0..<max(1, shown.count) {
                let left = Set(leaving.prefix(count))
                narrowing.append(
                    shown.indices.filter { !left.contains($0) }.compactMap { shown[$0].short }.joined(separator: " · "))
            }
            // Not every step: each is a Text the app updates when focus moves. The whole bar,
            // the widest within 100, 80 and 40 columns (the help bar's own column taken off),
            // and the narrowest.
            let widths = [99, 79, 39]
            var bars = [narrowing[0]]
            for bar in widths.compactMap({ width in narrowing.first { $0.count <= width } }) + [
                narrowing[narrowing.count - 1]
            ]
            where !bars.contains(bar) {
                bars.append(bar)
            }
            helpBars = bars
        }
    }

    package static let list = Pane(
        name: "list",
        entries: [
            Entry([["↑", "↓"], ["k", "j"]], "move", short: "↑↓ j k move", rank: 2),
            Entry([["PgUp", "PgDn"]], "page", short: "PgUp PgDn Home End", rank: 10),
            Entry([["Home", "End"]], "first/last"),
            Entry([["Return"]], "edit the selected person", short: "⏎ edit", rank: 3),
            Entry([["/"]], "search names as you type (Esc clears)", short: "/ search", rank: 4),
            Entry([["s"]], "sort: name ↑, name ↓, age ↑, age ↓ (in turn)", short: "s sort", rank: 8),
            Entry([["n"]], "add a person (or the New button)", short: "n new", rank: 5),
            Entry([["d", "Delete"]], "delete the selected person (asks first)", short: "d delete", rank: 6),
            Entry([["u"]], "undo last add, delete or save", short: "u undo", rank: 7),
            Entry([["U"]], "redo what u undid"),
            Entry([["?"]], "show every key", short: "? help", rank: 1),
            Entry([["q"]], "quit", short: "q quit", rank: 9),
        ])

    package static let form = Pane(
        name: "form",
        entries: [
            Entry(
                [["Tab", "Shift-Tab"], ["↑", "↓"]], "move between name, age and Save", short: "Tab ↑↓ next field",
                rank: 3),
            Entry([["←", "→", "Home", "End"], ["Ctrl-A", "Ctrl-E"]], "move in the name"),
            Entry([["Alt-B", "Alt-F"], ["Ctrl-←", "Ctrl-→"]], "move a word"),
            Entry([["Ctrl-K", "Ctrl-U", "Ctrl-W"]], "delete to the end, to the start, the word before"),
            Entry([["Ctrl-_"]], "undo the last change to the name (a run of typing at once)"),
            paste,
            Entry([["+", "-"], ["→", "←"]], "change the age", short: "+ - age", rank: 4),
            Entry([["PgUp", "PgDn"]], "change the age by 10"),
            digits,
            Entry([["Ctrl-S"]], "save (or Return on Save)", short: "^S save", rank: 1),
            Entry([["Esc"]], "cancel (puts back the values the form opened with)", short: "Esc cancel", rank: 2),
        ], barAlsoShows: [quit])

    package static let newPerson = Pane(
        name: "new person",
        entries: [
            Entry(
                [["Tab", "Shift-Tab"], ["↑", "↓"]], "move between name, age and Save", short: "Tab ↑↓ next field",
                rank: 3),
            Entry([["Ctrl-_"]], "undo the last change to the name"),
            paste,
            digits,
            Entry([["Ctrl-S"]], "add the person (or Return on Save)", short: "^S save", rank: 1),
            Entry([["Esc"]], "close without adding anyone", short: "Esc cancel", rank: 2),
        ], barAlsoShows: [quit])

    package static let alert = Pane(
        name: "alerts",
        entries: [
            Entry([["←", "→"], ["Tab"]], "choose"),
            Entry([["Return"]], "press"),
            Entry([["Esc"]], "cancel"),
        ])

    package static let mouse = Pane(
        name: "mouse",
        entries: [
            Entry([["click"]], "select a row; on the selected row (or a double click), edit it"),
            Entry([["click"]], "focus the name, press a button (in alerts too), step the age's − or +"),
            Entry([["wheel"]], "scroll the list"),
            Entry([["Shift-drag"]], "select text as the terminal does (or start roster with --no-mouse)"),
        ])

    package static let anywhere = Pane(
        name: "anywhere",
        entries: [
            quit,
            Entry([["Ctrl-Z"]], "suspend (fg redraws)"),
        ])

    private static let paste = Entry(
        [["paste"]], "into the name as one change (cut at \(Person.maxNameLength) characters)"
    )
    private static let digits = Entry(
        [["0-9"]], "type the age (set on Return or leaving it, clamped; Esc drops it)"
    )

    private static let quit = Entry(
        [["Ctrl-C"]], "quit (an open form's edits are not saved)", short: "^C quit", rank: 5)

    /// Every pane, in the order the help and the README list them.
    package static let panes = [list, form, newPerson, alert, mouse, anywhere]

    // MARK: Renderings

    /// `roster --help`'s Keys section: a paragraph per pane, wrapped at `width` columns, the
    /// pane's name in a column of its own.
    package static func helpText(width: Int = 92) -> String {
        let indent = String(repeating: " ", count: 14)
        var lines: [String] = []
        for pane in panes {
            let title = "  " + pane.name.prefix(1).uppercased() + pane.name.dropFirst()
            var line = title.padding(toLength: indent.count, withPad: " ", startingAt: 0)
            let text = pane.entries.map { describe($0, quoted: false) }.joined(separator: "; ") + "."
            for word in text.split(separator: " ") {
                if line.count > indent.count && line.count + 1 + word.count > width {
                    lines.append(line)
                    line = indent
                }
                line += (line.count > indent.count ? " " : "") + word
            }
            lines.append(line)
        }
        return lines.joined(separator: "\n")
    }

    /// The help overlay's lines: per pane, its name, then a line per entry ("  ↑ ↓ or k j  move").
    package static var overlayLines: [String] {
        panes.flatMap { pane in
            [pane.name.prefix(1).uppercased() + pane.name.dropFirst()]
                + pane.entries.map { "  " + describe($0, quoted: false) }
        }
    }

    /// README's Keys table: its header and a row per pane.
    package static var markdownTable: [String] {
        ["| where | keys |", "|---|---|"]
            + panes.map { pane in
                "| \(pane.name) | \(pane.entries.map { describe($0, quoted: true) }.joined(separator: " · ")) |"
            }
    }

    /// "↑ ↓ or k j move", the keys in backquotes if `quoted`.
    private static func describe(_ entry: Entry, quoted: Bool) -> String {
        let keys = entry.keys.map { group in
            group.map { quoted ? "`\($0)`" : $0 }.joined(separator: " ")
        }
        return keys.joined(separator: " or ") + " " + entry.action
    }
}
