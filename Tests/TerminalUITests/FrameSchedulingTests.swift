import Foundation
import Testing

@testable import TerminalUICore

/// A model written from outside the view: from a background thread or a task.
private final class Gauge: ObservableObject, @unchecked Sendable {
    @Published var value = 0
}

/// Shows a gauge, a count of its own and a list; Return counts.
private struct GaugeView: View {
    @ObservedObject var gauge: Gauge
    @State private var presses = 0

    var body: some View {
        VStack(alignment: .leading) {
            Text("gauge \(gauge.value)")
            Button("pressed \(presses)") { presses += 1 }
        }
    }
}

/// A view whose `onAppear` starts a task that writes its `@State` when it finishes.
private struct Loading: View {
    let started: (Task<Void, Never>) -> Void
    @State private var status = "loading"

    var body: some View {
        Text(status)
            .onAppear {
                started(
                    Task { @MainActor in
                        await Task.yield()
                        status = "loaded"
                    })
            }
    }
}

/// A button that opens a sheet, and a line saying which pane's focused value is published.
private struct SheetOpener: View {
    @FocusedValue(\.label) private var pane
    @State private var isShowingSheet = false

    var body: some View {
        VStack(alignment: .leading) {
            Button("Open") { isShowingSheet = true }
                .focusedValue(\.label, "main")
            Text("pane: \(pane ?? "none")")
        }
        .sheet(isPresented: $isShowingSheet) {
            Button("Close") { isShowingSheet = false }
                .focusedValue(\.label, "sheet")
        }
    }
}

@Suite("Frame scheduling: one frame per event, none without a change")
@MainActor
struct FrameSchedulingTests {
    /// Each frame draws over the canvas of the frame before the last; a canvas someone kept
    /// (a test, a screen) is a value, and does not change under them.
    @Test func aKeptCanvasKeepsItsFrame() {
        let host = TestHost(GaugeView(gauge: Gauge()), width: 20, height: 2)
        let first = host.canvas
        for expected in 1...3 {
            host.press(.return)
            #expect(host.screen[1] == "[ pressed \(expected) ]")
        }
        #expect(first.lines[1].hasPrefix("[ pressed 0 ]"))
        #expect(host.canvas.lines[1].hasPrefix("[ pressed 3 ]"))
    }

    @Test func oneKeyPressIsOneFrame() {
        let host = TestHost(GaugeView(gauge: Gauge()), width: 20, height: 3)
        #expect(host.frameCount == 1)
        host.press(.return)
        #expect(host.frameCount == 2)
        #expect(host.shows("pressed 1"))
        host.type("   ")
        #expect(host.frameCount == 5)
        #expect(host.shows("pressed 4"))
    }

    @Test func aKeyThatChangesNothingIsNoFrame() {
        let host = TestHost(GaugeView(gauge: Gauge()), width: 20, height: 3)
        host.press("x")
        host.press(.upArrow)
        host.settle()
        #expect(host.frameCount == 1)
    }

    @Test func aResizeIsOneFrame() {
        let host = TestHost(GaugeView(gauge: Gauge()), width: 20, height: 3)
        host.resize(width: 30, height: 4)
        #expect(host.frameCount == 2)
        #expect(host.size == Size(width: 30, height: 4))
        #expect(host.canvas.size == Size(width: 30, height: 4))
    }

    @Test func continuingAfterAStopRepaintsWithOneFrame() {
        let gauge = Gauge()
        let host = TestHost(GaugeView(gauge: gauge), width: 20, height: 3)
        host.suspendAndResume()
        #expect(host.frameCount == 2)
        #expect(host.shows("gauge 0"))
    }

    @Test func closingASheetLaysOutOnceThoughFocusMovesBack() {
        let host = TestHost(SheetOpener(), width: 30, height: 6)
        #expect(host.shows("pane: main"))
        host.press(.return)
        #expect(host.shows("Close"))
        let layouts = EngineCounters.layouts
        host.press(.return)
        // Focus goes back to Open before the layout, so the line reading the focused value is
        // evaluated in the same pass: one frame, one layout.
        #expect(EngineCounters.layouts - layouts == 1)
        #expect(!host.shows("Close"))
        #expect(host.shows("pane: main"))
        #expect(host.frameCount == 3)
    }

    @Test func aBurstOfWritesFromAnotherThreadIsOneFrame() async {
        let gauge = Gauge()
        let host = TestHost(GaugeView(gauge: gauge), width: 20, height: 3)
        // The main thread waits while the writes happen, so every wake-up they ask for is
        // queued before the main queue runs any of them.
        let done = DispatchSemaphore(value: 0)
        Thread {
            for value in 1...100 {
                gauge.value = value
            }
            done.signal()
        }.start()
        done.wait()
        #expect(host.frameCount == 1)
        await host.runWakeUps()
        #expect(host.frameCount == 2)
        #expect(host.shows("gauge 100"))
    }

    @Test func aFrameThatAnotherThreadsWriteWokeShowsTheWrittenValue() {
        let gauge = Gauge()
        let host = TestHost(GaugeView(gauge: gauge), width: 20, height: 3)
        // Holds the writing thread inside its announcement while the main thread draws a
        // frame, as a wake-up that runs at once would: the frame must show the new value, for
        // no other frame comes after it.
        let write = HeldWrite()
        let holding = gauge.objectWillChange.sink { _ in
            if !Thread.isMainThread { write.hold() }
        }
        write.start { gauge.value = 7 }
        host.settle()
        write.release()
        host.settle()
        #expect(host.shows("gauge 7"))
        holding.cancel()
    }

    @Test func aWriteFromATaskIsDrawnByTheWakeUpWithoutAnEvent() async {
        let gauge = Gauge()
        let host = TestHost(GaugeView(gauge: gauge), width: 20, height: 3)
        await Task.detached { gauge.value = 7 }.value
        await host.runWakeUps()
        #expect(host.frameCount == 2)
        #expect(host.shows("gauge 7"))
    }

    @Test func aTaskFinishingDrawsAFrameThroughTheWakeUp() async {
        var task: Task<Void, Never>?
        let host = TestHost(Loading { task = $0 }, width: 20, height: 2)
        #expect(host.shows("loading"))
        await task?.value
        await host.runWakeUps()
        #expect(host.frameCount == 2)
        #expect(host.shows("loaded"))
    }

    @Test func aWakeUpAfterTheFrameDrewItsWorkDrawsNothing() async {
        let gauge = Gauge()
        let host = TestHost(GaugeView(gauge: gauge), width: 20, height: 3)
        // Written on the main actor, then drawn by an event before the wake-up runs.
        gauge.value = 1
        host.press(.return)
        #expect(host.frameCount == 2)
        await host.runWakeUps()
        #expect(host.frameCount == 2)
        #expect(host.shows("gauge 1"))
    }

    @Test func framesAreCountedForBenchmarks() {
        let before = EngineCounters.frames
        let host = TestHost(GaugeView(gauge: Gauge()), width: 20, height: 3)
        host.press(.return)
        host.press("x")
        #expect(EngineCounters.frames - before == 2)
    }
}
