import Foundation
import Roster
import TerminalUI

/// The keys that search and change the list, headless (`RosterView` on `TestHost`, as the
/// other key scenarios), on a store in memory (`key-*`) or on the SQLite database
/// (`sqlite: key-*`); each is compared with `key-down` on the same storage in the same run.
///
/// - `key-search-char`: one letter typed into the empty search field (`/` focused it, untimed);
///   an untimed Backspace empties it again before the next.
/// - `key-add`: `Ctrl-S` in the new-person sheet (untimed before: `n` and a name typed), to the
///   sheet closed and the person added in storage.
/// - `key-delete`: `Return` on Delete in the confirmation dialog (untimed before: `Home`, `↓`,
///   `d`, `←` to Delete), to the person removed from storage: the second person each time.
@MainActor
enum EditingScenarios {
    /// The scenarios' names, without the storage's prefix.
    static let names = ["key-search-char", "key-add", "key-delete"]

    /// Runs the scenarios named `prefix + name` that `wants` lets through, each on a host made
    /// by `makeHost`, `presses` times.
    static func run(prefix: String, persons count: Int, presses: Int, report: Report, wants: (String) -> Bool, makeHost: () -> TestHost) {
        if wants("key-search-char") {
            let host = makeHost()
            host.press("/")
            let letters = Array("aeinorsu")
            timed(prefix + "key-search-char", count: count, presses: presses, report: report) { iteration in
                if iteration > 0 { host.press(.delete) }
                return { host.press(KeyEquivalent(letters[iteration % letters.count])) }
            } check: {
                precondition(host.screen.last?.contains(" of ") == true, "key-search-char: no count in the help bar: \(host.screen.last ?? "")")
            }
        }
        if wants("key-add") {
            let host = makeHost()
            timed(prefix + "key-add", count: count, presses: presses, report: report) { iteration in
                host.press("n")
                host.type("Ada Bench \(iteration)")
                return { host.press("s", modifiers: .control) }
            } check: {
                precondition(!host.screenText.contains("New person"), "key-add: the sheet did not close")
            }
        }
        if wants("key-delete") {
            let host = makeHost()
            var name = ""
            // The second person: the first stays, as the marker the startup scenarios look for.
            timed(prefix + "key-delete", count: count, presses: min(presses, count - 2), report: report) { _ in
                host.press(.home)
                host.press(.downArrow)
                host.press("d")
                host.press(.leftArrow)
                name = host.screen.first { $0.contains("Delete ") && $0.contains("?") } ?? ""
                precondition(!name.isEmpty, "key-delete: no dialog")
                return { host.press(.return) }
            } check: {
                precondition(!host.screenText.contains(name.trimmingCharacters(in: .whitespaces)), "key-delete: the dialog did not close")
            }
        }
    }

    private static func timed(_ name: String, count: Int, presses: Int, report: Report, _ prepare: (Int) -> () -> Void, check: () -> Void) {
        var samples: [Double] = []
        samples.reserveCapacity(presses)
        for iteration in 0..<presses {
            let press = prepare(iteration)
            samples.append(milliseconds { press() })
            check()
        }
        report.add(name, persons: count, unit: .ms, samples: samples)
    }

    /// The bars, as ratios of this run at the largest size: each scenario's median over
    /// `key-down`'s on the same storage (≤ 3×), and its bytes over their minimum (≤ 2×); added
    /// to the report and returned as lines.
    static func ratios(_ report: Report) -> [String] {
        let measured = Set(names + names.map { "sqlite: " + $0 })
        guard let large = report.measurements.filter({ measured.contains($0.name) }).map(\.persons).max() else { return [] }
        var lines: [String] = []
        for prefix in ["", "sqlite: "] {
            guard let down = report.measurements.first(where: { $0.name == prefix + "key-down" && $0.persons == large }), down.median > 0 else { continue }
            for name in names {
                guard let key = report.measurements.first(where: { $0.name == prefix + name && $0.persons == large }) else { continue }
                let ratio = key.median / down.median
                report.add(Measurement("\(prefix)ratio \(name)/key-down", persons: large, unit: .ratio, median: ratio, p99: key.p99 / down.p99))
                lines.append("- \(prefix)\(name) / \(prefix)key-down at \(large): \(String(format: "%.2f", ratio))× (bar ≤ 3×) \(ratio <= 3 ? "holds" : "DOES NOT HOLD")")
            }
        }
        for name in names {
            guard let bytes = report.measurements.first(where: { $0.name == "bytes-" + name && $0.persons == large }),
                  let least = report.measurements.first(where: { $0.name == "minimum-bytes-" + name && $0.persons == large }), least.median > 0 else { continue }
            let ratio = bytes.median / least.median
            report.add(Measurement("ratio bytes-\(name)/minimum", persons: large, unit: .ratio, median: ratio, p99: bytes.p99 / max(least.p99, 1)))
            lines.append("- bytes-\(name) / minimum-bytes-\(name) at \(large): \(String(format: "%.2f", ratio))× (bar ≤ 2×) \(ratio <= 2 ? "holds" : "DOES NOT HOLD")")
        }
        return lines
    }
}
