import Foundation

/// What a drag or a drop carries, as Foundation's `NSItemProvider` on Apple's platforms (Linux's
/// Foundation has none). A terminal has no drag and drop, so nothing here ever makes one; the
/// type is for code that names it (`onInsert(of:perform:)`'s action) to compile.
open class NSItemProvider: NSObject {
    /// The type identifiers of what the provider carries: none, for one made here.
    open var registeredTypeIdentifiers: [String] { [] }
    /// A name for what the provider carries, to show or to save it under.
    open var suggestedName: String?

    public override init() {}

    /// Whether the provider carries something of the type `typeIdentifier` names.
    open func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool {
        registeredTypeIdentifiers.contains(typeIdentifier)
    }
}
