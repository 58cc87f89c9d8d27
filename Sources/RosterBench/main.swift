import Foundation
import Roster
import RosterTestSupport
import TerminalUICore

// The benchmarks of `make bench` (see BENCHMARKS.md): prints a markdown table on standard
// output, progress on standard error, and writes bench-results.json in the current folder.
//
//   RosterBench [--sizes 1000,100000,1000000] [--presses 1000] [--output bench-results.json]
//               [--only GROUP-OR-SCENARIO,…]   (groups: rss, load, keys, bytes, startup, sqlite,
//               sqlite-keys: the database's key scenarios only; editing-bytes: the bytes of
//               searching, adding and deleting only; postgres, postgres-load; scale: the
//               scaling scenarios, or scale-form, scale-list, … one container's, or one scenario)
//               [--scale-sizes 100,1000,10000,100000] [--scale-presses 40]
//               [--load-seconds 30] [--load-rate 4] [--load-persons 100000]
//                 (the load scenario: seconds measured, saves/s of each of the 50 clients, persons)
//   The groups postgres (startup beside SQLite's: with sqlite) and postgres-load need the server
//   of scripts/with-postgres.sh (`make bench` runs RosterBench under it).
//   RosterBench --compare BASE.json,… --with CURRENT.json,…   (the ratio table of bench-compare.sh)
//   RosterBench --rss-child FILE      (internal: one rss-after-load measurement)

let arguments = Array(CommandLine.arguments.dropFirst())

func option(_ name: String) -> String? {
    guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else { return nil }
    return arguments[index + 1]
}

if let file = option("--rss-child") {
    RSSChild.run(file: file)
    exit(0)
}

if let base = option("--compare"), let current = option("--with") {
    func paths(_ list: String) -> [String] { list.split(separator: ",").map(String.init) }
    do {
        print(try Comparison.table(base: paths(base), current: paths(current)))
        exit(0)
    } catch {
        log("RosterBench: \(error)")
        exit(1)
    }
}

let sizes = option("--sizes").map { $0.split(separator: ",").compactMap { Int($0) } } ?? [1_000, 100_000, 1_000_000]
let presses = option("--presses").flatMap { Int($0) } ?? 1_000
let outputPath = option("--output") ?? "bench-results.json"
let scenarioFilter = option("--only").map { Set($0.split(separator: ",").map(String.init)) }
let scaleSizes =
    option("--scale-sizes").map { $0.split(separator: ",").compactMap { Int($0) } } ?? [
        100, 1_000, 10_000, 100_000,
    ]

/// Whether to run a scaling scenario (`scale-form-toggle`, say) or any of a container's
/// (`scale-form`): `--only` names the scenario, its container or the group (`scale`).
func wantsScale(_ name: String) -> Bool {
    guard let scenarioFilter else { return true }
    return scenarioFilter.contains {
        $0 == "scale" || name == $0 || name.hasPrefix($0 + "-") || $0.hasPrefix(name + "-")
    }
}

/// The scaling scenarios and their ratios, printed after `table`.
@MainActor func runScale(into report: Report) -> [String] {
    ScaleScenarios(
        sizes: scaleSizes, presses: option("--scale-presses").flatMap { Int($0) } ?? 40, report: report,
        wants: wantsScale
    ).runAll()
    return ScaleScenarios.ratios(report, sizes: scaleSizes)
}

// The scaling scenarios alone need neither roster nor sample data.
if let scenarioFilter, scenarioFilter.allSatisfy({ $0.hasPrefix("scale") }) {
    let report = Report()
    let ratios = runScale(into: report)
    print(report.markdownTable())
    print("\nThe scaling scenarios, as ratios in this run:\n" + ratios.joined(separator: "\n"))
    do {
        try report.writeJSON(to: outputPath)
    } catch {
        log("RosterBench: \(error)")
        exit(1)
    }
    exit(0)
}

/// Whether to run a group of scenarios (rss, load, keys, bytes, startup) or one headless
/// scenario (first-frame, key-down, …): `--only` names groups or scenarios, comma-separated.
func wants(_ group: String) -> Bool {
    guard let scenarioFilter else { return true }
    if scenarioFilter.contains(group) { return true }
    return group == "keys"
        && scenarioFilter.contains { $0 == "first-frame" || $0 == "canvas-redraw" || $0.hasPrefix("key-") }
}

