import Foundation
import Roster
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

switch CommandLineOptions.parse(Array(CommandLine.arguments.dropFirst())) {
case .help:
    print(CommandLineOptions.help(defaultPath: PersonsFile.defaultPath()))
case .version:
    print("roster \(RosterVersion.current)")
case .usageError(let message):
    printError("roster: \(message)\n\(CommandLineOptions.usage)")
    exit(2)
case .run(let path):
    guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else {
        printError("roster: needs a terminal (standard input and output must both be a terminal).")
        exit(1)
    }
    let file = PersonsFile(path: path ?? PersonsFile.defaultPath())
    let store = PersonStore(file: file, sample: SampleData.personsJSON)
    do {
        try Terminal.run(RosterView(store: store), minimumSize: RosterView.minimumSize)
    } catch {
        printError("roster: \(error)")
        exit(1)
    }
}
