import Foundation
import Roster
import RosterTestSupport
import TerminalUICore

/// The scenarios that run the real `roster` binary on a pseudo-terminal: bytes written per
/// key, and the time from process start to the first complete frame.
@MainActor
struct TerminalScenarios {
    static let width = HeadlessScenarios.width
    static let height = HeadlessScenarios.height
    /// How long the terminal must stay silent for the screen to count as settled.
    static let quiet = Duration.milliseconds(150)

    let binary: String
    let folder: String
    let report: Report

    /// The keys of the byte scenarios, as a terminal sends them and as `TestHost` presses them.
    struct Key {
        let name: String
        let bytes: [UInt8]
        let press: KeyPress
    }

    static let noop = Key(name: "noop-key", bytes: Array("z".utf8), press: KeyPress("z"))
    /// ESC O B, as xterm sends it (kcud1).
    static let down = Key(name: "key-down", bytes: [0x1B, 0x4F, 0x42], press: KeyPress(.downArrow))
    static let typeChar = Key(name: "type-char", bytes: Array("x".utf8), press: KeyPress("x"))
    static let enter = Key(name: "enter", bytes: [0x0D], press: KeyPress(.return))
    static let sort = Key(name: "key-sort", bytes: Array("s".utf8), press: KeyPress("s"))

    /// The byte scenarios at one size: `repeats` presses of each key, measured on the real
    /// binary and, for the minimum, on the same app headless.
    func bytes(persons: [Person], dataFile: String, repeats: Int) throws {
        let count = persons.count
        let session = try PseudoTerminal(
            binary: binary, dataFile: dataFile, home: folder, width: Self.width, height: Self.height)
        defer { session.stop() }
        let marker = Array(firstWord(of: persons[0].name).utf8)
        session.readUntilQuiet(quiet: .milliseconds(300), timeout: .seconds(120)) { $0.contains(bytes: marker) }
        guard session.output.contains(bytes: marker) else {
            throw BenchError("roster did not show the persons (\(count))")
        }

        let host = TestHost(roster: PersonStore(persons: persons), width: Self.width, height: Self.height)
        // The JSON file's persons are in memory: each order is sorted once, on its first `s`
        // (at a million, longer than the quiet that ends a measurement), so one untimed round
        // of the four orders comes first, here and headless, each waited for by its frame.
        for _ in 0..<4 {
            host.press(Self.sort.press)
            session.send(Self.sort.bytes)
            session.readUntilQuiet(quiet: .milliseconds(300), timeout: .seconds(120)) { !$0.isEmpty }
        }
        let plan: [(Key, Int, Bool)] = [
            (Self.noop, repeats, true),
            (Self.down, repeats, true),
            (Self.sort, repeats, true),
            (Self.enter, 1, false),
            (Self.typeChar, repeats, true),
        ]
        for (key, times, measured) in plan {
            var actual: [Double] = []
            var minimum: [Double] = []
            for _ in 0..<times {
                let before = host.canvas
                let cursorBefore = host.cursor
                host.press(key.press)
                let least = MinimumBytes.count(from: before, cursor: cursorBefore, to: host.canvas, cursor: host.cursor)
                session.send(key.bytes)
                let written = session.readUntilQuiet(quiet: Self.quiet).bytes.count
                actual.append(Double(written))
                minimum.append(Double(least))
            }
            guard measured else { continue }
            report.add("bytes-\(key.name)", persons: count, unit: .bytes, samples: actual)
            report.add("minimum-bytes-\(key.name)", persons: count, unit: .bytes, samples: minimum)
        }
    }

