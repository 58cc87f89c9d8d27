import Testing

@testable import TerminalUICore

/// A field over `@State`, whose binding a test can write from outside.
private struct OwnedField: View {
    let text: BindingBox<String>
    let log: Log
    @State private var value: String

    init(_ initial: String, text: BindingBox<String>, log: Log) {
        _value = State(initialValue: initial)
        self.text = text
        self.log = log
    }

    var body: some View {
        let _ = text.keep($value)
        TextField("Name", text: $value)
            .onSubmit { log("submit \(value)") }
    }
}

@Suite("TextField")
@MainActor
struct TextFieldTests {
    /// A field `width` columns wide on a one-row screen, focused, with the cursor at the end.
    private func field(_ text: RecordedValue<String>, width: Int = 20) -> TestHost {
        TestHost(TextField("Name", text: text.binding), width: width, height: 1)
    }

    @Test func ctrlUnderscoreUndoesTheLastEditAndATypingRunAsOne() {
        let text = RecordedValue("")
        let host = field(text, width: 30)
        host.type("abc def")
        host.press("w", modifiers: .control)
        #expect(text.value == "abc ")
        host.press("_", modifiers: .control)
        #expect(text.value == "abc def", "the word is back")
        host.press("_", modifiers: .control)
        #expect(text.value == "", "the typing run undoes in one step")
        host.press("_", modifiers: .control)
        #expect(text.value == "", "nothing more to undo")
    }

    @Test func movingTheCursorEndsATypingRun() {
        let text = RecordedValue("")
        let host = field(text, width: 30)
        host.type("ab")
        host.press(.leftArrow)
        host.type("XY")
        #expect(text.value == "aXYb")
        host.press("_", modifiers: .control)
        #expect(text.value == "ab")
        host.type("Z")
        #expect(text.value == "aZb", "the cursor came back with the text")
        host.press(.delete)
        host.press("_", modifiers: .control)
        #expect(text.value == "aZb", "a deletion is an edit of its own")
    }

    /// A login form's own placeholder: a label under an empty field, gone once it holds text.
    private struct Login: View {
        @State private var email = ""

        var body: some View {
            ZStack(alignment: .leading) {
                if email.isEmpty { Text("EMAIL") }
                TextField("", text: $email)
            }
        }
    }

    @Test func anEmptyFieldShowsWhatIsUnderItAndItsTextCoversIt() {
        let host = TestHost(Login(), width: 20, height: 1)
        #expect(host.screen[0] == "EMAIL", "the label under the empty field shows")
        #expect(host.attributes(of: "EMAIL").contains(.underline), "underlined as the field is")
        host.type("me@x.io")
        #expect(host.screen[0] == "me@x.io")
    }

    @Test func typingBobWritesEachPrefixOnce() {
        // Acceptance case 17.
        let text = RecordedValue("")
        let host = field(text)
        host.type("Bob")
        #expect(text.writes == ["B", "Bo", "Bob"])
        #expect(host.screen[0] == "Bob")
        #expect(host.cursor == Point(x: 3, y: 0))
    }

    @Test func anOutsideChangeReplacesTheTextAndClampsTheCursor() {
        let text = BindingBox<String>()
        let host = TestHost(OwnedField("Hello", text: text, log: Log()), width: 20, height: 1)
        #expect(host.cursor == Point(x: 5, y: 0))
        host.press(.home)
        host.press(.rightArrow)
        host.press(.rightArrow)
        host.press(.rightArrow)
        text.set("Hello, world")
        host.settle()
        #expect(host.screen[0] == "Hello, world")
        #expect(host.cursor == Point(x: 3, y: 0))
        text.set("Yo")
        host.settle()
        #expect(host.screen[0] == "Yo")
        #expect(host.cursor == Point(x: 2, y: 0))
        host.type("!")
        #expect(text.value == "Yo!")
    }

