import Foundation

/// The window of a `DocumentGroup`: opens the document once (from the file the command line
/// names, or new), then shows the app's editor on it, or why it could not be opened.
struct DocumentWindow<Format: DocumentFormat, Content: View>: View {
    let content: (DocumentFile<Format>) -> Content
    @StateObject private var opening: DocumentOpening<Format>

    init(makeNew: (() -> Format.Document)?, content: @escaping (DocumentFile<Format>) -> Content) {
        self.content = content
        _opening = StateObject(wrappedValue: DocumentOpening(makeNew: makeNew))
    }

    var body: some View {
        switch opening.result {
        case .success(let file):
            DocumentEditor(file: file, content: content)
        case .failure(let error):
            Text(error.description).foregroundColor(.red).lineLimit(nil)
        }
    }
}

extension DocumentWindow {
    /// The window of a `FileDocument`: the editor gets a binding to the value.
    init<Document>(
        makeNew: (() -> Document)?, editor: @escaping (FileDocumentConfiguration<Document>) -> Content
    ) where Format == ValueDocumentFormat<Document> {
        self.init(makeNew: makeNew) { (file: DocumentFile<Format>) in
            editor(
                FileDocumentConfiguration(
                    document: Binding(file, keyPath: \.document), fileURL: file.fileURL,
                    isEditable: file.isEditable))
        }
    }

    /// The window of a `ReferenceFileDocument`: the editor gets the object.
    init<Document>(
        makeNew: (() -> Document)?, editor: @escaping (ReferenceFileDocumentConfiguration<Document>) -> Content
    ) where Format == ReferenceDocumentFormat<Document> {
        self.init(makeNew: makeNew) { (file: DocumentFile<Format>) in
            editor(
                ReferenceFileDocumentConfiguration(
                    document: file.document, fileURL: file.fileURL, isEditable: file.isEditable))
        }
    }
}

/// The document opened for a window, or why it was not.
@MainActor
final class DocumentOpening<Format: DocumentFormat>: ObservableObject {
    let result: Result<DocumentFile<Format>, DocumentError>

    init(makeNew: (() -> Format.Document)?) {
        do throws(DocumentError) {
            let file = try DocumentFile<Format>(
                url: DocumentLaunch.fileURL, makeNew: makeNew, untitledFolder: DocumentLaunch.currentFolder)
            OpenDocuments.add(file)
            result = .success(file)
        } catch {
            result = .failure(error)
        }
    }
}

/// The app's editor on an open document, shown again whenever the document changes, with an
/// alert when a save fails.
private struct DocumentEditor<Format: DocumentFormat, Content: View>: View {
    @ObservedObject var file: DocumentFile<Format>
    let content: (DocumentFile<Format>) -> Content

    var body: some View {
        content(file)
            .alert(
                "Could not save",
                isPresented: Binding(get: { file.saveError != nil }, set: { if !$0 { file.saveError = nil } })
            ) {
                Button("OK") {}
            } message: {
                Text(file.saveError ?? "")
            }
    }
}
