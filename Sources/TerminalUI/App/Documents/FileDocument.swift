import Foundation

/// A document kept in one file, as SwiftUI's `FileDocument`: a value the app edits, read from
/// the file's contents and written back as new contents. `DocumentGroup` opens, shows and
/// saves it.
public protocol FileDocument {
    /// The types of file the document reads.
    static var readableContentTypes: [UTType] { get }
    /// The types of file the document writes; the readable ones unless said otherwise.
    static var writableContentTypes: [UTType] { get }

    /// Reads the document from a file's contents; throws when they are not such a document.
    init(configuration: ReadConfiguration) throws

    /// The contents to write for the document.
    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper

    typealias ReadConfiguration = FileDocumentReadConfiguration
    typealias WriteConfiguration = FileDocumentWriteConfiguration
}

extension FileDocument {
    public static var writableContentTypes: [UTType] { readableContentTypes }
}

/// What a `FileDocument` is read from: the file's contents and its type.
public struct FileDocumentReadConfiguration {
    /// The type of the file, by its extension (the document's first readable type otherwise).
    public let contentType: UTType
    /// The file's contents.
    public let file: FileWrapper
}

/// What a `FileDocument` is written for: the type to write and the contents it had.
public struct FileDocumentWriteConfiguration {
    /// The type to write.
    public let contentType: UTType
    /// The contents last read or written, if any.
    public let existingFile: FileWrapper?
}

/// The document an editor shows, as SwiftUI's `FileDocumentConfiguration`: a binding to it
/// (edits are saved by Ctrl-S and when the app quits), where it is kept, and whether it may
/// be edited.
public struct FileDocumentConfiguration<Document: FileDocument> {
    /// The document; writes through the binding mark it changed.
    @Binding public var document: Document
    /// The file the document is saved to (`nil` until an untitled document is first saved).
    public let fileURL: URL?
    /// Whether the document may be edited (`DocumentGroup(viewing:)` shows it read-only).
    public let isEditable: Bool
}
