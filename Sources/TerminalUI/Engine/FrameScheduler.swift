import Dispatch
import Synchronization

/// The one way to a frame: turns what happens to a running app — keys and size changes read
/// from its `Screen`, signals, models written outside an event — into frames on that screen.
///
/// A frame runs only when there is something new to show: the graph has pending work
/// (invalidated nodes, queued actions, a layout asked for) or the screen changed size or lost
/// what it showed. Each batch of input is handled in order, then one frame covers it.
/// Anything that invalidates the graph outside input (a task that finished, a model written on
/// another thread) wakes the scheduler through the main queue; wake-ups that arrive before the
/// main queue gets to them are coalesced into one check, so a burst of writes costs one frame,
/// and a wake-up that finds its work already drawn costs none.
///
/// The terminal (`Terminal.run`) and the headless `TestHost` both run on this, with an
/// `NcursesScreen` or a `RecordingScreen`.
@MainActor
final class FrameScheduler<S: Screen> {
    let screen: S
    let driver: FrameDriver
    /// Whether a view called `@Environment(\.quit)`; the rest of that batch of input is
    /// dropped (the terminal's run loop then ends).
    private(set) var hasQuit = false

    /// Whether the screen needs a frame whatever the graph says (first frame, resize, resume).
    private var screenNeedsFrame = true
    /// Whether a frame was presented yet: input waits for the first, whose views it acts on.
    private var hasPresentedFrame = false
    /// Whether input is being handled or a frame is running (a frame follows or is under way,
    /// so requests need no wake-up).
    private var isBusy = false
    private let wakeUp = WakeUp()
    /// Whether a read the screen asked for (`Screen.readAgainAfter`) is queued.
    private var isReadAgainScheduled = false
    /// The scene phase an `App`'s views read: `.background` while suspended.
    private let scenePhase = ScenePhaseSource()

    init<Content: View>(content: Content, screen: S, minimumSize: Size) {
        self.screen = screen
        let quit = QuitTarget()
        var environment = EnvironmentValues()
        environment.quit = QuitAction { quit.quit() }
        RunningApp.quit = environment.quit
        environment.scenePhaseSource = scenePhase
        driver = FrameDriver(content: content, size: screen.size, minimumSize: minimumSize, environment: environment)
        quit.quit = { [weak self] in self?.hasQuit = true }
        wakeUp.setAction { [weak self] in self?.frameIfNeeded() }
        let wakeUp = wakeUp
        driver.graph.requestFrame = { [weak self] in
            if self?.isBusy == false { wakeUp.fire() }
        }
        driver.graph.inbox.setWake { wakeUp.fire() }
    }

    /// Whether the next frame follows input just handled, or work the last frame's layout
    /// left: it belongs to that event. Any other frame (a timer fired, a task finished, a model
    /// written) begins an event of its own, so per-event limits (an `onChange`'s dispatches)
    /// start again at each tick of a clock.
    private var continuesEvent = false

    /// Runs a frame if there is anything to show, and presents it.
    func frameIfNeeded() {
        let continuesEvent = continuesEvent
        self.continuesEvent = false
        guard !isBusy, screenNeedsFrame || driver.graph.hasPendingWork else { return }
        if !continuesEvent { driver.graph.beginEvent() }
        isBusy = true
        screenNeedsFrame = false
        let canvas = driver.renderFrame()
        screen.present(canvas, cursor: driver.cursor)
        hasPresentedFrame = true
        isBusy = false
        // Work that the frame's own layout made beyond what one frame settles gets its own.
        if driver.graph.hasPendingWork {
            self.continuesEvent = true
            wakeUp.fire()
        }
    }

    /// Runs the first frame on the main queue's next turn, after what waits there already
    /// (data the app began reading at launch, say), so that the frame shows it.
    func scheduleFirstFrame() {
        wakeUp.fire()
    }

    /// Handles everything the screen has read, in order, then runs one frame for it all.
    func readInput() {
        if !hasPresentedFrame { frameIfNeeded() }
        let events = screen.readInput()
        scheduleReadAgain()
        guard !events.isEmpty else { return }
        isBusy = true
        for event in events {
            switch event {
            case .key(let key):
                driver.handle(key)
            case .paste(let text):
                driver.handlePaste(text)
            case .mouse(let event):
                driver.handle(event)
            case .resize:
                adoptScreenSize()
            }
            if hasQuit { break }
        }
        isBusy = false
        continuesEvent = true
        frameIfNeeded()
    }

    /// Reads again when the screen says more is coming without new input (the rest of a read
    /// stopped at its bound, or the end of a paste that lost its end marker).
    private func scheduleReadAgain() {
        guard !isReadAgainScheduled, let delay = screen.readAgainAfter else { return }
        isReadAgainScheduled = true
        DispatchQueue.main.asyncAfter(deadline: .now() + delay) { [weak self] in
            MainActor.assumeIsolated {
                self?.isReadAgainScheduled = false
                self?.readInput()
            }
        }
    }

    /// The terminal changed size (SIGWINCH): lays out and draws anew.
    func resize() {
        adoptScreenSize()
        frameIfNeeded()
    }

    /// Gives the screen back while the process is stopped, after the views saw the scene
    /// phase go `.inactive`, then `.background` (their `.onChange` actions run now: the
    /// process may never continue).
    func suspend() {
        for phase in [ScenePhase.inactive, .background] {
            scenePhase.phase = phase
            driver.graph.beginEvent()
            driver.graph.update()
        }
        screen.suspend()
    }

    /// Takes the screen again after a stop and repaints it; the scene phase is `.active` again.
    func resume() {
        scenePhase.phase = .active
        guard screen.resume() else { return }
        adoptScreenSize()
        frameIfNeeded()
    }

    /// Gives the screen back for good.
    func end() {
        screen.end()
    }

    /// Whether a wake-up is queued on the main queue and has not run yet.
    var hasScheduledWakeUp: Bool {
        wakeUp.isScheduled
    }

    private func adoptScreenSize() {
        screen.resize()
        driver.resize(to: screen.size)
        screenNeedsFrame = true
    }
}

/// Runs the scheduler's frame check on the main queue, asked from any thread; asks made before
/// the main queue gets to it are coalesced into one.
private final class WakeUp: Sendable {
    private struct State {
        var isScheduled = false
        var action: (@MainActor @Sendable () -> Void)?
    }

    private let state = Mutex(State())

    var isScheduled: Bool {
        state.withLock { $0.isScheduled }
    }

    func setAction(_ action: @escaping @MainActor @Sendable () -> Void) {
        state.withLock { $0.action = action }
    }

    func fire() {
        let action = state.withLock { state -> (@MainActor @Sendable () -> Void)? in
            guard !state.isScheduled, let action = state.action else { return nil }
            state.isScheduled = true
            return action
        }
        guard let action else { return }
        DispatchQueue.main.async { [self] in
            state.withLock { $0.isScheduled = false }
            MainActor.assumeIsolated { action() }
        }
    }
}

/// Lets the quit action reach its scheduler once the scheduler exists.
@MainActor
private final class QuitTarget {
    var quit: () -> Void = {}
}
