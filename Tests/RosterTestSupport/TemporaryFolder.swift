import Foundation

/// A fresh folder under the system's temporary folder, removed when released.
package final class TemporaryFolder {
    package let path: String

    package init() {
        var template = Array((NSTemporaryDirectory() + "/roster-test-XXXXXX").utf8CString)
        let created = template.withUnsafeMutableBufferPointer { buffer in mkdtemp(buffer.baseAddress!) }
        precondition(created != nil, "cannot create a temporary folder")
        path = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    deinit {
        chmodRecursively(path)
        try? FileManager.default.removeItem(atPath: path)
    }

    /// A path inside the folder.
    package func file(_ name: String) -> String {
        path + "/" + name
    }

    /// Writes `text` to `name` in the folder; returns the path.
    @discardableResult
    package func write(_ text: String, to name: String) -> String {
        let target = file(name)
        _ = FileManager.default.createFile(atPath: target, contents: Data(text.utf8))
        return target
    }

    /// The bytes of a file (nil if it cannot be read).
    package func bytes(of path: String) -> [UInt8]? {
        FileManager.default.contents(atPath: path).map { [UInt8]($0) }
    }

    /// The folder's files with their bytes (SQLite's -wal and -shm files would show here).
    package func snapshot() throws -> [String: [UInt8]] {
        var result: [String: [UInt8]] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: path) {
            result[name] = bytes(of: file(name))
        }
        return result
    }

    private func chmodRecursively(_ path: String) {
        chmod(path, 0o700)
        for name in (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? [] {
            var info = stat()
            let child = path + "/" + name
            if lstat(child, &info) == 0, info.st_mode & S_IFMT == S_IFDIR {
                chmodRecursively(child)
            }
        }
    }
}
