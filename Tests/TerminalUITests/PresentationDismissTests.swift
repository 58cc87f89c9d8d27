import Testing

@testable import TerminalUICore

// @Environment(\.dismiss) from each kind of presentation, and confirmationDialog's Cancel.

private struct Ticket: Identifiable {
    let id: Int
}

/// Closes whatever presented it with `dismiss()`.
private struct Closer: View {
    let title: String
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack(alignment: .leading) {
            Text(title)
            Button("Close") { dismiss() }
        }
    }
}

/// A button for each presentation: sheet(item:), fullScreenCover(isPresented:), and
/// fullScreenCover(item:).
private struct Presenter: View {
    let log: Log
    @State private var sheetTicket: Ticket?
    @State private var covering = false
    @State private var coverTicket: Ticket?

    var body: some View {
        VStack(alignment: .leading) {
            Button("Sheet") { sheetTicket = Ticket(id: 1) }
            Button("Cover") { covering = true }
            Button("Cover item") { coverTicket = Ticket(id: 3) }
        }
        .sheet(item: $sheetTicket, onDismiss: { log("sheet closed") }) { Closer(title: "Sheet \($0.id)") }
        .fullScreenCover(isPresented: $covering, onDismiss: { log("cover closed") }) { Closer(title: "Cover") }
        .fullScreenCover(item: $coverTicket) { Closer(title: "Cover \($0.id)") }
        .onChange(of: sheetTicket?.id) { log("sheet item \(String(describing: sheetTicket?.id))") }
        .onChange(of: coverTicket?.id) { log("cover item \(String(describing: coverTicket?.id))") }
    }
}

@Suite("dismiss from every presentation")
@MainActor
struct PresentationDismissTests {
    @Test func dismissClosesASheetForAnItemAndSetsTheItemToNil() {
        let log = Log()
        let host = TestHost(Presenter(log: log), width: 40, height: 10)
        host.press(.return)
        #expect(host.screenText.contains("Sheet 1"))
        host.press(.return)
        #expect(!host.screenText.contains("Sheet 1"))
        #expect(log.entries == ["sheet item Optional(1)", "sheet item nil", "sheet closed"])
        #expect(host.isReversed("[ Sheet ]"))
    }

    @Test func dismissClosesAFullScreenCover() {
        let log = Log()
        let host = TestHost(Presenter(log: log), width: 40, height: 10)
        host.press(.tab)
        host.press(.return)
        #expect(host.screenText.contains("Cover"))
        #expect(host.isReversed("[ Close ]"))
        host.press(.escape)
        #expect(host.screenText.contains("[ Close ]"), "as in SwiftUI, a user cannot dismiss a cover")
        #expect(log.entries.isEmpty)
        host.press(.return)
        #expect(log.entries == ["cover closed"])
        #expect(host.isReversed("[ Cover ]"))
        #expect(host.focusProblem == nil)
    }

    @Test func dismissClosesAFullScreenCoverForAnItem() {
        let log = Log()
        let host = TestHost(Presenter(log: log), width: 40, height: 10)
        host.press(.tab)
        host.press(.tab)
        host.press(.return)
        #expect(host.screenText.contains("Cover 3"))
        host.press(.return)
        #expect(!host.screenText.contains("Cover 3"))
        #expect(log.entries == ["cover item Optional(3)", "cover item nil"])
    }
}
