import Foundation
import Testing

@testable import TerminalUICore

// A list row that is a `NavigationLink` whose label holds a text field (a reminders list, where
// each title is edited in place and the row opens the reminder): the link is a control of its
// row ahead of the field, so Return on it opens the reminder and Tab goes on into the field.

@Observable
private final class Reminder: Identifiable, Hashable {
    let id = UUID()
    var title: String
    init(_ title: String) { self.title = title }
    static func == (lhs: Reminder, rhs: Reminder) -> Bool { lhs.id == rhs.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

@Observable
private final class Reminders {
    var all = [Reminder("Milk"), Reminder("Bread")]
}

/// A row's title field, focused when the row appears for a reminder without a title.
private struct ReminderRow: View {
    @Bindable var reminder: Reminder
    @FocusState private var isFocused: Bool

    var body: some View {
        TextField("New Reminder", text: $reminder.title)
            .focused($isFocused)
            .onAppear { if reminder.title.isEmpty { isFocused = true } }
    }
}

private struct RemindersView: View {
    let log: Log
    @State private var reminders = Reminders()

    var body: some View {
        NavigationStack {
            List(reminders.all) { reminder in
                NavigationLink(value: reminder) {
                    ReminderRow(reminder: reminder)
                        .onSubmit { log("submitted \(reminder.title)") }
                }
            }
            .navigationDestination(for: Reminder.self) { Text("Details of \($0.title)") }
            .toolbar { Button("New Reminder") { reminders.all.append(Reminder("")) } }
        }
    }
}

@Suite("A text field in a list row that is a link")
@MainActor
struct ListLinkRowFieldTests {
    @Test func returnOnTheRowOpensItAndTabGoesIntoItsField() {
        let log = Log()
        let host = TestHost(RemindersView(log: log), width: 40, height: 8)
        #expect(host.focusProblem == nil)
        #expect(host.focusedText?.contains("Milk") == true)
        host.press(.return)
        #expect(host.screenText.contains("Details of Milk"))
        host.press(.escape)
        #expect(!host.screenText.contains("Details of"))

        host.press(.tab)
        host.type(" and eggs")
        #expect(host.screenText.contains("Milk and eggs"))
        host.press(.return)
        #expect(log.entries == ["submitted Milk and eggs"])
        #expect(!host.screenText.contains("Details of"), "Return in the field submits it")
        host.press(.tab, modifiers: .shift)
        #expect(host.focusedFrame?.size.width == 38, "Shift-Tab goes back to the row's link")

        host.press(.downArrow)
        #expect(host.focusedText?.contains("Bread") == true, "↓ moves to the next row's link")
        host.press(.return)
        #expect(host.screenText.contains("Details of Bread"))
    }

    @Test func aNewRowsFieldTakesFocusWhenItsFocusStateSaysSo() {
        let host = TestHost(RemindersView(log: Log()), width: 40, height: 8)
        for _ in 0..<6 where host.focusedText?.contains("New Reminder") != true { host.press(.tab) }
        host.press(.return)
        host.type("Call the plumber")
        #expect(host.screenText.contains("Call the plumber"))
        #expect(host.focusedText?.contains("Call the plumber") == true)
    }
}
