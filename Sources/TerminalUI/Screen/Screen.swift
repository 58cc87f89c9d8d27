/// What a running app draws on and reads from: the terminal (`NcursesScreen`), or a screen in
/// memory for tests (`RecordingScreen`). `FrameScheduler` runs frames on either the same way.
@MainActor
protocol Screen: AnyObject {
    /// The screen's size now.
    var size: Size { get }

    /// Shows `canvas`, with the terminal cursor at `cursor` (hidden when `nil`).
    func present(_ canvas: CellGrid, cursor: Point?)

    /// Everything typed since the last read (keys, mouse events, and size changes the terminal
    /// reported), without waiting.
    func readInput() -> [ScreenEvent]

    /// Seconds after which `readInput()` has more to give even if the terminal sends nothing
    /// new (a read stopped at its bound, or a paste waits for its end); `nil` when only new
    /// input brings more.
    var readAgainAfter: Double? { get }

    /// Adopts the size the terminal has now (after it reported a change); the next
    /// presentation repaints everything.
    func resize()

    /// Gives the terminal back while the process is stopped (job control).
    func suspend()

    /// Takes the terminal again after a stop; returns false when it had never let go of it
    /// (so there is nothing to repaint).
    func resume() -> Bool

    /// Gives the terminal back for good.
    func end()
}

/// Something the screen read: a key, a paste (its text, already cleaned: see
/// `BracketedPasteDecoder`), a mouse event, or news that the terminal changed size.
enum ScreenEvent: Equatable {
    case key(KeyPress)
    case paste(String)
    case mouse(MouseEvent)
    case resize
}
