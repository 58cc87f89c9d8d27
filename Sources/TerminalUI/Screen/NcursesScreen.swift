import CNcursesw
import Foundation

/// The terminal, through ncurses for output: the only code that calls it.
///
/// Presents Canvases by writing only the cells that changed since the last one into `stdscr`
/// and calling `doupdate` once per frame (ncurses then sends the least it can); nothing is
/// written at all when nothing changed. Input does not go through ncurses (whose key decoding
/// knows only what `TERM`'s terminfo entry lists): the bytes on standard input are read
/// without blocking and decoded by an `InputParser`. Colours are the terminal's defaults plus
/// its palette, and 24-bit colours where `COLORTERM` says the terminal has them (written beside
/// ncurses: `TrueColorOverlay`); `NO_COLOR` (or a terminal without colour) leaves colours out and
/// keeps attributes (`ColorDepth`).
@MainActor
final class NcursesScreen: Screen {
    private let screen: OpaquePointer
    private var presented: CellGrid?
    private var cursorShown: Bool?
    private var cursorPoint: Point?
    private let useColor: Bool
    /// Whether 24-bit colours are written exactly (`TrueColorOverlay`).
    private let useTrueColor: Bool
    /// Whether ncurses was told not to shift characters along a row, once a 24-bit colour was
    /// drawn: they would carry colours it does not know of.
    private var shiftsCharacters = true
    private var colorPairs: [ColorKey: Int16] = [:]
    private var nextPair: Int16 = 1
    /// Whether the terminal is asked to report the mouse while we own it.
    private let reportsMouse: Bool
    /// The signals held for the app's dispatch sources while the screen is ncurses'.
    private let signals: AnsweredSignals.Held
    private var input = InputParser()
    private var readBuffer = [UInt8](repeating: 0, count: NcursesScreen.readLimit)
    /// Whether the last read stopped at `readLimit` with input perhaps still waiting.
    private var readStoppedAtLimit = false
    /// The most bytes one read takes, so that a huge paste is read in bounded pieces.
    private static let readLimit = 65_536

    private struct ColorKey: Hashable {
        let foreground: Int16
        let background: Int16
    }

    /// Takes over the terminal on standard input and output; with `reportsMouse`, the terminal
    /// reports mouse buttons and the wheel (without, its own selection by mouse is left alone).
    init(reportsMouse: Bool = true) throws {
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else { throw TerminalError.notATerminal }
        let term = ProcessInfo.processInfo.environment["TERM"] ?? ""
        guard !term.isEmpty else { throw TerminalError.noTerminalType }
        guard term != "dumb" else { throw TerminalError.dumbTerminal }
        TerminalLocale.ensureUTF8()
        TerminalState.saveShellMode()
        let signals = AnsweredSignals.hold()
        guard let screen = roster_newterm() else {
            signals.release()
            throw TerminalError.unknownTerminalType(term)
        }
        self.screen = screen
        self.signals = signals
        set_term(screen)
        cbreak()
        noecho()
        nonl()
        intrflush(nil, false)
        // ncurses never reads the input, so it must not look for it either: it would cut a
        // frame short whenever a key is waiting.
        typeahead(-1)
        curs_set(0)
        let depth = ColorDepth.of(environment: ProcessInfo.processInfo.environment, hasColors: has_colors())
        useColor = depth != .none
        useTrueColor = depth == .trueColor
        if useColor {
            start_color()
            use_default_colors()
        }
        TerminalState.makeRawInput()
        def_prog_mode()
        TerminalState.isCursesActive = true
        self.reportsMouse = reportsMouse
        if reportsMouse { TerminalState.startMouseReporting() }
        TerminalState.startBracketedPaste()
        atexit {
            // However the process ends (a crash has its own handler), the terminal is given back.
            TerminalState.stopMouseReporting()
            if TerminalState.isCursesActive {
                TerminalState.stopBracketedPaste()
                endwin()
                TerminalState.isCursesActive = false
            }
        }
    }

    /// The terminal's size now.
    var size: Size {
        Size(width: Int(roster_getmaxx(roster_stdscr())), height: Int(roster_getmaxy(roster_stdscr())))
    }

