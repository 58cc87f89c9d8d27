import Testing

@testable import TerminalUICore

private final class Settings: ObservableObject {}

@Observable
private final class Model {}

@Suite("Containers and small views")
@MainActor
struct ContainerCompatibilityTests {
    @Test func groupBoxLabeledContentProgressAndLazyStacks() {
        let host = TestHost(
            LazyVStack(alignment: .leading) {
                GroupBox("Box") { Text("inside") }
                LabeledContent("Total", value: 3.5, format: .number)
                ProgressView("Copying", value: 0.5)
                ProgressView("Waiting")
                LazyHStack {
                    Text("a")
                    Text("b")
                }
            }, width: 40, height: 9)
        #expect(Array(host.screen.prefix(4)) == ["┌────────┐", "│ Box    │", "│ inside │", "└────────┘"])
        #expect(host.screen[4].hasPrefix("Total") && host.screen[4].hasSuffix("3.5"))
        #expect(host.screen[5] == "Copying ██████████░░░░░░░░░░ 50%")
        #expect(host.screen[6] == "Waiting …")
        #expect(host.screen[7] == "a b")
    }

    @Test func aScrollViewKeepsTheFocusedControlInView() {
        let host = TestHost(
            ScrollView {
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
        let host = TestHost(
            VStack(alignment: .leading) {
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
