/// Puts UTF-8 characters together from bytes that may arrive a few at a time.
///
/// Overlong forms, surrogates and values past U+10FFFF are dropped whole, as is a character
/// that another lead byte cuts short.
struct UTF8Accumulator {
    /// What one byte did.
    enum Step: Equatable {
        /// It completed a character.
        case scalar(Unicode.Scalar)
        /// A character is under way.
        case pending
        /// It (and the character it belonged to) was not valid UTF-8 and is dropped.
        case dropped
        /// It is not a continuation of the character under way, which is dropped; the byte
        /// itself is still to be read afresh.
        case interrupted
    }

    private var value: UInt32 = 0
    private var remaining = 0
    private var minimum: UInt32 = 0

    /// Whether a character is under way.
    var isPending: Bool { remaining > 0 }

    /// Drops the character under way, if any.
    mutating func reset() {
        remaining = 0
    }

    /// Takes the next byte.
    mutating func take(_ byte: UInt8) -> Step {
        if remaining > 0 {
            guard byte & 0xC0 == 0x80 else {
                remaining = 0
                return .interrupted
            }
            value = value << 6 | UInt32(byte & 0x3F)
            remaining -= 1
            guard remaining == 0 else { return .pending }
            guard value >= minimum, let scalar = Unicode.Scalar(value) else { return .dropped }
            return .scalar(scalar)
        }
        switch byte {
        case 0..<0x80:
            return .scalar(Unicode.Scalar(byte))
        case 0xC2...0xDF:
            start(UInt32(byte & 0x1F), remaining: 1, minimum: 0x80)
        case 0xE0...0xEF:
            start(UInt32(byte & 0x0F), remaining: 2, minimum: 0x800)
        case 0xF0...0xF4:
            start(UInt32(byte & 0x07), remaining: 3, minimum: 0x1_0000)
        default:
            return .dropped
        }
        return .pending
    }

    private mutating func start(_ bits: UInt32, remaining: Int, minimum: UInt32) {
        value = bits
        self.remaining = remaining
        self.minimum = minimum
    }
}
