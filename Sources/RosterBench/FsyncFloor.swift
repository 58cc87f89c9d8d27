import Foundation

/// `fsync-floor`: one 4 KiB page written over the start of a file in the bench's data folder
/// and fsync'd, the least any write that is on disk when it returns can cost on this disk.
/// The SQLite scenarios that commit (`save-one-edit`, `key-add`, `key-delete`) are compared
/// with it and with `key-down` in the same run (`DatabaseScenarios.ratios`).
enum FsyncFloor {
    static func measure(folder: String, persons: Int, report: Report, runs: Int = 200) throws {
        let path = folder + "/fsync-floor"
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        guard descriptor >= 0 else { throw BenchError("fsync-floor: cannot create \(path)") }
        defer {
            close(descriptor)
            unlink(path)
        }
        var page = [UInt8](repeating: 0, count: 4_096)
        var samples: [Double] = []
        for run in 0..<runs {
            page[0] = UInt8(truncatingIfNeeded: run)
            var failed = false
            samples.append(
                milliseconds {
                    failed = pwrite(descriptor, page, page.count, 0) != page.count || fsync(descriptor) != 0
                })
            if failed { throw BenchError("fsync-floor: the write failed (errno \(errno))") }
        }
        report.add("fsync-floor", persons: persons, unit: .ms, samples: samples)
    }
}
