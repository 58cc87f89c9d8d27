import Foundation

/// The document a `DocumentGroup` shows and the file it lives in: reads it when the app starts,
/// keeps whether it changed since (replaced, or changed in place: `DocumentFormat`), and saves
/// it atomically (a temporary file beside it, flushed to disk, renamed over it), so that the
/// file holds the old or the new contents whatever happens.
@MainActor
final class DocumentFile<Format: DocumentFormat>: ObservableObject {
    typealias Document = Format.Document

    /// The document; a write marks it edited.
    var document: Document {
        get { stored }
        set {
            stored = newValue
            isEdited = true
        }
    }
    @Published private var stored: Document
    /// Where the document is saved; `nil` for an untitled one until its first save.
    private(set) var fileURL: URL?
    /// Whether the document changed since it was read or saved.
    private(set) var isEdited = false
    /// Why the last save failed, until the next one.
    @Published var saveError: String?
    /// The folder an untitled document is saved in.
    private let untitledFolder: URL
    private var lastWritten: FileWrapper?
    /// The subscription to a reference document's changes.
    private var changes: AnyCancellable?

    /// Whether the document may be edited and saved (not when it is only viewed).
    let isEditable: Bool

    /// A document read from `url`, or new (`makeNew()`) when no file is there yet or no `url`
    /// is given; without `makeNew` the document is only viewed, and must exist. Throws
    /// `DocumentError` when the file cannot be read as a document.
    init(url: URL?, makeNew: (() -> Document)?, untitledFolder: URL) throws(DocumentError) {
        self.untitledFolder = untitledFolder
        self.fileURL = url
        self.isEditable = makeNew != nil
        guard let url, FileManager.default.fileExists(atPath: url.path) else {
            guard let makeNew else {
                throw DocumentError(
                    path: url?.lastPathComponent ?? "The document",
                    reason: url == nil ? "was not given: name its file when starting the app" : "does not exist")
            }
            stored = makeNew()
            observeChanges()
            return
        }
        let contents: Data
        do {
            contents = try Data(contentsOf: url)
        } catch {
            throw DocumentError(path: url.lastPathComponent, reason: "cannot be read (\(error.localizedDescription))")
        }
        let file = FileWrapper(regularFileWithContents: contents)
        file.filename = url.lastPathComponent
        let type = Self.contentType(of: url, among: Format.readableContentTypes)
        do {
            stored = try Format.read(FileDocumentReadConfiguration(contentType: type, file: file))
        } catch {
            throw DocumentError(
                path: url.lastPathComponent, reason: "is not a document this app reads: \(Self.describe(error))")
        }
        lastWritten = file
        observeChanges()
    }

    /// Marks the document edited whenever it changes in place, and tells the views showing it.
    private func observeChanges() {
        changes = Format.observe(stored) { [weak self] in
            self?.isEdited = true
            self?.objectWillChange.send()
        }
    }

    /// Saves the document if it changed since it was read or saved.
    func saveIfEdited() {
        if isEdited { save() }
    }

    /// Writes the document to its file (an untitled one to a new file named `Untitled` in the
    /// folder it was started in); a failure is kept in `saveError`, and the edits stay.
    func save() {
        guard isEditable else { return }
        let type = Format.writableContentTypes.first ?? .data
        let url = fileURL ?? untitledURL(for: type)
        do {
            let file = try Format.write(
                stored, FileDocumentWriteConfiguration(contentType: type, existingFile: lastWritten))
            try AtomicFile.write(file.regularFileContents ?? Data(), to: url)
            fileURL = url
            lastWritten = file
            isEdited = false
            saveError = nil
        } catch {
            saveError = "\(url.lastPathComponent) was not saved: \(error.localizedDescription)"
        }
    }

    /// What a document's own error says: its description when it has one, else the error.
    private static func describe(_ error: any Error) -> String {
        if let described = (error as? LocalizedError)?.errorDescription { return described }
        if let cocoa = error as? CocoaError { return cocoa.localizedDescription }
        return "\(error)"
    }

    /// `Untitled.ext`, or `Untitled 2.ext` and so on when that is taken.
    private func untitledURL(for type: UTType) -> URL {
        let suffix = type.preferredFilenameExtension.map { ".\($0)" } ?? ""
        var number = 1
        while true {
            let name = number == 1 ? "Untitled\(suffix)" : "Untitled \(number)\(suffix)"
            let url = untitledFolder.appendingPathComponent(name)
            if !FileManager.default.fileExists(atPath: url.path) { return url }
            number += 1
        }
    }

    /// The readable type `url`'s extension names, else the first readable one.
    private static func contentType(of url: URL, among types: [UTType]) -> UTType {
        let pathExtension = url.pathExtension.lowercased()
        return types.first { $0.preferredFilenameExtension == pathExtension } ?? types.first ?? .data
    }

}

/// A document file that could not be opened: its path and why.
struct DocumentError: Error, CustomStringConvertible {
    let path: String
    let reason: String

    var description: String { "\(path) \(reason)" }
}