    @Test func returnRunsOnSubmitAndWritesNothing() {
        let text = BindingBox<String>()
        let log = Log()
        let host = TestHost(OwnedField("Ann", text: text, log: log), width: 20, height: 1)
        host.press(.return)
        #expect(log.entries == ["submit Ann"])
        #expect(text.value == "Ann")

        let recorded = RecordedValue("Ann")
        let plain = field(recorded)
        plain.press(.return)
        #expect(recorded.writes.isEmpty)
    }

    @Test func leftAndRightMoveByGraphemeOverWideCharacters() {
        let text = RecordedValue("张伟")
        let host = field(text)
        #expect(host.cursor == Point(x: 4, y: 0))
        host.press(.leftArrow)
        #expect(host.cursor == Point(x: 2, y: 0))
        host.press(.leftArrow)
        host.press(.leftArrow)
        #expect(host.cursor == Point(x: 0, y: 0))
        host.press(.rightArrow)
        #expect(host.cursor == Point(x: 2, y: 0))
        host.press(.delete)
        #expect(text.value == "伟")
        #expect(host.cursor == Point(x: 0, y: 0))
    }

    @Test func aLetterWithACombiningAccentIsOneCharacter() {
        let text = RecordedValue("Re\u{301}my")
        let host = field(text)
        #expect(host.cursor == Point(x: 4, y: 0))
        host.press(.leftArrow)
        host.press(.leftArrow)
        #expect(host.cursor == Point(x: 2, y: 0))
        host.press(.delete)
        #expect(text.value == "Rmy")
    }

    @Test func anEmojiSequenceIsOneCharacter() {
        let text = RecordedValue("a👨‍👩‍👧👍")
        let host = field(text)
        #expect(host.cursor == Point(x: 5, y: 0))
        host.press(.leftArrow)
        #expect(host.cursor == Point(x: 3, y: 0))
        host.press(.delete)
        #expect(text.value == "a👍")
        #expect(host.cursor == Point(x: 1, y: 0))
    }

    @Test func homeEndAndTheirControlKeys() {
        let text = RecordedValue("abc")
        let host = field(text)
        host.press(.home)
        #expect(host.cursor == Point(x: 0, y: 0))
        host.press(.end)
        #expect(host.cursor == Point(x: 3, y: 0))
        host.press("a", modifiers: .control)
        #expect(host.cursor == Point(x: 0, y: 0))
        host.press("e", modifiers: .control)
        #expect(host.cursor == Point(x: 3, y: 0))
        #expect(text.writes.isEmpty)
    }

    @Test func backspaceDeletesBeforeAndDeleteAfterTheCursor() {
        let text = RecordedValue("abcd")
        let host = field(text)
        host.press(.delete)
        #expect(text.value == "abc")
        host.press(.home)
        host.press(.deleteForward)
        #expect(text.value == "bc")
        host.press(.delete)  // at the start: nothing to delete, nothing written
        host.press(.end)
        host.press(.deleteForward)
        #expect(text.writes == ["abc", "bc"])
    }

    @Test func controlKeysKillToTheEndToTheStartAndTheWordBefore() {
        let text = RecordedValue("hello big world")
        let host = field(text)
        host.press("w", modifiers: .control)
        #expect(text.value == "hello big ")
        host.press(.home)
        for _ in 0..<5 { host.press(.rightArrow) }
        host.press("k", modifiers: .control)
        #expect(text.value == "hello")
        host.press(.leftArrow)
        host.press("u", modifiers: .control)
        #expect(text.value == "o")
        #expect(host.cursor == Point(x: 0, y: 0))
        #expect(text.writes.count == 3)
    }

    @Test func altBAndAltFMoveByWords() {
        let text = RecordedValue("one two three")
        let host = field(text)
        host.press("b", modifiers: .option)
        #expect(host.cursor == Point(x: 8, y: 0))
        host.press("b", modifiers: .option)
        #expect(host.cursor == Point(x: 4, y: 0))
        host.press("f", modifiers: .option)
        #expect(host.cursor == Point(x: 7, y: 0))
        host.press(.delete, modifiers: .option)
        #expect(text.value == "one  three")
    }

