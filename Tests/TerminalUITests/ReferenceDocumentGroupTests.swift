import Foundation
import Testing

@testable import TerminalUICore

/// A checklist kept as lines of text (the title, then one item a line), edited in place as a
/// SwiftUI `ReferenceFileDocument` is.
private final class Checklist: ReferenceFileDocument {
    static var readableContentTypes: [UTType] { [.plainText] }
    @Published var title: String
    @Published var items: [String]

    init(title: String = "New list", items: [String] = []) {
        self.title = title
        self.items = items
    }

    init(configuration: ReadConfiguration) throws {
        guard let data = configuration.file.regularFileContents, let text = String(data: data, encoding: .utf8),
            !text.hasPrefix("BINARY")
        else { throw CocoaError(.fileReadCorruptFile) }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        title = lines[0]
        items = Array(lines.dropFirst())
    }

    func snapshot(contentType: UTType) throws -> [String] {
        [title] + items
    }

    func fileWrapper(snapshot: [String], configuration: WriteConfiguration) throws -> FileWrapper {
        FileWrapper(regularFileWithContents: Data(snapshot.joined(separator: "\n").utf8))
    }
}

/// The editor: the title through the configuration's binding, the items through the object.
private struct ChecklistEditor: View {
    @ObservedObject var checklist: Checklist
    @Binding var title: String
    let name: String
    @State private var newItem = ""

    var body: some View {
        VStack(alignment: .leading) {
            Text("\(name): \(checklist.items.count) items")
            TextField("Title", text: $title)
            ForEach(checklist.items, id: \.self) { item in
                Text("• \(item)")
            }
            TextField("New item", text: $newItem)
                .onSubmit {
                    checklist.items.append(newItem)
                    newItem = ""
                }
        }
    }
}

private struct ChecklistApp: App {
    var body: some Scene {
        DocumentGroup(newDocument: { Checklist() }) { file in
            ChecklistEditor(
                checklist: file.document, title: file.$document.title,
                name: file.fileURL?.lastPathComponent ?? "Untitled")
        }
    }
}

private struct ChecklistViewerApp: App {
    var body: some Scene {
        DocumentGroup(viewing: Checklist.self) { file in
            Text(file.document.title + (file.isEditable ? " (editable)" : " (read-only)"))
        }
    }
}

// Nested in DocumentGroupTests, which is serialized: both set DocumentLaunch's command line and folder.
extension DocumentGroupTests {
    @Suite("with a ReferenceFileDocument")
    @MainActor
    final class ReferenceDocuments {
        private let folder: URL

        init() throws {
            folder = FileManager.default.temporaryDirectory.appendingPathComponent(
                "ReferenceDocumentGroupTests-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            DocumentLaunch.currentFolder = folder
        }

        deinit {
            try? FileManager.default.removeItem(at: folder)
        }

        private func launch(_ arguments: String...) {
            DocumentLaunch.arguments = ["checklist"] + arguments
        }

        private func write(_ text: String, to name: String) throws {
            try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }

        private func contents(_ name: String) -> String? {
            try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
        }

        private var files: [String] {
            ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
        }

        /// Adds `item` through the new-item field (the second field: Tab from the title).
        private func add(_ item: String, in host: TestHost) {
            host.press(.tab)
            host.type(item)
            host.press(.return)
        }

        @Test(arguments: [Size(width: 80, height: 24), Size(width: 40, height: 12)])
        func theFileNamedOnTheCommandLineIsChangedInPlaceAndSavedByCtrlS(size: Size) throws {
            try write("Groceries\nMilk\nEggs", to: "list.txt")
            launch("list.txt")
            let host = TestHost(app: ChecklistApp(), width: size.width, height: size.height)
            #expect(host.screen[0] == "list.txt: 2 items")
            add("Bread", in: host)
            #expect(host.screen[0] == "list.txt: 3 items", "the editor follows the object's changes")
            Snapshot.assert(host, named: "reference-document-edited-\(size.width)x\(size.height)")
            #expect(contents("list.txt") == "Groceries\nMilk\nEggs", "nothing is written before Save")
            host.press("s", modifiers: .control)
            #expect(contents("list.txt") == "Groceries\nMilk\nEggs\nBread")
            #expect(files == ["list.txt"], "the temporary file was renamed over it")
        }

        @Test func theConfigurationsBindingWritesTheObject() throws {
            try write("Groceries\nMilk", to: "list.txt")
            launch("list.txt")
            let host = TestHost(app: ChecklistApp(), width: 40, height: 12)
            host.press(.end)
            host.type(" for Sunday")
            host.press("s", modifiers: .control)
            #expect(contents("list.txt") == "Groceries for Sunday\nMilk")
        }

        @Test func anUntitledDocumentIsNewAndSavedAsUntitled() {
            launch()
            let host = TestHost(app: ChecklistApp(), width: 40, height: 12)
            #expect(host.screen[0] == "Untitled: 0 items")
            #expect(host.screenText.contains("New list"))
            add("Tea", in: host)
            host.press("s", modifiers: .control)
            #expect(contents("Untitled.txt") == "New list\nTea")
            #expect(host.screen[0] == "Untitled.txt: 1 items", "the editor learns its file")
        }

        @Test func quittingSavesAChangedDocumentAndOnlyThen() throws {
            try write("Chores", to: "chores.txt")
            launch("chores.txt")
            let app = ChecklistApp()
            let host = TestHost(app: app, width: 40, height: 12)
            var resolution = SceneResolution()
            resolution.add(app.body)
            try FileManager.default.removeItem(at: folder.appendingPathComponent("chores.txt"))
            #expect(resolution.onInterrupt() == .quit)
            #expect(files.isEmpty, "an unchanged document is not written on quitting")
            add("Dishes", in: host)
            #expect(resolution.onInterrupt() == .quit)
            #expect(contents("chores.txt") == "Chores\nDishes")
            try FileManager.default.removeItem(at: folder.appendingPathComponent("chores.txt"))
            #expect(resolution.onInterrupt() == .quit)
            #expect(files.isEmpty, "a saved document is not written again")
        }

        @Test(arguments: [Size(width: 80, height: 24), Size(width: 40, height: 12)])
        func aFileThatIsNotTheDocumentIsNotOpenedNorWritten(size: Size) throws {
            try write("BINARY data", to: "bad.txt")
            launch("bad.txt")
            let host = TestHost(app: ChecklistApp(), width: size.width, height: size.height)
            let message = host.screen.map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
            #expect(message.contains("bad.txt is not a document this app reads: The operation could not be completed."))
            host.press("s", modifiers: .control)
            #expect(contents("bad.txt") == "BINARY data")
            Snapshot.assert(host, named: "reference-document-unreadable-\(size.width)x\(size.height)")
        }

        @Test func aViewerShowsTheFileReadOnlyAndNeverWritesIt() throws {
            try write("Read me", to: "read.txt")
            launch("read.txt")
            let app = ChecklistViewerApp()
            let host = TestHost(app: app, width: 40, height: 12)
            #expect(host.screen[0] == "Read me (read-only)")
            try FileManager.default.removeItem(at: folder.appendingPathComponent("read.txt"))
            host.press("s", modifiers: .control)
            #expect(files.isEmpty)
        }
    }
}
