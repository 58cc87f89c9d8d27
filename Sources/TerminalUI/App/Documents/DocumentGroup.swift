import Foundation

/// The scene of a document-based app, as SwiftUI's `DocumentGroup`: the window shows one
/// document — a `FileDocument` value or a `ReferenceFileDocument` object — in the editor (or
/// viewer) the app gives.
///
/// A terminal has no open panel: the document is the file named by the first command-line
/// argument (`notes notes.txt`), read at the start, or a new document when there is no such
/// file yet or no argument (saved as `Untitled.<ext>` in the current folder). **Ctrl-S** saves
/// it (listed under File in the F1 help), and so does quitting with Ctrl-C when it changed,
/// as SwiftUI saves documents on its own. A file that cannot be read as the document is not
/// opened: the window says why, and nothing is written to it.
public struct DocumentGroup<Document, Content: View>: Scene {
    public typealias Body = Never
    /// The window: opens the document, then shows the editor on it.
    let window: () -> AnyView
}

extension DocumentGroup where Document: FileDocument {
    /// Edits a document; `newDocument` makes one when there is no file to read.
    public init(
        newDocument: @autoclosure @escaping () -> Document,
        @ViewBuilder editor: @escaping (FileDocumentConfiguration<Document>) -> Content
    ) {
        window = {
            AnyView(DocumentWindow<ValueDocumentFormat<Document>, Content>(makeNew: newDocument, editor: editor))
        }
    }

    /// Shows a document read-only; the file must exist.
    public init(
        viewing documentType: Document.Type,
        @ViewBuilder viewer: @escaping (FileDocumentConfiguration<Document>) -> Content
    ) {
        window = { AnyView(DocumentWindow<ValueDocumentFormat<Document>, Content>(makeNew: nil, editor: viewer)) }
    }
}

extension DocumentGroup where Document: ReferenceFileDocument {
    /// Edits a document object; `newDocument` makes one when there is no file to read.
    public init(
        newDocument: @escaping () -> Document,
        @ViewBuilder editor: @escaping (ReferenceFileDocumentConfiguration<Document>) -> Content
    ) {
        window = {
            AnyView(DocumentWindow<ReferenceDocumentFormat<Document>, Content>(makeNew: newDocument, editor: editor))
        }
    }

    /// Shows a document object read-only; the file must exist.
    public init(
        viewing documentType: Document.Type,
        @ViewBuilder viewer: @escaping (ReferenceFileDocumentConfiguration<Document>) -> Content
    ) {
        window = { AnyView(DocumentWindow<ReferenceDocumentFormat<Document>, Content>(makeNew: nil, editor: viewer)) }
    }
}

extension DocumentGroup: PrimitiveScene {
    func resolve(into resolution: inout SceneResolution) {
        resolution.offerWindow(window)
        resolution.addMenu(
            title: "File", items: AnyView(Button("Save") { OpenDocuments.saveAll() }.keyboardShortcut("s")))
        let interrupt = resolution.onInterrupt
        resolution.onInterrupt = {
            let response = interrupt()
            if response == .quit { OpenDocuments.saveAll(onlyEdited: true) }
            return response
        }
    }
}

/// The documents open in this process, so that Save and quitting reach them.
@MainActor
enum OpenDocuments {
    private struct Entry {
        weak var file: AnyObject?
        let save: @MainActor (_ onlyEdited: Bool) -> Void
    }

    private static var entries: [Entry] = []

    static func add<Format: DocumentFormat>(_ file: DocumentFile<Format>) {
        entries.removeAll { $0.file == nil || $0.file === file }
        entries.append(
            Entry(file: file) { [weak file] onlyEdited in
                if onlyEdited { file?.saveIfEdited() } else { file?.save() }
            })
    }

    /// Saves every open document (only those edited since their last save when `onlyEdited`).
    static func saveAll(onlyEdited: Bool = false) {
        for entry in entries where entry.file != nil {
            entry.save(onlyEdited)
        }
    }
}

/// Where `DocumentGroup` finds the document's file: the first command-line argument that is not
/// an option. Tests set `arguments`.
@MainActor
enum DocumentLaunch {
    static var arguments = CommandLine.arguments
    static var currentFolder = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)

    static var fileURL: URL? {
        guard let path = arguments.dropFirst().first(where: { !$0.hasPrefix("-") }) else { return nil }
        return path.hasPrefix("/") ? URL(fileURLWithPath: path) : currentFolder.appendingPathComponent(path)
    }
}
