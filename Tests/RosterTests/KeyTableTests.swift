import Foundation
import Roster
import RosterTestSupport
import TerminalUICore
import Testing

/// The keys are described in one place, `KeyTable`; the help bar, `roster --help` (see
/// CommandLineTests) and README's Keys table are made from it or checked against it.
@Suite("The key table")
@MainActor
struct KeyTableTests {
    /// README.md at the root of the source tree.
    static let readme: String = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        return (try? String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)) ?? ""
    }()

    @Test func theReadmesKeysTableIsTheKeyTable() throws {
        let lines = Self.readme.components(separatedBy: "\n")
        let heading = try #require(lines.firstIndex(of: "## Keys"), "README.md has a Keys section")
        let table = lines[heading...].drop { !$0.hasPrefix("|") }.prefix { $0.hasPrefix("|") }
        #expect(
            Array(table) == KeyTable.markdownTable,
            "README.md's Keys table should read:\n\(KeyTable.markdownTable.joined(separator: "\n"))")
    }

    @Test func theHelpBarShowsTheFocusedPanesKeys() {
        let host = TestHost(
            roster: PersonStore(persons: [Person(id: UUID(), name: "Majid", age: 27)]), width: 120, height: 12)
        #expect(host.screen[11].trimmingCharacters(in: .whitespaces) == KeyTable.list.helpBar)
        host.press(KeyPress(.return))
        #expect(host.screen[11].trimmingCharacters(in: .whitespaces) == KeyTable.form.helpBar)
    }

    @Test(arguments: [100, 80, 60, 40, 30])
    func aNarrowerHelpBarKeepsTheMostNeededKeysWhole(width: Int) {
        let host = TestHost(
            roster: PersonStore(persons: [Person(id: UUID(), name: "Majid", age: 27)]), width: width, height: 12)
        let fits = { (bars: [String]) in bars.first { $0.count <= width - 1 } ?? bars.last! }
        #expect(host.screen[11].trimmingCharacters(in: .whitespaces) == fits(KeyTable.list.helpBars))
        #expect(host.screen[11].contains("? help"), "the help key is always shown")
        #expect(!host.screen[11].contains("…"), "no key is cut")
        host.press(KeyPress(.return))
        #expect(host.screen[11].trimmingCharacters(in: .whitespaces) == fits(KeyTable.form.helpBars))
        #expect(host.screen[11].contains("^S save"))
    }

    @Test func eachNarrowerBarLeavesOutTheHighestRankedKeys() {
        let bars = KeyTable.list.helpBars
        #expect(
            bars.first
                == "↑↓ j k move · PgUp PgDn Home End · ⏎ edit · / search · s sort · n new · d delete · u undo · ? help · q quit"
        )
        #expect(bars[1] == "↑↓ j k move · ⏎ edit · / search · s sort · n new · d delete · u undo · ? help · q quit")
        #expect(bars[2] == "↑↓ j k move · ⏎ edit · / search · s sort · n new · d delete · u undo · ? help")
        #expect(bars[3] == "↑↓ j k move · ⏎ edit · ? help")
        #expect(bars.last == "? help")
        #expect(bars.count == 5)
        #expect(zip(bars, bars.dropFirst()).allSatisfy { $0.count > $1.count })
        #expect(KeyTable.form.helpBars.last == "^S save")
    }

    @Test func questionMarkShowsEveryKeyOfTheTableInAnOverlayAndEscClosesIt() {
        let host = TestHost(
            roster: PersonStore(persons: [Person(id: UUID(), name: "Majid", age: 27)]), width: 120, height: 60)
        #expect(KeyTable.list.helpBar.contains("? help"), "the help bar tells of it")
        host.press("?")
        let shown = host.screen.map { row in
            row.split(separator: "│", omittingEmptySubsequences: false).dropFirst().first.map {
                String($0).trimmingCharacters(in: .whitespaces)
            } ?? ""
        }
        #expect(shown.contains("Keys (Esc closes)"))
        for line in KeyTable.overlayLines {
            #expect(shown.contains(line.trimmingCharacters(in: .whitespaces)), "the overlay lists \(line)")
        }
        for pane in KeyTable.panes {
            for entry in pane.entries {
                #expect(
                    KeyTable.overlayLines.contains {
                        $0.hasSuffix(" " + entry.action) && $0.contains(entry.keys[0][0])
                    }, "\(entry.action) is in the overlay")
                #expect(KeyTable.helpText(width: 1000).contains(entry.action), "and in --help")
                #expect(KeyTable.markdownTable.joined().contains(entry.action), "and in README's table")
            }
        }
        host.press(.escape)
        #expect(!host.screenText.contains("Keys (Esc closes)"))
        #expect(host.screenText.contains("Majid"))
    }

    @Test(arguments: AppSnapshot.sizes)
    func theOverlayAtEachSize(size: Size) {
        let host = TestHost(
            roster: PersonStore(persons: [Person(id: UUID(), name: "Majid", age: 27)]), width: size.width,
            height: size.height)
        host.press("?")
        AppSnapshot.assert(host, named: "keys-overlay-\(size.width)x\(size.height)")
        host.press(.pageDown)
        AppSnapshot.assert(host, named: "keys-overlay-scrolled-\(size.width)x\(size.height)")
    }

    @Test func everyPaneHasKeysAndEveryEntryNamesKeysAndAnAction() {
        for pane in KeyTable.panes {
            #expect(!pane.entries.isEmpty, "\(pane.name)")
            for entry in pane.entries {
                #expect(!entry.keys.isEmpty && entry.keys.allSatisfy { !$0.isEmpty }, "\(pane.name): \(entry.action)")
                #expect(!entry.action.isEmpty, "\(pane.name): \(entry.keys)")
            }
        }
        #expect(KeyTable.form.helpBar.hasSuffix("^C quit"), "the form's bar adds Ctrl-C, which works anywhere")
    }

    @Test func theHelpTextNamesEveryEntryWithinItsWidth() {
        let text = KeyTable.helpText(width: 60)
        #expect(text.components(separatedBy: "\n").allSatisfy { $0.count <= 60 })
        let flattened = text.components(separatedBy: .whitespacesAndNewlines).filter { !$0.isEmpty }.joined(
            separator: " ")
        for pane in KeyTable.panes {
            for entry in pane.entries {
                #expect(flattened.contains(entry.action), "\(entry.action)")
            }
        }
    }
}
