import Foundation

/// A progress bar on standard error, drawn only when standard error is a terminal.
final class ProgressBar {
    private let label: String
    private let isShown = isatty(STDERR_FILENO) == 1
    private var lastPercent = -1

    init(label: String) {
        self.label = label
    }

    /// Shows `done` of `total` (redrawn when the percentage changes).
    func show(_ done: Int, of total: Int) {
        guard isShown, total > 0 else { return }
        let percent = done * 100 / total
        guard percent != lastPercent else { return }
        lastPercent = percent
        let width = 30
        let filled = percent * width / 100
        let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
        FileHandle.standardError.write(Data("\r\(label) \(bar) \(percent)% (\(done)/\(total))".utf8))
    }

    /// Ends the bar's line.
    func finish() {
        guard isShown, lastPercent >= 0 else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
    }
}
