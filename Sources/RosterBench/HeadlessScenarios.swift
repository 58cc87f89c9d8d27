import Foundation
import Roster
import RosterTestSupport
import TerminalUICore

/// The engine-only scenarios: the app's view hosted by `TestHost` (the same engine and frame
/// pipeline as the terminal, drawing into a CellGrid instead of ncurses) on a store of N persons.
@MainActor
struct HeadlessScenarios {
    static let width = 100
    static let height = 30

    let persons: [Person]
    let presses: Int
    let report: Report
    /// Which scenarios to run (by name).
    let wants: (String) -> Bool
    /// Row bodies evaluated per timed key press, over every key scenario but the no-op one.
    private(set) var rowBodies: [Double] = []
    /// Frames drawn per timed key press, over every key scenario but the no-op one.
    private(set) var frames: [Double] = []
    /// Frames drawn per timed press of a key nothing uses.
    private(set) var noopFrames: [Double] = []

    init(persons: [Person], presses: Int, report: Report, wants: @escaping (String) -> Bool = { _ in true }) {
        self.persons = persons
        self.presses = presses
        self.report = report
        self.wants = wants
    }

    /// The app as the binary shows it: `RosterView` (the persons list and form, plus the key
    /// help line) on a loaded store.
    func makeHost(_ store: PersonStore) -> TestHost {
        TestHost(roster: store, width: Self.width, height: Self.height)
    }

    mutating func runAll() {
        let count = persons.count
        if wants("first-frame") { firstFrame() }
        if wants("canvas-redraw") { canvasRedraw() }
        keyScenario("key-noop") { host, _ in
            { host.press("z") }
        }
        keyScenario("key-down") { host, iteration in
            // On the last person a ↓ would do nothing: go back to the top first.
            if iteration > 0 && iteration % max(1, count - 1) == 0 { host.press(.home) }
            return { host.press(.downArrow) }
        }
        // The next order (name ↑, name ↓, age ↑, age ↓, round again), the selected person kept
        // selected wherever it lands. The in-memory store sorts each order once, on its first
        // press (a few of the 1,000 at a million persons: they show in the maximum, not the median).
        keyScenario(
            "key-sort",
            setup: { host in
                for _ in 0..<3 { host.press(.downArrow) }
            }
        ) { host, _ in
            { host.press("s") }
        }
        let lastName = persons.last.map(\.name) ?? ""
        keyScenario("key-pagedown") { host, _ in
            // At the end of the list a page down would do nothing: go back to the top first.
            if host.screen.contains(where: { $0.contains(lastName) }) { host.press(.home) }
            return { host.press(.pageDown) }
        }
        keyScenario("key-open-form", setup: { _ in }) { host, iteration in
            host.press(.downArrow)
            return { host.press(.return) }
        } after: { host in
            host.press(.escape)
        }
        keyScenario(
            "key-type-char",
            setup: { host in
                host.press(.return)
            }
        ) { host, iteration in
            if iteration % 20 == 0 { host.press("u", modifiers: .control) }
            let letters = Array("abcdefghijklmnopqrstuvwxyz")
            let letter = letters[iteration % letters.count]
            return { host.press(KeyEquivalent(letter)) }
        }
        // A person whose age the 20 steps each way never take past the stepper's bounds (where
        // a press would change nothing).
        let steppable =
            persons.firstIndex { (Person.ages.lowerBound + 20...Person.ages.upperBound - 20).contains($0.age) } ?? 0
        keyScenario(
            "key-stepper",
            setup: { host in
                for _ in 0..<steppable { host.press(.downArrow) }
                host.press(.return)
                host.press(.tab)
            }
        ) { host, iteration in
            let up = (iteration / 20) % 2 == 0
            return { host.press(up ? "+" : "-") }
        }
        keyScenario("key-escape", setup: { _ in }) { host, iteration in
            host.press(.downArrow)
            host.press(.return)
            host.press("x")
            return { host.press(.escape) }
        }
        EditingScenarios.run(prefix: "", persons: count, presses: presses, report: report, wants: wants) {
            makeHost(PersonStore(persons: persons))
        }
        if !rowBodies.isEmpty {
            report.add("row-bodies-per-key", persons: count, unit: .count, samples: rowBodies)
        }
        if !frames.isEmpty {
            report.add("frames-per-key", persons: count, unit: .count, samples: frames)
        }
        if !noopFrames.isEmpty {
            report.add("frames-noop-key", persons: count, unit: .count, samples: noopFrames)
        }
    }