    /// Adopts a new terminal size (after SIGWINCH) and forgets what is on screen.
    func resize() {
        var window = winsize()
        if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &window) == 0, window.ws_row > 0, window.ws_col > 0 {
            resizeterm(Int32(window.ws_row), Int32(window.ws_col))
        }
        invalidate()
    }

    /// Forgets what is on screen, so the next frame repaints everything.
    func invalidate() {
        presented = nil
        cursorShown = nil
        clearok(roster_curscr(), true)
    }

    /// Shows `canvas`, writing only what differs from the last canvas shown.
    func present(_ canvas: CellGrid, cursor: Point?) {
        let window = roster_stdscr()
        var changed = presented?.size != canvas.size
        if changed { werase(window) }
        let changes = canvas.changes(since: presented)
        for change in changes {
            changed = true
            // The right half of a wide glyph is drawn with its left half.
            if change.cell.width == 0 { continue }
            write(change.cell, x: change.point.x, y: change.point.y, window: window)
        }
        if useTrueColor, shiftsCharacters, changes.contains(where: { $0.cell.style.hasTrueColor }) {
            idcok(window, false)
            shiftsCharacters = false
        }
        let previous = presented
        presented = canvas
        let wantsCursor = cursor != nil
        if wantsCursor != cursorShown {
            curs_set(wantsCursor ? 1 : 0)
            cursorShown = wantsCursor
            changed = true
        }
        if cursor != cursorPoint {
            cursorPoint = cursor
            changed = true
        }
        guard changed else { return }
        if let cursor {
            wmove(window, Int32(cursor.y), Int32(cursor.x))
        }
        wnoutrefresh(window)
        doupdate()
        if useTrueColor { writeTrueColors(from: previous, to: canvas, changes: changes) }
    }

    /// Writes the cells with 24-bit colours again after ncurses' frame, and puts the cursor back
    /// where ncurses left it.
    private func writeTrueColors(from previous: CellGrid?, to canvas: CellGrid, changes: [CellGrid.Change]) {
        let cursor = Point(x: Int(getcurx(roster_curscr())), y: Int(getcury(roster_curscr())))
        let bytes = TrueColorOverlay.bytes(
            from: previous, to: canvas, changes: changes, cursor: cursor, colors: Int(roster_colors()))
        var written = 0
        while written < bytes.count {
            let result = bytes[written...].withUnsafeBytes { Foundation.write(STDOUT_FILENO, $0.baseAddress, $0.count) }
            if result > 0 {
                written += result
            } else if result < 0 && errno == EINTR {
                continue
            } else {
                return
            }
        }
    }

    /// Reads the bytes waiting (up to a bound), without blocking, and decodes them: keys,
    /// mouse reports, pastes. A read that finds nothing ends what waited too long for its rest
    /// (a lone ESC is Escape).
    func readInput() -> [ScreenEvent] {
        let count = readBytes()
        return readBuffer.withUnsafeBufferPointer { buffer in
            input.parse(buffer[..<count], at: .now)
        }
    }

    var readAgainAfter: Double? {
        if readStoppedAtLimit { return 0 }
        guard let deadline = input.deadline else { return nil }
        let remaining = (deadline - .now).components
        return max(0, Double(remaining.seconds) + Double(remaining.attoseconds) / 1e18)
    }

    /// Reads standard input into `readBuffer` until nothing is waiting or the buffer is full;
    /// returns how many bytes were read.
    private func readBytes() -> Int {
        var count = 0
        var ready = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
        while count < Self.readLimit, poll(&ready, 1, 0) == 1, ready.revents & Int16(POLLIN) != 0 {
            let read = readBuffer.withUnsafeMutableBytes { buffer in
                Foundation.read(STDIN_FILENO, buffer.baseAddress! + count, Self.readLimit - count)
            }
            guard read > 0 else { break }
            count += read
        }
        readStoppedAtLimit = count == Self.readLimit
        return count
    }

    /// Gives the terminal back while the process is stopped.
    func suspend() {
        guard TerminalState.isCursesActive else { return }
        curs_set(1)
        TerminalState.stopBracketedPaste()
        endwin()
        TerminalState.stopMouseReporting()
        TerminalState.isCursesActive = false
    }

    /// Takes the terminal again after a stop, ready to be repainted.
    func resume() -> Bool {
        if TerminalState.isCursesActive {
            // Continued after a stop we did not make (kill -STOP, then fg): the shell took the
            // terminal meanwhile, put back its own modes (echo, line editing) and wrote over
            // the screen. Take the terminal again as after Ctrl-Z.
            guard TerminalState.shellHasTakenTheTerminal() else { return false }
            suspend()
        }
        reset_prog_mode()
        TerminalState.isCursesActive = true
        if reportsMouse { TerminalState.startMouseReporting() }
        TerminalState.startBracketedPaste()
        resize()
        refresh()
        return true
    }

    /// Gives the terminal back for good, frees ncurses' screen and gives the signals back.
    func end() {
        suspend()
        delscreen(screen)
        signals.release()
    }

    // MARK: Cells

    /// Writes one cell into ncurses' window. Up to five of the cell's scalars go to
    /// `setcchar` from a buffer on the stack: a frame writes thousands of cells (a whole
    /// screen at start), so nothing here allocates.
    private func write(_ cell: CellGrid.Cell, x: Int, y: Int, window: UnsafeMutablePointer<WINDOW>?) {
        let attributes = attributes(for: cell.style)
        let pair = useColor ? pair(for: cell.style) : 0
        let characters = CellCharacters(cell.text)
        // A flag is two regional indicators: each goes in its own cell, as ncurses counts them.
        if cell.width == 2, characters.count == 2, roster_wcwidth(UInt32(bitPattern: characters.second)) == 1 {
            put(
                CellCharacters(scalar: characters.first), x: x, y: y, attributes: attributes, pair: pair, window: window
            )
            put(
                CellCharacters(scalar: characters.second), x: x + 1, y: y, attributes: attributes, pair: pair,
                window: window)
            return
        }
        put(characters, x: x, y: y, attributes: attributes, pair: pair, window: window)
    }

    private func put(
        _ characters: CellCharacters, x: Int, y: Int, attributes: attr_t, pair: Int16,
        window: UnsafeMutablePointer<WINDOW>?
    ) {
        var cell = cchar_t()
        _ = characters.withTerminatedBuffer { setcchar(&cell, $0, attributes, pair, nil) }
        mvwadd_wch(window, Int32(y), Int32(x), &cell)
    }

    private func attributes(for style: Style) -> attr_t {
        var result = roster_a_normal()
        let attributes = style.attributes
        if attributes.contains(.bold) { result |= roster_a_bold() }
        if attributes.contains(.dim) { result |= roster_a_dim() }
        if attributes.contains(.italic) { result |= roster_a_italic() }
        if attributes.contains(.underline) { result |= roster_a_underline() }
        if attributes.contains(.reverse) { result |= roster_a_reverse() }
        return result
    }

    private func pair(for style: Style) -> Int16 {
        guard style.foreground != nil || style.background != nil else { return 0 }
        let colors = Int(roster_colors())
        func index(_ color: TerminalColor?) -> Int16 {
            guard let color else { return -1 }
            if Int(color.index) < colors { return Int16(color.index) }
            return Int(color.basic) < colors ? Int16(color.basic) : -1
        }
        let key = ColorKey(foreground: index(style.foreground), background: index(style.background))
        if key.foreground == -1 && key.background == -1 { return 0 }
        if let pair = colorPairs[key] { return pair }
        guard Int(nextPair) < Int(roster_color_pairs()) else { return 0 }
        let pair = nextPair
        nextPair += 1
        init_pair(pair, key.foreground, key.background)
        colorPairs[key] = pair
        return pair
    }
}

