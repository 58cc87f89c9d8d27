import Foundation

/// Fires the Foundation timers (`Timer.scheduledTimer`) a headless host's views schedule on
/// the run loop of the thread the main actor runs on, when they come due, as the terminal's
/// run loop does between events: a test that awaits (`Task.sleep`) sees a countdown tick.
///
/// `settle()` fires the timers due; an event asks for a look once the main queue is free (the
/// test awaits), which arms a wake-up for the next one, if any. Swift Testing on Linux runs the
/// main queue on worker threads, and under load a test may resume on another one, whose run
/// loop does not hold the timer: then it fires only once the test runs on the first again.
@MainActor
final class RunLoopTimers {
    private var wakeUp: DispatchSourceTimer?
    private var isLookPending = false

    /// Looks for due and coming timers once the main queue is free; one look at a time, so a
    /// run of events costs a flag each.
    func watch() {
        guard !isLookPending else { return }
        isLookPending = true
        DispatchQueue.main.async { [weak self] in
            MainActor.assumeIsolated {
                self?.isLookPending = false
                self?.fireDue()
            }
        }
    }

    /// Fires the timers that are due, and arms a wake-up for the next one, if any.
    func fireDue() {
        // One pass of the run loop: it fires the due timers and says when the next is due.
        guard let next = RunLoop.current.limitDate(forMode: .default), next != .distantFuture else { return }
        guard wakeUp == nil else { return }
        let source = DispatchSource.makeTimerSource(queue: .main)
        source.schedule(deadline: .now() + max(0, next.timeIntervalSinceNow))
        source.setEventHandler { [weak self] in
            MainActor.assumeIsolated {
                self?.wakeUp?.cancel()
                self?.wakeUp = nil
                self?.fireDue()
            }
        }
        wakeUp = source
        source.resume()
    }

    isolated deinit {
        wakeUp?.cancel()
    }
}
