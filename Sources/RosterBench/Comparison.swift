import Foundation

/// `RosterBench --compare BASE.json,… --with CURRENT.json,…`: the table of
/// `scripts/bench-compare.sh`, which runs the benchmarks of two builds alternately in one
/// session and hands their result files here.
///
/// For each timed scenario (unit `ms`) measured by both builds at the same size, each side has
/// two figures: the median over its runs of the run's median, and the lowest of those medians
/// (other work on the machine only adds time: the lowest shows each build at its quietest,
/// the median is steadier when the load changes during the session). The ratios are the
/// current build over the base: under 1 is faster.
enum Comparison {
    static func table(base: [String], current: [String]) throws -> String {
        let before = try read(base)
        let after = try read(current)
        var lines = [
            "| scenario | persons | before median | after median | after / before | before lowest | after lowest | after / before (lowest) |",
            "|---|---:|---:|---:|---:|---:|---:|---:|",
        ]
        for key in after.keys.sorted(by: { ($0.persons, $0.name) < ($1.persons, $1.name) }) {
            guard let old = before[key]?.map(\.median), let new = after[key]?.map(\.median) else { continue }
            let cells = [
                key.name, Report.label(key.persons),
                Report.format(median(old)), Report.format(median(new)),
                String(format: "%.2f", median(new) / median(old)),
                Report.format(old.min()!), Report.format(new.min()!), String(format: "%.2f", new.min()! / old.min()!),
            ]
            lines.append("| " + cells.joined(separator: " | ") + " |")
        }
        return lines.joined(separator: "\n")
    }

    private struct Key: Hashable {
        let name: String
        let persons: Int
    }

    /// The timed measurements of every file, by scenario and size.
    private static func read(_ paths: [String]) throws -> [Key: [Measurement]] {
        var result: [Key: [Measurement]] = [:]
        for path in paths {
            let data = try Data(contentsOf: URL(fileURLWithPath: path))
            for measurement in try JSONDecoder().decode([Measurement].self, from: data) where measurement.unit == .ms {
                result[Key(name: measurement.name, persons: measurement.persons), default: []].append(measurement)
            }
        }
        return result
    }

    private static func median(_ values: [Double]) -> Double {
        Measurement.percentile(0.5, of: values.sorted())
    }
}
