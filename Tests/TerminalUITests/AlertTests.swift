import Testing

@testable import TerminalUICore

/// An alert driven by an optional message, as the custom-binding article writes it.
private struct ErrorReporter: View {
    let log: Log
    let message: BindingBox<String?>
    @State private var errorTitle: String? = nil

    var body: some View {
        let _ = message.keep($errorTitle)
        VStack {
            Text("content")
            Button("Behind") { log("behind") }
                .keyboardShortcut("b")
        }
        .alert(errorTitle ?? "Xatolik", isPresented: Binding(ifNotNil: $errorTitle)) {
            Button("OK") { log("OK, title still \(errorTitle ?? "nil")") }
        }
    }
}

/// An alert with no actions.
private struct NoActions: View {
    let shown: BindingBox<Bool>
    @State private var isPresented = true

    var body: some View {
        let _ = shown.keep($isPresented)
        Text("content")
            .alert("Saved", isPresented: $isPresented) {}
    }
}

/// An alert whose binding cannot be written.
private struct Stuck: View {
    let log: Log

    var body: some View {
        Text("content")
            .alert("Stuck", isPresented: .constant(true)) {
                Button("Retry") { log("retry") }
            }
    }
}

/// A question with a cancel button.
private struct Question: View {
    let log: Log
    let shown: BindingBox<Bool>
    @State private var isPresented = false

    var body: some View {
        let _ = shown.keep($isPresented)
        Button("Ask") { isPresented = true }
            .alert("Delete it?", isPresented: $isPresented) {
                Button("Delete", role: .destructive) { log("delete") }
                Button("Keep", role: .cancel) { log("keep") }
            }
    }
}

@Suite("Alerts")
@MainActor
struct AlertTests {
    @Test func settingTheOptionalShowsTheAlertAndOKClearsItForGood() {
        // Acceptance case 18.
        let log = Log()
        let message = BindingBox<String?>()
        let host = TestHost(ErrorReporter(log: log, message: message), width: 40, height: 10)
        #expect(!host.shows("[ OK ]"))
        message.set("Internet yo'q!")
        host.settle()
        #expect(host.shows("Internet yo'q!"))
        #expect(host.isReversed("[ OK ]"))
        host.press(.return)
        // The action ran first (seeing the title), then the binding was set false → nil.
        #expect(log.entries == ["OK, title still Internet yo'q!"])
        #expect(message.value == .some(nil))  // the binding is there; the optional is nil
        #expect(!host.shows("Internet yo'q!"))
        #expect(!host.shows("[ OK ]"))
        host.settle()
        host.press(.tab)
        #expect(!host.shows("[ OK ]"))
    }

    @Test func anAlertTrapsFocusAndKeysAndGivesFocusBackWhenItCloses() {
        let log = Log()
        let message = BindingBox<String?>()
        let host = TestHost(ErrorReporter(log: log, message: message), width: 40, height: 10)
        #expect(host.isReversed("[ Behind ]"))
        message.set("Oops")
        host.settle()
        #expect(!host.isReversed("[ Behind ]"))
        host.press(.tab)
        host.press(.tab, modifiers: .shift)
        host.press("b", modifiers: .control)
        host.press(.downArrow)
        #expect(log.entries.isEmpty)
        #expect(host.isReversed("[ OK ]"))
        host.press(.space)
        #expect(log.entries == ["OK, title still Oops"])
        #expect(host.isReversed("[ Behind ]"))
        host.press("b", modifiers: .control)
        #expect(log.entries.last == "behind")
    }

    @Test func anAlertWithNoActionsGetsAnOKButton() {
        let shown = BindingBox<Bool>()
        let host = TestHost(NoActions(shown: shown), width: 40, height: 10)
        #expect(host.shows("Saved"))
        #expect(host.isReversed("[ OK ]"))
        host.press(.return)
        #expect(shown.value == false)
        #expect(!host.shows("Saved"))
    }

    @Test func anAlertOnAConstantTrueBindingStaysAfterItsActionRuns() {
        let log = Log()
        let host = TestHost(Stuck(log: log), width: 40, height: 10)
        host.press(.return)
        #expect(log.entries == ["retry"])
        #expect(host.shows("Stuck"))
        host.press(.return)
        #expect(log.entries == ["retry", "retry"])
        #expect(host.shows("[ Retry ]"))
    }

    @Test func settingTheBindingFalseInCodeDismissesWithoutRunningAnAction() {
        let log = Log()
        let shown = BindingBox<Bool>()
        let host = TestHost(Question(log: log, shown: shown), width: 40, height: 10)
        host.press(.return)
        #expect(host.shows("Delete it?"))
        shown.set(false)
        host.settle()
        #expect(!host.shows("Delete it?"))
        #expect(log.entries.isEmpty)
        #expect(host.isReversed("[ Ask ]"))
    }

    @Test func escapeChoosesTheCancelButton() {
        let log = Log()
        let shown = BindingBox<Bool>()
        let host = TestHost(Question(log: log, shown: shown), width: 40, height: 10)
        host.press(.return)
        #expect(host.isReversed("[ Keep ]"), "with a destructive choice, the cancel button starts focused")
        host.press(.escape)
        #expect(log.entries == ["keep"])
        #expect(shown.value == false)
        #expect(!host.shows("Delete it?"))
    }

    @Test func arrowsMoveBetweenTheAlertsButtons() {
        let log = Log()
        let shown = BindingBox<Bool>()
        let host = TestHost(Question(log: log, shown: shown), width: 40, height: 10)
        host.press(.return)
        #expect(host.isReversed("[ Keep ]"))
        host.press(.leftArrow)
        #expect(host.isReversed("[ Delete ]"))
        host.press(.rightArrow)
        #expect(host.isReversed("[ Keep ]"))
        host.press(.leftArrow)
        host.press(.return)
        #expect(log.entries == ["delete"])
    }
}
