import Testing

@testable import TerminalUICore

// Setting a @FocusState to false or nil from code takes focus away from the bound control, as
// SwiftUI's does; focus elsewhere stays where it is.

private struct Note: View {
    @State private var text = ""
    @FocusState private var editing: Bool

    var body: some View {
        VStack(alignment: .leading) {
            Text(editing ? "editing" : "reading")
            TextField("Note", text: $text)
                .focused($editing)
                .onSubmit { editing = false }
            Button("Stay") { editing = false }
            Button("Edit") { editing = true }
        }
    }
}

private enum Field: Hashable {
    case first, last
}

private struct Names: View {
    @State private var first = ""
    @State private var last = ""
    @FocusState private var field: Field?

    var body: some View {
        VStack(alignment: .leading) {
            TextField("First", text: $first).focused($field, equals: .first)
            TextField("Last", text: $last).focused($field, equals: .last)
        }
        .onKeyPress(.escape) {
            field = nil
            return .handled
        }
    }
}

@Suite("@FocusState set to false or nil")
@MainActor
struct FocusStateResignTests {
    @Test func falseFromCodeTakesFocusFromTheBoundFieldAndTabGivesItBack() {
        let host = TestHost(Note(), width: 30, height: 5)
        host.press(.tab)
        #expect(host.screen[0] == "reading")
        host.press(.tab, modifiers: .shift)
        #expect(host.screen[0] == "editing")
        host.type("ab")
        #expect(host.cursor != nil)
        host.press(.return)
        #expect(host.screen[0] == "reading")
        #expect(host.cursor == nil)
        #expect(host.focusedFrame == nil)
        #expect(host.focusProblem == nil)
        // Nothing is focused: typing writes nothing.
        host.type("cd")
        #expect(host.screen[1].hasPrefix("ab"))
        #expect(!host.screenText.contains("abcd"))
        host.press(.tab)
        #expect(host.screen[0] == "editing")
        #expect(host.cursor?.y == 1)
    }

    @Test func falseWhileAnotherControlHasFocusLeavesFocusThere() {
        let host = TestHost(Note(), width: 30, height: 5)
        host.press(.tab)
        #expect(host.isReversed("[ Stay ]"))
        host.press(.return)
        #expect(host.isReversed("[ Stay ]"))
        host.press(.tab)
        host.press(.return)
        #expect(host.screen[0] == "editing")
        #expect(host.cursor?.y == 1)
    }

    @Test func nilFromCodeTakesFocusFromAnOptionalsField() {
        let host = TestHost(Names(), width: 30, height: 3)
        host.type("Ann")
        #expect(host.cursor?.y == 0)
        host.press(.escape)
        #expect(host.cursor == nil)
        #expect(host.focusProblem == nil)
        host.type("x")
        #expect(host.screen[0].hasPrefix("Ann"))
        #expect(!host.screen[0].contains("Annx"))
        host.press(.tab)
        #expect(host.cursor?.y == 0)
    }
}
