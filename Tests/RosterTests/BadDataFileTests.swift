import Foundation
import RosterResources
import RosterTestSupport
import Testing

@testable import Roster

@Suite("Bad data files: named, with the reason, and left byte for byte")
struct BadDataFileTests {
    /// Loads `path` as the app does on start, expecting a failure whose reason contains `reason`.
    private func expectRefused(_ path: String, reason: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(sourceLocation: sourceLocation) {
            try PersonsFile(path: path).load(creatingWith: SampleData.personsJSON)
        } throws: { error in
            guard let failure = error as? PersonsFile.Failure else { return false }
            return failure.path == path && failure.reason.contains(reason) && failure.description.hasPrefix(path + ": ")
        }
    }

    @Test(arguments: BadFile.all)
    func badContentsAreRefusedAndLeftAlone(_ bad: BadFile) throws {
        let folder = TemporaryFolder()
        let path = folder.file("persons.json")
        #expect(FileManager.default.createFile(atPath: path, contents: Data(bad.bytes)))
        var before = stat()
        lstat(path, &before)
        expectRefused(path, reason: bad.reason)
        #expect(folder.bytes(of: path) == bad.bytes, "the file is byte for byte as it was")
        var after = stat()
        lstat(path, &after)
        #expect(
            after.st_ino == before.st_ino && after.st_mtim.tv_nsec == before.st_mtim.tv_nsec
                && after.st_mtim.tv_sec == before.st_mtim.tv_sec)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["persons.json"],
            "nothing else was written")
    }

    @Test func aFolderIsRefusedAndLeftEmpty() throws {
        let folder = TemporaryFolder()
        let path = folder.file("persons.json")
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        expectRefused(path, reason: "is a folder, not a data file")
        #expect(try FileManager.default.contentsOfDirectory(atPath: path).isEmpty)
    }

    @Test func aDanglingLinkIsRefusedAndStaysDangling() throws {
        let folder = TemporaryFolder()
        let path = folder.file("persons.json")
        #expect(symlink("missing.json", path) == 0)
        expectRefused(path, reason: "is a symbolic link to a file that does not exist")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: path) == "missing.json")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["persons.json"])
    }

    @Test func aLoopOfLinksIsNamedAsSuch() throws {
        let folder = TemporaryFolder()
        let path = folder.file("persons.json")
        #expect(symlink("other.json", path) == 0)
        #expect(symlink("persons.json", folder.file("other.json")) == 0)
        expectRefused(path, reason: "cannot be opened: too many levels of symbolic links")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: path) == "other.json")
    }

    @Test func aNamedPipeIsRefusedWithoutWaitingForAWriter() throws {
        let folder = TemporaryFolder()
        let path = folder.file("persons.json")
        #expect(mkfifo(path, 0o600) == 0)
        expectRefused(path, reason: "is not a regular file")
    }

    @Test func aLinkToADeviceIsRefused() throws {
        let folder = TemporaryFolder()
        let path = folder.file("persons.json")
        #expect(symlink("/dev/zero", path) == 0)
        expectRefused(path, reason: "is not a regular file")
    }

    @Test func aPathThroughAFileIsRefused() throws {
        let folder = TemporaryFolder()
        folder.write("not a folder", to: "data")
        let path = folder.file("data/persons.json")
        expectRefused(path, reason: "a part of the path is not a folder")
        #expect(folder.bytes(of: folder.file("data")) == Array("not a folder".utf8))
    }

    /// Root reads every file whatever its mode: this one runs for other users; the end-to-end
    /// suite proves the same as an unprivileged user when the tests run as root.
    @Test(.enabled(if: getuid() != 0, "root may read anything; see EndToEndBadFileTests"))
    func anUnreadableFileIsRefusedAndLeftAlone() throws {
        let folder = TemporaryFolder()
        let path = folder.write("{\"version\": 1, \"persons\": []}", to: "persons.json")
        chmod(path, 0o000)
        expectRefused(path, reason: "cannot be opened: permission denied")
        chmod(path, 0o600)
        #expect(folder.bytes(of: path) == Array("{\"version\": 1, \"persons\": []}".utf8))
    }

    /// Another program saving twice in one tick of the file system's clock, at the same size,
    /// is still noticed: roster's fingerprint holds its file open, so the second save cannot get
    /// that file's inode back (ext4 hands a freed inode out again at once).
    @Test func twoSavesByAnotherProgramOfTheSameSizeAtTheSameTimeAreNoticed() throws {
        let folder = TemporaryFolder()
        let path = folder.file("persons.json")
        let id = UUID()
        let ours = try PersonsFile(path: path).save([Person(id: id, name: "Aaaaa", age: 30)])
        for name in ["Bbbbb", "Ccccc"] {
            _ = try PersonsFile(path: path).save([Person(id: id, name: name, age: 30)])
        }
        var times = [ours.modified, ours.modified]
        #expect(utimensat(AT_FDCWD, path, &times, 0) == 0)
        let theirs = try #require(PersonsFile(path: path).currentFingerprint())
        #expect(theirs.size == ours.size)
        #expect(theirs != ours, "their file is another inode")
    }
}
