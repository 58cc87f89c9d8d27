import Foundation
import Testing

@testable import TerminalUICore

/// `fileExporter` asks for a path in a sheet and writes the document there atomically.
@Suite("fileExporter")
@MainActor
struct FileExporterTests {
    private struct Note: FileDocument {
        static let readableContentTypes: [UTType] = [.plainText]
        var text: String
        init(text: String) { self.text = text }
        init(configuration: ReadConfiguration) throws {
            text = String(decoding: configuration.file.regularFileContents ?? Data(), as: UTF8.self)
        }
        func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
            FileWrapper(regularFileWithContents: Data(text.utf8))
        }
    }

    private final class Exported: ObservableObject {
        @Published var isPresented = true
        @Published var urls: [URL] = []
    }

    private struct Exporter: View {
        @ObservedObject var exported: Exported
        let document: Note?
        var body: some View {
            Text("Notes")
                .fileExporter(
                    isPresented: $exported.isPresented, document: document, contentType: .plainText,
                    defaultFilename: "Shopping"
                ) { result in
                    if case .success(let url) = result { exported.urls.append(url) }
                }
        }
    }

    private func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("exporter-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test func theSheetOffersTheNameAndSaveWritesTheDocumentThere() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let exported = Exported()
        let host = TestHost(Exporter(exported: exported, document: Note(text: "milk")), width: 80, height: 24)
        #expect(host.screenText.contains("Save a file") && host.screenText.contains("Shopping.txt"))
        let file = folder.appendingPathComponent("list.txt")
        for _ in 0..<20 { host.press(.delete) }
        host.type(file.path)
        host.press(.return)
        #expect(exported.urls == [file.standardizedFileURL])
        #expect(try String(contentsOf: file, encoding: .utf8) == "milk")
        #expect(!exported.isPresented && !host.screenText.contains("Save a file"))
    }

    @Test func anExistingFileIsReplacedOnlyAtASecondSave() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("list.txt")
        try Data("old".utf8).write(to: file)
        let exported = Exported()
        let host = TestHost(Exporter(exported: exported, document: Note(text: "new")), width: 80, height: 24)
        for _ in 0..<20 { host.press(.delete) }
        host.type(file.path)
        host.press(.return)
        #expect(host.screenText.contains("list.txt exists."), "\(host.screenText)")
        #expect(try String(contentsOf: file, encoding: .utf8) == "old")
        host.press(.return)
        #expect(try String(contentsOf: file, encoding: .utf8) == "new")
        #expect(exported.urls.count == 1)
    }

    @Test func aMissingFolderIsSaidAndEscCancels() throws {
        let exported = Exported()
        let host = TestHost(Exporter(exported: exported, document: Note(text: "x")), width: 80, height: 24)
        for _ in 0..<20 { host.press(.delete) }
        host.type("/nonexistent-\(UUID().uuidString)/list.txt")
        host.press(.return)
        #expect(host.screenText.contains("There is no folder"), "\(host.screenText)")
        host.press(.escape)
        #expect(!exported.isPresented && exported.urls.isEmpty, "Esc cancels without a URL")
    }

    @Test func withoutADocumentNothingIsAsked() {
        let host = TestHost(Exporter(exported: Exported(), document: nil), width: 40, height: 6)
        #expect(!host.screenText.contains("Save a file"))
    }

    @Test(arguments: SnapshotTests.sizes)
    func snapshots(size: Size) {
        let host = TestHost(
            Exporter(exported: Exported(), document: Note(text: "x")), width: size.width, height: size.height)
        Snapshot.assert(host, named: "file-exporter-\(size.width)x\(size.height)")
    }
}
