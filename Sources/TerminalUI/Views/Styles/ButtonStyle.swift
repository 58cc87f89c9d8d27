/// A look for buttons that keeps the standard press behaviour, as SwiftUI's `ButtonStyle`:
/// `makeBody(configuration:)` draws the label any way it likes, and the button still takes
/// focus (shown reversed), Return, Space, clicks and its keyboard shortcut. Set it with
/// `.buttonStyle(_:)`; every button below uses it.
@MainActor
@preconcurrency
public protocol ButtonStyle {
    /// The view that draws a button.
    associatedtype Body: View
    /// The properties of the button being drawn.
    typealias Configuration = ButtonStyleConfiguration

    /// Draws a button: its label, role and whether it is pressed.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a `ButtonStyle` gets to draw a button with.
public struct ButtonStyleConfiguration {
    /// The button's label, as a view.
    public struct Label: View {
        public typealias Body = Never
        let content: AnyView
    }

    /// The button's role (`.destructive`, `.cancel`), if it has one.
    public let role: ButtonRole?
    /// The button's label.
    public let label: Label
    /// Whether the button is being pressed. A terminal has no press-and-hold: a key or a click
    /// presses a button at once, so this is `true` only while its action runs (the body drawn
    /// afterwards has it `false`).
    public let isPressed: Bool
}

extension ButtonStyleConfiguration.Label: PrimitiveView {
    func update(_ node: Node, behavior: TransparentBehavior) {
        node.reconcileChildren { $0.add(content, key: .slot(0)) }
    }
}

extension View {
    /// Draws the buttons in this view with `style` (see `ButtonStyle`).
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        environment(\.buttonStyle, ResolvedButtonStyle(style))
    }
}