func wantsScenario(_ name: String) -> Bool {
    guard let scenarioFilter else { return true }
    return scenarioFilter.contains(name) || scenarioFilter.contains("keys")
}

let executable =
    (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
let binaryFolder = (executable as NSString).deletingLastPathComponent
let roster = binaryFolder + "/roster"
/// The C program `startup-floor` measures (`make bench` builds it beside roster).
let startupFloor = binaryFolder + "/StartupFloor"
/// The Swift program `startup-swift-floor` measures (`make bench` builds it beside roster).
let startupSwiftFloor = binaryFolder + "/StartupSwiftFloor"
guard FileManager.default.isExecutableFile(atPath: roster) else {
    log("RosterBench: \(roster) is missing; build it first (make bench does).")
    exit(1)
}

var template = Array((NSTemporaryDirectory() + "/roster-bench-XXXXXX").utf8CString)
guard let folderPointer = mkdtemp(&template) else {
    log("RosterBench: cannot make a temporary folder")
    exit(1)
}
let folder = String(cString: folderPointer)
defer { try? FileManager.default.removeItem(atPath: folder) }

let report = Report()
/// The PostgreSQL scenarios, when a group of them is wanted.
var postgres: PostgresScenarios?
if wants("postgres") || wants("postgres-load") {
    guard let url = PostgresTestServer.environmentURL else {
        log(
            "RosterBench: the PostgreSQL scenarios need a server: run under scripts/with-postgres.sh (make bench does), or leave them out with --only"
        )
        exit(1)
    }
    postgres = PostgresScenarios(binary: roster, folder: folder, report: report, serverURL: url)
}
var cores = sysconf(Int32(_SC_NPROCESSORS_ONLN))
log(
    "RosterBench: \(cores) cores, \(ProcessInfo.processInfo.physicalMemory / 1_048_576) MiB; sizes \(sizes); \(presses) presses per key scenario"
)

do {
    var dataFiles: [Int: String] = [:]
    var personsBySize: [Int: [Person]] = [:]
    for size in sizes {
        let persons = SampleData.persons(size)
        let path = "\(folder)/persons-\(size).json"
        try SampleData.writeFile(persons, to: path)
        dataFiles[size] = path
        personsBySize[size] = persons
    }

    // Peak memory first, each in a process of its own, so that no peak mixes with another.
    if wants("rss") {
        for size in sizes {
            log("rss-after-load, \(size) persons")
            let runs = 3
            var samples: [Double] = []
            for _ in 0..<runs {
                samples.append(try RSSChild.measure(executable: executable, file: dataFiles[size]!))
            }
            report.add("rss-after-load", persons: size, unit: .MB, samples: samples)
        }
    }

    var databases: [DatabaseScenarios.Made] = []
    for size in sizes {
        let persons = personsBySize[size]!
        let path = dataFiles[size]!
        if wants("load") {
            log("load-json, \(size) persons")
            var samples: [Double] = []
            for _ in 0..<(size >= 1_000_000 ? 5 : 10) {
                var loaded = 0
                samples.append(try milliseconds { loaded = try PersonsFile(path: path).load().persons.count })
                precondition(loaded == size, "load-json: read \(loaded) persons, expected \(size)")
            }
            report.add("load-json", persons: size, unit: .ms, samples: samples)
        }
        if wants("keys") {
            log("headless scenarios, \(size) persons")
            var headless = HeadlessScenarios(persons: persons, presses: presses, report: report, wants: wantsScenario)
            headless.runAll()
            let keys = report.measurements.filter { $0.persons == size && $0.name.hasPrefix("key-") }.map(\.name)
            report.addRatio("key-to-canvas-redraw", persons: size, of: keys, to: "canvas-redraw")
            report.addRatio("key-sort-to-key-down", persons: size, of: ["key-sort"], to: "key-down")
        }
        // The bytes of searching, adding and deleting are taken on a database made before the
        // storage scenarios change it.
        if wants("bytes") || wants("editing-bytes") {
            let made = try DatabaseScenarios(binary: roster, folder: folder, report: report, presses: presses)
                .makeDatabase(persons: persons, jsonFile: path)
            log("terminal bytes of searching, adding and deleting (SQLite), \(size) persons")
            try TerminalScenarios(binary: roster, folder: folder, report: report).editingBytes(
                count: size, database: made.database, marker: made.marker, repeats: 10)
        }
        if wants("sqlite") || wants("sqlite-keys") {
            log("fsync-floor, beside the SQLite scenarios of \(size) persons")
            try FsyncFloor.measure(folder: folder, persons: size, report: report)
        }
        if wants("sqlite") {
            log("storage scenarios (SQLite and the JSON file), \(size) persons")
            var made = try DatabaseScenarios(binary: roster, folder: folder, report: report, presses: presses).run(
                persons: persons, jsonFile: path)
            if wants("postgres"), let postgres {
                log("PostgreSQL database of the same persons, \(size) persons")
                made.postgres = try postgres.makeDatabase(persons, name: "roster_bench_\(size)")
            }
            databases.append(made)
        } else if wants("sqlite-keys") {
            log("key scenarios on SQLite, \(size) persons")
            try DatabaseScenarios(binary: roster, folder: folder, report: report, presses: presses).runKeys(
                persons: persons, jsonFile: path)
        }
        if wants("bytes") {
            log("terminal bytes, \(size) persons")
            try TerminalScenarios(binary: roster, folder: folder, report: report).bytes(
                persons: persons, dataFile: path, repeats: 10)
            report.addRatio(
                "bytes-key-sort-to-minimum", persons: size, of: ["bytes-key-sort"], to: "minimum-bytes-key-sort")
        }
    }

    if !databases.isEmpty {
        log("startup and save-one-edit on the databases, the sizes in turn")
        try DatabaseScenarios(binary: roster, folder: folder, report: report, presses: presses).runCompared(
            databases, postgres: postgres)
    }

    if wants("postgres-load"), let postgres {
        var load = PostgresScenarios.Load()
        if let seconds = option("--load-seconds").flatMap(Double.init) { load.seconds = seconds }
        if let rate = option("--load-rate").flatMap(Double.init) { load.rate = rate }
        let size = option("--load-persons").flatMap { Int($0) } ?? 100_000
        log(
            "PostgreSQL load: \(load.clients) clients at \(load.rate) saves/s each, \(load.rosters) rosters, \(size) persons, \(Int(load.seconds)) s"
        )
        try postgres.load(persons: personsBySize[size] ?? SampleData.persons(size), load: load)
    }

    if wants("startup") {
        var floors: [(name: String, program: String)] = []
        for (name, program) in [("startup-floor", startupFloor), ("startup-swift-floor", startupSwiftFloor)] {
            if FileManager.default.isExecutableFile(atPath: program) {
                floors.append((name, program))
            } else {
                log("  (no \(program): \(name) is left out; make bench builds it)")
            }
        }
        log((["startup-to-first-frame"] + floors.map(\.name)).joined(separator: ", ") + ", 1000 persons")
        let persons = personsBySize[1_000] ?? SampleData.persons(1_000)
        let path = "\(folder)/persons-startup.json"
        try SampleData.writeFile(persons, to: path)
        try TerminalScenarios(binary: roster, folder: folder, report: report).startup(
            persons: persons, dataFile: path, floors: floors, runs: 20)
    }

    let scaleRatios = wants("scale") ? runScale(into: report) : []
    let ratios = DatabaseScenarios.ratios(report)
    let editingRatios = EditingScenarios.ratios(report)
    print(report.markdownTable())
    if !ratios.isEmpty {
        print("\nSQLite at the largest size, as ratios in this run:\n" + ratios.joined(separator: "\n"))
    }
    if !editingRatios.isEmpty {
        print(
            "\nSearching, adding and deleting against key-down, as ratios in this run:\n"
                + editingRatios.joined(separator: "\n"))
    }
    if !scaleRatios.isEmpty {
        print("\nThe scaling scenarios, as ratios in this run:\n" + scaleRatios.joined(separator: "\n"))
    }
    try report.writeJSON(to: outputPath)
    log("wrote \(outputPath)")
} catch {
    log("RosterBench: \(error)")
    exit(1)
}
