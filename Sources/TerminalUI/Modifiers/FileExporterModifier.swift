import Foundation
import UniformTypeIdentifiers

extension View {
    /// Asks where to save `document`, as SwiftUI's `fileExporter`. A terminal has no file
    /// dialog: a sheet asks for the path (`defaultFilename` with the type's extension at
    /// first; from the current folder, `~` for home). Return (or Save) writes the file
    /// atomically and hands `onCompletion` its URL; an existing file is replaced only at a
    /// second Save, and a failure is shown in the sheet, which stays. Esc (or Cancel) closes it
    /// without calling `onCompletion`. Without a document nothing is asked.
    public func fileExporter<D: FileDocument>(
        isPresented: Binding<Bool>, document: D?, contentType: UTType, defaultFilename: String? = nil,
        onCompletion: @escaping (Result<URL, any Error>) -> Void
    ) -> some View {
        exporter(
            ValueDocumentFormat<D>.self, isPresented: isPresented, document: document, contentType: contentType,
            defaultFilename: defaultFilename, onCompletion: onCompletion)
    }

    /// As the `FileDocument` form, writing a snapshot of the object `document`.
    public func fileExporter<D: ReferenceFileDocument>(
        isPresented: Binding<Bool>, document: D?, contentType: UTType, defaultFilename: String? = nil,
        onCompletion: @escaping (Result<URL, any Error>) -> Void
    ) -> some View {
        exporter(
            ReferenceDocumentFormat<D>.self, isPresented: isPresented, document: document, contentType: contentType,
            defaultFilename: defaultFilename, onCompletion: onCompletion)
    }

    /// The sheet of either form, writing `document` as `format` writes documents.
    private func exporter<Format: DocumentFormat>(
        _ format: Format.Type, isPresented: Binding<Bool>, document: Format.Document?, contentType: UTType,
        defaultFilename: String?, onCompletion: @escaping (Result<URL, any Error>) -> Void
    ) -> some View {
        let shown = Binding(
            get: { document != nil && isPresented.wrappedValue }, set: { isPresented.wrappedValue = $0 })
        return sheet(isPresented: shown) {
            if let document {
                FileExportPrompt(name: Self.filename(defaultFilename, contentType)) { url in
                    let file = try Format.write(
                        document, FileDocumentWriteConfiguration(contentType: contentType, existingFile: nil))
                    try AtomicFile.write(file.regularFileContents ?? Data(), to: url)
                    onCompletion(.success(url))
                }
            }
        }
    }

    /// The name first offered: `name` (else `Untitled`) with the type's extension.
    fileprivate static func filename(_ name: String?, _ type: UTType) -> String {
        let base = name ?? "Untitled"
        guard let suffix = type.preferredFilenameExtension, !base.hasSuffix(".\(suffix)") else { return base }
        return "\(base).\(suffix)"
    }
}

/// The sheet of `fileExporter`: a path field, with what is wrong with the path under it.
struct FileExportPrompt: View {
    let save: (URL) throws -> Void
    @State private var path: String
    @State private var problem: String?
    /// The file the last Save found there: a second Save of the same path replaces it.
    @State private var replacing: URL?
    @Environment(\.dismiss) private var dismiss

    init(name: String, save: @escaping (URL) throws -> Void) {
        self.save = save
        _path = State(initialValue: name)
    }

    var body: some View {
        FilePathForm(title: "Save a file", actionTitle: "Save", path: $path, problem: problem, action: export)
    }

    private func export() {
        let url = FilePathForm.url(of: path)
        var isFolder: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder)
        if path.isEmpty {
            problem = "Type the file's path."
        } else if isFolder.boolValue {
            problem = "\(url.path) is a folder."
        } else if !FileManager.default.fileExists(atPath: url.deletingLastPathComponent().path) {
            problem = "There is no folder \(url.deletingLastPathComponent().path)."
        } else if exists, replacing != url {
            replacing = url
            problem = "\(url.path) exists. Save again to replace it."
        } else {
            do {
                try save(url)
                dismiss()
            } catch {
                problem = "\(url.path) was not saved: \(error.localizedDescription)"
            }
        }
    }
}
