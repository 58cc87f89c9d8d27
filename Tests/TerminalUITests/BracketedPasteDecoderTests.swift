import CNcursesw
import Testing
@testable import TerminalUI

@Suite("BracketedPasteDecoder")
struct BracketedPasteDecoderTests {
    private static let start: Int32 = 9_001
    private static let end: Int32 = 9_002

    private func decoder(maximumLength: Int = 10_000) -> BracketedPasteDecoder {
        BracketedPasteDecoder(startCode: Self.start, endCode: Self.end, maximumLength: maximumLength, endTimeout: 1_000)
    }

    private func characters(_ text: String) -> [KeyDecoder.Input] {
        text.unicodeScalars.map { .character($0.value) }
    }

    private func decode(_ decoder: inout BracketedPasteDecoder, _ inputs: [KeyDecoder.Input], now: UInt64 = 0) -> [ScreenEvent] {
        decoder.decode(inputs, now: now) { KeyDecoder.decode($0) }
    }

    private func key(_ key: KeyEquivalent) -> ScreenEvent {
        .key(KeyPress(key))
    }

    @Test func aPasteIsOneEventBetweenKeys() {
        var decoder = decoder()
        let inputs = characters("a") + [.keyCode(Self.start)] + characters("José q") + [.keyCode(Self.end)] + characters("b")
        #expect(decode(&decoder, inputs) == [key("a"), .paste("José q"), key("b")])
        #expect(!decoder.isPasting)
    }

    @Test func controlCharactersAreDroppedAndLineBreaksBecomeOneSpaceEach() {
        var decoder = decoder()
        let text = "Ann\r\nLee\rMay\nBo\u{7}b\tX\u{1B}Y\u{85}Z\u{7F}"
        let events = decode(&decoder, [.keyCode(Self.start)] + characters(text) + [.keyCode(Self.end)])
        #expect(events == [.paste("Ann Lee May BobXYZ")])
        #expect(BracketedPasteDecoder.sanitized("a\r\nb\u{0}c") == "a bc")
    }

    @Test func keySequencesInsideAPasteAreDroppedButAResizeIsKept() {
        var decoder = decoder()
        let events = decode(&decoder, [.keyCode(Self.start), .character(65), .keyCode(KEY_UP), .keyCode(KEY_RESIZE), .character(66), .keyCode(Self.end)])
        #expect(events == [.resize, .paste("AB")])
    }

    @Test func aPasteSplitAcrossReadsIsStillOneEvent() {
        var decoder = decoder()
        #expect(decode(&decoder, characters("x") + [.keyCode(Self.start)] + characters("Mar")) == [key("x")])
        #expect(decoder.isPasting)
        #expect(decode(&decoder, characters("ía Jos")).isEmpty)
        #expect(decode(&decoder, characters("é") + [.keyCode(Self.end)] + characters("y")) == [.paste("María José"), key("y")])
    }

    @Test func anEndMarkerSentAsPlainCharactersAndSplitAcrossReadsEndsThePaste() {
        // ncurses hands the marker over character by character when it came too slowly to match.
        var decoder = decoder()
        #expect(decode(&decoder, [.keyCode(Self.start)] + characters("Bo\u{1B}[2")).isEmpty)
        #expect(decode(&decoder, characters("01~z")) == [.paste("Bo"), key("z")])
        // Something that only starts like the marker is text (its ESC dropped).
        #expect(decode(&decoder, [.keyCode(Self.start)] + characters("a\u{1B}[20x\u{1B}[201~")) == [.paste("a[20x")])
    }

