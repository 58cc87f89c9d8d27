import Foundation

/// The terminal's modes, saved before ncurses starts, so that every way out — a normal quit,
/// a signal, a crash — can give the terminal back sane.
///
/// The crash path runs inside a signal handler, where ncurses may not be called: it restores
/// the saved termios and writes the few escape sequences that leave the alternate screen and
/// show the cursor, all async-signal-safe calls.
enum TerminalState {
    nonisolated(unsafe) private static var shellMode = termios()
    nonisolated(unsafe) private static var hasShellMode = false
    /// Whether ncurses owns the terminal right now.
    nonisolated(unsafe) static var isCursesActive = false
    /// Whether the terminal reports the mouse to us right now.
    nonisolated(unsafe) private(set) static var isMouseReporting = false
    /// Whether the terminal brackets pastes for us right now.
    nonisolated(unsafe) private static var isBracketingPastes = false

    /// Sequences that undo what ncurses (and roster) set up: normal screen, cursor shown,
    /// attributes off, bracketed paste off.
    private static let resetSequence: [UInt8] = Array("\u{1B}[0m\u{1B}[?25h\u{1B}[?2004l\u{1B}[?1049l\r\n".utf8)

    /// Asks the terminal to report mouse buttons and the wheel (xterm's mode 1000), and motion
    /// while a button is held (mode 1002, for drags: never motion alone, so nothing is sent
    /// while nothing is dragged), in SGR form (mode 1006), which `InputParser` reads. While it
    /// is on, the terminal's own selection by mouse needs Shift (in most terminals).
    static func startMouseReporting() {
        guard !isMouseReporting else { return }
        isMouseReporting = true
        writeToTerminal("\u{1B}[?1000h\u{1B}[?1002h\u{1B}[?1006h")
    }

    /// Gives the mouse back to the terminal (async-signal-safe, for the crash path too).
    static func stopMouseReporting() {
        guard isMouseReporting else { return }
        isMouseReporting = false
        writeToTerminal("\u{1B}[?1006l\u{1B}[?1002l\u{1B}[?1000l")
    }

    /// Asks the terminal to send pastes between `ESC[200~` and `ESC[201~` (bracketed paste,
    /// mode 2004), so that `InputParser` reads a paste as one event; terminals without the
    /// mode ignore this.
    static func startBracketedPaste() {
        guard !isBracketingPastes else { return }
        isBracketingPastes = true
        writeToTerminal("\u{1B}[?2004h")
    }

    /// Turns bracketed paste off again.
    static func stopBracketedPaste() {
        guard isBracketingPastes else { return }
        isBracketingPastes = false
        writeToTerminal("\u{1B}[?2004l")
    }

    /// Writes `sequence` straight to the terminal: a static string, so nothing is allocated
    /// or initialised on the way (a signal handler may call this).
    private static func writeToTerminal(_ sequence: StaticString) {
        _ = Foundation.write(STDOUT_FILENO, sequence.utf8Start, sequence.utf8CodeUnitCount)
    }

    /// Remembers the terminal's modes before ncurses changes them.
    static func saveShellMode() {
        if tcgetattr(STDIN_FILENO, &shellMode) == 0 {
            hasShellMode = true
        }
    }

    /// Turns off flow control (so Ctrl-S and Ctrl-Q reach the app) and the extended input
    /// processing (so Ctrl-V and Ctrl-O do); ncurses' `cbreak` leaves both on.
    static func makeRawInput() {
        var mode = termios()
        guard tcgetattr(STDIN_FILENO, &mode) == 0 else { return }
        mode.c_iflag &= ~tcflag_t(IXON | IXOFF)
        mode.c_lflag &= ~tcflag_t(IEXTEN)
        tcsetattr(STDIN_FILENO, TCSANOW, &mode)
    }

    /// Whether the terminal is out of the program's modes (echo or line editing back on), as a
    /// shell leaves it after taking the terminal from a stopped job.
    static func shellHasTakenTheTerminal() -> Bool {
        var mode = termios()
        guard tcgetattr(STDIN_FILENO, &mode) == 0 else { return false }
        return mode.c_lflag & tcflag_t(ECHO | ICANON) != 0
    }

    /// Restores the saved modes with async-signal-safe calls only.
    static func restoreFromSignalHandler() {
        stopMouseReporting()
        guard isCursesActive, hasShellMode else { return }
        tcsetattr(STDIN_FILENO, TCSANOW, &shellMode)
        resetSequence.withUnsafeBufferPointer { buffer in
            _ = Foundation.write(STDOUT_FILENO, buffer.baseAddress, buffer.count)
        }
        isCursesActive = false
    }

    /// The handlers that were in place before ours (Swift's backtracer, or the default).
    nonisolated(unsafe) private static let previousActions: UnsafeMutablePointer<sigaction> = {
        let actions = UnsafeMutablePointer<sigaction>.allocate(capacity: 32)
        actions.initialize(repeating: sigaction(), count: 32)
        return actions
    }()
    /// Faults, aborts, and SIGQUIT (Ctrl-\ at the keyboard), which Swift answers with a backtrace.
    private static let crashSignals = [SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE, SIGQUIT, SIGSYS]

    /// Installs handlers that restore the terminal when the process crashes, then hand the
    /// crash to whatever handled it before (so Swift's backtrace still prints, now on a sane
    /// terminal), then end the process.
    static func installCrashHandlers() {
        // A parent may have started us with some of them blocked: a blocked fault kills the
        // process without running any handler, and a blocked SIGQUIT or SIGABRT sent to it
        // would wait for ever.
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        for signal in crashSignals { sigaddset(&unblocked, signal) }
        pthread_sigmask(SIG_UNBLOCK, &unblocked, nil)
        for signal in crashSignals {
            var action = sigaction()
            action.__sigaction_handler.sa_sigaction = { number, info, context in
                TerminalState.restoreFromSignalHandler()
                TerminalState.passOn(number, info, context)
            }
            sigemptyset(&action.sa_mask)
            // On the alternate signal stack where the thread has one (a stack overflow).
            action.sa_flags = SA_SIGINFO | SA_ONSTACK
            sigaction(signal, &action, previousActions + Int(signal))
        }
    }

    /// Calls the handler that was in place before ours with the crash's own context (Swift's
    /// backtracer reads the crashed thread from it), then ends the process with the signal.
    ///
    /// Returning from the handler instead would resume the crashed code: a fault would fault
    /// again and end the process, but a crash signal sent with kill(2) — `kill -SEGV`,
    /// `kill -ABRT` — would leave the app running on a terminal already given back.
    private static func passOn(
        _ number: Int32, _ info: UnsafeMutablePointer<siginfo_t>?, _ context: UnsafeMutableRawPointer?
    ) {
        if number >= 0 && number < 32 {
            let previous = previousActions[Int(number)]
            let raw = unsafeBitCast(previous.__sigaction_handler.sa_handler, to: Int.self)
            let isFunction = raw != 0 && raw != 1  // neither SIG_DFL nor SIG_IGN
            if isFunction && previous.sa_flags & SA_SIGINFO != 0 {
                previous.__sigaction_handler.sa_sigaction?(number, info, context)
            } else if isFunction {
                previous.__sigaction_handler.sa_handler?(number)
            }
        }
        signal(number, SIG_DFL)
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        sigaddset(&unblocked, number)
        pthread_sigmask(SIG_UNBLOCK, &unblocked, nil)
        raise(number)
    }
}
