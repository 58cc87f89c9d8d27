/// A screen in memory, for tests and benchmarks: it keeps what was presented last, hands out
/// the input a test queued, and changes size when told to (as a terminal window would).
@MainActor
final class RecordingScreen: Screen {
    private(set) var size: Size
    /// The last canvas presented.
    private(set) var canvas: CellGrid
    /// Where the cursor was put by the last presentation.
    private(set) var cursor: Point?
    /// Whether the screen is given back for a stop (between `suspend()` and `resume()`).
    private(set) var isSuspended = false
    /// Whether the screen was given back for good.
    private(set) var hasEnded = false

    private var input: [ScreenEvent] = []
    private var newSize: Size?

    init(size: Size) {
        self.size = size
        canvas = CellGrid(size: size)
    }

    /// Queues something for the next `readInput()`.
    func queue(_ event: ScreenEvent) {
        input.append(event)
    }

    /// The terminal window changed to `size`; `resize()` adopts it.
    func windowDidResize(to size: Size) {
        newSize = Size(width: max(0, size.width), height: max(0, size.height))
    }

    func present(_ canvas: CellGrid, cursor: Point?) {
        self.canvas = canvas
        self.cursor = cursor
    }

    func readInput() -> [ScreenEvent] {
        defer { input.removeAll() }
        return input
    }

    /// Everything queued is handed out at once.
    var readAgainAfter: Double? { nil }

    func resize() {
        if let newSize {
            size = newSize
            self.newSize = nil
        }
    }

    func suspend() {
        isSuspended = true
    }

    func resume() -> Bool {
        guard isSuspended else { return false }
        isSuspended = false
        return true
    }

    func end() {
        hasEnded = true
    }
}
