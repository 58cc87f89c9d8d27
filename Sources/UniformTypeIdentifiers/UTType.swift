/// A type of file, as Apple's `UTType`: an identifier (`public.plain-text`), the filename
/// extension it prefers, and the types it conforms to. TerminalUI's `FileDocument`s name the
/// types they read and write with it; on Linux it matches files by their extension only.
public struct UTType: Hashable, Sendable, CustomStringConvertible {
    /// The reverse-DNS identifier, as `public.plain-text`.
    public let identifier: String
    /// The extension a file of this type is saved with, without the dot.
    public let preferredFilenameExtension: String?
    /// The identifiers of the types this one conforms to, itself included, nearest first.
    private let supertypeIdentifiers: [String]

    private init(identifier: String, filenameExtension: String?, conformingTo supertypes: [UTType]) {
        self.identifier = identifier
        self.preferredFilenameExtension = filenameExtension
        self.supertypeIdentifiers = [identifier] + supertypes.flatMap(\.supertypeIdentifiers)
    }

    /// A type the app declares. An app on Apple's systems gives its filename extension in its
    /// Info.plist; a terminal app has none, so a declared type has no preferred extension.
    public init(exportedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self.init(identifier: identifier, filenameExtension: nil, conformingTo: [parentType ?? .data])
    }

    /// A type another app declares; the same as `init(exportedAs:conformingTo:)` here.
    public init(importedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self.init(exportedAs: identifier, conformingTo: parentType)
    }

    /// The known type with `identifier`, or `nil`.
    public init?(_ identifier: String) {
        guard let known = Self.known.first(where: { $0.identifier == identifier }) else { return nil }
        self = known
    }

    /// The known type files ending in `filenameExtension` have (conforming to `supertype`),
    /// or `nil`.
    public init?(filenameExtension: String, conformingTo supertype: UTType = .data) {
        let wanted = filenameExtension.lowercased()
        guard
            let known = Self.known.first(where: {
                $0.preferredFilenameExtension == wanted && $0.conforms(to: supertype)
            })
        else { return nil }
        self = known
    }

    /// Whether this type is `type` or one of its subtypes.
    public func conforms(to type: UTType) -> Bool {
        supertypeIdentifiers.contains(type.identifier)
    }

    public var description: String { identifier }

    // MARK: The common types

    public static let item = UTType(identifier: "public.item", filenameExtension: nil, conformingTo: [])
    public static let content = UTType(identifier: "public.content", filenameExtension: nil, conformingTo: [])
    public static let data = UTType(identifier: "public.data", filenameExtension: nil, conformingTo: [item])
    public static let text = UTType(identifier: "public.text", filenameExtension: nil, conformingTo: [data, content])
    public static let plainText = UTType(
        identifier: "public.plain-text", filenameExtension: "txt", conformingTo: [text])
    public static let utf8PlainText = UTType(
        identifier: "public.utf8-plain-text", filenameExtension: "txt", conformingTo: [plainText])
    public static let json = UTType(identifier: "public.json", filenameExtension: "json", conformingTo: [text])
    public static let commaSeparatedText = UTType(
        identifier: "public.comma-separated-values-text", filenameExtension: "csv", conformingTo: [text])
    public static let xml = UTType(identifier: "public.xml", filenameExtension: "xml", conformingTo: [text])
    public static let html = UTType(identifier: "public.html", filenameExtension: "html", conformingTo: [text])
    public static let sourceCode = UTType(
        identifier: "public.source-code", filenameExtension: nil, conformingTo: [text])
    public static let swiftSource = UTType(
        identifier: "public.swift-source", filenameExtension: "swift", conformingTo: [sourceCode])
    public static let propertyList = UTType(
        identifier: "com.apple.property-list", filenameExtension: "plist", conformingTo: [data])

    public static let tabSeparatedText = UTType(
        identifier: "public.tab-separated-values-text", filenameExtension: "tsv", conformingTo: [text])
    public static let yaml = UTType(identifier: "public.yaml", filenameExtension: "yaml", conformingTo: [text])
    public static let rtf = UTType(identifier: "public.rtf", filenameExtension: "rtf", conformingTo: [text])
    public static let vCard = UTType(identifier: "public.vcard", filenameExtension: "vcf", conformingTo: [text])
    public static let url = UTType(identifier: "public.url", filenameExtension: nil, conformingTo: [data])
    public static let fileURL = UTType(identifier: "public.file-url", filenameExtension: nil, conformingTo: [url])
    public static let directory = UTType(identifier: "public.directory", filenameExtension: nil, conformingTo: [item])
    public static let folder = UTType(identifier: "public.folder", filenameExtension: nil, conformingTo: [directory])
    public static let image = UTType(identifier: "public.image", filenameExtension: nil, conformingTo: [data, content])
    public static let png = UTType(identifier: "public.png", filenameExtension: "png", conformingTo: [image])
    public static let jpeg = UTType(identifier: "public.jpeg", filenameExtension: "jpeg", conformingTo: [image])
    public static let gif = UTType(identifier: "com.compuserve.gif", filenameExtension: "gif", conformingTo: [image])
    public static let heic = UTType(identifier: "public.heic", filenameExtension: "heic", conformingTo: [image])
    public static let svg = UTType(identifier: "public.svg-image", filenameExtension: "svg", conformingTo: [image])
    public static let pdf = UTType(
        identifier: "com.adobe.pdf", filenameExtension: "pdf", conformingTo: [data, content])
    public static let audiovisualContent = UTType(
        identifier: "public.audiovisual-content", filenameExtension: nil, conformingTo: [data, content])
    public static let movie = UTType(
        identifier: "public.movie", filenameExtension: nil, conformingTo: [audiovisualContent])
    public static let video = UTType(identifier: "public.video", filenameExtension: nil, conformingTo: [movie])
    public static let mpeg4Movie = UTType(identifier: "public.mpeg-4", filenameExtension: "mp4", conformingTo: [movie])
    public static let audio = UTType(
        identifier: "public.audio", filenameExtension: nil, conformingTo: [audiovisualContent])
    public static let mp3 = UTType(identifier: "public.mp3", filenameExtension: "mp3", conformingTo: [audio])
    public static let archive = UTType(identifier: "public.archive", filenameExtension: nil, conformingTo: [data])
    public static let zip = UTType(identifier: "public.zip-archive", filenameExtension: "zip", conformingTo: [archive])
    public static let emailMessage = UTType(
        identifier: "public.email-message", filenameExtension: "eml", conformingTo: [data, content])
    public static let spreadsheet = UTType(
        identifier: "public.spreadsheet", filenameExtension: nil, conformingTo: [content])
    public static let database = UTType(identifier: "public.database", filenameExtension: nil, conformingTo: [data])

    private static let known: [UTType] = [
        item, content, data, text, plainText, utf8PlainText, json, commaSeparatedText, xml, html, sourceCode,
        swiftSource, propertyList, tabSeparatedText, yaml, rtf, vCard, url, fileURL, directory, folder, image, png,
        jpeg, gif, heic, svg, pdf, audiovisualContent, movie, video, mpeg4Movie, audio, mp3, archive, zip,
        emailMessage, spreadsheet, database,
    ]
}
