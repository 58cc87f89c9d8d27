import Foundation

/// An image in the app's asset catalog, named by the symbol Xcode generates for it
/// (`Image(.logo)`, `Button("Get", image: .cart) {}`), as SwiftUI's `ImageResource`. An app
/// declares its symbols as `static let logo = ImageResource(name: "Logo", bundle: .main)`.
public struct ImageResource: Hashable, Sendable {
    /// The asset's name.
    public let name: String

    public init(name: String, bundle: Bundle) {
        self.name = name
    }
}

extension Image {
    /// The image of an asset catalog's symbol: its name in brackets, as `init(_:bundle:)`.
    public init(_ resource: ImageResource) {
        self.init(resource.name)
    }
}

extension Label where Title == Text, Icon == Image {
    /// A label with a text title and an image from the app's assets (its name in brackets).
    public init<S: StringProtocol>(_ title: S, image name: String) {
        self.init(title: { Text(title) }, icon: { Image(name) })
    }

    /// A label with a text title and an image from the app's assets (its name in brackets).
    public init(_ titleKey: LocalizedStringKey, image name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(name) })
    }

    /// A label with a text title and an asset catalog's image (its name in brackets).
    public init<S: StringProtocol>(_ title: S, image resource: ImageResource) {
        self.init(title: { Text(title) }, icon: { Image(resource) })
    }

    /// A label with a text title and an asset catalog's image (its name in brackets).
    public init(_ titleKey: LocalizedStringKey, image resource: ImageResource) {
        self.init(title: { Text(titleKey) }, icon: { Image(resource) })
    }
}

extension Button where Label == TerminalUICore.Label<Text, Image> {
    /// A button labelled with a title and an image from the app's assets.
    public init<S: StringProtocol>(_ title: S, image: String, action: @escaping () -> Void) {
        self.init(role: nil, action: action) { TerminalUICore.Label(title, image: image) }
    }

    /// A button labelled with a title and an image from the app's assets.
    public init(_ titleKey: LocalizedStringKey, image: String, action: @escaping () -> Void) {
        self.init(role: nil, action: action) { TerminalUICore.Label(titleKey, image: image) }
    }

    /// A button labelled with a title and an asset catalog's image.
    public init<S: StringProtocol>(_ title: S, image: ImageResource, action: @escaping () -> Void) {
        self.init(role: nil, action: action) { TerminalUICore.Label(title, image: image) }
    }

    /// A button labelled with a title and an asset catalog's image.
    public init(_ titleKey: LocalizedStringKey, image: ImageResource, action: @escaping () -> Void) {
        self.init(role: nil, action: action) { TerminalUICore.Label(titleKey, image: image) }
    }
}
