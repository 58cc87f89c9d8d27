import Testing

@testable import TerminalUICore

@Suite("InputParser")
struct InputParserTests {
    private func events(_ text: String) -> [ScreenEvent] {
        InputBytes.events(text)
    }

    private func mouse(_ kind: MouseEvent.Kind, _ x: Int, _ y: Int, clicks: Int = 1) -> ScreenEvent {
        .mouse(MouseEvent(kind: kind, location: Point(x: x, y: y), clickCount: clicks))
    }

    // MARK: Text and control characters

    @Test func textIsTypedCharacterByCharacterInAnyScript() {
        #expect(events("Jo é 张👍") == ScreenEvent.typed("Jo é 张👍"))
    }

    @Test func aCharacterSplitAcrossReadsIsTypedOnce() {
        var input = InputBytes()
        let bytes = Array("张".utf8)
        #expect(input.read([bytes[0]]) == [])
        #expect(input.read([bytes[1]]) == [])
        #expect(input.read([bytes[2]]) == ScreenEvent.typed("张"))
    }

    @Test func invalidUTF8IsDroppedNotTyped() {
        var input = InputBytes()
        #expect(input.read([0x61, 0xFF, 0x62]) == ScreenEvent.typed("ab"))
        #expect(
            input.read([0x61, 0xC0, 0x80, 0xE4, 0xB8, 0x62]) == ScreenEvent.typed("ab"),
            "overlong, then a character cut short")
        #expect(input.read([0xE4]) + input.idle(.seconds(1)) == [], "a character that never ends is dropped")
    }

    @Test func privateUseCharactersThatNameSpecialKeysAreNotKeys() {
        #expect(events("\u{F700}\u{F728}x") == ScreenEvent.typed("x"))
    }

    @Test func controlCharactersAreControlLetters() {
        #expect(events("\u{01}\u{05}\u{17}") == [.press("a", .control), .press("e", .control), .press("w", .control)])
        #expect(events("\u{00}") == [.press(.space, .control)])
        #expect(events("\u{1F}") == [.press("_", .control)], "Ctrl-_: the text field's undo")
        #expect(events("\u{1C}") == [], "unassigned control characters are dropped")
    }

    @Test func tabReturnAndBackspaceAreThemselves() {
        #expect(
            events("\t\r\n\u{7F}\u{08}") == [
                .press(.tab), .press(.return), .press(.return), .press(.delete), .press(.delete),
            ])
    }

    // MARK: Escape and Alt

    @Test func aLoneEscapeIsEscapeOnceItsDelayHasPassed() {
        var input = InputBytes()
        #expect(input.read("\u{1B}") == [])
        #expect(input.idle(InputParser.escapeDelay / 2) == [], "not yet")
        #expect(input.parser.deadline != nil)
        #expect(input.idle(InputParser.escapeDelay) == [.press(.escape)])
        #expect(input.parser.deadline == nil)
    }

    @Test func escapeThenAKeyIsAltWithThatKey() {
        #expect(events("\u{1B}b\u{1B}f") == [.press("b", .option), .press("f", .option)])
        #expect(events("\u{1B}\u{7F}") == [.press(.delete, .option)])
        #expect(events("\u{1B}\u{17}") == [.press("w", [.control, .option])])
        #expect(events("\u{1B}é") == [.press("é", .option)])
    }

    @Test func twoEscapesAreTwoEscapesUnlessASequenceFollows() {
        #expect(events("\u{1B}\u{1B}") == [.press(.escape), .press(.escape)])
        #expect(events("\u{1B}\u{1B}x") == [.press(.escape), .press("x", .option)])
        #expect(events("\u{1B}\u{1B}[A") == [.press(.upArrow, .option)], "rxvt's Alt with an arrow")
        #expect(events("\u{1B}\u{1B}\u{1B}") == [.press(.escape), .press(.escape), .press(.escape)])
    }

    @Test func anIntroducerAloneIsAltWithIt() {
        #expect(events("\u{1B}[") == [.press("[", .option)])
        #expect(events("\u{1B}O") == [.press("O", .option)])
        #expect(events("\u{1B}P") == [.press("P", .option)])
        #expect(events("\u{1B}]") == [.press("]", .option)])
    }

    @Test func aSequenceSplitAcrossReadsIsOneKey() {
        var input = InputBytes()
        #expect(input.read("\u{1B}") == [])
        #expect(input.read("[") == [])
        #expect(input.read("1;5") == [])
        #expect(input.read("D") == [.press(.leftArrow, .control)])
    }

    @Test func onlyAReadThatFindsNothingEndsAnything() {
        var input = InputBytes()
        #expect(input.read("\u{1B}[4") == [])
        input.time += .seconds(5)
        #expect(input.read("~") == [.press(.end)], "late, but read before any empty read")
    }

    // MARK: Keys

    @Test func endAndHomeInEveryFormAreEndAndHome() {
        for end in ["\u{1B}[4~", "\u{1B}[8~", "\u{1B}[F", "\u{1B}OF"] {
            #expect(events(end) == [.press(.end)], "\(end.debugDescription)")
        }
        for home in ["\u{1B}[1~", "\u{1B}[7~", "\u{1B}[H", "\u{1B}OH"] {
            #expect(events(home) == [.press(.home)], "\(home.debugDescription)")
        }
    }

    @Test func everyModifierParameterIsRead() {
        let expected: [Int: EventModifiers] = [
            2: .shift, 3: .option, 4: [.shift, .option], 5: .control, 6: [.shift, .control], 7: [.option, .control],
            8: [.shift, .option, .control],
        ]
        for (parameter, modifiers) in expected {
            #expect(events("\u{1B}[1;\(parameter)A") == [.press(.upArrow, modifiers)])
            #expect(events("\u{1B}[3;\(parameter)~") == [.press(.deleteForward, modifiers)])
            #expect(events("\u{1B}[15;\(parameter)~") == [.press(.functionKey(5), modifiers)])
            #expect(events("\u{1B}[1;\(parameter)P") == [.press(.functionKey(1), modifiers)])
        }
    }

    @Test func functionKeysOneToTwenty() {
        let numbers = [11, 12, 13, 14, 15, 17, 18, 19, 20, 21, 23, 24, 25, 26, 28, 29, 31, 32, 33, 34]
        for (index, number) in numbers.enumerated() where number != 29 {
            #expect(events("\u{1B}[\(number)~") == [.press(.functionKey(index + 1))], "ESC [ \(number) ~")
        }
        #expect(events("\u{1B}[29~") == [.press(.menu)])
    }

    @Test func theKittyProtocolsKeysAreKeys() {
        #expect(events("\u{1B}[27u") == [.press(.escape)])
        #expect(events("\u{1B}[97;5u") == [.press("a", .control)])
        #expect(events("\u{1B}[120;3u") == [.press("x", .option)])
        #expect(events("\u{1B}[13;5u") == [.press(.return, .control)])
        #expect(events("\u{1B}[9;2u") == [.press(.tab, .shift)])
        #expect(events("\u{1B}[97;2u") == ScreenEvent.typed("A"), "Shift with a letter types its capital")
        #expect(events("\u{1B}[49:33;2u") == ScreenEvent.typed("!"), "the shifted key, when given")
        #expect(events("\u{1B}[57414u") == [.press(.return)], "keypad Enter")
        #expect(events("\u{1B}[57376u") == [.press(.functionKey(13))])
        #expect(events("\u{1B}[97;5:3u") == [], "a release")
        #expect(events("\u{1B}[57441u") == [], "Shift itself")
        #expect(events("\u{1B}[?1u") == [], "the reply to a flags query")
        #expect(events("\u{1B}[27;5;13~") == [.press(.return, .control)], "xterm's modifyOtherKeys")
    }

    // MARK: What is never typed

    @Test func unknownSequencesAreSwallowedWhole() {
        #expect(events("a\u{1B}[99~b") == ScreenEvent.typed("ab"))
        #expect(events("a\u{1B}[200;300;400zb") == ScreenEvent.typed("ab"))
        #expect(events("a\u{1B}[?25;1$yb") == ScreenEvent.typed("ab"))
        #expect(events("a\u{1B}O9~b") == ScreenEvent.typed("ab"))
        #expect(Diagnostics.recent.contains { $0.contains("ESC [ … ~") })
    }

    @Test func malformedSequencesAreSwallowedToTheirFinalByte() {
        #expect(
            events("a\u{1B}[1;2;3;4;5;6;7;8;9;10;11;12;13;14;15;16;17;18Ab") == ScreenEvent.typed("ab"),
            "too many parameters")
        #expect(events("a\u{1B}[1\u{FF}\u{0D}5~b") == ScreenEvent.typed("ab"), "bytes that cannot be in a sequence")
        #expect(events("a\u{1B}[12345678901234567890Ab") == ScreenEvent.typed("ab"), "a huge number")
        #expect(events("a\u{1B}[1;2\u{1B}[Cb") == [.press("a"), .press(.rightArrow), .press("b")], "ESC starts anew")
        #expect(events("a\u{1B}[1;2\u{18}b") == ScreenEvent.typed("ab"), "CAN cancels")
    }

    @Test func aSequenceCutShortIsDroppedAfterItsTimeout() {
        var input = InputBytes()
        #expect(input.read("\u{1B}[1;5") == [])
        #expect(input.idle(InputParser.escapeDelay) == [], "not yet: a sequence under way waits longer")
        #expect(input.idle(InputParser.sequenceTimeout) == [])
        #expect(input.read("x") == ScreenEvent.typed("x"))
    }

    @Test func stringsAreSkippedToTheirTerminator() {
        #expect(events("a\u{1B}]0;title\u{07}b") == ScreenEvent.typed("ab"), "OSC ended by BEL")
        #expect(events("a\u{1B}]11;rgb:0000/0000/0000\u{1B}\\b") == ScreenEvent.typed("ab"), "OSC ended by ST")
        #expect(events("a\u{1B}P1$r0m\u{1B}\\b") == ScreenEvent.typed("ab"), "DCS")
        #expect(events("a\u{1B}_Gi=1;OK\u{1B}\\b") == ScreenEvent.typed("ab"), "APC")
        #expect(events("a\u{1B}^secret\u{1B}\\b") == ScreenEvent.typed("ab"), "PM")
        #expect(events("a\u{1B}Xsos\u{1B}\\b") == ScreenEvent.typed("ab"), "SOS")
        #expect(
            events("a\u{1B}]0;ti\u{1B}[Ab") == [.press("a"), .press(.upArrow), .press("b")],
            "an ESC that is not ST starts a sequence")
    }

    @Test func focusReportsAndKeypadBeginMeanNothing() {
        #expect(events("\u{1B}[I\u{1B}[O\u{1B}[E\u{1B}OE") == [])
    }

    // MARK: Mouse

    @Test func sgrReportsArePressesReleasesAndWheelNotches() {
        #expect(events("\u{1B}[<0;5;3M\u{1B}[<0;5;3m") == [mouse(.press(.left), 4, 2), mouse(.release(.left), 4, 2)])
        #expect(events("\u{1B}[<2;1;1M") == [mouse(.press(.right), 0, 0)])
        #expect(events("\u{1B}[<64;10;4M\u{1B}[<65;10;4M") == [mouse(.scroll(.up), 9, 3), mouse(.scroll(.down), 9, 3)])
        #expect(
            events("\u{1B}[<16;2;2M") == [
                .mouse(MouseEvent(kind: .press(.left), location: Point(x: 1, y: 1), modifiers: .control))
            ])
        #expect(events("\u{1B}[<35;2;2M") == [], "motion")
        #expect(events("\u{1B}[<0;2M") == [], "a report with two numbers is swallowed, not typed")
    }

    @Test func x10AndUrxvtReportsAreDecodedToo() {
        #expect(events("\u{1B}[M *%") == [mouse(.press(.left), 9, 4)])
        #expect(events("a\u{1B}[M#*%b") == ScreenEvent.typed("ab"), "a release, which names no button, is dropped")
        #expect(events("\u{1B}[32;10;5M") == [mouse(.press(.left), 9, 4)])
    }

    @Test func clicksAreCountedByTheTimeOfTheirRead() {
        var input = InputBytes()
        let report = "\u{1B}[<0;4;2M"
        let first = input.read(report)
        input.time += ClickCounter.interval / 2
        let second = input.read(report)
        input.time += ClickCounter.interval * 3
        let later = input.read(report)
        #expect(first == [mouse(.press(.left), 3, 1, clicks: 1)])
        #expect(second == [mouse(.press(.left), 3, 1, clicks: 2)])
        #expect(later == [mouse(.press(.left), 3, 1, clicks: 1)])
    }

    // MARK: Pastes

    @Test func aPasteIsOneEventBetweenKeys() {
        #expect(events("a\u{1B}[200~Jo\u{1B}[Aé\u{1B}[201~b") == [.press("a"), .paste("Jo[Aé"), .press("b")])
    }

    @Test func controlCharactersAreDroppedAndLineBreaksAreOneSpaceEach() {
        #expect(events("\u{1B}[200~a\r\nb\rc\nd\u{07}\u{1B}e\u{1B}[201~") == [.paste("a b c de")])
    }

    @Test func aPasteSplitAnywhereAcrossReadsIsTheSameText() {
        let bytes = Array("x\u{1B}[200~Ünï\u{1B}[2cödé 张\u{1B}[201~y".utf8)
        for cut in 1..<bytes.count {
            var input = InputBytes()
            let events = input.read(Array(bytes[..<cut])) + input.read(Array(bytes[cut...]))
            #expect(events == [.press("x"), .paste("Ünï[2cödé 张"), .press("y")], "cut at \(cut)")
        }
    }

    @Test func aPasteWithoutItsEndMarkerEndsAfterItsTimeoutOrAtTheNextStart() {
        var input = InputBytes()
        #expect(input.read("\u{1B}[200~abc") == [])
        #expect(input.idle(InputParser.pasteTimeout / 2) == [])
        #expect(input.idle(InputParser.pasteTimeout) == [.paste("abc")])
        #expect(input.read("d") == ScreenEvent.typed("d"))
        #expect(events("\u{1B}[200~one\u{1B}[200~two\u{1B}[201~") == [.paste("one"), .paste("two")])
    }

    @Test func anEmptyPasteOrAStrayEndMarkerIsNothing() {
        #expect(events("\u{1B}[200~\u{1B}[201~") == [])
        #expect(events("a\u{1B}[201~b") == ScreenEvent.typed("ab"))
    }

    @Test func aHugePasteKeepsOnlyTheMaximumLength() {
        var input = InputBytes()
        var events = input.read("\u{1B}[200~")
        let piece = [UInt8](repeating: UInt8(ascii: "x"), count: 65_536)
        for _ in 0..<16 { events += input.read(piece) }
        events += input.read("\u{1B}[201~z")
        #expect(events == [.paste(String(repeating: "x", count: InputParser.maximumPasteLength)), .press("z")])
    }

    @Test func sanitizedTextIsWhatAPasteDelivers() {
        #expect(PastedText.sanitized("a\r\nb\u{0}c") == "a bc")
        #expect(PastedText.sanitized(String(repeating: "é", count: 20), maximumLength: 5) == "ééééé")
    }

    // MARK: Keys named

    @Test func functionKeysHaveNames() {
        #expect(KeyEquivalent.functionKey(1).description == "F1")
        #expect(KeyEquivalent.functionKey(12).description == "F12")
        #expect(KeyPress(.functionKey(5), modifiers: .shift).description == "Shift-F5")
        #expect(KeyEquivalent.insert.description == "Insert" && KeyEquivalent.menu.description == "Menu")
        #expect(!KeyEquivalent.functionKey(3).isPrintable && KeyPress(.functionKey(3)).characters.isEmpty)
    }
}
