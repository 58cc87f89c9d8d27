import Foundation
import Roster
import RosterPostgres
import RosterResources
import TerminalUI

/// Writes a line to standard error, control characters shown escaped (`\u{1B}`): a message
/// may quote an argument or the environment, which must not drive the terminal.
func printError(_ message: String) {
    var safe = ""
    for scalar in message.unicodeScalars {
        if scalar == "\n" || !(scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)) {
            safe.unicodeScalars.append(scalar)
        } else {
            safe += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
        }
    }
    FileHandle.standardError.write(Data((safe + "\n").utf8))
}

/// Starts the app on `store` and runs it until it quits.
@MainActor
func runApp(_ store: PersonStore) {
    do {
        try Terminal.run(minimumSize: RosterView.minimumSize) {
            // The terminal is usable (an unusable one must not create the data file): open the
            // data while the first frame ("Loading…") is set up; the list's own fetch when it
            // appears then finds the opening under way.
            store.fetch()
            return RosterView(store: store)
        }
    } catch {
        printError("roster: \(error)")
        exit(1)
    }
}

switch CommandLineOptions.parse(Array(CommandLine.arguments.dropFirst())) {
case .help:
    print(CommandLineOptions.help(defaultPath: DataLocation.defaultDatabasePath()))
case .version:
    print("roster \(RosterVersion.current)")
case .usageError(let message):
    printError("roster: \(message)\n\(CommandLineOptions.usage)")
    exit(2)
case .importFile(let source, let path):
    let progress = ProgressBar(label: "Importing")
    do {
        let summary = try PersonsTransfer.importJSON(from: source, into: path) { done, total in progress.show(done, of: total) }
        progress.finish()
        printError(summary.description)
    } catch {
        progress.finish()
        printError("roster: Could not open \(error.path): \(error.reason). Nothing was imported.")
        exit(1)
    }
case .runDatabase(let url):
    let address = DatabaseLaunch.configuration(url: url, fromCommandLine: true)
    guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else {
        printError("roster: needs a terminal (standard input and output must both be a terminal).")
        exit(1)
    }
    let configuration = DatabaseLaunch.connecting(address)
    runApp(PersonStore(storage: PostgresPersonStorage(configuration: configuration), initial: .sample(SampleData.personsJSON)))
case .export(let format, let path):
    do {
        try PersonsTransfer.export(from: path, csv: format == .csv) { bytes in
            FileHandle.standardOutput.write(Data(bytes))
        }
    } catch {
        printError("roster: Could not open \(error.path): \(error.reason). Nothing was exported.")
        exit(1)
    }
case .run(let path):
    guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else {
        printError("roster: needs a terminal (standard input and output must both be a terminal).")
        exit(1)
    }
    let store: PersonStore
    if path == nil, let url = ProcessInfo.processInfo.environment["ROSTER_DATABASE_URL"], !url.isEmpty {
        let configuration = DatabaseLaunch.connecting(DatabaseLaunch.configuration(url: url, fromCommandLine: false))
        store = PersonStore(storage: PostgresPersonStorage(configuration: configuration), initial: .sample(SampleData.personsJSON))
    } else {
        let (storage, initial) = DataLocation.storage(forFile: path, sample: SampleData.personsJSON)
        store = PersonStore(storage: storage, initial: initial)
    }
    runApp(store)
}
