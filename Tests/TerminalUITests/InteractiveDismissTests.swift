import Testing

@testable import TerminalUICore

// `.interactiveDismissDisabled`: Esc, the terminal's way to dismiss a sheet, is held back while
// the sheet's view says so.

@Suite("Interactive dismiss")
@MainActor
struct InteractiveDismissTests {
    private struct Terms: View {
        @State private var showing = false
        @State private var locked = true
        var body: some View {
            Button("Show terms") { showing = true }
                .sheet(isPresented: $showing) {
                    VStack {
                        Text("Terms")
                        Toggle("Locked", isOn: $locked)
                        Button("Accept") { showing = false }
                    }
                    .interactiveDismissDisabled(locked)
                }
        }
    }

    @Test func escDoesNotCloseASheetThatDisablesItsDismissButItsButtonDoes() {
        let host = TestHost(Terms(), width: 40, height: 10)
        host.press(.return)
        #expect(host.shows("Terms"))
        host.press(.escape)
        #expect(host.shows("Terms"), "Esc is used up: \(host.screenText)")
        host.press(.tab)
        host.press(.return)
        #expect(!host.shows("Terms"), "Accept closes it: \(host.screenText)")
    }

    @Test func escClosesItAgainOnceTheViewAllowsIt() {
        let host = TestHost(Terms(), width: 40, height: 10)
        host.press(.return)
        host.press(.space)
        #expect(host.shows("Terms"))
        host.press(.escape)
        #expect(!host.shows("Terms"), "unlocked, Esc closes it: \(host.screenText)")
    }
}
