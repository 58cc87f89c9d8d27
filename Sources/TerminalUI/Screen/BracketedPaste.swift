import CNcursesw
import Foundation

/// Bracketed paste on the terminal: teaches ncurses the markers, turns the mode on and off, and
/// reads pastes.
///
/// Keys are read through ncurses until a paste starts; the paste's text is then read straight
/// from standard input in pieces of up to `pieceLimit` bytes (ncurses reads a byte per system
/// call, which makes a 10 MB paste take a minute), and handed to a `BracketedPasteDecoder`.
struct BracketedPaste {
    private static let start = "\u{1B}[200~"
    private static let end = "\u{1B}[201~"
    private static let endBytes = Array(end.utf8)
    /// Key codes for the markers, far above ncurses' own and the ones it gives terminfo's
    /// extended keys.
    private static let startCode: Int32 = KEY_MAX + 1_000
    private static let endCode: Int32 = KEY_MAX + 1_001
    /// Bytes read after an end marker that go back to ncurses (as keys); more than this many
    /// are taken as typed characters.
    private static let ungetLimit = 64

    private(set) var decoder: BracketedPasteDecoder
    /// Bytes carried to the next read: an unfinished UTF-8 sequence, a part of the end marker.
    private var carried: [UInt8] = []
    /// Whether bytes went back to ncurses, to be read at once (no new input will announce them).
    private(set) var hasReturnedBytes = false
    /// The most bytes one read of a paste takes.
    let pieceLimit: Int

    /// Teaches ncurses the two markers (keeping codes the terminal description already gives
    /// them); `nil` when ncurses refused (pastes then arrive as typed keys, as on a terminal
    /// without bracketed paste).
    init?(pieceLimit: Int) {
        guard let startCode = Self.define(Self.start, as: Self.startCode),
              let endCode = Self.define(Self.end, as: Self.endCode) else { return nil }
        decoder = BracketedPasteDecoder(startCode: startCode, endCode: endCode)
        self.pieceLimit = pieceLimit
    }

    private static func define(_ sequence: String, as code: Int32) -> Int32? {
        let existing = key_defined(sequence)
        if existing > 0 { return existing }
        return define_key(sequence, code) == OK ? code : nil
    }

    /// Turns the terminal's bracketed-paste mode on (`ESC[?2004h`) or off (`ESC[?2004l`);
    /// terminals without it ignore both.
    static func setEnabled(_ enabled: Bool) {
        let sequence = Array((enabled ? "\u{1B}[?2004h" : "\u{1B}[?2004l").utf8)
        sequence.withUnsafeBufferPointer { buffer in
            _ = Foundation.write(STDOUT_FILENO, buffer.baseAddress, buffer.count)
        }
    }

    /// Reads what is waiting: keys through `readKeys` (which stops after the key code it is
    /// given, the start marker), then the text of a paste under way; decodes both.
    mutating func read(keys: ([KeyDecoder.Input]) -> [ScreenEvent], readKeys: (Int32) -> [KeyDecoder.Input]) -> [ScreenEvent] {
        hasReturnedBytes = false
        var events: [ScreenEvent] = []
        if !decoder.isPasting {
            carried.removeAll()
            events = decoder.decode(readKeys(decoder.startCode), now: Self.now, keys: keys)
        }
        if decoder.isPasting {
            events += decoder.decode(readPastedText(), now: Self.now, keys: keys)
        }
        return events
    }

    private static var now: UInt64 { DispatchTime.now().uptimeNanoseconds }

    /// One read of standard input, if anything is waiting: its characters up to the end
    /// marker, then the marker's key code if it came (what follows it goes back to ncurses).
    private mutating func readPastedText() -> [KeyDecoder.Input] {
        var ready = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
        guard poll(&ready, 1, 0) == 1 else { return [] }
        var buffer = [UInt8](repeating: 0, count: pieceLimit)
        let count = buffer.withUnsafeMutableBytes { Foundation.read(STDIN_FILENO, $0.baseAddress, pieceLimit) }
        guard count > 0 else { return [] }
        let piece = Self.piece(carried + buffer[..<count])
        carried = piece.carried
        var inputs = piece.text
        guard piece.endsPaste else { return inputs }
        inputs.append(.keyCode(decoder.endCode))
        if piece.after.count <= Self.ungetLimit {
            for byte in piece.after.reversed() { ungetch(Int32(byte)) }
            hasReturnedBytes = !piece.after.isEmpty
        } else {
            inputs += Self.characters(piece.after)
        }
        return inputs
    }

    /// What some bytes of a paste hold.
    struct Piece: Equatable {
        /// The text's characters.
        var text: [KeyDecoder.Input]
        /// Whether the end marker came (after `text`).
        var endsPaste: Bool
        /// What came after the end marker.
        var after: ArraySlice<UInt8>
        /// What to put before the next read's bytes: an unfinished character, or what may be
        /// the start of the end marker.
        var carried: [UInt8]
    }

    /// Takes `bytes` (what was carried from the last read, then what was read) apart.
    static func piece(_ bytes: [UInt8]) -> Piece {
        if let marker = firstIndex(of: endBytes, in: bytes) {
            return Piece(text: characters(bytes[..<marker]), endsPaste: true, after: bytes[(marker + endBytes.count)...], carried: [])
        }
        var end = bytes.count
        for length in stride(from: min(endBytes.count - 1, bytes.count), to: 0, by: -1)
        where bytes.suffix(length).elementsEqual(endBytes.prefix(length)) {
            end -= length
            break
        }
        let cut = completeUTF8Prefix(bytes[..<end])
        return Piece(text: characters(bytes[..<cut]), endsPaste: false, after: [], carried: Array(bytes[cut...]))
    }

    private static func characters(_ bytes: ArraySlice<UInt8>) -> [KeyDecoder.Input] {
        String(decoding: bytes, as: UTF8.self).unicodeScalars.map { .character($0.value) }
    }

    /// Where `bytes` stop holding whole UTF-8 sequences (an unfinished one at the end is left out).
    private static func completeUTF8Prefix(_ bytes: ArraySlice<UInt8>) -> Int {
        var index = bytes.endIndex
        while index > bytes.startIndex, bytes.endIndex - index < 4 {
            index -= 1
            let byte = bytes[index]
            if byte & 0xC0 == 0x80 { continue }  // a continuation byte
            let length = byte >= 0xF8 ? 1 : byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1
            return bytes.endIndex - index < length ? index : bytes.endIndex
        }
        return bytes.endIndex
    }

    private static func firstIndex(of pattern: [UInt8], in bytes: [UInt8]) -> Int? {
        guard bytes.count >= pattern.count else { return nil }
        var index = 0
        while index <= bytes.count - pattern.count {
            if bytes[index] == pattern[0], bytes[index..<(index + pattern.count)].elementsEqual(pattern) { return index }
            index += 1
        }
        return nil
    }
}
