import Foundation

/// `roster import` and `roster export`: persons from a JSON file into a store, all or nothing,
/// and every person of a store out as JSON or CSV.
package enum PersonsTransfer {
    /// What an import did.
    package struct ImportSummary: Sendable {
        package let count: Int
        package let destination: String
        package let seconds: Double

        package init(count: Int, destination: String, seconds: Double) {
            self.count = count
            self.destination = destination
            self.seconds = seconds
        }

        /// "Imported 1,000 persons into /path in 0.2 s (5,000 persons/s)."
        package var description: String {
            let rate = seconds > 0 ? Int(Double(count) / seconds) : count
            return
                "Imported \(Self.grouped(count)) \(count == 1 ? "person" : "persons") into \(destination) in \(String(format: "%.1f", seconds)) s (\(Self.grouped(rate)) persons/s)."
        }

        static func grouped(_ number: Int) -> String {
            let digits = Array(String(number))
            var result = ""
            for (offset, digit) in digits.enumerated() {
                if offset > 0 && (digits.count - offset) % 3 == 0 { result.append(",") }
                result.append(digit)
            }
            return result
        }
    }

    /// Adds the persons of the JSON file `source` to the store at `path` (the default database
    /// when `nil`; created empty if it does not exist). A bad file is refused with the messages
    /// `--file` gives, and nothing is imported. `progress` hears (done, total).
    package static func importJSON(
        from source: String, into path: String?, progress: ((Int, Int) -> Void)? = nil
    ) throws(StorageFailure) -> ImportSummary {
        let start = Date()
        let persons: [Person]
        do throws(PersonsFile.Failure) {
            persons = try PersonsFile(path: source).load().persons
        } catch {
            throw StorageFailure(.unusable, path: error.path, reason: error.reason)
        }
        let empty = PersonsJSON.encode([])
        let (storage, _) = DataLocation.storage(forFile: path, sample: empty)
        switch storage {
        case let database as SQLitePersonStorage:
            if try database.immediateCreate(with: persons, progress: { progress?($0, persons.count) }) { break }
            _ = try database.immediateOpen(initial: .sample(empty))
            try database.immediateCheck()
            try database.importPersons(persons) { progress?($0, persons.count) }
        case let json as JSONPersonStorage:
            _ = try json.immediateOpen(initial: .sample(empty))
            try json.immediateImport(persons)
            progress?(persons.count, persons.count)
        default:
            throw StorageFailure(.failed, path: storage.location, reason: "cannot be imported into")
        }
        return ImportSummary(
            count: persons.count, destination: storage.location, seconds: Date().timeIntervalSince(start))
    }

    /// Writes every person of the store at `path` (the default database when `nil`) through
    /// `write`, as JSON (the data file's format) or CSV (RFC 4180: a header, CRLF line ends,
    /// fields with commas, quotes or line breaks quoted). Nothing is created.
    package static func export(from path: String?, csv: Bool, write: ([UInt8]) -> Void) throws(StorageFailure) {
        let (storage, _) = DataLocation.storage(forFile: path, sample: [])
        try export(from: storage, csv: csv, write: write)
    }

    /// Writes every person of `storage` (opened here, nothing created) through `write`, as
    /// `export(from:csv:write:)` does: how `roster export --db` reads a PostgreSQL database.
    package static func export(
        from storage: some ImmediatePersonStorage, csv: Bool, write: ([UInt8]) -> Void
    ) throws(StorageFailure) {
        _ = try storage.immediateOpen(initial: .none)
        var anchor = PageRequest.Anchor.start
        var persons: [Person] = []
        var buffer: [UInt8] = []
        if csv { buffer += Array("id,name,age\r\n".utf8) }
        while true {
            let page = try storage.immediatePage(PageRequest(from: anchor, limit: 1_000))
            for stored in page {
                if csv {
                    buffer += Array(stored.person.id.uuidString.utf8)
                    buffer.append(UInt8(ascii: ","))
                    buffer += csvField(stored.person.name)
                    buffer += Array(",\(stored.person.age)\r\n".utf8)
                } else {
                    persons.append(stored.person)
                }
            }
            if buffer.count > 1 << 16 {
                write(buffer)
                buffer.removeAll(keepingCapacity: true)
            }
            guard page.count == 1_000, let last = page.last else { break }
            anchor = .after(position: last.position)
        }
        if !csv { buffer = PersonsJSON.encode(persons) }
        write(buffer)
    }

    /// A CSV field: quoted (quotes doubled) when it holds a comma, a quote or a line break.
    package static func csvField(_ text: String) -> [UInt8] {
        let bytes = Array(text.utf8)
        guard bytes.contains(where: { $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: "\"") || $0 == 0x0A || $0 == 0x0D })
        else { return bytes }
        var quoted: [UInt8] = [UInt8(ascii: "\"")]
        for byte in bytes {
            if byte == UInt8(ascii: "\"") { quoted.append(byte) }
            quoted.append(byte)
        }
        quoted.append(UInt8(ascii: "\""))
        return quoted
    }
}