/// A cell's text as `setcchar` takes it: at most five scalars (more are dropped, as ncurses
/// keeps no more), a space for an empty text, and a terminating zero.
private struct CellCharacters {
    private var scalars: (wchar_t, wchar_t, wchar_t, wchar_t, wchar_t, wchar_t) = (0, 0, 0, 0, 0, 0)
    private(set) var count = 0

    init(_ text: String) {
        var count = 0
        withUnsafeMutableBytes(of: &scalars) { raw in
            let buffer = raw.bindMemory(to: wchar_t.self)
            for scalar in text.unicodeScalars {
                guard count < 5 else { break }
                buffer[count] = wchar_t(bitPattern: scalar.value)
                count += 1
            }
            if count == 0 {
                buffer[0] = 0x20
                count = 1
            }
        }
        self.count = count
    }

    init(scalar: wchar_t) {
        scalars.0 = scalar
        count = 1
    }

    var first: wchar_t { scalars.0 }
    var second: wchar_t { scalars.1 }

    /// Calls `body` with the scalars, followed by a zero.
    func withTerminatedBuffer<Result>(_ body: (UnsafePointer<wchar_t>) -> Result) -> Result {
        withUnsafeBytes(of: scalars) { raw in body(raw.bindMemory(to: wchar_t.self).baseAddress!) }
    }
}
