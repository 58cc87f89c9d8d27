import Foundation
import Roster
import RosterTestSupport
import Testing

/// The real binary in a real terminal (tmux), with a temporary data folder.
@Suite("End to end in tmux")
struct EndToEndTests {
    /// A roster process in tmux on a data file in a fresh folder.
    final class Running {
        let folder = TemporaryFolder()
        let path: String
        let tmux: TmuxSession

        init(contents: String? = nil, width: Int = 100, height: Int = 30, useDefaultLocation: Bool = false) throws {
            if useDefaultLocation {
                path = folder.file("data/roster/roster.db")
                tmux = try TmuxSession(
                    command: TmuxSession.rosterCommand([], environment: ["XDG_DATA_HOME": folder.file("data")]),
                    width: width, height: height
                )
            } else {
                path = folder.file("persons.json")
                if let contents { folder.write(contents, to: "persons.json") }
                tmux = try TmuxSession(
                    command: TmuxSession.rosterCommand(["--file", path]), width: width, height: height)
            }
        }

        func persons() throws -> [Person] {
            if path.hasSuffix(".db") { return try DatabaseContents.persons(at: path) }
            return try PersonsJSON.decode(folder.bytes(of: path) ?? [])
        }
    }

    @Test func editSaveAndQuitThenTheFileHoldsTheEdit() throws {
        let app = try Running(useDefaultLocation: true)
        try app.tmux.waitFor(text: "Age: 27")
        #expect(try app.persons().prefix(3).map(\.name) == ["Majid", "John", "Fred"], "the first run wrote the sample")
        try app.tmux.send("Down", "Enter")
        try app.tmux.waitFor(text: "Personal information")
        try app.tmux.send("BSpace", "BSpace", "BSpace", "BSpace")
        try app.tmux.send("Jon", literal: true)
        try app.tmux.send("Tab", "+", "+")
        try app.tmux.waitFor(text: "Age: 33")
        try app.tmux.waitFor("the list row updated while editing") { rows in
            rows.contains { $0.hasPrefix(" Jon ") }
        }
        try app.tmux.send("C-s")
        try app.tmux.waitFor("the form closed") { rows in !rows.contains { $0.contains("Personal information") } }
        try app.tmux.send("q")
        try app.tmux.waitFor(text: "[exit 0]")
        let saved = try app.persons()
        #expect(saved[1].name == "Jon" && saved[1].age == 33)
        var info = stat()
        #expect(stat(app.path, &info) == 0 && info.st_mode & 0o777 == 0o600)
    }

