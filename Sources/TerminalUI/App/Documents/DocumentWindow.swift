import Foundation

/// The window of a `DocumentGroup`: opens the document once (from the file the command line
/// names, or new), then shows the app's editor on it, or why it could not be opened.
struct DocumentWindow<Document: FileDocument, Content: View>: View {
    let makeNew: (() -> Document)?
    let content: (FileDocumentConfiguration<Document>) -> Content
    @StateObject private var opening: DocumentOpening<Document>

    init(makeNew: (() -> Document)?, content: @escaping (FileDocumentConfiguration<Document>) -> Content) {
        self.makeNew = makeNew
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

/// The document opened for a window, or why it was not.
@MainActor
final class DocumentOpening<Document: FileDocument>: ObservableObject {
    let result: Result<DocumentFile<Document>, DocumentError>

    init(makeNew: (() -> Document)?) {
        do throws(DocumentError) {
            let file = try DocumentFile(
                url: DocumentLaunch.fileURL, makeNew: makeNew, untitledFolder: DocumentLaunch.currentFolder)
            OpenDocuments.add(file)
            result = .success(file)
        } catch {
            result = .failure(error)
        }
    }
}

/// The app's editor on an open document, with an alert when a save fails.
private struct DocumentEditor<Document: FileDocument, Content: View>: View {
    @ObservedObject var file: DocumentFile<Document>
    let content: (FileDocumentConfiguration<Document>) -> Content

    var body: some View {
        content(FileDocumentConfiguration(document: $file.document, fileURL: file.fileURL, isEditable: file.isEditable))
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
