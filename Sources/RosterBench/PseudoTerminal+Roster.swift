import RosterTestSupport

extension PseudoTerminal {
    /// Starts `binary --file dataFile` on a new `width` × `height` pseudo-terminal, with a
    /// bare environment (TERM=xterm-256color, HOME and XDG_DATA_HOME at `home`, LANG=C.UTF-8).
    convenience init(binary: String, dataFile: String, home: String, width: Int, height: Int) throws {
        try self.init(binary: binary, arguments: ["--file", dataFile], home: home, width: width, height: height)
    }

    /// Starts `binary --db url` the same way (the URL names no password: the bench's server
    /// trusts its superuser on the Unix socket).
    convenience init(binary: String, database url: String, home: String, width: Int, height: Int) throws {
        try self.init(binary: binary, arguments: ["--db", url], home: home, width: width, height: height)
    }

    private convenience init(binary: String, arguments: [String], home: String, width: Int, height: Int) throws {
        do {
            try self.init(
                binary,
                arguments,
                width: width,
                height: height,
                environment: ["HOME": home, "XDG_DATA_HOME": home, "LANG": "C.UTF-8", "PATH": "/usr/bin:/bin"],
                inheritingEnvironment: false
            )
        } catch {
            throw BenchError("cannot start \(binary) on a pseudo-terminal: \(error)")
        }
    }

    /// Milliseconds from the start of the process to the last byte of the frame that shows
    /// `marker` (read until the output is quiet); stops the process. `what` names the data in
    /// the error when the marker never shows.
    func millisecondsToFirstShowing(_ marker: String, timeout: Duration, what: String) throws -> Double {
        let markerBytes = Array(marker.utf8)
        let result = readUntilQuiet(quiet: .milliseconds(200), timeout: timeout) { $0.contains(bytes: markerBytes) }
        stop()
        guard output.contains(bytes: markerBytes), let last = result.lastByteAt else {
            throw BenchError("roster did not show the persons of \(what) on start")
        }
        return (last - spawnedAt).milliseconds
    }
}
