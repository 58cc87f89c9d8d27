import Testing

@testable import TerminalUICore

@Suite("ButtonStyle and PrimitiveButtonStyle")
@MainActor
struct ButtonStyleTests {
    /// Draws the label between angle brackets, `!` first for a destructive button.
    private struct AngleStyle: ButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack(spacing: 0) {
                Text(configuration.role == .destructive ? "!<" : "<")
                configuration.label
                Text(configuration.isPressed ? "*>" : ">")
            }
        }
    }

    /// Runs the action only on a double tap — which a terminal turns into one key or click.
    private struct DoubleTapStyle: PrimitiveButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            configuration.label.onTapGesture(count: 2) { configuration.trigger() }
        }
    }

    /// Wraps the standard button, as real styles do.
    private struct FramedStyle: PrimitiveButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack(spacing: 0) {
                Text("|")
                Button(configuration)
                Text("|")
            }
        }
    }

    private struct Buttons: View {
        let log: Log

        var body: some View {
            VStack(alignment: .leading) {
                Button("Save") { log("save") }
                Button("Delete", role: .destructive) { log("delete") }
                Nested(log: log)
                Button("Twice") { log("twice") }.buttonStyle(DoubleTapStyle())
                Button("Framed") { log("framed") }.buttonStyle(FramedStyle())
                Button("Plain") { log("plain") }.buttonStyle(.bordered)
            }
            .buttonStyle(AngleStyle())
        }
    }

    private struct Nested: View {
        let log: Log

        var body: some View {
            Button("Inner") { log("inner") }
        }
    }

    @Test func aCustomStyleDrawsEveryButtonBelowItAndTheButtonsStillTakeFocusAndKeys() {
        let log = Log()
        let host = TestHost(Buttons(log: log), width: 40, height: 12)
        #expect(host.screen[0] == "<Save>")
        #expect(host.screen[1] == "!<Delete>")
        #expect(host.screen[2] == "<Inner>", "the style reaches buttons in nested views")
        #expect(host.isReversed("<Save>"), "the focused styled button is reversed")
        host.press(.return)
        host.press(.tab)
        host.press(.space)
        host.press(.tab)
        host.press(.return)
        #expect(log.entries == ["save", "delete", "inner"])
        #expect(host.isReversed("<Inner>") && !host.isReversed("<Save>"))
        #expect(host.focusProblem == nil)
    }

    @Test func aClickPressesAStyledButton() {
        let log = Log()
        let host = TestHost(Buttons(log: log), width: 40, height: 12)
        host.click(x: 3, y: 2)
        #expect(log.entries == ["inner"])
    }

    /// Records each `isPressed` it is drawn with, and what the action saw.
    private struct Recording: ButtonStyle {
        let log: Log
        func makeBody(configuration: Configuration) -> some View {
            log("drawn pressed: \(configuration.isPressed)")
            return configuration.label
        }
    }

    @Test func isPressedIsFalseInEveryDrawnBody() {
        let log = Log()
        let host = TestHost(Button("Go") { log("action") }.buttonStyle(Recording(log: log)), width: 20, height: 3)
        host.press(.return)
        #expect(log.entries.contains("action") && !log.entries.contains("drawn pressed: true"))
    }

    @Test func aPrimitiveStyleTriggersOnOneKeyOrClickWhateverItsGesture() {
        let log = Log()
        let host = TestHost(Buttons(log: log), width: 40, height: 12)
        #expect(host.screen[3] == "Twice")
        for _ in 0..<3 { host.press(.tab) }
        #expect(host.isReversed("Twice"))
        host.press(.return)
        host.click(x: 1, y: 3)
        #expect(log.entries == ["twice", "twice"])
    }

    @Test func buttonOfAConfigurationIsTheStandardButtonAndNotASecondFocusStop() {
        let log = Log()
        let host = TestHost(Buttons(log: log), width: 40, height: 12)
        #expect(host.screen[4] == "|[ Framed ]|")
        for _ in 0..<4 { host.press(.tab) }
        #expect(host.isReversed("|[ Framed ]|"))
        host.press(.space)
        host.press(.tab)
        #expect(host.isReversed("[ Plain ]"), "the framed button was one stop")
        host.press(.return)
        #expect(log.entries == ["framed", "plain"])
    }

    @Test func theBuiltInStylesDrawTheStandardButton() {
        let host = TestHost(
            VStack {
                Button("A") {}.buttonStyle(.plain)
                Button("B") {}.buttonStyle(.borderless)
                Button("C") {}.buttonStyle(.borderedProminent)
                Button("D") {}.buttonStyle(.automatic)
            }, width: 20, height: 4)
        #expect(host.screen == ["[ A ]", "[ B ]", "[ C ]", "[ D ]"])
    }

    @Test(arguments: SnapshotTests.sizes)
    func snapshots(size: Size) {
        let host = TestHost(Buttons(log: Log()), width: size.width, height: size.height)
        Snapshot.assert(host, named: "buttonstyle-\(size.width)x\(size.height)")
        for _ in 0..<4 { host.press(.tab) }
        Snapshot.assert(host, named: "buttonstyle-framed-focused-\(size.width)x\(size.height)")
    }
}