    @Test func escapeLeavesTheFileUntouched() throws {
        let app = try Running()
        try app.tmux.waitFor(text: "Age: 31")
        let before = app.folder.bytes(of: app.path)
        var beforeInfo = stat()
        stat(app.path, &beforeInfo)
        try app.tmux.send("Enter")
        try app.tmux.waitFor(text: "Personal information")
        try app.tmux.send("xyz", literal: true)
        try app.tmux.send("Tab", "-")
        try app.tmux.waitFor(text: "Majidxyz")
        try app.tmux.send("Escape")
        try app.tmux.waitFor("the form closed with the old values") { rows in
            !rows.contains { $0.contains("Personal information") || $0.contains("xyz") }
                && rows.contains { $0.contains("Age: 27") }
        }
        try app.tmux.send("q")
        try app.tmux.waitFor(text: "[exit 0]")
        var afterInfo = stat()
        stat(app.path, &afterInfo)
        #expect(app.folder.bytes(of: app.path) == before)
        #expect(
            afterInfo.st_mtim.tv_sec == beforeInfo.st_mtim.tv_sec
                && afterInfo.st_mtim.tv_nsec == beforeInfo.st_mtim.tv_nsec)
    }

    @Test func aResizeWhileTheFormIsOpenRedrawsIt() throws {
        let app = try Running()
        try app.tmux.waitFor(text: "Age: 27")
        try app.tmux.send("Enter")
        try app.tmux.waitFor(text: "Personal information")
        try app.tmux.resize(width: 60, height: 20)
        let narrow = try app.tmux.waitFor("the narrow layout") { rows in
            rows.first?.contains("‹ Persons") == true && rows.contains { $0.contains("Personal information") }
        }
        #expect(!narrow.contains { $0.contains("Age: 31") }, "the list gave way to the form")
        #expect(narrow.allSatisfy { $0.count <= 60 })
        try app.tmux.resize(width: 120, height: 30)
        try app.tmux.waitFor("the wide layout again") { rows in
            rows.contains { $0.contains("Age: 31") } && rows.contains { $0.contains("Personal information") }
        }
        try app.tmux.send("x", literal: true)
        try app.tmux.waitFor(text: "Majidx")
        // Esc and q sent together would read as Alt-q, as in any terminal: wait in between.
        try app.tmux.send("Escape")
        try app.tmux.waitFor("the form closed") { rows in !rows.contains { $0.contains("Personal information") } }
        try app.tmux.send("q")
        try app.tmux.waitFor(text: "[exit 0]")
    }

    @Test func wideAndEmojiNamesKeepTheColumnsAligned() throws {
        let names = ["张伟", "山田太郎", "김민준", "Émile 👍", "Ann 👨‍👩‍👧 x", "Иван", "Plain"]
        let persons = names.enumerated().map { Person(id: UUID(), name: $1, age: 20 + $0) }
        let app = try Running(contents: String(decoding: PersonsJSON.encode(persons), as: UTF8.self))
        let rows = try app.tmux.waitFor(text: "Plain")
        // Every row's chevron and the pane separator sit in the same terminal columns.
        let nameRows = rows.filter { row in names.contains { row.contains($0.prefix(2)) } }
        #expect(nameRows.count == names.count)
        let chevronColumns = Set(nameRows.map { column(of: "›", in: $0) })
        let separatorColumns = Set(rows.dropFirst(2).prefix(14).map { column(of: "│", in: $0) })
        #expect(chevronColumns.count == 1, "chevrons at columns \(chevronColumns)")
        #expect(separatorColumns.count == 1, "separators at columns \(separatorColumns)")
        try app.tmux.send("q")
        try app.tmux.waitFor(text: "[exit 0]")
    }

    /// `--file persons.json`, relative to the current folder, on the first run: created there
    /// and saved there. As an ordinary user (nobody, when the tests run as root), who may not
    /// write to the root folder where the temporary file used to go.
    @Test func aRelativeFilePathIsCreatedAndSavedInTheCurrentFolder() throws {
        let folder = TemporaryFolder()
        chmod(folder.path, 0o777)
        let user = getuid() == 0 ? "setpriv --reuid=65534 --regid=65534 --clear-groups -- " : ""
        let tmux = try TmuxSession(
            command: "cd \(TmuxSession.shellQuote(folder.path)) && " + user
                + TmuxSession.rosterCommand(["--file", "persons.json"]))
        try tmux.waitFor(text: "Age: 27")
        let path = folder.file("persons.json")
        #expect(
            try PersonsJSON.decode(folder.bytes(of: path) ?? []).first?.name == "Majid",
            "the first run wrote the sample here")
        try tmux.send("Enter")
        try tmux.waitFor(text: "Personal information")
        try tmux.send("X", literal: true)
        try tmux.send("C-s")
        try TmuxSession.poll("the save") {
            try PersonsJSON.decode(folder.bytes(of: path) ?? []).first?.name == "MajidX"
        }
        try tmux.send("q")
        try tmux.waitFor(text: "[exit 0]")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["persons.json"])
    }

    /// The terminal column where `marker` starts in `row` (wide characters count two).
    private func column(of marker: Character, in row: String) -> Int {
        var column = 0
        for character in row {
            if character == marker { return column }
            column +=
                character.unicodeScalars.first.map { $0.properties.isEmojiPresentation || isWide($0) ? 2 : 1 } ?? 1
        }
        return -1
    }

    private func isWide(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFF00...0xFF60, 0xFFE0...0xFFE6: true
        default: false
        }
    }
}
