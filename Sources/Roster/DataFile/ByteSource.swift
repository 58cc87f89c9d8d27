/// Where a `JSONScanner` gets its bytes: all of them at once (`InMemoryBytes`), or a window at
/// a time from a file (`FileWindow`).
///
/// Offsets are from the start of the input and never change; `bytes` is the prefix read so
/// far (for a window, bytes well behind the reader may have been given back and read as zeros).
protocol ByteSource {
    /// The bytes at hand, from offset 0.
    var bytes: UnsafeBufferPointer<UInt8> { get }

    /// Whether `bytes` is the whole input, none of it given back: an error found now is found
    /// and located exactly as in a reading of the whole input.
    var holdsEverything: Bool { get }

    /// Makes the next stretch after `position` available (`FileWindow.margin` bytes, or the
    /// rest of the input) and may give back what lies well behind it.
    mutating func advance(to position: Int)

    /// Makes everything after `position` available.
    mutating func readToEnd(from position: Int)

    /// How many `{` the input holds from `offset` on: an upper bound on the number of objects
    /// ahead, to size arrays once.
    func countOfOpeningBraces(from offset: Int) -> Int
}
