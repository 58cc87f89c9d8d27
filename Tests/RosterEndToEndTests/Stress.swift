import Foundation

/// The long runs of the stress tests: `make stress` sets `ROSTER_STRESS=1`, and the key fuzz
/// and the kill loop then run their full lengths; `make test` runs a short version of each.
enum Stress {
    static let environment = ProcessInfo.processInfo.environment

    /// Whether the long runs were asked for.
    static var isEnabled: Bool {
        environment["ROSTER_STRESS"] == "1"
    }

    /// `short` normally, `long` under `make stress`; an environment variable named `override`
    /// (a whole number) wins over both.
    static func count(short: Int, long: Int, override name: String) -> Int {
        if let text = environment[name], let value = Int(text), value > 0 { return value }
        return isEnabled ? long : short
    }

    /// A whole number from the environment variable `name`, if set.
    static func value(_ name: String) -> UInt64? {
        environment[name].flatMap { UInt64($0) }
    }
}
