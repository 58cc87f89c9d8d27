extension JSONScanner {
    /// Refuses text in another encoding up front, naming it where it can: otherwise its
    /// first odd byte would read as a baffling syntax error.
    mutating func checkEncoding() throws(Failure) {
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF])
            || (bytes.count >= 2 && (bytes[0] == 0 || bytes[1] == 0))
        {
            throw Failure(reason: "not UTF-8 text: the file looks like UTF-16; save it as UTF-8")
        }
        // A window may end inside a character: until the whole input is at hand, windowed
        // reading checks each string as it goes, and any bad byte sends `decode(from:)` back
        // to the whole file, checked here.
        guard source.holdsEverything, String(validating: bytes, as: UTF8.self) == nil else { return }
        // Find the first bad byte, to say where it is.
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        var offset = 0
        decoding: while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): offset += UTF8.width(scalar)
            case .emptyInput, .error: break decoding
            }
        }
        if isIncompleteCharacterAtTheEnd(from: offset) {
            position = bytes.count
            throw syntax("in the middle of a character")
        }
        position = offset
        throw invalid("the file is not valid UTF-8 text")
    }

    /// Whether the bytes from `offset` are the start of a character cut off by the end of the
    /// input (a truncated file, rather than one in another encoding).
    private func isIncompleteCharacterAtTheEnd(from offset: Int) -> Bool {
        let lead = bytes[offset]
        let length =
            lead >= 0xF0 && lead <= 0xF4 ? 4 : lead >= 0xE0 && lead <= 0xEF ? 3 : lead >= 0xC2 && lead <= 0xDF ? 2 : 0
        let rest = bytes.count - offset
        guard length > 0, rest < length else { return false }
        return (offset + 1..<bytes.count).allSatisfy { bytes[$0] & 0xC0 == 0x80 }
    }
}
