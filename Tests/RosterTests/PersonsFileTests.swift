import Foundation
import RosterResources
import RosterTestSupport
import Testing

@testable import Roster

@Suite("The data file on disk")
struct PersonsFileTests {
    @Test func theFirstRunCreatesTheFileFromTheSamplePrivately() throws {
        let folder = TemporaryFolder()
        let file = PersonsFile(path: folder.file("deep/down/persons.json"))
        let contents = try file.load(creatingWith: SampleData.personsJSON)
        #expect(contents.persons.prefix(3).map(\.name) == ["Majid", "John", "Fred"])
        #expect(contents.persons.prefix(3).map(\.age) == [27, 31, 25])
        #expect(contents.persons.count >= 15)
        var info = stat()
        #expect(stat(file.path, &info) == 0)
        #expect(info.st_mode & 0o777 == 0o600)
    }

    @Test func theSampleHasNamesInSeveralScripts() throws {
        let persons = try PersonsJSON.decode(SampleData.personsJSON)
        let names = persons.map(\.name).joined()
        #expect(names.unicodeScalars.contains { (0x0400...0x04FF).contains($0.value) }, "Cyrillic")
        #expect(names.unicodeScalars.contains { (0x4E00...0x9FFF).contains($0.value) }, "CJK")
        #expect(names.unicodeScalars.contains { (0x0600...0x06FF).contains($0.value) }, "Arabic")
        #expect(names.contains("ü") || names.contains("é"), "Latin with diacritics")
    }

    @Test func aSaveReplacesTheFileAtomicallyWithModeSixHundred() throws {
        let folder = TemporaryFolder()
        let path = folder.write("{\"version\": 1, \"persons\": []}", to: "persons.json")
        chmod(path, 0o644)
        let file = PersonsFile(path: path)
        let person = Person(id: UUID(), name: "Ann", age: 40)
        let fingerprint = try file.save([person])
        #expect(try file.load().persons == [person])
        #expect(file.currentFingerprint() == fingerprint)
        var info = stat()
        #expect(stat(path, &info) == 0 && info.st_mode & 0o777 == 0o600)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0 != "persons.json" }
        #expect(leftovers.isEmpty)
    }

    @Test func aSaveThroughASymbolicLinkKeepsTheLink() throws {
        let folder = TemporaryFolder()
        let real = folder.write("{\"version\": 1, \"persons\": []}", to: "real.json")
        let link = folder.file("link.json")
        #expect(symlink(real, link) == 0)
        try PersonsFile(path: link).save([Person(id: UUID(), name: "Bo", age: 1)])
        var info = stat()
        #expect(lstat(link, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK)
        #expect(try PersonsFile(path: real).load().persons.map(\.name) == ["Bo"])
    }

    @Test func strayTemporaryFilesOfDeadProcessesAreRemovedOnLoad() throws {
        let folder = TemporaryFolder()
        let path = folder.write("{\"version\": 1, \"persons\": []}", to: "persons.json")
        folder.write("partial", to: ".persons.json.tmp-999999-42")
        folder.write("live", to: ".persons.json.tmp-\(getppid())-7")
        _ = try PersonsFile(path: path).load()
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(names == [".persons.json.tmp-\(getppid())-7", "persons.json"])
    }

    @Test func aFolderAtThePathIsNamed() throws {
        let folder = TemporaryFolder()
        let path = folder.file("persons.json")
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        #expect(throws: PersonsFile.Failure(path: path, reason: "is a folder, not a data file")) {
            try PersonsFile(path: path).load(creatingWith: SampleData.personsJSON)
        }
    }

    @Test func aDanglingSymbolicLinkIsNamedAndNotReplaced() throws {
        let folder = TemporaryFolder()
        let path = folder.file("persons.json")
        #expect(symlink(folder.file("missing.json"), path) == 0)
        #expect(throws: PersonsFile.Failure(path: path, reason: "is a symbolic link to a file that does not exist")) {
            try PersonsFile(path: path).load(creatingWith: SampleData.personsJSON)
        }
        #expect(!FileManager.default.fileExists(atPath: folder.file("missing.json")))
    }

    @Test func badContentsNameThePathAndLeaveTheFileAlone() throws {
        let folder = TemporaryFolder()
        let path = folder.write("{\"version\": 1, \"persons\": [}", to: "persons.json")
        let before = folder.bytes(of: path)
        #expect {
            try PersonsFile(path: path).load(creatingWith: SampleData.personsJSON)
        } throws: { error in
            let failure = error as? PersonsFile.Failure
            return failure?.path == path && failure?.reason.contains("not valid JSON") == true
        }
        #expect(folder.bytes(of: path) == before)
    }

    @Test func aSaveIntoAMissingFolderFailsWithTheReason() throws {
        let folder = TemporaryFolder()
        let path = folder.file("gone/persons.json")
        #expect {
            try PersonsFile(path: path).save([])
        } throws: { error in
            (error as? PersonsFile.Failure)?.reason == "cannot be saved: its folder does not exist"
        }
    }

    @Test(.enabled(if: getuid() != 0, "root may write anywhere"))
    func unreadableAndUnwritableFilesAreNamed() throws {
        let folder = TemporaryFolder()
        let path = folder.write("{\"version\": 1, \"persons\": []}", to: "persons.json")
        chmod(path, 0o000)
        #expect(throws: PersonsFile.Failure(path: path, reason: "cannot be opened: permission denied")) {
            try PersonsFile(path: path).load()
        }
        chmod(path, 0o600)
        chmod(folder.path, 0o500)
        #expect {
            try PersonsFile(path: path).save([])
        } throws: { error in
            (error as? PersonsFile.Failure)?.reason == "cannot be saved: permission denied"
        }
    }

    @Test func theDefaultLocationFollowsXDG() {
        #expect(
            PersonsFile.defaultPath(environment: ["XDG_DATA_HOME": "/data", "HOME": "/home/a"])
                == "/data/roster/persons.json")
        #expect(PersonsFile.defaultPath(environment: ["HOME": "/home/a"]) == "/home/a/.local/share/roster/persons.json")
        #expect(
            PersonsFile.defaultPath(environment: ["XDG_DATA_HOME": "relative", "HOME": "/home/a"])
                == "/home/a/.local/share/roster/persons.json")
    }
}
