import Testing

@testable import TerminalUICore

@Suite("TextEditor")
@MainActor
struct TextEditorTests {
    private final class Note: ObservableObject {
        @Published var text = "First line\nSecond"
    }

    private struct Editor: View {
        @ObservedObject var note: Note
        var body: some View {
            VStack(alignment: .leading) {
                Text("Notes")
                TextEditor(text: $note.text)
                    .frame(height: .rows(4))
                Button("Done") {}
            }
        }
    }

    @Test func typingReturnAndTheArrowsEditLinesAndWriteTheBinding() {
        let note = Note()
        let host = TestHost(Editor(note: note), width: 30, height: 8)
        #expect(host.screen[1] == "First line" && host.screen[2] == "Second")
        #expect(host.cursor == Point(x: 6, y: 2), "focus starts in the editor, cursor at the end of the text")
        host.press(.upArrow)
        host.press(.end)
        host.type("!")
        host.press(.downArrow)
        host.press(.return)
        host.type("Third")
        #expect(note.text == "First line!\nSecond\nThird", "↓ on a shorter line goes to its end")
        #expect(host.screen[1] == "First line!")
        host.press(.upArrow)
        host.press(.home)
        host.press(.delete)
        #expect(note.text == "First line!Second\nThird", "Backspace at a line's start joins it to the line before")
        note.text = "Replaced"
        host.settle()
        #expect(host.screen[1] == "Replaced")
        host.press(.tab)
        #expect(host.cursor == nil, "Tab moves focus on to the button")
    }

    /// A formatting bar's button appends to the text, as a Markdown editor's bold button does.
    private struct Formatter: View {
        @State private var text = ""
        var body: some View {
            VStack(alignment: .leading) {
                TextEditor(text: $text).frame(height: .rows(2))
                Button("Bold") { text += "**" }
            }
        }
    }

    @Test func textAppendedFromOutsideLeavesTheCursorAtTheEnd() {
        let host = TestHost(Formatter(), width: 30, height: 6)
        host.type("Hello ")
        host.press(.tab)
        host.press(.return)
        host.press(.tab, modifiers: .shift)
        host.type("world")
        host.press(.tab)
        host.press(.return)
        #expect(host.screen[0] == "Hello **world**", "typing went on after the appended text:\n\(host.screenText)")
    }

    @Test func longLinesWrapAndTheEditorScrollsToTheCursor() {
        let note = Note()
        note.text = ""
        let host = TestHost(Editor(note: note), width: 12, height: 8)
        host.type("abcdefghijklmnopqrstuvwxyz0123456789ABCDEFGHIJKLMNOP")
        #expect(note.text.count == 52)
        // 12 columns a row: five rows, of which the last four show.
        #expect(host.screen[1] == "mnopqrstuvwx" && host.screen[4] == "MNOP")
        #expect(host.cursor == Point(x: 4, y: 4))
    }

    @Test func wordsWrapWholeAndASpaceAtTheEndOfARowHangsThere() {
        let note = Note()
        note.text = "the quick brown fox jumps"
        let host = TestHost(Editor(note: note), width: 12, height: 8)
        #expect(host.screen[1] == "the quick" && host.screen[2] == "brown fox" && host.screen[3] == "jumps")
        host.press(.upArrow)
        host.press(.end)
        #expect(host.cursor == Point(x: 9, y: 2), "End stays on the row: before the space it wraps on")
        host.type("s")
        #expect(note.text == "the quick brown foxs jumps", "\(host.screenText)")
        note.text = "abcdefghijklmnop"
        host.settle()
        #expect(host.screen[1] == "abcdefghijkl" && host.screen[2] == "mnop", "a word longer than the row breaks")
    }

    @Test(arguments: SnapshotTests.sizes)
    func snapshots(size: Size) {
        let host = TestHost(Editor(note: Note()), width: size.width, height: size.height)
        host.press(.end)
        Snapshot.assert(host, named: "texteditor-focused-\(size.width)x\(size.height)")
    }
}
