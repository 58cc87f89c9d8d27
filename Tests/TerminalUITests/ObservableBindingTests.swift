import Observation
import Testing

@testable import TerminalUICore

@Observable
private final class Settings {
    var isOn = false
    var isShowingSheet = false
    var flavour = "Vanilla"
    var tab = 0
    var chosen: Int?
}

/// Controls bound to an `@Observable` model through `$settings.…`, whose body reads none of
/// the bound properties: only the controls read them. The buttons write the model directly.
private struct SettingsForm: View {
    @State private var settings = Settings()

    var body: some View {
        VStack(alignment: .leading) {
            HStack {
                Button("Flip") { settings.isOn.toggle() }
                Button("Sheet") { settings.isShowingSheet = true }
                Button("Chocolate") { settings.flavour = "Chocolate" }
                Button("Second") { settings.tab = 1 }
                Button("Row 2") { settings.chosen = 2 }
            }
            Toggle("Lights", isOn: $settings.isOn)
            Picker("Flavour", selection: $settings.flavour) {
                Text("Vanilla").tag("Vanilla")
                Text("Chocolate").tag("Chocolate")
            }
            List(1...3, id: \.self, selection: $settings.chosen) { Text("row \($0)") }
                .frame(height: .rows(4))
            TabView(selection: $settings.tab) {
                Text("first page").tabItem { Text("One") }.tag(0)
                Text("second page").tabItem { Text("Two") }.tag(1)
            }
        }
        .sheet(isPresented: $settings.isShowingSheet) { Text("the sheet") }
    }
}

@Suite("Bindings into an @Observable model")
@MainActor
struct ObservableBindingTests {
    private func pressButton(_ host: TestHost, _ label: String) {
        for _ in 0..<12 where !(host.focusedText ?? "").contains(label) { host.press(.tab) }
        #expect((host.focusedText ?? "").contains(label), "focus reached \(label):\n\(host.screenText)")
        host.press(.return)
    }

    @Test func aToggleShowsAWriteMadeElsewhere() {
        let host = TestHost(SettingsForm(), width: 80, height: 24)
        #expect(host.screenText.contains("[ ] Lights"))
        pressButton(host, "Flip")
        #expect(host.screenText.contains("[x] Lights"), "the toggle shows the model's new value:\n\(host.screenText)")
    }

    @Test func aSheetOpensWhenTheModelSaysSo() {
        let host = TestHost(SettingsForm(), width: 80, height: 24)
        pressButton(host, "Sheet")
        #expect(host.screenText.contains("the sheet"), "the sheet is up:\n\(host.screenText)")
    }

    @Test func aPickerATabViewAndAListFollowTheModel() {
        let host = TestHost(SettingsForm(), width: 80, height: 24)
        #expect(host.screenText.contains("Vanilla ▾") && host.screenText.contains("first page"))
        pressButton(host, "Chocolate")
        #expect(host.screenText.contains("Chocolate ▾"), "the picker shows Chocolate:\n\(host.screenText)")
        pressButton(host, "Second")
        #expect(host.screenText.contains("second page"), "the second tab shows:\n\(host.screenText)")
        pressButton(host, "Row 2")
        #expect(host.isReversed("row 2"), "the list selects row 2:\n\(host.screenText)")
    }
}
