import Foundation

/// Reads a UUID written the usual way — `XXXXXXXX-XXXX-XXXX-XXXX-XXXXXXXXXXXX`, hex digits in
/// either case — straight from bytes, without making a `String` first.
enum UUIDParser {
    /// The length of a UUID's text.
    static var length: Int { 36 }

    /// The UUID in the `length` bytes from `start` (which must all be there), or `nil` if they
    /// are not one written the usual way.
    static func parse(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> UUID? {
        // Two 64-bit halves, built digit by digit through a table (no branch per digit to
        // mispredict; an invalid byte sets bit 4 of `invalid`).
        var high: UInt64 = 0
        var low: UInt64 = 0
        var invalid: UInt8 = 0
        var offset = start
        let hexDigits = Self.hexDigits
        for digit in 0..<32 {
            if digit == 8 || digit == 12 || digit == 16 || digit == 20 {
                guard bytes[offset] == UInt8(ascii: "-") else { return nil }
                offset += 1
            }
            let value = hexDigits[Int(bytes[offset])]
            invalid |= value
            if digit < 16 {
                high = high << 4 | UInt64(value & 0x0F)
            } else {
                low = low << 4 | UInt64(value & 0x0F)
            }
            offset += 1
        }
        guard invalid & 0x10 == 0 else { return nil }
        let (h, l) = (high, low)
        func byte(_ half: UInt64, _ index: UInt64) -> UInt8 { UInt8(truncatingIfNeeded: half >> (56 - 8 * index)) }
        return UUID(
            uuid: (
                byte(h, 0), byte(h, 1), byte(h, 2), byte(h, 3), byte(h, 4), byte(h, 5), byte(h, 6), byte(h, 7),
                byte(l, 0), byte(l, 1), byte(l, 2), byte(l, 3), byte(l, 4), byte(l, 5), byte(l, 6), byte(l, 7)
            ))
    }

    /// Each byte's value as a hex digit, or 0x10 for a byte that is not one.
    private static let hexDigits: [UInt8] = (0...255).map { byte -> UInt8 in
        switch byte {
        case 0x30...0x39: UInt8(byte - 0x30)
        case 0x41...0x46: UInt8(byte - 0x41 + 10)
        case 0x61...0x66: UInt8(byte - 0x61 + 10)
        default: 0x10
        }
    }
}
