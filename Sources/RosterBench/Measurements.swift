import Foundation

/// One row of the results: a scenario at a store size, with its median and 99th percentile.
struct Measurement: Codable {
    enum Unit: String, Codable {
        case ms, bytes, MB, count, ratio
    }

    let name: String
    let persons: Int
    let unit: Unit
    let median: Double
    let p99: Double

    /// Summarises `samples` (at least one).
    init(_ name: String, persons: Int, unit: Unit, samples: [Double]) {
        precondition(!samples.isEmpty, "\(name): no samples")
        let sorted = samples.sorted()
        self.name = name
        self.persons = persons
        self.unit = unit
        self.median = Self.percentile(0.5, of: sorted)
        self.p99 = Self.percentile(0.99, of: sorted)
    }

    /// A figure derived from others (a ratio of two measurements, say).
    init(_ name: String, persons: Int, unit: Unit, median: Double, p99: Double) {
        self.name = name
        self.persons = persons
        self.unit = unit
        self.median = median
        self.p99 = p99
    }

    /// The nearest-rank percentile: the smallest sample with at least `fraction` of the
    /// samples at or below it (so with fewer than 100 samples the p99 is the largest).
    static func percentile(_ fraction: Double, of sorted: [Double]) -> Double {
        let rank = Int((fraction * Double(sorted.count)).rounded(.up))
        return sorted[min(max(rank, 1), sorted.count) - 1]
    }
}

/// Collects measurements, prints them as they come and at the end as a markdown table, and
/// writes them as JSON.
final class Report {
    private(set) var measurements: [Measurement] = []

    func add(_ measurement: Measurement) {
        measurements.append(measurement)
        log(
            "  \(measurement.name) @ \(measurement.persons): median \(Self.format(measurement.median)) \(measurement.unit.rawValue), p99 \(Self.format(measurement.p99))"
        )
    }

    func add(_ name: String, persons: Int, unit: Measurement.Unit, samples: [Double]) {
        add(Measurement(name, persons: persons, unit: unit, samples: samples))
    }

    /// The measurement of a scenario at a size, if it was taken.
    func measurement(_ name: String, persons: Int) -> Measurement? {
        measurements.first { $0.name == name && $0.persons == persons }
    }

    /// Adds `name`: the worst (largest) of the `numerators`' medians over the median of
    /// `denominator`, and likewise for the p99s — when all of them were measured at `persons`.
    func addRatio(_ name: String, persons: Int, of numerators: [String], to denominator: String) {
        let tops = numerators.compactMap { measurement($0, persons: persons) }
        guard !tops.isEmpty, let bottom = measurement(denominator, persons: persons), bottom.median > 0, bottom.p99 > 0
        else { return }
        add(
            Measurement(
                name, persons: persons, unit: .ratio,
                median: tops.map(\.median).max()! / bottom.median,
                p99: tops.map(\.p99).max()! / bottom.p99
            ))
    }

    /// The results as a markdown table: one row per scenario, a column pair per store size.
    func markdownTable() -> String {
        let sizes = Array(Set(measurements.map(\.persons))).sorted()
        var names: [String] = []
        for measurement in measurements where !names.contains(measurement.name) {
            names.append(measurement.name)
        }
        var lines: [String] = []
        var header = "| scenario | unit |"
        var rule = "|---|---|"
        for size in sizes {
            header += " \(Self.label(size)) median | \(Self.label(size)) p99 |"
            rule += "---:|---:|"
        }
        lines.append(header)
        lines.append(rule)
        for name in names {
            let rows = measurements.filter { $0.name == name }
            var line = "| \(name) | \(rows[0].unit.rawValue) |"
            for size in sizes {
                if let row = rows.first(where: { $0.persons == size }) {
                    line += " \(Self.format(row.median)) | \(Self.format(row.p99)) |"
                } else {
                    line += " – | – |"
                }
            }
            lines.append(line)
        }
        return lines.joined(separator: "\n")
    }

    func writeJSON(to path: String) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let data = try encoder.encode(measurements)
        try (data + Data("\n".utf8)).write(to: URL(fileURLWithPath: path))
    }

    static func label(_ persons: Int) -> String {
        switch persons {
        case 1_000_000...: "\(persons / 1_000_000)M"
        case 1_000...: "\(persons / 1_000)k"
        default: "\(persons)"
        }
    }

    static func format(_ value: Double) -> String {
        if value == value.rounded() && abs(value) >= 100 { return String(Int(value)) }
        if abs(value) >= 100 { return String(format: "%.0f", value) }
        if abs(value) >= 10 { return String(format: "%.1f", value) }
        if value == value.rounded() { return String(Int(value)) }
        return String(format: "%.3f", value)
    }
}

/// Progress on standard error, so standard output carries only the table.
func log(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
}

/// Milliseconds elapsed while `body` runs.
func milliseconds(_ body: () throws -> Void) rethrows -> Double {
    let start = ContinuousClock.now
    try body()
    return (ContinuousClock.now - start).milliseconds
}

extension Duration {
    var milliseconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) * 1_000 + Double(attoseconds) / 1e15
    }
}