    @Test func longTextScrollsToKeepTheCursorVisible() throws {
        let text = RecordedValue("")
        let host = field(text, width: 10)
        host.type("abcdefghijklmnopqrst")
        let cursor = try #require(host.cursor)
        #expect(cursor.x < 10)
        // The end of the text is shown, up to the cursor.
        #expect(host.screen[0].hasSuffix("t"))
        #expect(cursor.x == Glyph.width(of: host.screen[0]))
        host.press(.home)
        #expect(host.cursor == Point(x: 0, y: 0))
        #expect(host.screen[0] == "abcdefghij")
        for _ in 0..<12 { host.press(.rightArrow) }
        let moved = try #require(host.cursor)
        #expect(moved.x < 10)
        #expect(host.cell(x: moved.x, y: 0).text == "m")
    }

    @Test func wideTextScrollsWithoutSplittingAGlyph() throws {
        let text = RecordedValue("张伟张伟张伟张伟")
        let host = field(text, width: 7)
        let cursor = try #require(host.cursor)
        #expect(cursor.x < 7)
        for x in 0..<7 {
            let cell = host.cell(x: x, y: 0)
            #expect(["张", "伟", "", " "].contains(cell.text))
            if cell.width == 2 { #expect(host.cell(x: x + 1, y: 0).width == 0) }
        }
        host.press(.home)
        #expect(host.screen[0] == "张伟张")
        #expect(host.cursor == Point(x: 0, y: 0))
    }

    @Test func anUnfocusedFieldShowsTheStartOfALongText() {
        let long = RecordedValue("abcdefghijklmnopqrst")
        let host = TestHost(
            VStack {
                Button("First") {}
                TextField("Long", text: long.binding).frame(width: .columns(10))
            }, width: 20, height: 2)
        #expect(host.screen[1] == "abcdefghij")
        host.press(.tab)
        #expect(host.screen[1] == "lmnopqrst")
        host.press(.tab)
        #expect(host.screen[1] == "abcdefghij")
    }

    @Test func anEmptyFieldShowsItsPlaceholderDimmed() {
        let text = RecordedValue("")
        let host = field(text)
        #expect(host.screen[0] == "Name")
        #expect(host.cell(x: 0, y: 0).style.attributes.contains(.dim))
        #expect(host.cursor == Point(x: 0, y: 0))
        host.type("Z")
        #expect(host.screen[0] == "Z")
        #expect(!host.cell(x: 0, y: 0).style.attributes.contains(.dim))
    }

    @Test func layoutDecidesTheScrollAndTheCursorAndDrawingOnlyReadsThem() {
        let text = RecordedValue("abcdefghijklmnopqrstuvwxyz")
        let driver = FrameDriver(
            content: TextField("Name", text: text.binding), size: Size(width: 10, height: 1),
            minimumSize: Size(width: 1, height: 1))
        driver.graph.settle(in: driver.size)
        // Known before anything is drawn: the text scrolled so that the cursor (at the end) shows.
        #expect(driver.graph.cursorPosition == Point(x: 9, y: 0))
        var first = CellGrid(size: driver.size)
        driver.graph.draw(into: &first)
        var second = CellGrid(size: driver.size)
        driver.graph.draw(into: &second)
        #expect(first.lines == ["rstuvwxyz"])
        #expect(second.lines == first.lines)
        #expect(driver.graph.cursorPosition == Point(x: 9, y: 0))
        // Home, then three to the right, each laid out but not drawn: the text scrolled back.
        driver.handle(KeyPress(.home))
        driver.graph.settle(in: driver.size)
        for _ in 0..<3 { driver.handle(KeyPress(.rightArrow)) }
        driver.graph.settle(in: driver.size)
        #expect(driver.graph.cursorPosition == Point(x: 3, y: 0))
    }
}
