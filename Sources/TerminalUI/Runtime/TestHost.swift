/// Runs a view headless, at a given size, with the same engine as the terminal: tests press
/// keys and read the screen as text.
///
/// Every call settles the frame pipeline before it returns (passes, actions, layout, drawing),
/// so tests never sleep. Work scheduled from outside a call — a model written by a task —
/// shows after `settle()`.
@MainActor
public final class TestHost {
    private var driver: FrameDriver!

    /// Whether a view called `@Environment(\.quit)`.
    public private(set) var hasQuit = false

    /// Hosts `view` on a `width` × `height` screen and draws the first frame; on a screen
    /// smaller than `minimumSize` a "terminal too small" message shows instead.
    public init<Content: View>(_ view: Content, width: Int = 80, height: Int = 24, minimumSize: Size = Size(width: 1, height: 1)) {
        var environment = EnvironmentValues()
        let quit = QuitBox()
        environment.quit = QuitAction { quit.host?.hasQuit = true }
        driver = FrameDriver(content: view, size: Size(width: width, height: height), minimumSize: minimumSize, environment: environment)
        quit.host = self
        driver.renderFrame()
    }

    /// Presses `key` (with `modifiers`) and settles.
    public func press(_ key: KeyEquivalent, modifiers: EventModifiers = []) {
        press(KeyPress(key, modifiers: modifiers))
    }

    /// Presses a key and settles.
    public func press(_ key: KeyPress) {
        driver.handle(key)
        driver.renderFrame()
    }

    /// Types `text`, one key press per character, settling after each.
    public func type(_ text: String) {
        for character in text {
            press(KeyEquivalent(character))
        }
    }

    /// Changes the screen size and settles.
    public func resize(width: Int, height: Int) {
        driver.resize(to: Size(width: width, height: height))
        driver.renderFrame()
    }

    /// Processes what outside writes to models scheduled, and redraws.
    public func settle() {
        driver.renderFrame()
    }

    /// The screen, one string per row, trailing blanks removed.
    public var screen: [String] {
        driver.canvas.lines
    }

    /// The screen as one string, rows joined by newlines (trailing empty rows removed).
    public var screenText: String {
        var lines = screen
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines.joined(separator: "\n")
    }

    /// One cell: what it shows and its style.
    public func cell(x: Int, y: Int) -> Canvas.Cell {
        driver.canvas[x, y]
    }

    /// The last frame drawn.
    public var canvas: Canvas {
        driver.canvas
    }

    /// Where the terminal cursor is shown, if anywhere.
    public var cursor: Point? {
        driver.cursor
    }

    /// What is wrong with keyboard focus, or `nil` when it is on an existing, shown, enabled
    /// control of the innermost scope (an open alert or form), as it must be after every event.
    public var focusProblem: String? {
        driver.graph.focus.problem
    }

    /// Where the focused control was placed by the last layout (`nil` when nothing is focused).
    public var focusedFrame: Rect? {
        driver.graph.focus.focusedFrame
    }

    /// Whether the screen is below the minimum size (the "terminal too small" message shows).
    public var isScreenTooSmall: Bool {
        driver.graph.isScreenTooSmall
    }

    /// The screen size.
    public var size: Size {
        driver.size
    }

    /// Frames drawn so far.
    public var frameCount: Int {
        driver.frameCount
    }
}

/// Lets the quit action reach its host once the host exists.
@MainActor
private final class QuitBox: Sendable {
    weak var host: TestHost?
}
