/// Runs frames of one view graph on a screen of a given size: an event's handlers and passes,
/// then settling, layout and drawing. `FrameScheduler` decides when.
@MainActor
final class FrameDriver {
    let graph: ViewGraph
    private(set) var size: Size
    /// The last frame drawn.
    private(set) var canvas: CellGrid
    /// Where the terminal cursor goes after the last frame (inside a focused text field).
    private(set) var cursor: Point?
    /// Frames drawn so far.
    private(set) var frameCount = 0

    init<Content: View>(
        content: Content, size: Size, minimumSize: Size, environment: EnvironmentValues = EnvironmentValues()
    ) {
        self.size = size
        self.canvas = CellGrid(size: size)
        UIScreen.main.size = size
        self.graph = ViewGraph(content: content, environment: environment)
        graph.minimumSize = minimumSize
    }

    /// Delivers one key press as an event: its handlers run, then its passes and actions
    /// (drawing waits for the frame, which may cover several keys read together).
    @discardableResult
    func handle(_ key: KeyPress) -> Bool {
        // Keys typed at a screen too small to show anything would act unseen.
        guard !graph.isScreenTooSmall else { return false }
        settleEarlierEvents()
        let handled = graph.handle(key)
        graph.update()
        return handled
    }

    /// Delivers a paste as one event: the focused control (or a `.onPasteCommand` around it)
    /// takes the text whole; a paste nothing takes is dropped, never typed as keys.
    @discardableResult
    func handlePaste(_ text: String) -> Bool {
        guard !graph.isScreenTooSmall else { return false }
        settleEarlierEvents()
        let handled = graph.handlePaste(text)
        graph.update()
        return handled
    }

    /// Delivers one mouse event to the control under it, as an event like a key press.
    @discardableResult
    func handle(_ event: MouseEvent) -> Bool {
        guard !graph.isScreenTooSmall else { return false }
        settleEarlierEvents()
        let handled = graph.handle(event)
        graph.update()
        return handled
    }

    /// Lays out what earlier events of the same batch changed, so that the next one acts on the
    /// screen as they left it: a Tab typed ahead after the Return that adds a row reaches the
    /// row, and keys typed after the Return that opens a sheet go to the sheet's field. Hit-tests
    /// read the frames of this layout too. A frame still follows, to draw it.
    private func settleEarlierEvents() {
        guard graph.hasPendingWork else { return }
        graph.settle(in: size)
        graph.requestLayout()
    }

    /// Changes the screen size (the next frame lays out anew).
    func resize(to newSize: Size) {
        size = Size(width: max(0, newSize.width), height: max(0, newSize.height))
        UIScreen.main.size = size
        graph.invalidateLayout()
        graph.beginEvent()
    }

    /// The canvas of the frame before the last: the next frame draws over its cells (the
    /// screen has let go of it by then) instead of making a new grid.
    private var spare: CellGrid?

    /// Brings the tree up to date, lays it out and draws it; returns the new canvas.
    @discardableResult
    func renderFrame() -> CellGrid {
        graph.settle(in: size)
        var next = takeSpareCanvas()
        graph.draw(into: &next)
        cursor = graph.cursorPosition.flatMap { next.bounds.contains($0) ? $0 : nil }
        spare = canvas
        canvas = next
        frameCount += 1
        EngineCounters.frames += 1
        graph.releaseViewValues()
        return next
    }

    /// The spare canvas if it has the screen's size (held here alone, so that drawing over it
    /// copies nothing), else a new one.
    private func takeSpareCanvas() -> CellGrid {
        defer { spare = nil }
        guard let spare, spare.size == size else { return CellGrid(size: size) }
        return spare
    }
}
