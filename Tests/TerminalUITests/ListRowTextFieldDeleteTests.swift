import Foundation
import Testing

@testable import TerminalUICore

/// Names in a list, each row a text field, deletable; the names above the list.
private struct EditableNames: View {
    @State var names = ["Ann", "Bo", "Cy"]

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text(names.joined(separator: ","))
            List {
                ForEach($names, id: \.self) { $name in
                    TextField("Name", text: $name)
                }
                .onDelete { names.remove(atOffsets: $0) }
            }
        }
    }
}

@Suite("List rows holding a text field")
@MainActor
struct ListRowTextFieldDeleteTests {
    @Test func backspaceAndDeleteEditTheTextAndNeverTheRows() {
        let host = TestHost(EditableNames(), width: 40, height: 8)
        host.press(.delete)
        #expect(host.screen[0] == "An,Bo,Cy")
        host.press(.delete)
        host.press(.delete)
        host.press(.delete)
        host.press(.deleteForward)
        #expect(host.screen[0] == ",Bo,Cy", "an empty field keeps its row")
    }

    @Test func shiftDeleteDeletesTheRowFromItsTextField() {
        let host = TestHost(EditableNames(), width: 40, height: 8)
        host.press(.downArrow)
        host.press(.deleteForward, modifiers: .shift)
        #expect(host.screen[0] == "Ann,Cy")
        host.type("!")
        #expect(host.screen[0] == "Ann,Cy!", "focus is in the next row's field, which took its place")
        host.press(.delete, modifiers: .shift)
        #expect(host.screen[0] == "Ann", "Shift-Backspace too, where the terminal reports it")
    }

    @Test func aTextEditorInARowLeavesShiftDeleteToTheList() {
        let host = TestHost(
            EditableNamesInEditors(), width: 40, height: 10)
        host.press(.deleteForward, modifiers: .shift)
        #expect(host.screen[0] == "Bo")
    }
}

/// As `EditableNames`, with vertical text fields (text editors).
private struct EditableNamesInEditors: View {
    @State var names = ["Ann", "Bo"]

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text(names.joined(separator: ","))
            List {
                ForEach($names, id: \.self) { $name in
                    TextField("Name", text: $name, axis: .vertical)
                }
                .onDelete { names.remove(atOffsets: $0) }
            }
        }
    }
}
