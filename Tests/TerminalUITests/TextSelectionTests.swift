import Testing

@testable import TerminalUICore

/// A field with a selection binding, and a line saying where its cursor is.
private struct CursorReport: View {
    @State private var text = ""
    @State private var selection: TextSelection?

    var body: some View {
        VStack(alignment: .leading) {
            TextField("Note", text: $text, selection: $selection)
            Text("cursor \(offset.map(String.init) ?? "none")")
            Button("First") { selection = TextSelection(range: text.startIndex..<text.index(after: text.startIndex)) }
        }
    }

    private var offset: Int? {
        guard case .selection(let range)? = selection?.indices else { return nil }
        return text.distance(from: text.startIndex, to: range.upperBound)
    }
}

@Suite("TextField(selection:)")
@MainActor
struct TextSelectionTests {
    @Test func theFieldWritesItsCursorAsAnInsertionPoint() {
        let text = RecordedValue("")
        let selection = RecordedValue<TextSelection?>(nil)
        let host = TestHost(TextField("Name", text: text.binding, selection: selection.binding), width: 20, height: 1)
        host.type("hello")
        #expect(selection.value == TextSelection(insertionPoint: text.value.endIndex))
        #expect(selection.value?.isInsertion == true)
        host.press(.leftArrow)
        host.press(.leftArrow)
        #expect(selection.value == TextSelection(insertionPoint: text.value.index(text.value.startIndex, offsetBy: 3)))
    }

    @Test func theScreenFollowsTheCursorAndASelectionSetFromOutsidePutsItAtTheEnd() {
        let host = TestHost(CursorReport(), width: 40, height: 12)
        host.type("abc")
        #expect(host.screenText.contains("cursor 3"), "\(host.screenText)")
        host.press(.home)
        #expect(host.screenText.contains("cursor 0"), "\(host.screenText)")
        host.press(.end)
        host.press(.tab)
        host.press(.return)
        host.press(.tab, modifiers: .shift)
        #expect(host.screenText.contains("cursor 1"), "focus keeps the cursor the button placed:\n\(host.screenText)")
        host.type("Z")
        #expect(
            host.screenText.contains("aZbc"), "typed at the end of the first character's range:\n\(host.screenText)")
    }

    @Test func multiSelectionEndsAtItsLastRange() {
        let text = "abcdef"
        var ranges = RangeSet<String.Index>()
        ranges.insert(contentsOf: text.startIndex..<text.index(after: text.startIndex))
        ranges.insert(contentsOf: text.index(text.startIndex, offsetBy: 3)..<text.index(text.startIndex, offsetBy: 4))
        let selection = TextSelection(ranges: ranges)
        #expect(!selection.isInsertion)
        #expect(selection.end == text.index(text.startIndex, offsetBy: 4))
    }
}
