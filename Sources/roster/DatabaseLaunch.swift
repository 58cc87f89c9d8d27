import Foundation
import Roster
import RosterPostgres

/// Opening a PostgreSQL database from the command line (`--db URL` or `ROSTER_DATABASE_URL`):
/// the address checked, a password asked for on the terminal when the server wants one and
/// neither `~/.pgpass` nor `PGPASSWORD` gave it, and the connection tried once before the
/// screen is taken over, so that errors are plain lines on standard error.
enum DatabaseLaunch {
    /// The configuration for `url`; exits with a message when it cannot be used.
    /// `fromCommandLine`: a password in `url` would be visible to every user in `ps`.
    static func configuration(url: String, fromCommandLine: Bool) -> PostgresConfiguration {
        let configuration: PostgresConfiguration
        do {
            configuration = try PostgresConfiguration(url)
        } catch {
            printError("roster: \(error)")
            exit(2)
        }
        if fromCommandLine && configuration.containsPassword {
            printError(
                "roster: --db must not contain a password (every user of this machine can see a command line); put it in ~/.pgpass or PGPASSWORD, or leave it out and type it when asked."
            )
            exit(2)
        }
        return configuration
    }

    /// Connects once with `configuration`, asking for the password on the terminal when the
    /// server wants one (up to three tries); returns the configuration that connected, or exits
    /// with a message.
    static func connecting(_ configuration: PostgresConfiguration) -> PostgresConfiguration {
        var configuration = configuration
        for attempt in 1...4 {
            do {
                let connection = try PostgresConnection.connectNow(configuration)
                try? connection.synchronously { connection in connection.close() }
                return configuration
            } catch .passwordRequired(let message) where isatty(STDIN_FILENO) == 1 {
                if attempt > 1 { printError("roster: \(message)") }
                guard let password = readPassword(prompt: "Password for \(configuration.description): ") else {
                    exit(1)
                }
                configuration.password = password
            } catch {
                printError("roster: \(error)")
                exit(1)
            }
        }
        printError("roster: Could not connect to the database \(configuration.description): the password was refused.")
        exit(1)
    }

    /// A line typed on the terminal without echo; nil at end of input.
    static func readPassword(prompt: String) -> String? {
        let terminal = open("/dev/tty", O_RDWR | O_CLOEXEC)
        guard terminal >= 0 else { return nil }
        defer { close(terminal) }
        _ = prompt.withCString { write(terminal, $0, strlen($0)) }
        var saved = termios()
        let hasModes = tcgetattr(terminal, &saved) == 0
        if hasModes {
            var silent = saved
            silent.c_lflag &= ~tcflag_t(ECHO)
            tcsetattr(terminal, TCSAFLUSH, &silent)
        }
        defer {
            if hasModes { tcsetattr(terminal, TCSAFLUSH, &saved) }
            _ = write(terminal, "\n", 1)
        }
        var bytes: [UInt8] = []
        var byte: UInt8 = 0
        while read(terminal, &byte, 1) == 1 {
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                return String(decoding: bytes, as: UTF8.self)
            }
            bytes.append(byte)
        }
        return bytes.isEmpty ? nil : String(decoding: bytes, as: UTF8.self)
    }
}
