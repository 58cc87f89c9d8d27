/// UIKit's automatic capitalisation, which older SwiftUI code sets with `.autocapitalization(_:)`;
/// a terminal types what the user types.
public enum UITextAutocapitalizationType: Int, Sendable {
    case none, words, sentences, allCharacters
}

extension View {
    /// No-op: a terminal types what the user types (see `textInputAutocapitalization`).
    public func autocapitalization(_ style: UITextAutocapitalizationType) -> Self { self }
}
