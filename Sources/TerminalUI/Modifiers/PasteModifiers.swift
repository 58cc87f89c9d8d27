/// Takes pasted text the focused control inside the view did not use.
struct PasteCommandModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let action: (String) -> Void

    func makeBehavior() -> PasteCommandBehavior { PasteCommandBehavior() }

    func update(_ node: Node, behavior: PasteCommandBehavior, content: any View) {
        behavior.action = action
        updateContent(node, content)
    }
}

final class PasteCommandBehavior: NodeBehavior {
    var action: (String) -> Void = { _ in }

    override var isTransparent: Bool { true }

    override func handlePasteFromDescendant(_ text: String, focused: Node?) -> Bool {
        guard node.environment.isEnabled else { return false }
        action(text)
        return true
    }
}

/// How much text a paste may leave in a text field, and what to do when a paste was cut to
/// fit (set with `.pasteLimit(_:onCut:)`).
struct PasteLimit {
    /// The most characters a field may hold after a paste.
    let characters: Int
    /// Runs with the number of pasted characters that were left out.
    let onCut: (Int) -> Void
}

private struct PasteLimitKey: EnvironmentKey {
    static var defaultValue: PasteLimit? { nil }
}

extension EnvironmentValues {
    /// The limit on pastes into text fields below (set with `.pasteLimit(_:onCut:)`).
    var pasteLimit: PasteLimit? {
        get { self[PasteLimitKey.self] }
        set { self[PasteLimitKey.self] = newValue }
    }
}

extension View {
    /// Runs `action` with the text of a paste (the terminal's bracketed paste: control
    /// characters dropped, line breaks as spaces) made while focus is inside this view and the
    /// focused control did not take it.
    ///
    /// An approximation of SwiftUI's `onPasteCommand(of:perform:)`, which hands over item
    /// providers: a terminal pastes plain text only. A focused text field takes a paste
    /// itself; a paste nothing takes is dropped (never typed as keys).
    public func onPasteCommand(perform action: @escaping (String) -> Void) -> some View {
        modifier(PasteCommandModifier(action: action))
    }

    /// Cuts a paste into a text field inside this view so that the field holds at most
    /// `characters` characters, and runs `onCut` with the number of pasted characters left
    /// out when it did. Typing is not limited (SwiftUI has no such limit; a paste, which can
    /// be any size, needs one).
    public func pasteLimit(_ characters: Int, onCut: @escaping (_ leftOut: Int) -> Void = { _ in }) -> some View {
        environment(\.pasteLimit, PasteLimit(characters: max(0, characters), onCut: onCut))
    }
}
