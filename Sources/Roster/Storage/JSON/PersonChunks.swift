/// The persons of the JSON storage, in order, kept in chunks of a few thousand: inserting or
/// removing one moves the rest of its chunk only, not a million persons behind it (about 40 MB),
/// and a copy before a change copies the chunk changed, not the whole list.
struct PersonChunks: RandomAccessCollection, MutableCollection {
    /// A chunk is split in two when it grows past this.
    static let chunkLimit = 4_096

    private var chunks: [[Person]]
    /// The offset of each chunk's first person.
    private var starts: [Int]

    init(_ persons: [Person] = []) {
        chunks = stride(from: 0, to: persons.count, by: Self.chunkLimit / 2).map {
            Array(persons[$0..<Swift.min($0 + Self.chunkLimit / 2, persons.count)])
        }
        starts = []
        recount()
    }

    var startIndex: Int { 0 }
    private(set) var endIndex = 0

    subscript(position: Int) -> Person {
        get {
            let (chunk, offset) = locate(position)
            return chunks[chunk][offset]
        }
        set {
            let (chunk, offset) = locate(position)
            chunks[chunk][offset] = newValue
        }
    }

    /// Puts `person` at `index` (`endIndex`: after the last).
    mutating func insert(_ person: Person, at index: Int) {
        precondition(index >= 0 && index <= endIndex, "PersonChunks: insert at \(index) out of 0...\(endIndex)")
        guard !chunks.isEmpty else {
            chunks = [[person]]
            recount()
            return
        }
        let (chunk, offset) = index == endIndex ? (chunks.count - 1, chunks[chunks.count - 1].count) : locate(index)
        chunks[chunk].insert(person, at: offset)
        if chunks[chunk].count > Self.chunkLimit {
            let tail = Array(chunks[chunk][(Self.chunkLimit / 2)...])
            chunks[chunk].removeSubrange((Self.chunkLimit / 2)...)
            chunks.insert(tail, at: chunk + 1)
        }
        recount()
    }

    /// Removes and returns the person at `index`.
    @discardableResult
    mutating func remove(at index: Int) -> Person {
        let (chunk, offset) = locate(index)
        let person = chunks[chunk].remove(at: offset)
        if chunks[chunk].isEmpty { chunks.remove(at: chunk) }
        recount()
        return person
    }

    /// The chunk holding `position`, and the offset in it.
    private func locate(_ position: Int) -> (chunk: Int, offset: Int) {
        precondition(
            position >= 0 && position < endIndex, "PersonChunks: index \(position) out of range 0..<\(endIndex)")
        var low = 0
        var high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= position { low = middle } else { high = middle - 1 }
        }
        return (low, position - starts[low])
    }

    private mutating func recount() {
        starts.removeAll(keepingCapacity: true)
        var total = 0
        for chunk in chunks {
            starts.append(total)
            total += chunk.count
        }
        endIndex = total
    }
}
