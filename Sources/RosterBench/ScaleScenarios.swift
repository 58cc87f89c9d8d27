import Foundation
import TerminalUICore

/// The scaling scenarios (`scale-*`, issue 23): rows that each hold their own state in a
/// `Form`, a `ScrollView` of a `VStack`, a `LazyVStack` or a `LazyVGrid`, a horizontal one of a
/// `LazyHStack`, and a `List`, hosted headless at 80×24 at several row counts. Each key is
/// timed with the engine work it caused (node evaluations and layouts per press, from
/// `EngineCounters`); the ratios of the largest size to the smallest are issue 23's bars.
@MainActor
struct ScaleScenarios {
    static let width = 80
    static let height = 24

    let sizes: [Int]
    /// The most presses (or frames) timed per scenario.
    let presses: Int
    let report: Report
    /// Whether to run a scenario (by its name, `scale-form-toggle` say).
    let wants: (String) -> Bool

    /// Timing stops after this many seconds once a scenario has `minimumSamples` samples:
    /// the containers built in full take seconds per key at 100,000 rows.
    private static let budget = 3.0
    private static let minimumSamples = 3

    func runAll() {
        for container in ScaleContainer.allCases {
            for rows in sizes where rows <= container.maximumRows && wants("scale-\(container.rawValue)") {
                log("scale scenarios: \(container.rawValue), \(rows) rows")
                run(container, rows: rows)
            }
        }
    }

    private func run(_ container: ScaleContainer, rows: Int) {
        let prefix = "scale-\(container.rawValue)"
        let toggles = { ScaleView(container: container, rows: rows) { ScaleToggleRow(index: $0) } }
        if wants("\(prefix)-first-frame") {
            var samples: [Double] = []
            let start = ContinuousClock.now
            while samples.count < presses && !isOverBudget(samples, since: start) {
                var host: TestHost?
                samples.append(milliseconds { host = TestHost(toggles(), width: Self.width, height: Self.height) })
                precondition(host?.screen.joined().contains("Option 0") == true, "\(prefix): row 0 is not on screen")
                host = nil
            }
            report.add("\(prefix)-first-frame", persons: rows, unit: .ms, samples: samples)
        }
        keys("\(prefix)-toggle", rows: rows, host: { TestHost(toggles(), width: Self.width, height: Self.height) }) {
            host, _ in
            { host.press(.space) }
        }
        keys(
            "\(prefix)-type",
            rows: rows,
            host: {
                TestHost(
                    ScaleView(container: container, rows: rows) { ScaleFieldRow(index: $0) }, width: Self.width,
                    height: Self.height)
            }
        ) { host, iteration in
            if iteration % 20 == 0 { host.press("u", modifiers: .control) }
            return { host.press(KeyEquivalent(Array("abcdefghij")[iteration % 10])) }
        }
        keys("\(prefix)-tab", rows: rows, host: { TestHost(toggles(), width: Self.width, height: Self.height) }) {
            host, _ in
            { host.press(.tab) }
        }
        keys("\(prefix)-pagedown", rows: rows, host: { TestHost(toggles(), width: Self.width, height: Self.height) }) {
            host, iteration in
            // Back to the top before every third page, so that the pages stay among the first
            // rows at every size (three pages of a list never reach the end of 100 rows, where
            // a page down would do less).
            if iteration % 3 == 0 { host.press(.home) }
            return { host.press(.pageDown) }
        }
        let model = ScaleObjectModel(rows: rows)
        keys(
            "\(prefix)-object",
            rows: rows,
            host: {
                TestHost(
                    ScaleView(container: container, rows: rows) { ScaleObjectRow(model: model, index: $0) },
                    width: Self.width, height: Self.height)
            }
        ) { host, iteration in
            {
                model.values[iteration % 5] += 1
                host.settle()
            }
        }
        let items = (0..<rows).map { _ in ScaleItem() }
        keys(
            "\(prefix)-observable",
            rows: rows,
            host: {
                TestHost(
                    ScaleView(container: container, rows: rows) { ScaleItemRow(item: items[$0], index: $0) },
                    width: Self.width, height: Self.height)
            }
        ) { host, iteration in
            {
                items[iteration % 5].value += 1
                host.settle()
            }
        }
    }

    /// Times presses made by `prepare` (untimed; it returns the timed press) on a new host,
    /// and reports the median time, node evaluations and layouts per press.
    private func keys(
        _ name: String, rows: Int, host makeHost: () -> TestHost, _ prepare: (TestHost, Int) -> () -> Void
    ) {
        guard wants(name) else { return }
        let host = makeHost()
        var samples: [Double] = []
        var evaluations: [Double] = []
        var layouts: [Double] = []
        let start = ContinuousClock.now
        while samples.count < presses && !isOverBudget(samples, since: start) {
            let press = prepare(host, samples.count)
            let evaluationsBefore = EngineCounters.nodeEvaluations
            let layoutsBefore = EngineCounters.layouts
            samples.append(milliseconds { press() })
            evaluations.append(Double(EngineCounters.nodeEvaluations - evaluationsBefore))
            layouts.append(Double(EngineCounters.layouts - layoutsBefore))
        }
        report.add(name, persons: rows, unit: .ms, samples: samples)
        report.add("\(name)-evaluations", persons: rows, unit: .count, samples: evaluations)
        report.add("\(name)-layouts", persons: rows, unit: .count, samples: layouts)
    }

    private func isOverBudget(_ samples: [Double], since start: ContinuousClock.Instant) -> Bool {
        samples.count >= Self.minimumSamples && (ContinuousClock.now - start).milliseconds > Self.budget * 1_000
    }

    /// Issue 23's bars, as ratios of medians measured in this run: for each container, each
    /// scenario at its largest size against the smallest (at most 3× for the first frame and
    /// 2× for a key in the lazy containers, 5× for a key in the `VStack`, whose first frame
    /// builds every row and has no bar), and the evaluations of one `@Observable` element's
    /// change (one row: the same at every size).
    static func ratios(_ report: Report, sizes: [Int]) -> [String] {
        guard let smallest = sizes.min() else { return [] }
        var lines: [String] = []
        for container in ScaleContainer.allCases {
            guard let largest = sizes.filter({ $0 <= container.maximumRows }).max(), largest > smallest else {
                continue
            }
            let prefix = "scale-\(container.rawValue)"
            for scenario in ["first-frame", "toggle", "type", "tab", "pagedown", "object", "observable"] {
                let name = "\(prefix)-\(scenario)"
                guard let low = report.measurement(name, persons: smallest),
                    let high = report.measurement(name, persons: largest), low.median > 0
                else { continue }
                let ratio = high.median / low.median
                let bar: Double = container == .vstack ? 5 : scenario == "first-frame" ? 3 : 2
                let hasBar = scenario != "object" && !(container == .vstack && scenario == "first-frame")
                let verdict = !hasBar ? "" : ratio <= bar ? " (holds: ≤ \(Int(bar))×)" : " (over \(Int(bar))×)"
                lines.append(
                    "\(name): \(Report.label(largest)) / \(Report.label(smallest)) = \(Report.format(ratio))×\(verdict)"
                )
            }
            let counts = sizes.compactMap {
                report.measurement("\(prefix)-observable-evaluations", persons: $0)?.median
            }
            if !counts.isEmpty {
                let figures = counts.map(Report.format).joined(separator: ", ")
                lines.append(
                    "\(prefix)-observable-evaluations: \(figures) per change"
                        + (Set(counts).count == 1 ? " (the same at every size)" : " (grows with the rows)"))
            }
        }
        return lines
    }
}
