import TerminalUI

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
    static func range(of search: String, in name: String) -> Range<String.Index>? {
        let query = SQLiteSchema.folded(search)
        guard !query.isEmpty else { return nil }
        let indices = Array(name.indices)
        let folded = name.map { SQLiteSchema.folded(String($0)) }
        for start in indices.indices {
            var joined = ""
            var end = start
            while joined.count < query.count, end < indices.count {
                joined += folded[end]
                end += 1
            }
            if joined.hasPrefix(query) {
                return indices[start]..<(end < indices.count ? indices[end] : name.endIndex)
            }
        }
        return nil
    }
}