    /// Hosting the view on a loaded store up to its first complete frame.
    private func firstFrame() {
        let store = PersonStore(persons: persons)
        var samples: [Double] = []
        for _ in 0..<20 {
            var host: TestHost?
            samples.append(milliseconds { host = makeHost(store) })
            precondition(
                host?.screen.joined().contains(persons[0].name.prefix(10)) == true,
                "first-frame: the list is not on screen")
            host = nil
        }
        report.add("first-frame", persons: persons.count, unit: .ms, samples: samples)
    }

    /// Roster's list screen drawn by hand into a CellGrid and diffed with the one before, the
    /// selection moving down one person each time as in `key-down` (see `CanvasRedraw`).
    private func canvasRedraw() {
        let host = makeHost(PersonStore(persons: persons))
        let help = host.screen[Self.height - 1].drop { $0 == " " }
        let redraw = CanvasRedraw(persons: persons, help: String(help))
        // The drawing is checked against the app's own frame, scrolled as far as the scenario goes.
        let checked = min(persons.count - 1, CanvasRedraw.fullRows + 3)
        for _ in 0..<checked { host.press(.downArrow) }
        let (cells, rows) = CanvasRedraw.differences(redraw.draw(selection: checked), host.canvas)
        if cells > 0 {
            log("  canvas-redraw: the drawing differs from the app's screen in \(cells) cells")
            rows.forEach { log("    \($0)") }
        }
        var previous = redraw.draw(selection: 0)
        var changed = 0
        var samples: [Double] = []
        samples.reserveCapacity(presses)
        for press in 1...presses {
            samples.append(
                milliseconds {
                    let next = redraw.draw(selection: min(press, persons.count - 1))
                    changed += next.changes(since: previous).count
                    previous = next
                })
        }
        precondition(changed > 0 || persons.count < 2, "canvas-redraw: nothing changed")
        report.add("canvas-redraw", persons: persons.count, unit: .ms, samples: samples)
    }

    /// Times `presses` key presses: `prepare` runs untimed before each and returns the timed
    /// press; `after` runs untimed after each.
    private mutating func keyScenario(
        _ name: String,
        setup: (TestHost) -> Void = { _ in },
        _ prepare: (TestHost, Int) -> () -> Void,
        after: (TestHost) -> Void = { _ in }
    ) {
        guard wants(name) else { return }
        let store = PersonStore(persons: persons)
        let host = makeHost(store)
        setup(host)
        var samples: [Double] = []
        samples.reserveCapacity(presses)
        var framesPerPress: Set<Int> = []
        for iteration in 0..<presses {
            let press = prepare(host, iteration)
            let before = EngineCounters.rowBodies
            let framesBefore = host.frameCount
            samples.append(milliseconds { press() })
            let framesDrawn = host.frameCount - framesBefore
            framesPerPress.insert(framesDrawn)
            if name == "key-noop" {
                noopFrames.append(Double(framesDrawn))
            } else {
                rowBodies.append(Double(EngineCounters.rowBodies - before))
                frames.append(Double(framesDrawn))
            }
            after(host)
        }
        report.add(name, persons: persons.count, unit: .ms, samples: samples)
        // frames-per-key pools the scenarios; say which one strays from the others.
        if framesPerPress != [name == "key-noop" ? 0 : 1] {
            log("  \(name): frames per press \(framesPerPress.sorted().map(String.init).joined(separator: ", "))")
        }
    }
}
