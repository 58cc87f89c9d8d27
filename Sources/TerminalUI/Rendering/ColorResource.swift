import Foundation

/// A colour in the app's asset catalog, named by the symbol Xcode generates for it
/// (`Color(.brand)`), as SwiftUI's `ColorResource`. An app declares its symbols as
/// `static let brand = ColorResource(name: "BrandRed", bundle: .main)`.
public struct ColorResource: Hashable, Sendable {
    /// The asset's name.
    public let name: String

    public init(name: String, bundle: Bundle) {
        self.name = name
    }
}

extension Color {
    /// The colour of an asset catalog's symbol, found by its name as `init(_:bundle:)` finds it.
    public init(_ resource: ColorResource) {
        self.init(resource.name)
    }
}
