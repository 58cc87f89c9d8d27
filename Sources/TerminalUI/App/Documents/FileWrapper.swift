import Foundation

/// A file's contents in memory, as Foundation's `FileWrapper` on Apple's systems (Foundation on
/// Linux has none): what a `FileDocument` is read from and written to. Only regular files:
/// a terminal app's documents are single files.
open class FileWrapper: @unchecked Sendable {
    /// The file's bytes.
    public private(set) var regularFileContents: Data?
    /// The name the file is saved under when the document has none yet.
    open var preferredFilename: String?
    /// The name of the file it was read from, if any.
    open var filename: String?

    /// A wrapper of `contents`, to be written as a regular file.
    public init(regularFileWithContents contents: Data) {
        regularFileContents = contents
    }

    /// Whether the wrapper holds a regular file (always, here).
    open var isRegularFile: Bool { regularFileContents != nil }
}
