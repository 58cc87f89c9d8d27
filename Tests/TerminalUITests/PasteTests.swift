import Testing

@testable import TerminalUICore

@Suite("Paste")
@MainActor
struct PasteTests {
    @Test func aPasteIntoATextFieldIsOneWriteAtTheCursor() {
        let text = RecordedValue("Ann Lee")
        let host = TestHost(TextField("Name", text: text.binding), width: 40, height: 1)
        for _ in 0..<3 { host.press(.leftArrow) }
        host.paste("Ma\u{7}ría\r\n")
        #expect(text.writes == ["Ann María Lee"], "one write for the whole paste, cleaned")
        #expect(host.screen == ["Ann María Lee"])
        #expect(host.cursor?.x == 10, "the cursor after the pasted text")
        host.type("x")
        #expect(text.value == "Ann María xLee")
    }

    @Test func ctrlUnderscoreUndoesAPasteAsOneEdit() {
        let text = RecordedValue("")
        let host = TestHost(TextField("Name", text: text.binding), width: 40, height: 1)
        host.type("ab")
        host.paste("cdef")
        host.press("_", modifiers: .control)
        #expect(text.value == "ab")
    }

    @Test func aPasteLimitCutsThePasteAndSaysHowMuchWasLeftOut() {
        let text = RecordedValue("abc")
        let log = Log()
        let host = TestHost(
            TextField("Name", text: text.binding).pasteLimit(8) { log("left out \($0)") },
            width: 40, height: 1
        )
        host.paste("0123456789")
        #expect(text.writes == ["abc01234"])
        #expect(log.entries == ["left out 5"])
        host.paste("zz")
        #expect(text.writes == ["abc01234"], "a full field takes nothing more")
        #expect(log.entries == ["left out 5", "left out 2"])
        host.type("typing is not limited")
        #expect(text.value.count > 8)
    }

    @Test func aPasteThatFitsIsNotReported() {
        let text = RecordedValue("")
        let log = Log()
        let host = TestHost(
            TextField("Name", text: text.binding).pasteLimit(5) { log("left out \($0)") }, width: 20, height: 1)
        host.paste("12345")
        #expect(text.value == "12345")
        #expect(log.entries.isEmpty)
    }

    @Test func aPasteNoControlTakesIsDroppedNotTypedAsKeys() {
        let log = Log()
        let host = TestHost(
            VStack {
                Button("One") { log("one") }
            }
            .onKeyPress(action: { press in
                log("key \(press.characters)")
                return .handled
            }),
            width: 20, height: 2
        )
        host.paste("q ")
        #expect(log.entries.isEmpty)
    }

    @Test func onPasteCommandReceivesAPasteTheFocusedControlDoesNotTake() {
        let log = Log()
        let host = TestHost(
            VStack {
                Button("One") { log("one") }
                TextField("Name", text: .constant(""))
            }
            .onPasteCommand { log("pasted \($0)") },
            width: 20, height: 2
        )
        host.paste("a\nb")
        #expect(log.entries == ["pasted a b"])
        host.press(.tab)
        host.paste("c")
        #expect(log.entries == ["pasted a b"], "a focused text field takes the paste itself")
    }
}
