import Foundation

/// A data file read into memory a window at a time, so that loading a large file does not
/// hold all of its bytes at once.
///
/// The whole file gets one span of reserved address space, so offsets into it never change;
/// the reader asks for the next megabyte before each person (`fill(ahead:from:)`) and gives
/// back the pages it has finished with (`release(before:)`). Only a few megabytes are
/// resident at any time, whatever the file's size. `PersonsJSON.decode(from:)` falls back to
/// reading the whole file (`readAll()`) when the windowed read meets anything unusual.
final class FileWindow: ByteSource {
    /// How far ahead of the reader the file is read, and how far behind it pages are kept.
    static let margin = 1 << 20
    /// Pages are given back in runs of at least this many bytes.
    private static let releaseStep = 4 << 20

    private let descriptor: Int32
    private var base: UnsafeMutableRawPointer
    private var capacity: Int
    /// Bytes read so far (from offset 0).
    private(set) var filled = 0
    /// Whether the end of the file was reached (or reading failed).
    private(set) var isComplete = false
    /// Why reading failed, if it did.
    private(set) var readError: Int32?
    /// The bytes before this offset may have been given back.
    private(set) var released = 0

    /// Reserves room for a file of `size` bytes open at `descriptor` (which stays the
    /// caller's); `nil` when the address space cannot be reserved.
    init?(descriptor: Int32, size: Int) {
        self.descriptor = descriptor
        // One byte more than the file's size, so that finding its end needs no more room.
        capacity = max(size + 1, 4096)
        guard let memory = Self.reserve(capacity) else { return nil }
        base = memory
    }

    deinit {
        munmap(base, capacity)
    }

    /// The bytes read so far. Those before `released` may read as zeros.
    var bytes: UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: base.assumingMemoryBound(to: UInt8.self), count: filled)
    }

    /// Reads until at least `count` bytes follow `position`, or the file ends.
    func fill(ahead count: Int, from position: Int) {
        while !isComplete && filled - position < count {
            if filled == capacity && !grow() {
                readError = ENOMEM
                isComplete = true
                return
            }
            let result = pread(descriptor, base + filled, min(Self.margin, capacity - filled), off_t(filled))
            if result < 0 {
                if errno == EINTR { continue }
                readError = errno
                isComplete = true
                return
            }
            if result == 0 {
                isComplete = true
                return
            }
            filled += result
        }
    }

    /// Reads the whole file, from the start again if pages were given back.
    func readAll() {
        if released > 0 {
            filled = 0
            released = 0
            isComplete = false
            readError = nil
        }
        fill(ahead: Int.max, from: 0)
    }

    /// Gives back the pages more than `margin` bytes before `position`.
    func release(before position: Int) {
        let limit = position - Self.margin
        guard limit - released >= Self.releaseStep else { return }
        let page = Int(sysconf(Int32(_SC_PAGESIZE)))
        let start = (released + page - 1) / page * page
        let end = limit / page * page
        if end > start {
            madvise(base + start, end - start, MADV_DONTNEED)
        }
        released = limit
    }

    /// Whether the whole file is at hand and none of it was given back.
    var holdsEverything: Bool { isComplete && released == 0 }

    /// Reads a margin ahead of `position` and gives back what lies a margin behind it.
    func advance(to position: Int) {
        fill(ahead: Self.margin, from: position)
        release(before: position)
    }

    /// Reads the rest of the file.
    func readToEnd(from position: Int) {
        fill(ahead: Int.max, from: position)
    }

    /// How many `{` the file holds from `offset` on (read in passing, not kept).
    func countOfOpeningBraces(from offset: Int) -> Int {
        var count = 0
        var chunk = [UInt8](repeating: 0, count: Self.margin)
        var offset = offset
        while true {
            let result = chunk.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, off_t(offset)) }
            if result < 0 && errno == EINTR { continue }
            if result <= 0 { return count }
            chunk.withUnsafeBytes { buffer in
                guard let start = buffer.baseAddress else { return }
                var cursor = start
                let end = start + result
                while cursor < end, let found = memchr(cursor, Int32(UInt8(ascii: "{")), end - cursor) {
                    count += 1
                    cursor = UnsafeRawPointer(found) + 1
                }
            }
            offset += result
        }
    }

    /// Doubles the reserved room (the file grew while being read).
    private func grow() -> Bool {
        let newCapacity = capacity * 2
        guard let memory = Self.reserve(newCapacity) else { return false }
        memcpy(memory + released, base + released, filled - released)
        munmap(base, capacity)
        base = memory
        capacity = newCapacity
        return true
    }

    private static func reserve(_ length: Int) -> UnsafeMutableRawPointer? {
        let memory = mmap(nil, length, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0)
        guard let memory, memory != MAP_FAILED else { return nil }
        return memory
    }
}
