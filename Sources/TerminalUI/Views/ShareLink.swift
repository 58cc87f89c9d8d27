import Foundation

/// Shares an item, as SwiftUI's `ShareLink`. **Approximated:** a terminal has no share sheet;
/// the link is a button that opens a URL item with `openURL` (a browser, as `Link` does) and
/// does nothing for other items.
public struct ShareLink<Label: View>: View {
    let url: URL?
    let label: Label
    @Environment(\.openURL) private var openURL

    public init<Item: Transferable>(
        item: Item, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label
    ) {
        url = item as? URL
        self.label = label()
    }

    /// A link with a preview of the item (a share sheet shows it; a terminal has none).
    public init<Item: Transferable, PreviewImage: Transferable, PreviewIcon: Transferable>(
        item: Item, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>,
        @ViewBuilder label: () -> Label
    ) {
        self.init(item: item, subject: subject, message: message, label: label)
    }

    /// A link sharing several items; it opens the first when that is a URL.
    public init<Items: RandomAccessCollection>(
        items: Items, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label
    ) where Items.Element: Transferable {
        url = items.first as? URL
        self.label = label()
    }

    /// A link sharing several items, each with a preview.
    public init<Items: RandomAccessCollection, PreviewImage: Transferable, PreviewIcon: Transferable>(
        items: Items, subject: Text? = nil, message: Text? = nil,
        preview: (Items.Element) -> SharePreview<PreviewImage, PreviewIcon>, @ViewBuilder label: () -> Label
    ) where Items.Element: Transferable {
        self.init(items: items, subject: subject, message: message, label: label)
    }

    public var body: some View {
        Button {
            if let url { openURL(url) }
        } label: {
            label
        }
    }
}

extension ShareLink where Label == TitledShareLabel {
    /// A link labelled "Share".
    public init<Item: Transferable>(item: Item, subject: Text? = nil, message: Text? = nil) {
        self.init(item: item, subject: subject, message: message) {
            TitledShareLabel("Share", systemImage: "square.and.arrow.up")
        }
    }

    /// A link labelled `title`.
    public init<Item: Transferable, S: StringProtocol>(
        _ title: S, item: Item, subject: Text? = nil, message: Text? = nil
    ) {
        self.init(item: item, subject: subject, message: message) {
            TitledShareLabel(title, systemImage: "square.and.arrow.up")
        }
    }

    /// A link labelled "Share", with a preview of the item.
    public init<Item: Transferable, PreviewImage: Transferable, PreviewIcon: Transferable>(
        item: Item, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>
    ) {
        self.init(item: item, subject: subject, message: message)
    }

    /// A link labelled `title`, with a preview of the item.
    public init<Item: Transferable, S: StringProtocol, PreviewImage: Transferable, PreviewIcon: Transferable>(
        _ title: S, item: Item, subject: Text? = nil, message: Text? = nil,
        preview: SharePreview<PreviewImage, PreviewIcon>
    ) {
        self.init(title, item: item, subject: subject, message: message)
    }
}

/// How a share sheet previews an item, as SwiftUI's `SharePreview`: a title, an image and an
/// icon. Accepted; a terminal has no share sheet to show it in.
public struct SharePreview<Image: Transferable, Icon: Transferable> {
    public let title: String

    public init<S: StringProtocol>(_ title: S, image: Image, icon: Icon) {
        self.title = String(title)
    }

    public init(_ titleKey: LocalizedStringKey, image: Image, icon: Icon) {
        title = titleKey.plainText
    }
}

extension SharePreview where Image == Never, Icon == Never {
    public init<S: StringProtocol>(_ title: S) { self.title = String(title) }
    public init(_ titleKey: LocalizedStringKey) { title = titleKey.plainText }
}

extension SharePreview where Icon == Never {
    public init<S: StringProtocol>(_ title: S, image: Image) { self.title = String(title) }
    public init(_ titleKey: LocalizedStringKey, image: Image) { title = titleKey.plainText }
}

extension SharePreview where Image == Never {
    public init<S: StringProtocol>(_ title: S, icon: Icon) { self.title = String(title) }
    public init(_ titleKey: LocalizedStringKey, icon: Icon) { title = titleKey.plainText }
}

/// The label of a `ShareLink` made with a title: the title and the share symbol.
public typealias TitledShareLabel = Label<Text, Image>

/// What can be shared or dragged, as SwiftUI's `Transferable`: strings, URLs and data here.
public protocol Transferable {}
extension String: Transferable {}
extension URL: Transferable {}
extension Data: Transferable {}
extension Never: Transferable {}
extension Image: Transferable {}
