import Testing

@testable import TerminalUICore

// A list with no row to select (a section's header over an empty `ForEach`) takes no focus:
// the button an app floats over it is where focus starts, as a user expects.

@Suite("An empty list")
@MainActor
struct EmptyListTests {
    private struct Workout: View {
        @State private var exercises: [String] = []

        var body: some View {
            ZStack(alignment: .bottomTrailing) {
                List {
                    Section(header: Text("Exercises")) {
                        ForEach(exercises, id: \.self) { Text($0) }
                    }
                }
                Button("+") { exercises.append("Squat \(exercises.count + 1)") }
            }
        }
    }

    @Test func takesNoFocusUntilItHasARow() throws {
        let host = TestHost(Workout(), width: 30, height: 8)
        let plus = try #require(host.locate("[ + ]"))
        #expect(host.focusedFrame?.contains(plus) == true, "focus starts on the button:\n\(host.screenText)")
        host.press(.return)
        #expect(host.shows("Squat 1"), "Return presses it:\n\(host.screenText)")
        host.press(.tab)
        #expect(host.isReversed("Squat 1"), "the list with a row takes focus:\n\(host.screenText)")
        #expect(host.focusProblem == nil)
    }

    @Test func aListWhoseOnlyRowIsAMessageStillTakesFocusForItsKeys() {
        var pressed = false
        let host = TestHost(
            List { Text("No persons. Press n to add one.") }
                .onKeyPress("n") {
                    pressed = true
                    return .handled
                }, width: 40, height: 4)
        host.press("n")
        #expect(pressed, "the list's key handler hears the key")
    }
}
