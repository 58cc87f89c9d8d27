/// How `DocumentFile` reads, writes and watches one kind of document: a `FileDocument` value
/// (`ValueDocumentFormat`) or a `ReferenceFileDocument` object (`ReferenceDocumentFormat`).
@MainActor
protocol DocumentFormat {
    associatedtype Document

    static var readableContentTypes: [UTType] { get }
    static var writableContentTypes: [UTType] { get }

    /// Reads the document from a file's contents.
    static func read(_ configuration: FileDocumentReadConfiguration) throws -> Document

    /// The contents to write for the document.
    static func write(_ document: Document, _ configuration: FileDocumentWriteConfiguration) throws -> FileWrapper

    /// Calls `onChange` whenever the document changes in place, for as long as the result is
    /// kept; `nil` for values, which change only by being replaced.
    static func observe(_ document: Document, onChange: @escaping @MainActor () -> Void) -> AnyCancellable?
}

/// `FileDocument` values: written as they are, replaced when edited.
enum ValueDocumentFormat<Document: FileDocument>: DocumentFormat {
    static var readableContentTypes: [UTType] { Document.readableContentTypes }
    static var writableContentTypes: [UTType] { Document.writableContentTypes }

    static func read(_ configuration: FileDocumentReadConfiguration) throws -> Document {
        try Document(configuration: configuration)
    }

    static func write(_ document: Document, _ configuration: FileDocumentWriteConfiguration) throws -> FileWrapper {
        try document.fileWrapper(configuration: configuration)
    }

    static func observe(_ document: Document, onChange: @escaping @MainActor () -> Void) -> AnyCancellable? {
        nil
    }
}

/// `ReferenceFileDocument` objects: a snapshot is written, and a change they announce is an edit.
enum ReferenceDocumentFormat<Document: ReferenceFileDocument>: DocumentFormat {
    static var readableContentTypes: [UTType] { Document.readableContentTypes }
    static var writableContentTypes: [UTType] { Document.writableContentTypes }

    static func read(_ configuration: FileDocumentReadConfiguration) throws -> Document {
        try Document(configuration: configuration)
    }

    static func write(_ document: Document, _ configuration: FileDocumentWriteConfiguration) throws -> FileWrapper {
        try document.fileWrapper(
            snapshot: document.snapshot(contentType: configuration.contentType), configuration: configuration)
    }

    static func observe(_ document: Document, onChange: @escaping @MainActor () -> Void) -> AnyCancellable? {
        document.objectWillChange.sink { _ in onChange() }
    }
}
