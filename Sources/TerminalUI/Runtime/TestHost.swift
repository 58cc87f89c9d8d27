import Dispatch

/// Runs a view headless, at a given size, on the same frame scheduler and engine as the
/// terminal (with a screen in memory): tests press keys and read the screen as text.
///
/// Every call handles its input and runs the frame it calls for (if anything changed) before
/// it returns, so tests never sleep. Work scheduled from outside a call — a model written by a
/// task or a Foundation timer (`RunLoopTimers` fires those while a test awaits) — shows after
/// `settle()`, or once the wake-up it caused has run (`runWakeUps()`).
@MainActor
public final class TestHost {
    private let recording: RecordingScreen
    private let scheduler: FrameScheduler<RecordingScreen>
    private var driver: FrameDriver { scheduler.driver }
    private let timers = RunLoopTimers()

    /// Whether a view called `@Environment(\.quit)`.
    public var hasQuit: Bool { scheduler.hasQuit }

    /// Hosts `view` on a `width` × `height` screen and draws the first frame; on a screen
    /// smaller than `minimumSize` a "terminal too small" message shows instead.
    public init<Content: View>(
        _ view: Content, width: Int = 80, height: Int = 24, minimumSize: Size = Size(width: 1, height: 1)
    ) {
        recording = RecordingScreen(size: Size(width: width, height: height))
        scheduler = FrameScheduler(content: view, screen: recording, minimumSize: minimumSize)
        scheduler.frameIfNeeded()
        timers.watch()
    }

    /// Hosts `app` as `App.main()` runs it — its first window, its commands, its minimum
    /// size — on a `width` × `height` screen, and draws the first frame.
    public convenience init<A: App>(app: A, width: Int = 80, height: Int = 24) {
        var resolution = SceneResolution()
        resolution.add(app.body)
        self.init(AppRoot(app: app), width: width, height: height, minimumSize: resolution.minimumSize)
    }

    /// Presses `key` (with `modifiers`) and settles.
    public func press(_ key: KeyEquivalent, modifiers: EventModifiers = []) {
        press(KeyPress(key, modifiers: modifiers))
    }

    /// Presses a key and settles.
    public func press(_ key: KeyPress) {
        read([.key(key)])
    }

    /// Presses keys as one batch of input, as a terminal delivers keys typed ahead (a fast
    /// typist, `tmux send-keys`): they are read together and one frame follows them.
    func press(together keys: [KeyPress]) {
        read(keys.map { .key($0) })
    }

    /// Hands `events` to the app as one read of the terminal, and settles.
    private func read(_ events: [ScreenEvent]) {
        for event in events {
            recording.queue(event)
        }
        scheduler.readInput()
        timers.watch()
    }

    /// Types `text`, one key press per character, settling after each.
    public func type(_ text: String) {
        for character in text {
            press(KeyEquivalent(character))
        }
    }

    /// Pastes `text` as a terminal in bracketed-paste mode sends it (one event; control
    /// characters dropped, line breaks as spaces, as `NcursesScreen` delivers it) and settles.
    public func paste(_ text: String) {
        read([.paste(PastedText.sanitized(text))])
    }

    /// Clicks the left mouse button on the cell at `x`, `y` (from the top left, 0-based) and
    /// settles: a press, then a release, as the terminal reports them.
    public func click(x: Int, y: Int, modifiers: EventModifiers = []) {
        send([
            MouseEvent(kind: .press(.left), location: Point(x: x, y: y), modifiers: modifiers),
            MouseEvent(kind: .release(.left), location: Point(x: x, y: y), modifiers: modifiers),
        ])
    }

    /// Drags with the left button from the cell at `x`, `y` to the one at `toX`, `toY`: a
    /// press, a move onto each cell along the way (as a terminal reports them with the button
    /// held), then a release; read as one batch of input, and settles.
    public func drag(x: Int, y: Int, toX: Int, toY: Int) {
        let steps = max(abs(toX - x), abs(toY - y), 1)
        var events = [MouseEvent(kind: .press(.left), location: Point(x: x, y: y))]
        for step in 1...steps {
            let location = Point(x: x + (toX - x) * step / steps, y: y + (toY - y) * step / steps)
            events.append(MouseEvent(kind: .drag(.left), location: location))
        }
        events.append(MouseEvent(kind: .release(.left), location: Point(x: toX, y: toY)))
        send(events)
    }

    /// Presses the left mouse button on the cell at `x`, `y` and keeps it held (a long press
    /// waits while it is), then settles; `releaseMouse` lets it go.
    public func pressMouse(x: Int, y: Int) {
        send([MouseEvent(kind: .press(.left), location: Point(x: x, y: y))])
    }

    /// Lets the left mouse button go over the cell at `x`, `y`, and settles.
    public func releaseMouse(x: Int, y: Int) {
        send([MouseEvent(kind: .release(.left), location: Point(x: x, y: y))])
    }

