/// Lets a view that is not a control take focus, as SwiftUI's `focusable()`: Tab reaches it,
/// it shows reversed while focused, and its `onKeyPress` handlers hear the keys. A view that is
/// a control already is one stop, as before.
struct FocusableModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let isFocusable: Bool

    func makeBehavior() -> FocusableBehavior { FocusableBehavior() }

    func update(_ node: Node, behavior: FocusableBehavior, content: any View) {
        updateContent(node, content)
        behavior.wantsFocus = isFocusable && !Self.holdsControl(node)
    }

    /// Whether a control below `node` takes focus itself (then the view stays as it is).
    private static func holdsControl(_ node: Node) -> Bool {
        node.children.contains { $0.behavior.isFocusable || holdsControl($0) }
    }
}

final class FocusableBehavior: ModifierBehavior {
    var wantsFocus = true

    /// Focusable unless disabled, or unless a control inside takes focus itself.
    override var isFocusable: Bool {
        wantsFocus && node.environment.isEnabled
    }

    override func draw(in canvas: inout CellGrid) {
        super.draw(in: &canvas)
        if isFocused {
            canvas.restyle(node.frame) { $0.attributes.insert(.reverse) }
        }
    }
}

extension View {
    /// Lets the view take focus (see `FocusableModifier`); `false` leaves it as it is.
    public func focusable(_ isFocusable: Bool = true) -> some View {
        modifier(FocusableModifier(isFocusable: isFocusable))
    }
}
