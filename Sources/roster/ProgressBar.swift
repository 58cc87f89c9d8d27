import Foundation
import Synchronization

/// A progress bar on standard error, drawn only when standard error is a terminal; it may be
/// told of progress from another thread (a PostgreSQL import runs on the connection's queue).
final class ProgressBar: Sendable {
    private let label: String
    private let isShown = isatty(STDERR_FILENO) == 1
    private let lastPercent = Mutex(-1)

    init(label: String) {
        self.label = label
    }

    /// Shows `done` of `total` (redrawn when the percentage changes).
    func show(_ done: Int, of total: Int) {
        guard isShown, total > 0 else { return }
        let percent = done * 100 / total
        guard
            lastPercent.withLock({ last in
                defer { last = percent }
                return last != percent
            })
        else { return }
        let width = 30
        let filled = percent * width / 100
        let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
        FileHandle.standardError.write(Data("\r\(label) \(bar) \(percent)% (\(done)/\(total))".utf8))
    }

    /// Ends the bar's line.
    func finish() {
        guard isShown, lastPercent.withLock({ $0 >= 0 }) else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
    }
}
