import Foundation

/// Fires the Foundation timers (`Timer.scheduledTimer`) a headless host's views schedule on
/// the run loop of the thread the main actor runs on, when they come due, as the terminal's
/// run loop does between events: a test that awaits (`Task.sleep`) sees a countdown tick.
///
/// Nothing is armed while no timer is scheduled; `watch()` after each event looks for one.
@MainActor
final class RunLoopTimers {
    private var wakeUp: DispatchSourceTimer?

    /// Fires the timers that are due, and arms a wake-up for the next one, if any.
    func watch() {
        // One pass of the run loop: it fires the due timers and says when the next is due.
        guard let next = RunLoop.current.limitDate(forMode: .default), next != .distantFuture else { return }
        guard wakeUp == nil else { return }
        let source = DispatchSource.makeTimerSource(queue: .main)
        source.schedule(deadline: .now() + max(0, next.timeIntervalSinceNow))
        source.setEventHandler { [weak self] in
            MainActor.assumeIsolated {
                self?.wakeUp?.cancel()
                self?.wakeUp = nil
                self?.watch()
            }
        }
        wakeUp = source
        source.resume()
    }

    isolated deinit {
        wakeUp?.cancel()
    }
}
