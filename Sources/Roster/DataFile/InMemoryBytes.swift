import Foundation

/// A whole input already in memory, as a `ByteSource`.
struct InMemoryBytes: ByteSource {
    let bytes: UnsafeBufferPointer<UInt8>

    var holdsEverything: Bool { true }

    func advance(to position: Int) {}

    func readToEnd(from position: Int) {}

    func countOfOpeningBraces(from offset: Int) -> Int {
        guard offset < bytes.count, let start = bytes.baseAddress else { return 0 }
        var count = 0
        var cursor = UnsafeRawPointer(start + offset)
        let end = UnsafeRawPointer(start + bytes.count)
        while cursor < end, let found = memchr(cursor, Int32(UInt8(ascii: "{")), end - cursor) {
            count += 1
            cursor = UnsafeRawPointer(found) + 1
        }
        return count
    }
}
