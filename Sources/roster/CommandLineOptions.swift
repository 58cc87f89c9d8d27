import Roster

/// What the command line asks for.
enum CommandLineOptions: Equatable {
    /// Start the app on the data file at `path` (the default file when `nil`).
    case run(path: String?)
    case help
    case version
    /// The arguments make no sense; the message says why.
    case usageError(String)

    static func parse(_ arguments: [String]) -> CommandLineOptions {
        var path: String?
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            switch argument {
            case "--help", "-h":
                return .help
            case "--version":
                return .version
            case "--file":
                guard index < arguments.count, !arguments[index].isEmpty else {
                    return .usageError("--file needs a path")
                }
                path = arguments[index]
                index += 1
            case _ where argument.hasPrefix("--file="):
                let value = String(argument.dropFirst("--file=".count))
                guard !value.isEmpty else { return .usageError("--file needs a path") }
                path = value
            default:
                return .usageError(argument.hasPrefix("-") ? "unknown option \(argument)" : "unexpected argument \(argument)")
            }
        }
        return .run(path: path)
    }

    static let usage = """
        Usage: roster [--file PATH]
               roster --help | --version
        """

    static func help(defaultPath: String) -> String {
        """
        \(usage)

        Roster keeps a list of persons (a name and an age) in a JSON file and lets you edit
        them in the terminal: a list on the left, a form for the selected person beside it.

        Options:
          --file PATH   Use the data file at PATH (created with sample persons if it does not exist).
          --help        Show this help and exit.
          --version     Show the version and exit.

        Keys:
        \(KeyTable.helpText())

        Data file:
          \(defaultPath)
          (default: $XDG_DATA_HOME/roster/persons.json, else ~/.local/share/roster/persons.json)
          Format: {"version": 1, "persons": [{"id": "<UUID>", "name": "…", "age": 27}, …]}
        """
    }
}
