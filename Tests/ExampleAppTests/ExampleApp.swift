import Foundation
import RosterTestSupport
import Testing

/// One of the example apps running in tmux, with its own configuration folder (where
/// `@AppStorage` keeps its values), printing its exit status when it ends.
final class ExampleApp {
    let tmux: TmuxSession
    let configFolder: URL

    /// The executable `name`, built next to the test bundle (the examples of Package.swift).
    static func builtPath(_ name: String) -> String {
        URL(fileURLWithPath: TmuxSession.rosterPath).deletingLastPathComponent().appendingPathComponent(name).path
    }

    /// Starts `executable` in tmux; a given `configFolder` is used (and kept), else a new one.
    init(_ executable: String, configFolder: URL? = nil, width: Int = 80, height: Int = 24) throws {
        let folder =
            configFolder
            ?? FileManager.default.temporaryDirectory.appendingPathComponent("example-app-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        self.configFolder = folder
        let command = "\(TmuxSession.shellQuote(executable)); echo \"[exit $?]\"; sleep 600"
        tmux = try TmuxSession(
            command: command, width: width, height: height, environment: ["XDG_CONFIG_HOME": folder.path])
    }

    /// Removes the configuration folder.
    func removeConfiguration() {
        try? FileManager.default.removeItem(at: configFolder)
    }

    /// Quits with Ctrl-Q (each example's Quit command) and waits for a clean exit.
    func quit() throws {
        try tmux.send("C-q")
        try tmux.waitFor(text: "[exit 0]")
    }
}
