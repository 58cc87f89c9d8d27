import Foundation

/// The data file on disk: where it is, reading it, and replacing it atomically.
///
/// Saves write a temporary file in the same folder (mode 0600), flush it to disk, and rename
/// it over the data file, so the file always holds either the old or the new content, whatever
/// happens mid-save. Temporary files left by a process that died mid-save are removed the next
/// time the file is opened. A file that cannot be read or understood is never written over.
package struct PersonsFile: Sendable {
    /// Where the data file is.
    package let path: String

    package init(path: String) {
        self.path = path
    }

    /// What went wrong with the data file, naming the file and the reason.
    package struct Failure: Error, Equatable, CustomStringConvertible, Sendable {
        package let path: String
        package let reason: String

        package init(path: String, reason: String) {
            self.path = path
            self.reason = reason
        }

        package var description: String { "\(path): \(reason)" }
    }

    /// The state of the file when it was last read or written, to notice other writers.
    ///
    /// One made by reading or writing the file holds it open (`pin`): while it is open, the file
    /// system cannot give its inode to another file. Without that, another program saving twice
    /// (each save a new file renamed over the last) could bring back this very inode, as ext4
    /// hands a freed inode out again at once, and within one tick of the file system's clock
    /// with the same size the fingerprint would match, and its save be written over unasked.
    package struct Fingerprint: Equatable, Sendable {
        let device: UInt64
        let inode: UInt64
        let size: Int64
        let modified: timespec
        /// The file, held open; not compared.
        var pin: Pin?

        package static func == (lhs: Fingerprint, rhs: Fingerprint) -> Bool {
            lhs.device == rhs.device && lhs.inode == rhs.inode && lhs.size == rhs.size
                && lhs.modified.tv_sec == rhs.modified.tv_sec && lhs.modified.tv_nsec == rhs.modified.tv_nsec
        }
    }

    /// An open descriptor of the file a fingerprint was taken of, closed when the last copy of
    /// the fingerprint goes.
    final class Pin: Sendable {
        let descriptor: Int32

        init(_ descriptor: Int32) {
            self.descriptor = descriptor
        }

        deinit {
            close(descriptor)
        }
    }

    /// What a successful read gives.
    package struct Contents: Sendable {
        package let persons: [Person]
        package let fingerprint: Fingerprint
    }

    // MARK: Location

    /// The default data file: `$XDG_DATA_HOME/roster/persons.json`, else
    /// `~/.local/share/roster/persons.json`.
    package static func defaultPath(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        if let dataHome = environment["XDG_DATA_HOME"], dataHome.hasPrefix("/") {
            return dataHome + "/roster/persons.json"
        }
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
        return home + "/.local/share/roster/persons.json"
    }

    // MARK: Reading

    /// Reads and checks the file; on the first run (no file at all) writes `sample` there first.
    package func load(creatingWith sample: [UInt8]? = nil) throws(Failure) -> Contents {
        removeStrayTemporaryFiles()
        var info = stat()
        if lstat(path, &info) != 0 {
            let error = errno
            guard error == ENOENT, let sample else { throw failure(errno: error, doing: "cannot be opened") }
            try createFolder()
            _ = try write(sample)
        } else if info.st_mode & S_IFMT == S_IFLNK, stat(path, &info) != 0 {
            let error = errno
            guard error == ENOENT else { throw failure(errno: error, doing: "cannot be opened") }
            throw Failure(path: path, reason: "is a symbolic link to a file that does not exist")
        }
        return try readPersons()
    }

    /// The file's fingerprint now (`nil` if it is gone).
    package func currentFingerprint() -> Fingerprint? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return Fingerprint(info)
    }

    /// Reads and decodes the file a window at a time (a large file is never all in memory).
    private func readPersons() throws(Failure) -> Contents {
        // Non-blocking, so that a named pipe at the path is refused below instead of waiting
        // for a writer forever (for a regular file the flag changes nothing).
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { throw failure(errno: errno, doing: "cannot be opened") }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw failure(errno: errno, doing: "cannot be read") }
        guard info.st_mode & S_IFMT == S_IFREG else {
            throw Failure(
                path: path,
                reason: info.st_mode & S_IFMT == S_IFDIR ? "is a folder, not a data file" : "is not a regular file")
        }
        guard let window = FileWindow(descriptor: descriptor, size: Int(info.st_size)) else {
            throw failure(errno: ENOMEM, doing: "cannot be read")
        }
        let persons: [Person]
        do {
            persons = try PersonsJSON.decode(from: window)
        } catch {
            if let readError = window.readError { throw failure(errno: readError, doing: "cannot be read") }
            throw Failure(path: path, reason: error.reason)
        }
        if let readError = window.readError { throw failure(errno: readError, doing: "cannot be read") }
        var fingerprint = Fingerprint(info)
        let pinned = fcntl(descriptor, F_DUPFD_CLOEXEC, 0)
        if pinned >= 0 { fingerprint.pin = Pin(pinned) }
        return Contents(persons: persons, fingerprint: fingerprint)
    }

    // MARK: Writing

    /// Replaces the file's contents with `persons`, atomically; returns the new fingerprint.
    @discardableResult
    package func save(_ persons: [Person]) throws(Failure) -> Fingerprint {
        try write(PersonsJSON.encode(persons))
    }

    private func write(_ bytes: [UInt8]) throws(Failure) -> Fingerprint {
        let target = resolvedPath()
        let folder = Self.folder(of: target)
        let temporary = "\(folder)/\(Self.temporaryPrefix(for: target))\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw failure(errno: errno, doing: "cannot be saved", at: folder) }
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { buffer in
                Foundation.write(descriptor, buffer.baseAddress! + written, buffer.count - written)
            }
            if count < 0 {
                if errno == EINTR { continue }
                let error = errno
                close(descriptor)
                unlink(temporary)
                throw failure(errno: error, doing: "cannot be saved")
            }
            written += count
        }
        if fsync(descriptor) != 0 {
            let error = errno
            close(descriptor)
            unlink(temporary)
            throw failure(errno: error, doing: "cannot be saved")
        }
        // Kept open as the fingerprint's pin: the file just written.
        let pin = Pin(descriptor)
        guard rename(temporary, target) == 0 else {
            let error = errno
            unlink(temporary)
            throw failure(errno: error, doing: "cannot be saved")
        }
        let directory = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if directory >= 0 {
            fsync(directory)
            close(directory)
        }
        var info = stat()
        guard fstat(pin.descriptor, &info) == 0 else {
            throw failure(errno: errno, doing: "cannot be read after saving")
        }
        var fingerprint = Fingerprint(info)
        fingerprint.pin = pin
        return fingerprint
    }

    /// The folder a file is in: "." for a bare file name (which NSString would make "", and
    /// "\(folder)/name" then a file in the root folder).
    private static func folder(of path: String) -> String {
        let folder = (path as NSString).deletingLastPathComponent
        return folder.isEmpty ? "." : folder
    }

    /// The path to write: the target of a symbolic link, so that the link stays a link.
    private func resolvedPath() -> String {
        guard let resolved = realpath(path, nil) else { return path }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    private func createFolder() throws(Failure) {
        let folder = (path as NSString).deletingLastPathComponent
        guard !folder.isEmpty else { return }
        do {
            try FileManager.default.createDirectory(
                atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        } catch {
            throw Failure(
                path: path, reason: "its folder cannot be created (\((error as NSError).localizedDescription))")
        }
    }

    // MARK: Temporary files

    private static func temporaryPrefix(for target: String) -> String {
        ".\((target as NSString).lastPathComponent).tmp-"
    }

    /// Removes temporary files a process died leaving behind (those of live processes stay).
    private func removeStrayTemporaryFiles() {
        let target = resolvedPath()
        let folder = Self.folder(of: target)
        let prefix = Self.temporaryPrefix(for: target)
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for name in names where name.hasPrefix(prefix) {
            let owner = name.dropFirst(prefix.count).split(separator: "-").first.flatMap { Int32($0) }
            if let owner, owner != getpid(), kill(owner, 0) == 0 || errno == EPERM { continue }
            unlink("\(folder)/\(name)")
        }
    }

    // MARK: Errors

    private func failure(errno code: Int32, doing action: String, at place: String? = nil) -> Failure {
        let reason: String
        switch code {
        case ENOENT: reason = place == nil ? "does not exist" : "its folder does not exist"
        case EACCES, EPERM: reason = "permission denied"
        case EISDIR: reason = "is a folder, not a data file"
        case ENOSPC: reason = "the disk is full"
        case EDQUOT: reason = "the disk quota is exceeded"
        case EROFS: reason = "the file system is read-only"
        case ELOOP: reason = "too many levels of symbolic links"
        case ENOTDIR: reason = "a part of the path is not a folder"
        default: reason = String(cString: strerror(code)).lowercased()
        }
        return Failure(path: path, reason: "\(action): \(reason)")
    }
}

extension PersonsFile.Fingerprint {
    init(_ info: stat) {
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
        size = Int64(info.st_size)
        modified = info.st_mtim
        pin = nil
    }
}