    @Test func aPasteWithoutItsEndMarkerEndsAfterTheTimeoutOrAtTheNextStart() {
        var decoder = decoder()
        #expect(decode(&decoder, [.keyCode(Self.start)] + characters("lost"), now: 100).isEmpty)
        #expect(decode(&decoder, [], now: 1_099).isEmpty, "not yet: more may come")
        #expect(decode(&decoder, [], now: 1_100) == [.paste("lost")])
        #expect(decode(&decoder, characters("q"), now: 1_200) == [key("q")], "keys after it are keys again")

        #expect(decode(&decoder, [.keyCode(Self.start)] + characters("sl"), now: 2_000).isEmpty)
        #expect(decode(&decoder, characters("ow"), now: 9_000).isEmpty, "input read late is still the paste")
        #expect(decode(&decoder, [.keyCode(Self.end)], now: 9_100) == [.paste("slow")])

        #expect(decode(&decoder, [.keyCode(Self.start)] + characters("one") + [.keyCode(Self.start)] + characters("two") + [.keyCode(Self.end)])
            == [.paste("one"), .paste("two")])
    }

    @Test func anEmptyPasteOrAStrayEndMarkerIsNothing() {
        var decoder = decoder()
        #expect(decode(&decoder, [.keyCode(Self.start), .character(7), .keyCode(Self.end), .keyCode(Self.end)]).isEmpty)
        #expect(!decoder.isPasting)
    }

    @Test func tenMegabytesReadInBoundedPiecesKeepOnlyTheMaximumLength() {
        var decoder = decoder(maximumLength: 300)
        let total = 10 * 1_024 * 1_024
        let piece = 65_536
        let line = Array("0123456789abcdef ".unicodeScalars.map { KeyDecoder.Input.character($0.value) })
        var chunk: [KeyDecoder.Input] = []
        while chunk.count < piece { chunk += line }
        chunk.removeLast(chunk.count - piece)
        var events = decode(&decoder, [.keyCode(Self.start)])
        var fed = 0
        while fed < total {
            events += decode(&decoder, chunk)
            fed += chunk.count
        }
        events += decode(&decoder, [.keyCode(Self.end), .character(113)])
        #expect(events.count == 2)
        guard case .paste(let text)? = events.first else {
            Issue.record("no paste: \(events.prefix(3))")
            return
        }
        #expect(text.unicodeScalars.count == 300)
        #expect(text.hasPrefix("0123456789abcdef 0123"))
        #expect(events.last == key("q"))
    }
}

@Suite("BracketedPaste pieces")
struct BracketedPastePieceTests {
    private func text(_ inputs: [KeyDecoder.Input]) -> String {
        var scalars = String.UnicodeScalarView()
        for case .character(let value) in inputs {
            if let scalar = Unicode.Scalar(value) { scalars.append(scalar) }
        }
        return String(scalars)
    }

    @Test func aPasteReadInTwoPiecesSplitAnywhereGivesTheSameText() {
        let bytes = Array("aé张👍 x\u{1B}[201~yz".utf8)
        let afterMarker = bytes.count - 2
        for split in 0...bytes.count {
            let first = BracketedPaste.piece(Array(bytes[..<split]))
            var got = text(first.text)
            var ended = first.endsPaste
            var after = Array(first.after)
            if !first.endsPaste {
                let second = BracketedPaste.piece(first.carried + bytes[split...])
                got += text(second.text)
                ended = second.endsPaste
                after = Array(second.after)
                #expect(second.carried.isEmpty)
            }
            #expect(got == "aé张👍 x", "split at \(split)")
            #expect(ended, "split at \(split)")
            // What follows the marker in the read that found it (the rest is for ncurses).
            let expectedAfter = first.endsPaste ? Array(bytes[afterMarker..<split]) : Array("yz".utf8)
            #expect(after == expectedAfter, "split at \(split)")
        }
    }

    @Test func whatMayStartTheMarkerOrACharacterIsCarriedAndNothingElse() {
        #expect(BracketedPaste.piece(Array("ab\u{1B}[20".utf8)).carried == Array("\u{1B}[20".utf8))
        #expect(BracketedPaste.piece(Array("ab\u{1B}[3".utf8)).carried.isEmpty, "not the marker: text")
        #expect(BracketedPaste.piece([0x61, 0xE5, 0xBC]).carried == [0xE5, 0xBC], "the first two bytes of 张")
        #expect(BracketedPaste.piece([0x61, 0xFF]).carried.isEmpty, "an invalid byte is not waited on")
    }
}
