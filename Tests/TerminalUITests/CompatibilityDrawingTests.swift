import Testing
@testable import TerminalUI

// Headless tests of ZStack, Color as a view, shapes, .background, .overlay, .opacity and .task.

@Suite("Layers, shapes and colours")
@MainActor
struct LayerTests {
    @Test func zStackDrawsLaterChildrenOverEarlierOnesAligned() {
        let host = TestHost(ZStack(alignment: .bottomTrailing) {
            Text("aaaaaa")
            Text("b")
        }, width: 6, height: 1)
        #expect(host.screen[0] == "aaaaab")
    }

    @Test func aColourFillsItsSpaceAndABackgroundKeepsUnderText() {
        let host = TestHost(VStack(alignment: .leading) {
            Color.blue.frame(width: 3, height: 1)
            Text("hi").padding(.horizontal, 1).background(Color.red)
            Text("yo").background(.green)
        }, width: 10, height: 3)
        #expect(host.cell(x: 2, y: 0).style.background == TerminalColor(4))
        #expect(host.screen[1] == " hi")
        for x in 0..<4 {
            #expect(host.cell(x: x, y: 1).style.background == TerminalColor(1))
        }
        #expect(host.cell(x: 1, y: 2).style.background == TerminalColor(2))
    }

    @Test func overlaysDrawOverAndOpacityDimsOrHides() {
        let host = TestHost(VStack(alignment: .leading) {
            Text("12345").overlay(Text("x"), alignment: .trailing)
            Text("dim").opacity(0.5)
            Text("gone").opacity(0)
            Text("end")
        }, width: 10, height: 4)
        #expect(host.screen == ["1234x", "dim", "", "end"])
        #expect(host.cell(x: 0, y: 1).style.attributes.contains(.dim))
    }

    @Test func shapesFillWithColourOrStrokeWithLines() {
        let host = TestHost(VStack(alignment: .leading, spacing: 0) {
            RoundedRectangle(cornerRadius: 8).stroke(.blue, lineWidth: 2).frame(width: 4, height: 3)
            Rectangle().stroke(Color.red).frame(width: 3, height: 2)
            Capsule().fill(LinearGradient(colors: [.green, .blue], startPoint: .leading, endPoint: .trailing)).frame(width: 2, height: 1)
            Circle().frame(width: 2, height: 1)
        }, width: 10, height: 7)
        #expect(Array(host.screen.prefix(5)) == ["╭──╮", "│  │", "╰──╯", "┌─┐", "└─┘"])
        #expect(host.cell(x: 0, y: 0).style.foreground == TerminalColor(4))
        #expect(host.cell(x: 1, y: 5).style.background == TerminalColor(2))
        #expect(host.cell(x: 0, y: 6).style.attributes.contains(.reverse))
    }
}

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

private final class Settings: ObservableObject {}

@Observable
private final class Model {}

@Suite("Containers and small views")
@MainActor
struct ContainerCompatibilityTests {
    @Test func groupBoxLabeledContentProgressAndLazyStacks() {
        let host = TestHost(LazyVStack(alignment: .leading) {
            GroupBox("Box") { Text("inside") }
            LabeledContent("Total", value: 3.5, format: .number)
            ProgressView("Copying", value: 0.5)
            ProgressView("Waiting")
            LazyHStack { Text("a"); Text("b") }
        }, width: 40, height: 9)
        #expect(Array(host.screen.prefix(4)) == ["┌────────┐", "│ Box    │", "│ inside │", "└────────┘"])
        #expect(host.screen[4].hasPrefix("Total") && host.screen[4].hasSuffix("3.5"))
        #expect(host.screen[5] == "Copying ██████████░░░░░░░░░░ 50%")
        #expect(host.screen[6] == "Waiting …")
        #expect(host.screen[7] == "a b")
    }

    @Test func aScrollViewKeepsTheFocusedControlInView() {
        let host = TestHost(ScrollView {
            VStack(alignment: .leading) {
                ForEach(0..<10) { index in Button("Item \(index)") {} }
            }
        }, width: 20, height: 3)
        #expect(host.screen[0] == "[ Item 0 ]")
        for _ in 0..<5 { host.press(.tab) }
        #expect(host.screen.contains("[ Item 5 ]"))
        #expect(!host.screen.contains("[ Item 0 ]"))
    }

    @Test func aMissingEnvironmentObjectShowsAMessageInsteadOfStopping() {
        struct NeedsSettings: View {
            @EnvironmentObject var settings: Settings
            var body: some View { Text("fine") }
        }
        struct NeedsModel: View {
            @Environment(Model.self) private var model
            var body: some View { Text("fine \(model)") }
        }
        let host = TestHost(VStack(alignment: .leading) {
            NeedsSettings()
            NeedsModel()
            NeedsSettings().environmentObject(Settings())
        }, width: 120, height: 3)
        #expect(host.screen[0].hasPrefix("No Settings in the environment of NeedsSettings: add .environmentObject(_:)"))
        #expect(host.screen[1].hasPrefix("No Model in the environment of NeedsModel: add .environment(_:)"))
        #expect(host.screen[2] == "fine")
        #expect(Diagnostics.recent.contains { $0.hasPrefix("No Settings in the environment") })
    }

    @Test func controlRRunsTheRefreshAction() async {
        let log = Log()
        let host = TestHost(List { Text("row") }.refreshable { log("refresh") }, width: 20, height: 3)
        host.press("r", modifiers: .control)
        for _ in 0..<100 where log.entries.isEmpty { await Task.yield() }
        #expect(log.entries == ["refresh"])
    }
}
