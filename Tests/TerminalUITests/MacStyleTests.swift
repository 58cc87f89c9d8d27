import Foundation
import Testing

@testable import TerminalUICore

/// A settings pane written for macOS: a radio group, a pull-down menu, a link button, a
/// square-bordered field and a date field.
private struct MacPane: View {
    @State private var order = "name"
    @State private var note = ""
    @State private var date = Date(timeIntervalSince1970: 43_200)  // noon UTC: 1 January anywhere
    @State private var opened = 0

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Picker("Sort by", selection: $order) {
                Text("Name").tag("name")
                Text("Date").tag("date")
            }
            .pickerStyle(.radioGroup)
            .horizontalRadioGroupLayout()
            Menu("Add") { Button("Open \(opened)") { opened += 1 } }
                .menuStyle(.borderedButton)
            Button("Help") {}.buttonStyle(.link)
            TextField("Note", text: $note).textFieldStyle(.squareBorder)
            DatePicker("Day", selection: $date, displayedComponents: .date).datePickerStyle(.field)
            DatePicker("Again", selection: $date, displayedComponents: .date).datePickerStyle(.stepperField)
            Text("order: \(order)")
        }
    }
}

@Suite("macOS styles")
@MainActor
struct MacStyleTests {
    @Test func aRadioGroupIsDrawnAndChosenAsAnInlinePicker() {
        let host = TestHost(MacPane(), width: 40, height: 12)
        #expect(host.screen[0] == "Sort by")
        #expect(host.screen[1] == "  (•) Name")
        #expect(host.screen[2] == "  ( ) Date")
        host.press(.downArrow)
        #expect(host.screen[2] == "  (•) Date")
        #expect(host.shows("order: date"))
    }

    @Test func theOtherStylesDrawTheStandardControls() {
        let host = TestHost(MacPane(), width: 40, height: 12)
        #expect(host.screen[3] == "[ Add ▾ ]")
        #expect(host.screen[4] == "[ Help ]")
        #expect(host.screen[5] == "Note")
        #expect(host.screen[6] == "Day 1970-01-01")
        #expect(host.screen[7] == "Again 1970-01-01")
    }
}
