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
}

/// The label of a `ShareLink` made with a title: the title and the share symbol.
public typealias TitledShareLabel = Label<Text, Image>

/// What can be shared or dragged, as SwiftUI's `Transferable`: strings, URLs and data here.
public protocol Transferable {}
extension String: Transferable {}
extension URL: Transferable {}
extension Data: Transferable {}
