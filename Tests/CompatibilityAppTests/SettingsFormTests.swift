import TerminalUI
import Testing

// A settings screen as a SwiftUI tutorial would write it: a Form of toggles, pickers, a slider
// and a stepper over @State, with a summary that follows every change.

private enum Theme: String, CaseIterable, Identifiable {
    case system, light, dark
    var id: Self { self }
}

private struct SettingsView: View {
    @State private var notifications = true
    @State private var sounds = false
    @State private var theme = Theme.system
    @State private var fontSize = 14
    @State private var volume = 0.5

    var body: some View {
        NavigationStack {
            Form {
                Section("Alerts") {
                    Toggle("Notifications", isOn: $notifications)
                    Toggle("Sounds", isOn: $sounds)
                        .disabled(!notifications)
                }
                Section("Look") {
                    Picker("Theme", selection: $theme) {
                        ForEach(Theme.allCases) { theme in
                            Text(theme.rawValue.capitalized).tag(theme)
                        }
                    }
                    .pickerStyle(.segmented)
                    Stepper("Font size \(fontSize)", value: $fontSize, in: 10...20, step: 2)
                    Slider(value: $volume, in: 0...1, step: 0.25) { Text("Volume") }
                }
                Section {
                    Text(
                        "\(notifications ? "on" : "off") \(sounds ? "loud" : "quiet") \(theme.rawValue) \(fontSize) \(volume, format: .percent)"
                    )
                }
            }
            .navigationTitle("Settings")
        }
    }
}

@Suite("A settings form")
@MainActor
struct SettingsFormTests {
    private func summary(_ host: TestHost) -> String {
        host.screen.last { !$0.isEmpty }?.trimmingCharacters(in: .whitespaces) ?? ""
    }

    @Test func everyControlIsReachedWithDownAndChangesTheSummary() {
        let host = TestHost(SettingsView(), width: 60, height: 20)
        #expect(host.screen[0] == " Settings")
        #expect(summary(host) == "on quiet system 14 50%")
        host.press(.downArrow)  // Sounds
        host.press(.space)
        #expect(summary(host) == "on loud system 14 50%")
        host.press(.downArrow)  // Theme
        host.press(.rightArrow)
        host.press(.rightArrow)
        #expect(summary(host) == "on loud dark 14 50%")
        host.press(.downArrow)  // Font size
        host.press("+")
        host.press("+")
        #expect(summary(host) == "on loud dark 18 50%")
        host.press(.downArrow)  // Volume
        host.press(.rightArrow)
        #expect(summary(host) == "on loud dark 18 75%")
    }

    @Test func turningNotificationsOffDisablesSounds() {
        let host = TestHost(SettingsView(), width: 60, height: 20)
        host.press(.space)
        #expect(summary(host) == "off quiet system 14 50%")
        host.press(.downArrow)
        // Sounds is disabled: Down skips it and lands on the theme picker.
        host.press(.space)
        #expect(summary(host) == "off quiet system 14 50%")
        host.press(.rightArrow)
        #expect(summary(host) == "off quiet light 14 50%")
    }
}
