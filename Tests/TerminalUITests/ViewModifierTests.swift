import Testing

@testable import TerminalUICore

/// A modifier with its own state: a tap counter under the content.
private struct TapCounter: ViewModifier {
    let label: String
    @State private var taps = 0

    func body(content: Content) -> some View {
        VStack(alignment: .leading) {
            content
            Button("\(label) \(taps)") { taps += 1 }
        }
    }
}

/// A modifier reading the environment.
private struct Shouting: ViewModifier {
    @Environment(\.lineLimit) private var lineLimit

    func body(content: Content) -> some View {
        HStack {
            content
            Text("limit \(lineLimit.map(String.init) ?? "none")")
        }
    }
}

private struct Modified: View {
    @State private var flag = false

    var body: some View {
        VStack(alignment: .leading) {
            Text(flag ? "on" : "off")
                .modifier(TapCounter(label: "first"))
            Text("second")
                .modifier(TapCounter(label: "second"))
                .modifier(Shouting())
                .lineLimit(2)
            Button("Flip") { flag.toggle() }
                .keyboardShortcut("f")
        }
    }
}

@Suite("Custom view modifiers")
@MainActor
struct ViewModifierTests {
    @Test func aModifierWrapsItsContentAndKeepsItsOwnStatePerUse() {
        let host = TestHost(Modified(), width: 40, height: 5)
        #expect(Array(host.screen.prefix(4)) == ["off", "[ first 0 ]", "second       limit 2", "[ second 0 ]"])
        host.press(.return)
        host.press(.return)
        host.press(.tab)
        host.press(.return)
        #expect(host.screen[1] == "[ first 2 ]")
        #expect(host.screen[3] == "[ second 1 ]")
        // The owner re-evaluating with a new content keeps the modifiers' state.
        host.press("f", modifiers: .control)
        #expect(Array(host.screen.prefix(4)) == ["on", "[ first 2 ]", "second       limit 2", "[ second 1 ]"])
    }

    /// A view generic over its theme, as a slides app writes one, defaulting to no theme.
    private struct Themed<Theme: ViewModifier>: View {
        let theme: Theme
        var body: some View { Text("Slide 1").modifier(theme) }
    }

    @Test func theEmptyModifierLeavesItsContentAsItIs() {
        let host = TestHost(Themed(theme: EmptyModifier.identity), width: 10, height: 1)
        #expect(host.screen == ["Slide 1"])
        #expect(host.canvas == TestHost(Text("Slide 1"), width: 10, height: 1).canvas)
    }
}
