import Foundation
import Roster
import RosterPostgres
import RosterResources
import TerminalUICore

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

/// Starts the app on `store` and runs it until it quits (`RosterApp`); the terminal reports
/// the mouse unless `mouse` is false or `ROSTER_NO_MOUSE` is set.
@MainActor
func runApp(_ store: PersonStore, mouse: Bool) {
    RosterApp.launch = (store, mouse)
    RosterApp.main()
}

/// `ROSTER_DATABASE_URL`, when set and not empty: the database used without `--file`.
let environmentDatabaseURL = ProcessInfo.processInfo.environment["ROSTER_DATABASE_URL"].flatMap {
    $0.isEmpty ? nil : $0
}

/// `roster import FILE --db URL`: the file's persons into the database in one transaction.
func importIntoDatabase(_ source: String, url: String, fromCommandLine: Bool) {
    let start = Date()
    let address = DatabaseLaunch.configuration(url: url, fromCommandLine: fromCommandLine)
    let persons: [Person]
    do throws(PersonsFile.Failure) {
        persons = try PersonsFile(path: source).load().persons
    } catch {
        printError("roster: Could not open \(error.path): \(error.reason). Nothing was imported.")
        exit(1)
    }
    let configuration = DatabaseLaunch.connecting(address)
    let storage = PostgresPersonStorage(configuration: configuration)
    let progress = ProgressBar(label: "Importing")
    do {
        _ = try storage.immediateOpen(initial: .none)
        try storage.immediateImport(persons) { progress.show($0, of: persons.count) }
        progress.finish()
        printError(
            PersonsTransfer.ImportSummary(
                count: persons.count, destination: storage.location, seconds: Date().timeIntervalSince(start)
            ).description)
    } catch {
        progress.finish()
        printError("roster: Could not open \(error.path): \(error.reason). Nothing was imported.")
        exit(1)
    }
}

/// `roster export --db URL`: every person of the database to standard output.
func exportDatabase(csv: Bool, url: String, fromCommandLine: Bool) {
    let configuration = DatabaseLaunch.connecting(
        DatabaseLaunch.configuration(url: url, fromCommandLine: fromCommandLine))
    do {
        try PersonsTransfer.export(from: PostgresPersonStorage(configuration: configuration), csv: csv) { bytes in
            FileHandle.standardOutput.write(Data(bytes))
        }
    } catch {
        printError("roster: Could not open \(error.path): \(error.reason). Nothing was exported.")
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
case .importFile(let source, nil) where environmentDatabaseURL != nil:
    importIntoDatabase(source, url: environmentDatabaseURL!, fromCommandLine: false)
case .importDatabase(let source, let url):
    importIntoDatabase(source, url: url, fromCommandLine: true)
case .export(let format, nil) where environmentDatabaseURL != nil:
    exportDatabase(csv: format == .csv, url: environmentDatabaseURL!, fromCommandLine: false)
case .exportDatabase(let format, let url):
    exportDatabase(csv: format == .csv, url: url, fromCommandLine: true)
case .importFile(let source, let path):
    let progress = ProgressBar(label: "Importing")
    do {
        let summary = try PersonsTransfer.importJSON(from: source, into: path) { done, total in
            progress.show(done, of: total)
        }
        progress.finish()
        printError(summary.description)
    } catch {
        progress.finish()
        printError("roster: Could not open \(error.path): \(error.reason). Nothing was imported.")
        exit(1)
    }
case .runDatabase(let url, let mouse):
    let address = DatabaseLaunch.configuration(url: url, fromCommandLine: true)
    guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else {
        printError("roster: needs a terminal (standard input and output must both be a terminal).")
        exit(1)
    }
    let configuration = DatabaseLaunch.connecting(address)
    runApp(
        PersonStore(
            storage: PostgresPersonStorage(
                configuration: configuration, answerLimit: PostgresPersonStorage.screenAnswerLimit),
            initial: .sample(SampleData.personsJSON)), mouse: mouse)
case .export(let format, let path):
    do {
        try PersonsTransfer.export(from: path, csv: format == .csv) { bytes in
            FileHandle.standardOutput.write(Data(bytes))
        }
    } catch {
        printError("roster: Could not open \(error.path): \(error.reason). Nothing was exported.")
        exit(1)
    }
case .run(let path, let mouse):
    guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else {
        printError("roster: needs a terminal (standard input and output must both be a terminal).")
        exit(1)
    }
    let store: PersonStore
    if path == nil, let url = environmentDatabaseURL {
        let configuration = DatabaseLaunch.connecting(DatabaseLaunch.configuration(url: url, fromCommandLine: false))
        store = PersonStore(
            storage: PostgresPersonStorage(
                configuration: configuration, answerLimit: PostgresPersonStorage.screenAnswerLimit),
            initial: .sample(SampleData.personsJSON))
    } else {
        let (storage, initial) = DataLocation.storage(forFile: path, sample: SampleData.personsJSON)
        store = PersonStore(storage: storage, initial: initial)
        // Persons already kept are read from now on, while the terminal is set up and the views
        // are built, so that the first frame shows them; a store still to be made waits for the
        // list to appear (`PersonsView`), once the terminal has proved usable.
        if FileManager.default.fileExists(atPath: path ?? DataLocation.defaultDatabasePath()) { store.fetch() }
    }
    runApp(store, mouse: mouse)
}
