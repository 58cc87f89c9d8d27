import Synchronization
import TerminalUICore

/// A name with the part a search matched underlined and bold, compared as storage compares
/// (`SQLiteSchema.folded`: without case or diacritics), so "jose" marks "José".
enum SearchHighlight {
    /// `name` as a `Text`, its first match of `search` (if any) underlined and bold.
    @MainActor
    static func text(_ name: String, matching search: String) -> Text {
        guard let range = range(of: search, in: name) else { return Text(name) }
        return Text(String(name[..<range.lowerBound]))
            + Text(String(name[range])).bold().underline()
            + Text(String(name[range.upperBound...]))
    }

    /// The characters of `name` whose folded form starts with the folded `search`, first match.
    ///
    /// Compared as storage compares: the folded UTF-8 bytes of the name, character by
    /// character, against the folded query's. A match starts at a character's first byte and
    /// takes in every character it reaches into.
    static func range(of search: String, in name: String) -> Range<String.Index>? {
        let query = Array(SQLiteSchema.folded(search).utf8)
        guard !query.isEmpty else { return nil }
        // The name's folded bytes, and for each the number of the character it came from.
        var bytes: [UInt8] = []
        var owners: [Int] = []
        var characters: [String.Index] = []
        bytes.reserveCapacity(name.utf8.count)
        owners.reserveCapacity(name.utf8.count)
        foldedCharacters.withLock { folded in
            for index in name.indices {
                let character = name[index]
                if let ascii = character.asciiValue {
                    bytes.append(ascii >= 0x41 && ascii <= 0x5A ? ascii + 0x20 : ascii)
                    owners.append(characters.count)
                } else {
                    for byte in Self.folded(character, in: &folded) {
                        bytes.append(byte)
                        owners.append(characters.count)
                    }
                }
                characters.append(index)
            }
        }
        guard bytes.count >= query.count else { return nil }
        for start in 0...(bytes.count - query.count) where start == 0 || owners[start] != owners[start - 1] {
            guard bytes[start..<(start + query.count)].elementsEqual(query) else { continue }
            let last = owners[start + query.count - 1]
            return characters[owners[start]]..<(last + 1 < characters.count ? characters[last + 1] : name.endIndex)
        }
        return nil
    }

    /// The folded bytes of characters seen before: folding one through Foundation costs
    /// microseconds, and every row on screen is folded again at each keystroke of a search.
    /// Names share their letters, so the table stays small; it starts again past `cacheLimit`.
    private static let foldedCharacters = Mutex<[Character: [UInt8]]>([:])
    private static let cacheLimit = 4_096

    private static func folded(_ character: Character, in cache: inout [Character: [UInt8]]) -> [UInt8] {
        if let known = cache[character] { return known }
        if cache.count >= cacheLimit { cache.removeAll(keepingCapacity: true) }
        let bytes = Array(SQLiteSchema.folded(String(character)).utf8)
        cache[character] = bytes
        return bytes
    }
}
