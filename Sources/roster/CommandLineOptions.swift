import Roster

/// What the command line asks for.
enum CommandLineOptions: Equatable {
    /// Start the app on the data at `path` (the default database when `nil`); `mouse` is false
    /// for `--no-mouse`.
    case run(path: String?, mouse: Bool)
    /// Start the app on the PostgreSQL database at `url` (a libpq URL or connection string).
    case runDatabase(url: String, mouse: Bool)
    /// Add the persons of the JSON file `source` to the data at `path` (all or nothing).
    case importFile(source: String, path: String?)
    /// Write every person to standard output, as JSON or CSV.
    case export(format: ExportFormat, path: String?)
    /// Add the persons of the JSON file `source` to the PostgreSQL database at `url` (all or nothing).
    case importDatabase(source: String, url: String)
    /// Write every person of the PostgreSQL database at `url` to standard output.
    case exportDatabase(format: ExportFormat, url: String)
    case help
    case version
    /// The arguments make no sense; the message says why.
    case usageError(String)

    /// What `roster export` writes.
    enum ExportFormat: String, Equatable {
        case json
        case csv
    }

    static func parse(_ arguments: [String]) -> CommandLineOptions {
        var path: String?
        var database: String?
        var format: ExportFormat?
        var mouse = true
        var operands: [String] = []
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            switch argument {
            case "--help", "-h":
                return .help
            case "--version":
                return .version
            case "--no-mouse":
                mouse = false
            case "--file", "--format", "--db":
                guard index < arguments.count, !arguments[index].isEmpty else {
                    let what = ["--file": "path", "--db": "database URL"][argument] ?? "format (json or csv)"
                    return .usageError("\(argument) needs a \(what)")
                }
                let value = arguments[index]
                index += 1
                if argument == "--file" {
                    path = value
                } else if argument == "--db" {
                    database = value
                } else if let parsed = ExportFormat(rawValue: value) {
                    format = parsed
                } else {
                    return .usageError("unknown format \(value) (json or csv)")
                }
            case _ where argument.hasPrefix("--file="):
                let value = String(argument.dropFirst("--file=".count))
                guard !value.isEmpty else { return .usageError("--file needs a path") }
                path = value
            case _ where argument.hasPrefix("--db="):
                let value = String(argument.dropFirst("--db=".count))
                guard !value.isEmpty else { return .usageError("--db needs a database URL") }
                database = value
            case _ where argument.hasPrefix("--format="):
                let value = String(argument.dropFirst("--format=".count))
                guard let parsed = ExportFormat(rawValue: value) else {
                    return .usageError("unknown format \(value) (json or csv)")
                }
                format = parsed
            case _ where argument.hasPrefix("-") && argument != "-":
                return .usageError("unknown option \(argument)")
            default:
                operands.append(argument)
            }
        }
        if database != nil {
            if path != nil { return .usageError("--db and --file cannot be used together") }
        }
        if !mouse && !operands.isEmpty {
            return .usageError("--no-mouse is for the app, not for roster \(operands[0])")
        }
        switch operands.first {
        case nil:
            if format != nil { return .usageError("--format is for roster export") }
            if let database { return .runDatabase(url: database, mouse: mouse) }
            return .run(path: path, mouse: mouse)
        case "import":
            if format != nil { return .usageError("--format is for roster export") }
            guard operands.count == 2 else {
                return .usageError(
                    operands.count < 2 ? "import needs a JSON file" : "unexpected argument \(operands[2])")
            }
            if let database { return .importDatabase(source: operands[1], url: database) }
            return .importFile(source: operands[1], path: path)
        case "export":
            guard operands.count == 1 else { return .usageError("unexpected argument \(operands[1])") }
            if let database { return .exportDatabase(format: format ?? .json, url: database) }
            return .export(format: format ?? .json, path: path)
        case let other?:
            return .usageError("unexpected argument \(other)")
        }
    }

    static let usage = """
        Usage: roster [--file PATH] [--no-mouse]
               roster --db URL [--no-mouse]
               roster import FILE.json [--file PATH | --db URL]
               roster export [--format json|csv] [--file PATH | --db URL]
               roster --help | --version
        """

    static func help(defaultPath: String) -> String {
        """
        \(usage)

        Roster keeps a list of persons (a name and an age) in a database (or a JSON file) and
        lets you edit them in the terminal: a list on the left, a form for the selected person
        beside it.

        Commands:
          (none)        Start the app.
          import FILE   Add the persons of the JSON file FILE (persons already there, by id, are
                        updated); all or nothing.
          export        Write every person to standard output, as JSON (the default) or CSV.
                        Both work on a PostgreSQL database too (--db URL or ROSTER_DATABASE_URL);
                        an import there is one transaction.

        Options:
          --file PATH   Use the data at PATH (created with sample persons if it does not exist):
                        a database if PATH ends in .db, .sqlite or .sqlite3 (or is one already),
                        else a JSON file.
          --db URL      Use the PostgreSQL database at URL (postgres://user@host:port/dbname,
                        sslmode and every libpq setting honoured; also ROSTER_DATABASE_URL),
                        shared with every roster on it: their saves show at once. The password
                        comes from ~/.pgpass or PGPASSWORD, or roster asks for it; never put
                        it in URL.
          --format F    For export: json or csv (RFC 4180: a header line, then name and age).
          --no-mouse    Leave the mouse to the terminal (its own text selection) instead of
                        clicking and scrolling in roster; also ROSTER_NO_MOUSE=1.
          --help        Show this help and exit.
          --version     Show the version and exit.

        Keys:
        \(KeyTable.helpText())

        Data:
          \(defaultPath)
          (default: $XDG_DATA_HOME/roster/roster.db, else ~/.local/share/roster/roster.db; on the
          first run, a persons.json in the same folder is imported once and left as it is)
          JSON format: {"version": 1, "persons": [{"id": "<UUID>", "name": "…", "age": 27}, …]}
        """
    }
}
