import Foundation

/// The signals a running app answers through dispatch sources (`TerminalHost`): the
/// terminating ones, SIGWINCH and job control.
///
/// They are held from before ncurses starts until their sources read them:
/// - **ignored**, so that ncurses installs no handler of its own. Its SIGTSTP handler is set to
///   "ignore" around every refresh, and setting "ignore" discards a pending signal: a Ctrl-Z
///   pressed during a redraw was lost.
/// - **blocked on the main thread**, so that each one waits, pending, for the dispatch source
///   that reads it. A blocked signal is never discarded as ignored; an unblocked one sent to
///   the process while it is ignored would be.
///
/// Threads started later inherit the block; dispatch's own threads block every signal.
enum AnsweredSignals {
    static let numbers: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGWINCH, SIGTSTP, SIGCONT]

    /// The dispositions and this thread's mask before `hold()`, put back by `release()`.
    struct Held {
        fileprivate var mask = sigset_t()
        fileprivate var actions: [Int32: sigaction] = [:]

        /// Puts the signals back as they were, for a terminal that turned out unusable.
        func release() {
            for (number, action) in actions {
                var previous = action
                sigaction(number, &previous, nil)
            }
            var mask = mask
            pthread_sigmask(SIG_SETMASK, &mask, nil)
        }
    }

    /// Ignores the answered signals and blocks them on the calling thread (the main one).
    static func hold() -> Held {
        var held = Held()
        var ignore = sigaction()
        ignore.__sigaction_handler.sa_handler = SIG_IGN
        sigemptyset(&ignore.sa_mask)
        var blocked = sigset_t()
        sigemptyset(&blocked)
        for number in numbers {
            var previous = sigaction()
            sigaction(number, &ignore, &previous)
            held.actions[number] = previous
            sigaddset(&blocked, number)
        }
        pthread_sigmask(SIG_BLOCK, &blocked, &held.mask)
        return held
    }
}
