import Foundation
import Roster

/// What a roster database holds, read as roster reads it (for tests that look at the disk).
enum DatabaseContents {
    /// Every person in the database at `path`, in the list's order.
    static func persons(at path: String) throws -> [Person] {
        var bytes: [UInt8] = []
        try PersonsTransfer.export(from: path, csv: false) { bytes += $0 }
        return try PersonsJSON.decode(bytes)
    }
}
