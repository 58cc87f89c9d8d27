import Testing

@testable import TerminalUICore

// A view tapped to end editing (`VStack { fields }.onTapGesture { … }`) leaves focus to the
// controls inside it; a view with none takes focus itself, so that keys can tap it.

@Suite("Tap gestures and focus")
@MainActor
struct TapGestureFocusTests {
    private struct Quiz: View {
        @State private var answer = ""
        @State private var taps = 0
        @State private var checked = "unchecked"
        var body: some View {
            VStack(alignment: .leading) {
                Text("3 x 6 = ?")
                TextField("Answer", text: $answer)
                Button("Check") { checked = answer == "18" ? "Correct" : "Wrong" }
                Text("\(checked), \(taps) taps")
            }
            .onTapGesture { taps += 1 }
        }
    }

    @Test func theControlsInsideATappedViewTakeFocus() throws {
        let host = TestHost(Quiz(), width: 30, height: 6)
        let field = try #require(host.focusedFrame)
        #expect(host.screen[field.minY].contains("Answer"), "the field has focus:\n\(host.screenText)")
        host.type("18")
        host.press(.tab)
        host.press(.return)
        #expect(host.shows("Correct, 0 taps"), "\(host.screenText)")
        host.click(x: 2, y: 0)
        #expect(host.shows("Correct, 1 taps"), "a click on the view still taps it")
    }

    @Test func aTappedViewWithoutControlsTakesFocusAndKeysTapIt() {
        var taps = 0
        let host = TestHost(
            VStack {
                Text("Card").onTapGesture { taps += 1 }
            }, width: 20, height: 3)
        #expect(host.focusedFrame != nil)
        host.press(.return)
        host.press(.space)
        #expect(taps == 2)
    }
}
