import Testing

@testable import TerminalUICore

@Suite("confirmationDialog's Cancel")
@MainActor
struct ConfirmationDialogCancelTests {
    @Test func theAddedCancelIsAButtonThatClosesWithoutAnAction() {
        let log = Log()
        let shown = RecordedValue(true)
        let host = TestHost(
            Text("Body").confirmationDialog("Sort by", isPresented: shown.binding) {
                Button("Name") { log("name") }
                Button("Date") { log("date") }
            }, width: 50, height: 10)
        #expect(host.isReversed("[ Name ]"))
        host.press(.tab)
        host.press(.tab)
        #expect(host.isReversed("[ Cancel ]"))
        host.press(.return)
        #expect(log.entries.isEmpty)
        #expect(shown.writes == [false])
    }

    @Test func aCancelRoleButtonOfTheActionsIsTheOnlyCancel() {
        let log = Log()
        let shown = RecordedValue(true)
        let host = TestHost(
            Text("Body").confirmationDialog("Leave?", isPresented: shown.binding, titleVisibility: .visible) {
                Button("Leave", role: .destructive) { log("leave") }
                Button("Stay here", role: .cancel) { log("stay") }
            } message: {
                Text("Unsaved changes are lost")
            }, width: 50, height: 10)
        #expect(host.screenText.contains("[ Stay here ]"))
        #expect(!host.screenText.contains("Cancel"))
        host.press(.escape)
        #expect(log.entries == ["stay"])
        #expect(shown.writes == [false])
    }

    @Test func choosingAnActionRunsItAndCloses() {
        let log = Log()
        let shown = RecordedValue(true)
        let host = TestHost(
            Text("Body").confirmationDialog("Sort by", isPresented: shown.binding) {
                Button("Name") { log("name") }
                Button("Date") { log("date") }
            }, width: 50, height: 10)
        host.press(.tab)
        host.press(.return)
        #expect(log.entries == ["date"])
        #expect(shown.writes == [false])
    }

    @Test func actionsWrappedInAStackAreShownAndPressed() {
        let log = Log()
        let shown = RecordedValue(true)
        let host = TestHost(
            Text("Body").confirmationDialog("More", isPresented: shown.binding) {
                VStack {
                    Button("Cut") { log("cut") }
                    Button("Delete", role: .destructive) { log("delete") }
                }
            }, width: 50, height: 10)
        #expect(host.shows("[ Cut ]") && host.shows("[ Delete ]") && host.shows("[ Cancel ]"), "\(host.screenText)")
        #expect(host.isReversed("[ Cancel ]"), "with a destructive action, Cancel is focused first")
        host.press(.tab, modifiers: .shift)
        #expect(host.isReversed("[ Delete ]"))
        host.press(.return)
        #expect(log.entries == ["delete"])
        #expect(shown.writes == [false])
    }

    @Test func aDialogOpenedFromAListRowShowsItsFocusedButtonUnclippedByTheList() {
        let shown = RecordedValue(true)
        let host = TestHost(
            List(["One", "Two"], id: \.self) { name in
                Text(name).confirmationDialog("Sure?", isPresented: shown.binding) {
                    Button("Delete", role: .destructive) {}
                }
            }.frame(width: 12), width: 50, height: 10)
        #expect(host.focusedText?.contains("Cancel") == true, "\(host.focusedText ?? "none")")
        host.press(.tab, modifiers: .shift)
        #expect(host.focusedText?.contains("Delete") == true, "\(host.focusedText ?? "none")")
    }
}
