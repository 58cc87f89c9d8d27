import Foundation
import Roster
import TerminalUICore

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
///
/// The samples are taken in blocks of 20, each followed by 20 `↓`s on a host of its own over
/// the same storage (`Beside`), reported as `key-down beside <name>`; the bars compare each
/// scenario with the `↓`s taken beside it. This shared machine's speed drifts by half over
/// seconds, and the scenarios run one after another: a ratio of two medians taken a minute
/// apart measured the drift as much as the keys. (`↓`s taken one by one between the samples
/// instead came out 15–40% slower than `↓`s in a row: each found the caches cold.)
@MainActor
enum EditingScenarios {
    /// The scenarios' names, without the storage's prefix.
    static let names = ["key-search-char", "key-add", "key-delete"]

    /// Runs the scenarios named `prefix + name` that `wants` lets through, each on a host made
    /// by `makeHost`, `presses` times.
    static func run(
        prefix: String, persons count: Int, presses: Int, report: Report, wants: (String) -> Bool,
        makeHost: () -> TestHost
    ) {
        guard names.contains(where: { wants($0) }) else { return }
        let beside = Beside(host: makeHost(), prefix: prefix, persons: count, report: report)
        func timed(_ name: String, presses: Int, _ prepare: (Int) -> () -> Void, check: () -> Void) {
            var samples: [Double] = []
            samples.reserveCapacity(presses)
            for iteration in 0..<presses {
                let press = prepare(iteration)
                samples.append(milliseconds { press() })
                check()
                if iteration % Beside.block == Beside.block - 1 || iteration == presses - 1 {
                    beside.takeDowns(iteration % Beside.block + 1)
                }
            }
            report.add(prefix + name, persons: count, unit: .ms, samples: samples)
            beside.report(for: name)
        }
        if wants("key-search-char") {
            let host = makeHost()
            host.press("/")
            let letters = Array("aeinorsu")
            timed("key-search-char", presses: presses) { iteration in
                if iteration > 0 { host.press(.delete) }
                return { host.press(KeyEquivalent(letters[iteration % letters.count])) }
            } check: {
                precondition(
                    host.screen.last?.contains(" of ") == true,
                    "key-search-char: no count in the help bar: \(host.screen.last ?? "")")
            }
        }
        if wants("key-add") {
            let host = makeHost()
            timed("key-add", presses: presses) { iteration in
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
            timed("key-delete", presses: min(presses, count - 2)) { _ in
                host.press(.home)
                host.press(.downArrow)
                host.press("d")
                host.press(.leftArrow)
                name = host.screen.first { $0.contains("Delete ") && $0.contains("?") } ?? ""
                precondition(!name.isEmpty, "key-delete: no dialog")
                return { host.press(.return) }
            } check: {
                precondition(
                    !host.screenText.contains(name.trimmingCharacters(in: .whitespaces)),
                    "key-delete: the dialog did not close")
            }
        }
    }

    /// `↓`s timed in blocks beside the samples of a scenario, as the `key-down` scenario takes
    /// them: from the top, `Home` (untimed) before every hundredth, so that most of them scroll.
    @MainActor
    private final class Beside {
        /// How many samples are taken in a row, then as many `↓`s.
        static let block = 20
        let host: TestHost
        let prefix: String
        let persons: Int
        let report: Report
        private var downs: [Double] = []
        private var taken = 0

        init(host: TestHost, prefix: String, persons: Int, report: Report) {
            self.host = host
            self.prefix = prefix
            self.persons = persons
            self.report = report
        }

        func takeDowns(_ count: Int) {
            for _ in 0..<count {
                if taken % 100 == 0 { host.press(.home) }
                taken += 1
                downs.append(milliseconds { host.press(.downArrow) })
            }
        }

        /// Reports the `↓`s taken beside `name`'s samples, and starts again.
        func report(for name: String) {
            report.add(prefix + "key-down beside " + name, persons: persons, unit: .ms, samples: downs)
            downs.removeAll(keepingCapacity: true)
        }
    }

    /// The bars, as ratios of this run at the largest size: each scenario's median over the
    /// median of the `↓`s taken beside it, on the same storage (≤ 3×), and its bytes over their
    /// minimum (≤ 2×); added to the report and returned as lines.
    static func ratios(_ report: Report) -> [String] {
        let measured = Set(names + names.map { "sqlite: " + $0 })
        guard let large = report.measurements.filter({ measured.contains($0.name) }).map(\.persons).max() else {
            return []
        }
        var lines: [String] = []
        for prefix in ["", "sqlite: "] {
            for name in names {
                guard let key = report.measurements.first(where: { $0.name == prefix + name && $0.persons == large }),
                    let down = report.measurements.first(where: {
                        $0.name == prefix + "key-down beside " + name && $0.persons == large
                    }),
                    down.median > 0
                else { continue }
                let ratio = key.median / down.median
                report.add(
                    Measurement(
                        "\(prefix)ratio \(name)/key-down", persons: large, unit: .ratio, median: ratio,
                        p99: key.p99 / down.p99))
                // Beside it, the key-down scenario's own median (taken earlier, in a row).
                let alone =
                    report.measurements.first { $0.name == prefix + "key-down" && $0.persons == large }
                    .map { String(format: "; over %@key-down taken alone: %.2f×", prefix, key.median / $0.median) }
                    ?? ""
                lines.append(
                    "- \(prefix)\(name) / \(prefix)key-down beside it at \(large): \(String(format: "%.2f", ratio))× (bar ≤ 3×) \(ratio <= 3 ? "holds" : "DOES NOT HOLD")\(alone)"
                )
            }
        }
        for name in names {
            guard let bytes = report.measurements.first(where: { $0.name == "bytes-" + name && $0.persons == large }),
                let least = report.measurements.first(where: {
                    $0.name == "minimum-bytes-" + name && $0.persons == large
                }), least.median > 0
            else { continue }
            let ratio = bytes.median / least.median
            report.add(
                Measurement(
                    "ratio bytes-\(name)/minimum", persons: large, unit: .ratio, median: ratio,
                    p99: bytes.p99 / max(least.p99, 1)))
            lines.append(
                "- bytes-\(name) / minimum-bytes-\(name) at \(large): \(String(format: "%.2f", ratio))× (bar ≤ 2×) \(ratio <= 2 ? "holds" : "DOES NOT HOLD")"
            )
        }
        return lines
    }
}
