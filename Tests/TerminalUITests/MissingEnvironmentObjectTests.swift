import Testing

@testable import TerminalUICore

// A missing @EnvironmentObject is a clear message on screen and in Diagnostics, never a
// crash, even when the body reads the object; providing it later shows the view.

private final class Theme: ObservableObject {
    @Published var name = "Solar"
}

private struct ThemeName: View {
    @EnvironmentObject var theme: Theme

    var body: some View {
        Text("Theme \(theme.name)")
    }
}

private struct Provider: View {
    @State private var provides = false
    @StateObject private var theme = Theme()

    var body: some View {
        VStack(alignment: .leading) {
            Button("Provide") { provides = true }
            if provides {
                ThemeName().environmentObject(theme)
            } else {
                ThemeName()
            }
        }
    }
}

@Suite("Missing @EnvironmentObject")
@MainActor
struct MissingEnvironmentObjectTests {
    @Test func aBodyThatReadsAMissingObjectShowsTheMessageAndProvidingItShowsTheView() {
        let host = TestHost(Provider(), width: 100, height: 3)
        #expect(host.screen[1].hasPrefix("No Theme in the environment of ThemeName: add .environmentObject(_:)"))
        #expect(Diagnostics.recent.contains { $0.hasPrefix("No Theme in the environment of ThemeName") })
        host.press(.return)
        #expect(host.screen[1] == "Theme Solar")
        #expect(host.focusProblem == nil)
    }
}
