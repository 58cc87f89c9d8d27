import Foundation
import Testing

@testable import TerminalUICore

/// A plain-text document, as a SwiftUI document app writes one.
private struct TextDocument: FileDocument {
    static var readableContentTypes: [UTType] { [.plainText] }
    var text: String

    init(text: String = "") {
        self.text = text
    }

    init(configuration: ReadConfiguration) throws {
        guard let data = configuration.file.regularFileContents, let text = String(data: data, encoding: .utf8),
            !text.hasPrefix("BINARY")
        else { throw CocoaError(.fileReadCorruptFile) }
        self.text = text
    }

    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
        FileWrapper(regularFileWithContents: Data(text.utf8))
    }
}

private struct NotesApp: App {
    var body: some Scene {
        DocumentGroup(newDocument: TextDocument(text: "New note")) { file in
            VStack(alignment: .leading) {
                Text(file.fileURL?.lastPathComponent ?? "Untitled")
                TextField("Text", text: file.$document.text)
            }
        }
    }
}

private struct ViewerApp: App {
    var body: some Scene {
        DocumentGroup(viewing: TextDocument.self) { file in
            Text(file.document.text + (file.isEditable ? " (editable)" : " (read-only)"))
        }
    }
}

@Suite("DocumentGroup", .serialized)
@MainActor
final class DocumentGroupTests {
    private let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "DocumentGroupTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        DocumentLaunch.currentFolder = folder
    }

    deinit {
        try? FileManager.default.removeItem(at: folder)
    }

    private func launch(_ arguments: String...) {
        DocumentLaunch.arguments = ["notes"] + arguments
    }

    private func contents(_ name: String) -> String? {
        try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
    }

    private var files: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
    }

    @Test(arguments: [Size(width: 80, height: 24), Size(width: 40, height: 12)])
    func theFileNamedOnTheCommandLineIsEditedAndSavedByCtrlS(size: Size) throws {
        try "Hello".write(to: folder.appendingPathComponent("hello.txt"), atomically: true, encoding: .utf8)
        launch("hello.txt")
        let host = TestHost(app: NotesApp(), width: size.width, height: size.height)
        #expect(host.screen[0] == "hello.txt")
        host.press(.end)
        host.type(" world")
        Snapshot.assert(host, named: "document-edited-\(size.width)x\(size.height)")
        #expect(contents("hello.txt") == "Hello", "nothing is written before Save")
        host.press("s", modifiers: .control)
        #expect(contents("hello.txt") == "Hello world")
        #expect(files == ["hello.txt"], "the temporary file was renamed over it")
    }

    @Test func aFileNotThereYetIsANewDocumentSavedUnderThatName() {
        launch("later.txt")
        let host = TestHost(app: NotesApp(), width: 40, height: 12)
        #expect(host.screenText.contains("New note"))
        #expect(files.isEmpty)
        host.press("s", modifiers: .control)
        #expect(contents("later.txt") == "New note")
    }

    @Test func anUntitledDocumentIsSavedAsUntitledWithoutReplacingOne() throws {
        try "Kept".write(to: folder.appendingPathComponent("Untitled.txt"), atomically: true, encoding: .utf8)
        launch()
        let host = TestHost(app: NotesApp(), width: 40, height: 12)
        #expect(host.screen[0] == "Untitled")
        host.press("s", modifiers: .control)
        #expect(contents("Untitled.txt") == "Kept")
        #expect(contents("Untitled 2.txt") == "New note")
        #expect(host.screen[0] == "Untitled 2.txt", "the editor learns its file")
    }

    @Test func quittingSavesAnEditedDocumentAndOnlyThen() throws {
        try "Draft".write(to: folder.appendingPathComponent("draft.txt"), atomically: true, encoding: .utf8)
        launch("draft.txt")
        let app = NotesApp()
        let host = TestHost(app: app, width: 40, height: 12)
        var resolution = SceneResolution()
        resolution.add(app.body)
        try FileManager.default.removeItem(at: folder.appendingPathComponent("draft.txt"))
        #expect(resolution.onInterrupt() == .quit)
        #expect(files.isEmpty, "an unchanged document is not written on quitting")
        host.press(.end)
        host.type("!")
        #expect(resolution.onInterrupt() == .quit)
        #expect(contents("draft.txt") == "Draft!")
    }

    @Test(arguments: [Size(width: 80, height: 24), Size(width: 40, height: 12)])
    func aFileThatIsNotTheDocumentIsNotOpenedNorWritten(size: Size) throws {
        try "BINARY data".write(to: folder.appendingPathComponent("bad.txt"), atomically: true, encoding: .utf8)
        launch("bad.txt")
        let host = TestHost(app: NotesApp(), width: size.width, height: size.height)
        let message = host.screen.map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        #expect(message.contains("bad.txt is not a document this app reads: The operation could not be completed."))
        host.press("s", modifiers: .control)
        #expect(contents("bad.txt") == "BINARY data")
        Snapshot.assert(host, named: "document-unreadable-\(size.width)x\(size.height)")
    }

    @Test func aFailedSaveSaysWhyAndKeepsTheEdits() {
        launch("missing-folder/note.txt")
        let host = TestHost(app: NotesApp(), width: 60, height: 12)
        host.press(.end)
        host.type("!")
        host.press("s", modifiers: .control)
        #expect(host.screenText.contains("Could not save"))
        #expect(host.screenText.contains("note.txt was not saved"))
        host.press(.return)
        #expect(host.screenText.contains("New note!"))
    }

    @Test func aViewerShowsTheFileReadOnlyAndNeedsOne() throws {
        try "Read me".write(to: folder.appendingPathComponent("read.txt"), atomically: true, encoding: .utf8)
        launch("read.txt")
        let host = TestHost(app: ViewerApp(), width: 40, height: 12)
        #expect(host.screen[0] == "Read me (read-only)")
        launch()
        let without = TestHost(app: ViewerApp(), width: 60, height: 12)
        #expect(without.screen[0].contains("was not given"))
    }

    @Test func saveIsListedUnderFileInTheHelp() {
        launch()
        let host = TestHost(app: NotesApp(), width: 60, height: 12)
        host.press(.functionKey(1))
        #expect(host.screenText.contains("File"))
        #expect(host.screenText.contains("Save"))
    }
}

@Suite("UTType")
struct UTTypeTests {
    @Test func typesConformToTheirParents() {
        #expect(UTType.utf8PlainText.conforms(to: .plainText))
        #expect(UTType.json.conforms(to: .text))
        #expect(UTType.json.conforms(to: .data))
        #expect(!UTType.data.conforms(to: .text))
        let declared = UTType(exportedAs: "com.example.todo", conformingTo: .json)
        #expect(declared.conforms(to: .text))
        #expect(declared.preferredFilenameExtension == nil)
    }

    @Test func knownTypesAreFoundByIdentifierAndExtension() {
        #expect(UTType("public.json") == .json)
        #expect(UTType("com.example.unknown") == nil)
        #expect(UTType(filenameExtension: "CSV") == .commaSeparatedText)
        #expect(UTType(filenameExtension: "txt", conformingTo: .text) == .plainText)
        #expect(UTType(filenameExtension: "nope") == nil)
    }
}
