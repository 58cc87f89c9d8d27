import Foundation
import Testing

@testable import TerminalUICore

@Suite("Alert forms")
@MainActor
struct AlertFormTests {
    private struct User: Identifiable {
        let id: String
    }

    @Test func theOldAlertStructWithTwoButtonsRunsTheChosenAction() {
        let log = Log()
        let shown = RecordedValue(true)
        let host = TestHost(
            Text("Body").alert(isPresented: shown.binding) {
                Alert(
                    title: Text("Delete?"), message: Text("For ever"),
                    primaryButton: .destructive(Text("Delete")) { log("delete") },
                    secondaryButton: .cancel())
            }, width: 40, height: 10)
        #expect(host.screenText.contains("Delete?"))
        #expect(host.screenText.contains("For ever"))
        host.press(.tab)
        host.press(.return)
        #expect(log.entries == ["delete"])
        #expect(shown.writes == [false])
    }

    private struct Greeter: View {
        @State private var user: User?
        let log: Log

        var body: some View {
            let _ = log("user \(user?.id ?? "nil")")
            Text("Hello")
                .onTapGesture { user = User(id: "Taylor") }
                .alert(item: $user) { Alert(title: Text($0.id)) }
        }
    }

    @Test func alertItemShowsWhileTheItemIsSetAndOKClearsIt() {
        let log = Log()
        let host = TestHost(Greeter(log: log), width: 40, height: 10)
        host.press(.return)
        #expect(host.screenText.contains("Taylor"))
        #expect(host.screenText.contains("[ OK ]"))
        host.press(.return)
        #expect(log.entries.last == "user nil")
        #expect(!host.screenText.contains("Taylor"))
    }

    /// Made off the main actor, as an app's `static let` alerts are.
    nonisolated private static func invalidFormAlert() -> Alert {
        Alert(title: Text("Invalid Form"), message: Text("Fill in every field"), dismissButton: .default(Text("OK")))
    }

    @Test func anAlertValueMadeOffTheMainActorShows() {
        let shown = RecordedValue(true)
        let host = TestHost(
            Text("Body").alert(isPresented: shown.binding) { Self.invalidFormAlert() }, width: 40, height: 10)
        #expect(host.screenText.contains("Invalid Form") && host.screenText.contains("[ OK ]"))
        host.press(.return)
        #expect(shown.writes == [false])
    }

    @Test func confirmationDialogAddsACancelThatEscapeChooses() {
        let log = Log()
        let shown = RecordedValue(true)
        let host = TestHost(
            Text("Body").confirmationDialog("Sort by", isPresented: shown.binding) {
                Button("Name") { log("name") }
                Button("Date") { log("date") }
            }, width: 50, height: 10)
        #expect(host.screenText.contains("[ Cancel ]"))
        host.press(.escape)
        #expect(log.entries.isEmpty)
        #expect(shown.writes == [false])
    }

    @Test func alertPresentingDataBuildsActionsFromIt() {
        let log = Log()
        let shown = RecordedValue(true)
        let host = TestHost(
            Text("Body").alert("Remove", isPresented: shown.binding, presenting: "Ann") { name in
                Button("Remove \(name)", role: .destructive) { log("removed \(name)") }
                Button("Keep", role: .cancel) {}
            } message: {
                Text("Remove \($0) from the team?")
            }, width: 50, height: 10)
        #expect(host.screenText.contains("Remove Ann from the team?"))
        host.press(.tab)
        host.press(.return)
        #expect(log.entries == ["removed Ann"])
    }

    /// Titles written as `Text`, as code that builds them with interpolation and styles does.
    @Test func textTitledDialogsAndAlertsPresentingDataShowTheirTitles() {
        let log = Log()
        let host = TestHost(
            VStack {
                Text("Body")
                    .confirmationDialog(
                        Text("Save \("Ann")?").bold(), isPresented: .constant(true), titleVisibility: .visible,
                        presenting: "Ann"
                    ) { name in
                        Button("Save \(name)") { log("saved \(name)") }
                    } message: {
                        Text("The user \($0) is new.")
                    }
            }, width: 50, height: 12)
        #expect(host.shows("Save Ann?") && host.shows("The user Ann is new.") && host.shows("[ Cancel ]"))
        host.press(.return)
        #expect(log.entries == ["saved Ann"])
        let hidden = TestHost(
            Text("Body").confirmationDialog(
                Text("Hidden title"), isPresented: .constant(true), titleVisibility: .hidden
            ) {
                Button("Go") {}
            }, width: 50, height: 12)
        #expect(!hidden.shows("Hidden title") && hidden.shows("[ Go ]"))
        let alert = TestHost(
            Text("Body").alert(Text("Delete \("Bo")"), isPresented: .constant(true), presenting: 3) { count in
                Button("Delete \(count)") {}
            }, width: 50, height: 12)
        #expect(alert.shows("Delete Bo") && alert.shows("[ Delete 3 ]"))
    }

    private enum LoadError: LocalizedError {
        case offline
        var errorDescription: String? { "Could not load" }
        var failureReason: String? { "The network is down." }
    }

    @Test func anErrorAlertShowsTheDescriptionAndReasonWhileThereIsAnError() {
        let shown = RecordedValue(true)
        let error: LoadError? = .offline
        let host = TestHost(
            Text("Body").alert(isPresented: shown.binding, error: error) { Button("Retry") {} }, width: 40, height: 10)
        #expect(host.screenText.contains("Could not load"))
        #expect(host.screenText.contains("The network is down."))
        #expect(host.screenText.contains("Retry"))
        host.press(.return)
        #expect(shown.writes == [false])

        let none: LoadError? = nil
        let quiet = TestHost(
            Text("Body").alert(isPresented: RecordedValue(true).binding, error: none) { Button("Retry") {} },
            width: 40, height: 10)
        #expect(!quiet.screenText.contains("Retry"), "no error, no alert")
    }

    @Test func anErrorAlertMakesItsActionsAndMessageFromTheError() {
        let host = TestHost(
            Text("Body").alert(isPresented: RecordedValue(true).binding, error: LoadError.offline) { error in
                Button("Dismiss \(error.errorDescription ?? "")") {}
            } message: { error in
                Text(error.failureReason ?? "")
            }, width: 50, height: 10)
        #expect(host.screenText.contains("Dismiss Could not load"))
        #expect(host.screenText.contains("The network is down."))
    }

    private struct Naming: View {
        @State private var asking = true
        @State private var name = ""
        @State private var secret = ""
        @State private var saved = "nobody"
        var body: some View {
            Text("Saved: \(saved)")
                .alert("Your name", isPresented: $asking) {
                    TextField("Name", text: $name)
                    SecureField("Password", text: $secret)
                    Button("Save") { saved = "\(name) (\(secret.count))" }
                    Button("Cancel", role: .cancel) {}
                } message: {
                    Text("Who are you?")
                }
        }
    }

    @Test(arguments: SnapshotTests.sizes)
    func anAlertShowsItsTextFieldsAboveTheButtonsAndFocusesTheFirst(size: Size) {
        let host = TestHost(Naming(), width: size.width, height: size.height)
        Snapshot.assert(host, named: "alert-text-fields-\(size.width)x\(size.height)")
        #expect(host.shows("Name") && host.shows("Password") && host.shows("[ Save ]"), "\(host.screenText)")
        host.type("Ann")
        host.press(.tab)
        host.type("pw")
        #expect(!host.shows("pw"), "the password is not shown")
        host.press(.tab)
        host.press(.return)
        #expect(host.shows("Saved: Ann (2)"), "\(host.screenText)")
    }
}
