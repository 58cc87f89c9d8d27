import CNcursesw
import Testing
@testable import TerminalUI

@Suite("KeyDecoder")
struct KeyDecoderTests {
    private func decode(_ inputs: KeyDecoder.Input...) -> [ScreenEvent] {
        KeyDecoder.decode(inputs)
    }

    private func key(_ key: KeyEquivalent, _ modifiers: EventModifiers = []) -> ScreenEvent {
        .key(KeyPress(key, modifiers: modifiers))
    }

    private func character(_ character: Character) -> KeyDecoder.Input {
        .character(character.unicodeScalars.first!.value)
    }

    @Test func escapeFollowedByAKeyIsAltThatKey() {
        #expect(decode(.character(27), character("b")) == [key("b", .option)])
        #expect(decode(.character(27), character("f")) == [key("f", .option)])
        #expect(decode(.character(27), .character(127)) == [key(.delete, .option)])
        #expect(decode(.character(27), .keyCode(KEY_LEFT)) == [key(.leftArrow, .option)])
    }

    @Test func aLoneEscapeIsTheEscapeKey() {
        #expect(decode(.character(27)) == [key(.escape)])
        #expect(decode(.character(27), .character(27)) == [key(.escape), key(.escape)])
    }

    @Test func controlCharactersAreControlLetters() {
        #expect(decode(.character(1)) == [key("a", .control)])
        #expect(decode(.character(5)) == [key("e", .control)])
        #expect(decode(.character(23)) == [key("w", .control)])
        #expect(decode(.character(0)) == [key(.space, .control)])
        // Alt-Ctrl-W.
        #expect(decode(.character(27), .character(23)) == [key("w", [.control, .option])])
    }

    @Test func tabReturnAndBackspaceAreThemselvesNotControlLetters() {
        #expect(decode(.character(9)) == [key(.tab)])
        #expect(decode(.character(13)) == [key(.return)])
        #expect(decode(.character(10)) == [key(.return)])
        #expect(decode(.character(127)) == [key(.delete)])
        #expect(decode(.character(8)) == [key(.delete)])
    }

    @Test func functionKeyCodesAreNamedKeys() {
        #expect(decode(.keyCode(KEY_BTAB)) == [key(.tab, .shift)])
        #expect(decode(.keyCode(KEY_UP), .keyCode(KEY_DOWN)) == [key(.upArrow), key(.downArrow)])
        #expect(decode(.keyCode(KEY_HOME), .keyCode(KEY_END)) == [key(.home), key(.end)])
        #expect(decode(.keyCode(KEY_PPAGE), .keyCode(KEY_NPAGE)) == [key(.pageUp), key(.pageDown)])
        #expect(decode(.keyCode(KEY_DC), .keyCode(KEY_BACKSPACE)) == [key(.deleteForward), key(.delete)])
        #expect(decode(.keyCode(KEY_ENTER)) == [key(.return)])
        #expect(decode(.keyCode(KEY_SLEFT), .keyCode(KEY_SRIGHT)) == [key(.leftArrow, .shift), key(.rightArrow, .shift)])
        #expect(decode(.keyCode(KEY_RESIZE)) == [.resize])
    }

    @Test func unicodeCharactersAreTyped() {
        #expect(decode(character("张"), character("И"), character("é")) == [key("张"), key("И"), key("é")])
    }

    @Test func modifiedKeysAreDecodedFromTheirTerminfoNames() {
        #expect(KeyDecoder.decodeKey(named: "kLFT5") == KeyPress(.leftArrow, modifiers: .control))
        #expect(KeyDecoder.decodeKey(named: "kRIT3") == KeyPress(.rightArrow, modifiers: .option))
        #expect(KeyDecoder.decodeKey(named: "kUP2") == KeyPress(.upArrow, modifiers: .shift))
        #expect(KeyDecoder.decodeKey(named: "kDN6") == KeyPress(.downArrow, modifiers: [.shift, .control]))
        #expect(KeyDecoder.decodeKey(named: "kHOM7") == KeyPress(.home, modifiers: [.option, .control]))
        #expect(KeyDecoder.decodeKey(named: "kDC5") == KeyPress(.deleteForward, modifiers: .control))
        #expect(KeyDecoder.decodeKey(named: "kNXT4") == KeyPress(.pageDown, modifiers: [.shift, .option]))
        #expect(KeyDecoder.decodeKey(named: "kLFT") == nil)
        #expect(KeyDecoder.decodeKey(named: "kxIN") == nil)
    }

    @Test func anExtendedKeyCodeIsDecodedThroughTheNameTheScreenLooksUp() {
        // Extended key codes are assigned by ncurses at run time; the screen names them.
        let names: [Int32: String] = [560: "kLFT5", 561: "kxIN"]
        let events = KeyDecoder.decode([.keyCode(560), .keyCode(561), .keyCode(562)]) { names[$0] }
        #expect(events == [key(.leftArrow, .control)])
        // Without a way to look names up, an unknown code is dropped.
        #expect(decode(.keyCode(560)) == [])
    }
}
