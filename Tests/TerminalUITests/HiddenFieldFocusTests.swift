import Testing

@testable import TerminalUICore

// A text field at no opacity, focused from code, takes the keys typed while a view of one's own
// shows them (a word game's board, a code entry's boxes): Tab and clicks never reach it, as
// SwiftUI does not hit-test it, but `@FocusState` does.

private struct Board: View {
    @State private var letters = ""
    @FocusState private var isTyping: Bool

    var body: some View {
        VStack(alignment: .leading) {
            ZStack {
                TextField("", text: $letters).focused($isTyping).opacity(0)
                Text("Board: \(letters.isEmpty ? "empty" : letters)")
            }
            Button("Type") { isTyping = true }
            Button("Done") {}
        }
    }
}

@Suite("A hidden field focused from code")
@MainActor
struct HiddenFieldFocusTests {
    @Test func focusAskedByCodeReachesTheHiddenFieldAndTabLeavesIt() {
        let host = TestHost(Board(), width: 30, height: 3)
        #expect(host.focusedText?.contains("Type") == true, "the hidden field takes no focus unasked")
        host.press(.return)
        host.type("ZEBRA")
        #expect(host.screen[0].contains("Board: ZEBRA"), "\(host.screenText)")
        #expect(host.focusProblem == nil)
        host.press(.tab)
        #expect(host.focusedText?.contains("Type") == true || host.focusedText?.contains("Done") == true)
        for _ in 0..<4 {
            host.press(.tab)
            #expect(host.focusedFrame?.minY != 0, "Tab never comes back to the hidden field")
        }
    }

    /// The field focused at start, its focus modifier around its opacity (a Wordle board).
    private struct FocusedAtStart: View {
        @State private var letters = ""
        @FocusState private var isTyping: Bool

        var body: some View {
            VStack {
                TextField("", text: $letters).opacity(0).focused($isTyping)
                Text("Board: \(letters)")
                Button("New Game") { isTyping = true }
            }
            .onAppear { isTyping = true }
        }
    }

    @Test func focusAskedAtStartReachesAHiddenFieldInsideTheFocusModifier() {
        let host = TestHost(FocusedAtStart(), width: 30, height: 3)
        host.type("CRANE")
        #expect(host.shows("Board: CRANE"), "\(host.screenText)")
        host.press(.tab)
        #expect(host.focusedText?.contains("New Game") == true)
    }
}