    /// The bytes of `EditingScenarios`' keys: `bytes-key-search-char` (a letter typed into the
    /// empty search field; Backspace after it, not measured), `bytes-key-add` (Ctrl-S in the
    /// new-person sheet, after `n` and a name) and `bytes-key-delete` (Return on Delete, after
    /// `Home`, `↓`, `d`, `←`), `repeats` presses each, with their `minimum-bytes-*`.
    ///
    /// The binary runs on the SQLite database `database` (adding to or deleting from the JSON
    /// file at a million persons rewrites 90 MB, long past the quiet time), and the headless app
    /// on a copy of it, so that both show the same persons all along.
    func editingBytes(count: Int, database: String, marker: String, repeats: Int) throws {
        let copy = database + "-bytes-copy.db"
        for suffix in ["", "-wal", "-shm"] { unlink(copy + suffix) }
        try FileManager.default.copyItem(atPath: database, toPath: copy)
        if FileManager.default.fileExists(atPath: database + "-wal") {
            try FileManager.default.copyItem(atPath: database + "-wal", toPath: copy + "-wal")
        }
        defer { for suffix in ["", "-wal", "-shm"] { unlink(copy + suffix) } }
        let session = try PseudoTerminal(
            binary: binary, dataFile: database, home: folder, width: Self.width, height: Self.height)
        defer { session.stop() }
        let markerBytes = Array(marker.utf8)
        session.readUntilQuiet(quiet: .milliseconds(300), timeout: .seconds(120)) { $0.contains(bytes: markerBytes) }
        guard session.output.contains(bytes: markerBytes) else {
            throw BenchError("roster did not show the persons of the database (\(count))")
        }

        let (storage, initial) = DataLocation.storage(forFile: copy, sample: [])
        let store = PersonStore(storage: storage, initial: initial)
        store.openNow()
        let host = TestHost(roster: store, width: Self.width, height: Self.height)
        var actual: [String: [Double]] = [:]
        var minimum: [String: [Double]] = [:]
        /// Presses one key on both; records its bytes under `name` if given.
        func press(_ bytes: [UInt8], _ key: KeyPress, measuring name: String? = nil) {
            let before = host.canvas
            let cursorBefore = host.cursor
            host.press(key)
            let least = MinimumBytes.count(from: before, cursor: cursorBefore, to: host.canvas, cursor: host.cursor)
            session.send(bytes)
            let written = session.readUntilQuiet(quiet: Self.quiet).bytes.count
            guard let name else { return }
            actual[name, default: []].append(Double(written))
            minimum[name, default: []].append(Double(least))
        }
        let escape: [UInt8] = [0x1B]
        press(Array("/".utf8), KeyPress("/"))
        let letters = Array("aeinorsu")
        for letter in (0..<repeats).map({ letters[$0 % letters.count] }) {
            press(Array(String(letter).utf8), KeyPress(KeyEquivalent(letter)), measuring: "key-search-char")
            press([0x7F], KeyPress(.delete))
        }
        press(escape, KeyPress(.escape))
        for _ in 0..<repeats {
            press(Array("n".utf8), KeyPress("n"))
            for letter in "Ada Bench" { press(Array(String(letter).utf8), KeyPress(KeyEquivalent(letter))) }
            press([0x13], KeyPress("s", modifiers: .control), measuring: "key-add")
        }
        for _ in 0..<repeats {
            press([0x1B, 0x4F, 0x48], KeyPress(.home))  // ESC O H (xterm khome)
            press([0x1B, 0x4F, 0x42], KeyPress(.downArrow))
            press(Array("d".utf8), KeyPress("d"))
            press([0x1B, 0x4F, 0x44], KeyPress(.leftArrow))  // ESC O D (xterm kcub1)
            press([0x0D], KeyPress(.return), measuring: "key-delete")
        }
        for name in EditingScenarios.names {
            report.add("bytes-\(name)", persons: count, unit: .bytes, samples: actual[name] ?? [])
            report.add("minimum-bytes-\(name)", persons: count, unit: .bytes, samples: minimum[name] ?? [])
        }
    }

    /// Process start to the first complete frame with the persons shown, `runs` times:
    /// `startup-to-first-frame` for roster and, for each of `floors`, its figure for that program
    /// started the same way — in turn, so that all meet the same load — and the ratios:
    /// `startup-ratio`, roster over the C floor (`startup-floor`); `startup-ratio-swift-floor`,
    /// roster over the Swift floor (`startup-swift-floor`); and `swift-floor-ratio`, the Swift
    /// floor over the C floor.
    func startup(persons: [Person], dataFile: String, floors: [(name: String, program: String)], runs: Int) throws {
        let marker = Array(firstWord(of: persons[0].name).utf8)
        let programs = [("startup-to-first-frame", binary)] + floors.map { ($0.name, $0.program) }
        var samples: [String: [Double]] = [:]
        for _ in 0..<runs {
            for (name, program) in programs {
                let session = try PseudoTerminal(
                    binary: program, dataFile: dataFile, home: folder, width: Self.width, height: Self.height)
                let result = session.readUntilQuiet(quiet: .milliseconds(200), timeout: .seconds(30)) {
                    $0.contains(bytes: marker)
                }
                session.stop()
                guard session.output.contains(bytes: marker), let last = result.lastByteAt else {
                    throw BenchError("\(program) did not show the persons on start")
                }
                samples[name, default: []].append((last - session.spawnedAt).milliseconds)
            }
        }
        for (name, _) in programs {
            report.add(name, persons: persons.count, unit: .ms, samples: samples[name]!)
        }
        report.addRatio("startup-ratio", persons: persons.count, of: ["startup-to-first-frame"], to: "startup-floor")
        report.addRatio(
            "startup-ratio-swift-floor", persons: persons.count, of: ["startup-to-first-frame"],
            to: "startup-swift-floor")
        report.addRatio("swift-floor-ratio", persons: persons.count, of: ["startup-swift-floor"], to: "startup-floor")
    }

    private func firstWord(of name: String) -> String {
        String(name.split(separator: " ").first ?? Substring(name))
    }
}

