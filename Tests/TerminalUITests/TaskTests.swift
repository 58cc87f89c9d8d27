import Testing

@testable import TerminalUICore

@Suite("Task")
@MainActor
struct TaskTests {
    private struct Loader: View {
        @State private var loaded = "…"
        let id: Int
        let log: Log

        var body: some View {
            Text(loaded)
                .task(id: id) {
                    log("start \(id)")
                    await Task.yield()
                    loaded = "loaded \(id)"
                    do {
                        try await Task.sleep(for: .seconds(3600))
                    } catch {
                        log("cancelled \(id)")
                    }
                }
        }
    }

    private struct Switcher: View {
        @State private var id = 1
        @State private var shown = true
        let log: Log

        var body: some View {
            VStack {
                if shown { Loader(id: id, log: log) }
                Button("Next") { id += 1 }
                Button("Hide") { shown = false }
            }
        }
    }

    /// Lets the main actor run queued tasks until `condition` holds (polled, no fixed sleep).
    private func waitUntil(_ host: TestHost, _ condition: () -> Bool) async {
        for _ in 0..<1000 where !condition() {
            await Task.yield()
            host.settle()
        }
    }

    @Test func aTaskRunsOnAppearRestartsWhenItsIdChangesAndIsCancelledOnDisappear() async {
        let log = Log()
        let host = TestHost(Switcher(log: log), width: 20, height: 3)
        await waitUntil(host) { host.screen[0].contains("loaded 1") }
        #expect(host.screen[0].contains("loaded 1"))
        host.press(.return)
        await waitUntil(host) { host.screen[0].contains("loaded 2") }
        #expect(host.screen[0].contains("loaded 2"))
        host.press(.tab)
        host.press(.return)
        await waitUntil(host) { log.entries.contains("cancelled 2") }
        // Cancellation reaches a task asynchronously: "cancelled 1" may come after "start 2".
        #expect(log.entries.filter { $0.hasPrefix("start") } == ["start 1", "start 2"])
        #expect(Set(log.entries) == ["start 1", "cancelled 1", "start 2", "cancelled 2"])
    }
}
