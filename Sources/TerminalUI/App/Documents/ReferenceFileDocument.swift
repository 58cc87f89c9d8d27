import Foundation

/// A document kept in one file and edited in place, as SwiftUI's `ReferenceFileDocument`: an
/// `ObservableObject` read from the file's contents; to save, `DocumentGroup` takes a snapshot of
/// it and writes the snapshot as new contents.
///
/// A change the object announces (`objectWillChange`, as any `@Published` property sends) marks
/// the document edited, so that quitting saves it; SwiftUI learns of edits from the undo manager
/// instead.
public protocol ReferenceFileDocument: ObservableObject {
    /// What is written: a copy of the document's state taken when it is saved.
    associatedtype Snapshot

    /// The types of file the document reads.
    static var readableContentTypes: [UTType] { get }
    /// The types of file the document writes; the readable ones unless said otherwise.
    static var writableContentTypes: [UTType] { get }

    /// Reads the document from a file's contents; throws when they are not such a document.
    init(configuration: ReadConfiguration) throws

    /// The document's state to be written as `contentType`.
    func snapshot(contentType: UTType) throws -> Snapshot

    /// The contents to write for a snapshot.
    func fileWrapper(snapshot: Snapshot, configuration: WriteConfiguration) throws -> FileWrapper

    typealias ReadConfiguration = FileDocumentReadConfiguration
    typealias WriteConfiguration = FileDocumentWriteConfiguration
}

extension ReferenceFileDocument {
    public static var writableContentTypes: [UTType] { readableContentTypes }
}

/// The document an editor shows, as SwiftUI's `ReferenceFileDocumentConfiguration`: the object
/// (observed, so `$document.property` gives bindings), where it is kept, and whether it may be
/// edited.
@MainActor @preconcurrency
public struct ReferenceFileDocumentConfiguration<Document: ReferenceFileDocument> {
    /// The document; a change it announces marks it edited.
    @ObservedObject public var document: Document
    /// The file the document is saved to (`nil` until an untitled document is first saved).
    public let fileURL: URL?
    /// Whether the document may be edited (`DocumentGroup(viewing:)` shows it read-only).
    public let isEditable: Bool
}
