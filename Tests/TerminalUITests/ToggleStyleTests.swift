import Testing

@testable import TerminalUICore

@Suite("ToggleStyle")
@MainActor
struct ToggleStyleTests {
    /// Draws `ON`/`OFF` before the label and flips on a tap, as real styles do.
    private struct WordStyle: ToggleStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack {
                Text(configuration.isOn ? "ON " : "OFF")
                configuration.label
            }
            .onTapGesture { configuration.isOn.toggle() }
        }
    }

    /// A toggle drawn as a button that flips its binding.
    private struct ButtonFlipStyle: ToggleStyle {
        func makeBody(configuration: Configuration) -> some View {
            Button {
                configuration.$isOn.wrappedValue.toggle()
            } label: {
                HStack(spacing: 0) {
                    configuration.label
                    Text(configuration.isOn ? " ●" : " ○")
                }
            }
        }
    }

    /// Wraps the standard toggle.
    private struct StarredStyle: ToggleStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack(spacing: 0) {
                Text("* ")
                Toggle(configuration)
            }
        }
    }

    private struct Settings: View {
        @State var wifi = false
        @State var sound = true
        @State var alarms = false
        @State var news = true

        var body: some View {
            VStack(alignment: .leading) {
                Toggle("Wi-Fi", isOn: $wifi)
                Toggle("Sound", isOn: $sound).toggleStyle(ButtonFlipStyle())
                Toggle("Alarms", isOn: $alarms).toggleStyle(StarredStyle())
                Toggle("News", isOn: $news).toggleStyle(.switch)
            }
            .toggleStyle(WordStyle())
        }
    }

    @Test func aStyledToggleTakesFocusAndTheKeysFlipItOnce() {
        let host = TestHost(Settings(), width: 40, height: 12)
        #expect(host.screen[0] == "OFF Wi-Fi")
        #expect(host.isReversed("OFF Wi-Fi"))
        host.press(.space)
        #expect(host.screen[0] == "ON  Wi-Fi", "the body's own tap gesture does not flip it a second time")
        host.press(.return)
        #expect(host.screen[0] == "OFF Wi-Fi")
        #expect(host.focusProblem == nil)
    }

    @Test func aStyleWithItsOwnButtonIsStillOneControlThatTheKeysFlip() {
        let host = TestHost(Settings(), width: 40, height: 12)
        #expect(host.screen[1] == "[ Sound ● ]")
        host.press(.tab)
        #expect(host.isReversed("[ Sound ● ]"))
        host.press(.return)
        #expect(host.screen[1] == "[ Sound ○ ]")
        host.press(.tab)
        #expect(host.isReversed("* [ ] Alarms"), "the inner button was not a focus stop")
    }

    @Test func aClickFlipsAStyledToggleAndFocusesIt() {
        let host = TestHost(Settings(), width: 40, height: 12)
        host.click(x: 5, y: 2)
        #expect(host.screen[2] == "* [x] Alarms")
        #expect(host.isReversed("* [x] Alarms"))
    }

    @Test func theBuiltInStylesDrawTheStandardToggle() {
        let host = TestHost(Settings(), width: 40, height: 12)
        #expect(host.screen[3] == "[x] News")
        for _ in 0..<3 { host.press(.tab) }
        host.press(.space)
        #expect(host.screen[3] == "[ ] News")
    }

    @Test(arguments: SnapshotTests.sizes)
    func snapshots(size: Size) {
        let host = TestHost(Settings(), width: size.width, height: size.height)
        Snapshot.assert(host, named: "togglestyle-\(size.width)x\(size.height)")
        host.press(.tab)
        host.press(.space)
        Snapshot.assert(host, named: "togglestyle-flipped-\(size.width)x\(size.height)")
    }
}
