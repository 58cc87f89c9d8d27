import Foundation

/// The temporary files a database is first built in (`.roster.db.tmp-<pid>-<random>` beside
/// it), and the removal of those a dead process left behind.
enum TemporaryFiles {
    /// The folder `path` is in ("." for a bare file name).
    static func folder(of path: String) -> String {
        let folder = (path as NSString).deletingLastPathComponent
        return folder.isEmpty ? "." : folder
    }

    static func prefix(for path: String) -> String {
        ".\((path as NSString).lastPathComponent).tmp-"
    }

    /// A new temporary path beside `path`, owned by this process.
    static func path(for path: String) -> String {
        "\(folder(of: path))/\(prefix(for: path))\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
    }

    /// Removes the temporary files (and SQLite's journals of them) of processes that are gone.
    static func removeStrays(for path: String) {
        let folder = folder(of: path)
        let prefix = prefix(for: path)
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for name in names where name.hasPrefix(prefix) {
            let owner = name.dropFirst(prefix.count).split(separator: "-").first.flatMap { Int32($0) }
            if let owner, owner != getpid(), kill(owner, 0) == 0 || errno == EPERM { continue }
            unlink("\(folder)/\(name)")
        }
    }

    /// Flushes a folder's entries (a rename in it) to disk.
    static func syncFolder(_ folder: String) {
        let directory = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if directory >= 0 {
            fsync(directory)
            close(directory)
        }
    }

    /// An `errno` in words, as the JSON file's messages say them.
    static func describe(errno code: Int32, inFolder: Bool = false) -> String {
        switch code {
        case ENOENT: return inFolder ? "its folder does not exist" : "does not exist"
        case EACCES, EPERM: return "permission denied"
        case EISDIR: return "is a folder, not a data file"
        case ENOSPC: return "the disk is full"
        case EDQUOT: return "the disk quota is exceeded"
        case EROFS: return "the file system is read-only"
        case ELOOP: return "too many levels of symbolic links"
        case ENOTDIR: return "a part of the path is not a folder"
        default: return String(cString: strerror(code)).lowercased()
        }
    }
}
