import Foundation

extension JSONScanner {
    /// Reads a string (`nil` if the value is something else, which is skipped, or if an
    /// object or the input ends here).
    mutating func readStringIfPresent() throws(Failure) -> String? {
        skipWhitespace()
        guard peek() == UInt8(ascii: "\"") else {
            if peek() == UInt8(ascii: "}") || peek() == nil { return nil }
            try skipValue()
            return nil
        }
        position += 1
        let start = position
        // Fast path: no escapes.
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") {
                let slice = UnsafeBufferPointer(rebasing: bytes[start..<position])
                position += 1
                return try utf8String(slice)
            }
            if byte == UInt8(ascii: "\\") { break }
            if byte < 0x20 { throw syntax("a control character must be escaped inside a string") }
            position += 1
        }
        var scratch = Array(bytes[start..<position])
        while position < bytes.count {
            let byte = bytes[position]
            position += 1
            switch byte {
            case UInt8(ascii: "\""):
                return try scratch.withUnsafeBufferPointer { buffer throws(Failure) in try utf8String(buffer) }
            case UInt8(ascii: "\\"):
                try readEscape(into: &scratch)
            case 0..<0x20:
                throw syntax("a control character must be escaped inside a string")
            default:
                scratch.append(byte)
            }
        }
        throw syntax("a string is not closed")
    }

    private mutating func readEscape(into scratch: inout [UInt8]) throws(Failure) {
        guard let byte = peek() else { throw syntax("a string is not closed") }
        position += 1
        switch byte {
        case UInt8(ascii: "\""): scratch.append(byte)
        case UInt8(ascii: "\\"): scratch.append(byte)
        case UInt8(ascii: "/"): scratch.append(byte)
        case UInt8(ascii: "b"): scratch.append(0x08)
        case UInt8(ascii: "f"): scratch.append(0x0C)
        case UInt8(ascii: "n"): scratch.append(0x0A)
        case UInt8(ascii: "r"): scratch.append(0x0D)
        case UInt8(ascii: "t"): scratch.append(0x09)
        case UInt8(ascii: "u"):
            var code = try readHex4()
            if (0xD800...0xDBFF).contains(code) {
                guard peek() == UInt8(ascii: "\\"), position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "u")
                else {
                    throw invalid("a string holds half of a surrogate pair")
                }
                position += 2
                let low = try readHex4()
                guard (0xDC00...0xDFFF).contains(low) else { throw invalid("a string holds half of a surrogate pair") }
                code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
            } else if (0xDC00...0xDFFF).contains(code) {
                throw invalid("a string holds half of a surrogate pair")
            }
            guard let scalar = Unicode.Scalar(code) else { throw invalid("a string holds an invalid character") }
            scratch.append(contentsOf: String(scalar).utf8)
        default:
            throw syntax("unknown escape \\\(Character(Unicode.Scalar(byte)))")
        }
    }

    private mutating func readHex4() throws(Failure) -> UInt32 {
        guard position + 4 <= bytes.count else { throw syntax("expected four hex digits after \\u") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[position]
            let digit: UInt32
            switch byte {
            case 0x30...0x39: digit = UInt32(byte - 0x30)
            case 0x41...0x46: digit = UInt32(byte - 0x41 + 10)
            case 0x61...0x66: digit = UInt32(byte - 0x61 + 10)
            default: throw syntax("expected four hex digits after \\u")
            }
            value = value * 16 + digit
            position += 1
        }
        return value
    }

    private func utf8String(_ buffer: UnsafeBufferPointer<UInt8>) throws(Failure) -> String {
        // `String(decoding:)` is the fast, specialised path (`String(validating:)` is generic
        // and looks up metadata on every call); it repairs invalid UTF-8, so a string that is
        // not byte for byte what was read was not valid.
        let string = String(decoding: buffer, as: UTF8.self)
        var isASCII = true
        for byte in buffer where byte >= 0x80 {
            isASCII = false
            break
        }
        guard isASCII || Self.hasBytes(string, buffer) else {
            throw invalid("the file is not valid UTF-8 text")
        }
        return string
    }

    /// Whether `string`'s UTF-8 is exactly `bytes`.
    private static func hasBytes(_ string: String, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var string = string
        return string.withUTF8 { utf8 in
            utf8.count == bytes.count
                && (bytes.isEmpty || memcmp(utf8.baseAddress!, bytes.baseAddress!, bytes.count) == 0)
        }
    }
}