/// The least a terminal must be sent to turn one frame into the next (see BENCHMARKS.md).
enum MinimumBytes {
    /// Bytes of the changed cells' glyphs (UTF-8) plus one cursor-positioning sequence
    /// (`ESC [ row ; col H`) per run of changed cells in a row — or the unchanged glyphs
    /// between two runs, where re-sending those is shorter — plus the shortest SGR sequence
    /// (`ESC [ … m`) wherever a written cell's style differs from the one before it (the
    /// frame starts in the plain style), plus one more position to put the cursor back
    /// where it is shown, when anything was written or the cursor moved, and
    /// `ESC [ ? 25 h`/`l` (6 bytes) when the cursor is shown or hidden.
    static func count(from old: CellGrid, cursor oldCursor: Point?, to new: CellGrid, cursor newCursor: Point?) -> Int {
        guard old.size == new.size else { return Int.max }
        var total = 0
        var style = Style.plain
        func write(_ cell: CellGrid.Cell) {
            guard cell.width != 0 else { return }
            if cell.style != style {
                total += sgrBytes(from: style, to: cell.style)
                style = cell.style
            }
            total += glyphBytes(cell)
        }
        for y in 0..<new.size.height {
            var x = 0
            var lastWritten: Int?  // the column just after the last run written in this row
            while x < new.size.width {
                guard new[x, y] != old[x, y] else {
                    x += 1
                    continue
                }
                // A run of changed cells starts at x (a wide glyph's right half goes with it).
                var start = x
                if new[x, y].width == 0 && x > 0 && (lastWritten ?? 0) < x { start = x - 1 }
                let move = positionBytes(x: start, y: y)
                if let lastWritten, lastWritten <= start {
                    let gapCells = (lastWritten..<start).map { new[$0, y] }
                    let gap = gapCells.reduce(0) { $0 + glyphBytes($1) }
                    if gap < move && gapCells.allSatisfy({ $0.style == style }) {
                        gapCells.forEach(write)
                    } else {
                        total += move
                    }
                } else if lastWritten == nil {
                    total += move
                }
                var end = max(start, lastWritten ?? start)
                while end < new.size.width && (end <= x || new[end, y] != old[end, y]) {
                    write(new[end, y])
                    end += 1
                }
                lastWritten = end
                x = end
            }
        }
        let cursorShown = newCursor != nil
        if cursorShown != (oldCursor != nil) { total += 6 }
        if let newCursor, total > 0 || newCursor != oldCursor {
            total += positionBytes(x: newCursor.x, y: newCursor.y)
        }
        return total
    }

    /// The shortest SGR sequence that turns style `old` into `new`: either switching the
    /// differences on and off, or resetting (`0`) and switching on what `new` has.
    static func sgrBytes(from old: Style, to new: Style) -> Int {
        func sequence(_ codes: [String]) -> Int {
            codes.isEmpty ? 0 : 3 + codes.joined(separator: ";").utf8.count
        }
        let onCodes: [(Style.Attributes, String)] = [
            (.bold, "1"), (.dim, "2"), (.italic, "3"), (.underline, "4"), (.reverse, "7"),
        ]
        func colorCodes(_ style: Style, from base: Style?) -> [String] {
            var codes: [String] = []
            if style.foreground != base?.foreground {
                codes.append(style.foreground.map { "38;5;\($0.index)" } ?? "39")
            }
            if style.background != base?.background {
                codes.append(style.background.map { "48;5;\($0.index)" } ?? "49")
            }
            return codes
        }
        // Reset, then everything `new` has.
        var reset = ["0"] + onCodes.filter { new.attributes.contains($0.0) }.map(\.1)
        reset += colorCodes(new, from: .plain)
        // Only the differences: intensity (bold, dim) goes off together with 22.
        var incremental: [String] = []
        let removed = old.attributes.subtracting(new.attributes)
        var toSwitchOn = new.attributes.subtracting(old.attributes)
        if !removed.isDisjoint(with: [.bold, .dim]) {
            incremental.append("22")
            toSwitchOn.formUnion(new.attributes.intersection([.bold, .dim]))
        }
        if removed.contains(.italic) { incremental.append("23") }
        if removed.contains(.underline) { incremental.append("24") }
        if removed.contains(.reverse) { incremental.append("27") }
        incremental += onCodes.filter { toSwitchOn.contains($0.0) }.map(\.1)
        incremental += colorCodes(new, from: old)
        return min(sequence(reset == ["0"] ? [] : reset) + (reset == ["0"] ? 3 : 0), sequence(incremental))
    }

    private static func glyphBytes(_ cell: CellGrid.Cell) -> Int {
        cell.width == 0 ? 0 : max(1, cell.text.utf8.count)
    }

    /// `ESC [ row ; col H`, 1-based.
    static func positionBytes(x: Int, y: Int) -> Int {
        4 + String(y + 1).count + String(x + 1).count
    }
}