    /// Double-clicks the cell at `x`, `y`: two clicks read one after the other, the second
    /// counted as the second click of a double click; settles after each.
    public func doubleClick(x: Int, y: Int) {
        click(x: x, y: y)
        let location = Point(x: x, y: y)
        send([
            MouseEvent(kind: .press(.left), location: location, clickCount: 2),
            MouseEvent(kind: .release(.left), location: location),
        ])
    }

    /// Turns the mouse wheel over the cell at `x`, `y` by `notches` (down when positive, up
    /// when negative), one event per notch, and settles.
    public func scroll(x: Int, y: Int, notches: Int) {
        let direction: ScrollDirection = notches > 0 ? .down : .up
        send(Array(repeating: MouseEvent(kind: .scroll(direction), location: Point(x: x, y: y)), count: abs(notches)))
    }

    /// Sends mouse events as one batch of input (as read together), and settles.
    func send(_ events: [MouseEvent]) {
        read(events.map { .mouse($0) })
    }

    /// Changes the screen size (as a terminal window reports with SIGWINCH) and settles.
    public func resize(width: Int, height: Int) {
        recording.windowDidResize(to: Size(width: width, height: height))
        scheduler.resize()
    }

    /// Processes what outside writes to models scheduled, and redraws if anything changed.
    public func settle() {
        timers.fireDue()
        scheduler.frameIfNeeded()
    }

    /// Lets the main queue run until the wake-ups that models written outside an event asked
    /// for have run (and drawn their frame, if any), as the terminal's run loop would between
    /// events. (A view that invalidates itself in every frame would keep it waiting.)
    package func runWakeUps() async {
        while scheduler.hasScheduledWakeUp {
            await withCheckedContinuation { continuation in
                DispatchQueue.main.async { continuation.resume() }
            }
        }
    }

    /// Stops the app as job control does (Ctrl-Z), then continues it (`fg`): the screen is
    /// given back, taken again and repainted.
    package func suspendAndResume() {
        suspend()
        resume()
    }

    /// Stops the app as job control does (Ctrl-Z): the scene phase goes to `.background`
    /// and the screen is given back.
    package func suspend() {
        scheduler.suspend()
    }

    /// Continues the app after `suspend()` (`fg`): the scene phase is `.active` again and the
    /// screen is repainted.
    package func resume() {
        scheduler.resume()
    }

    /// The screen, one string per row, trailing blanks removed.
    public var screen: [String] {
        recording.canvas.lines
    }

    /// The screen as one string, rows joined by newlines (trailing empty rows removed).
    public var screenText: String {
        var lines = screen
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines.joined(separator: "\n")
    }

    /// One cell: what it shows and its style.
    public func cell(x: Int, y: Int) -> CellGrid.Cell {
        recording.canvas[x, y]
    }

    /// The last frame drawn.
    public var canvas: CellGrid {
        recording.canvas
    }

    /// Where the terminal cursor is shown, if anywhere.
    public var cursor: Point? {
        recording.cursor
    }

    /// What is wrong with keyboard focus, or `nil` when it is on an existing, shown, enabled
    /// control of the innermost scope (an open alert or form), as it must be after every event.
    public var focusProblem: String? {
        driver.graph.focus.problem
    }

    /// What an accessible mode would read on the screen, in reading order: each view that
    /// accessibility modifiers describe, with the values they keep. While an alert or sheet
    /// holds focus, only what it shows.
    public var accessibilityElements: [AccessibilityElement] {
        let graph = driver.graph
        guard let root = graph.focus.scopeRoot ?? graph.root else { return [] }
        return root.accessibilityElements
    }

    /// Where the focused control was placed by the last layout (`nil` when nothing is focused),
    /// as a user sees the focus: for a focused `List`, its selected row; for a `DisclosureGroup`,
    /// its title row; for an open menu, its highlighted row. Rows at its top and bottom, and
    /// columns at a side, that another control covers (a tab bar an app floats over a scroll
    /// view, a button laid over a field's end) are left out: they show that control, not this
    /// one.
    public var focusedFrame: Rect? {
        let graph = driver.graph
        guard let frame = graph.focus.focusedFrame else { return nil }
        guard let focused = graph.focus.focused, let scope = graph.focus.scopeRoot else { return frame }
        return graph.mouse.uncoveredPart(
            of: frame, showing: focused, in: scope, within: Rect(origin: .zero, size: size))
    }

    /// Whether the screen is below the minimum size (the "terminal too small" message shows).
    public var isScreenTooSmall: Bool {
        driver.graph.isScreenTooSmall
    }

    /// The screen size.
    public var size: Size {
        driver.size
    }

    /// Frames drawn so far (one per event at most; none for an event that changed nothing).
    public var frameCount: Int {
        driver.frameCount
    }
}
