/// A button's look and its interaction, as SwiftUI's `PrimitiveButtonStyle`: the body decides
/// how the label is drawn and calls `configuration.trigger()` to run the action. In a
/// terminal the button keeps its focus (shown reversed) and Return, Space, a click and its
/// keyboard shortcut call `trigger()`; gestures inside the body do not receive events.
///
/// The built-in styles (`.automatic`, `.plain`, `.borderless`, `.bordered`,
/// `.borderedProminent`) all draw the terminal's button, `[ Label ]`.
@MainActor
@preconcurrency
public protocol PrimitiveButtonStyle {
    /// The view that draws a button.
    associatedtype Body: View
    /// The properties of the button being drawn.
    typealias Configuration = PrimitiveButtonStyleConfiguration

    /// Draws a button, and runs its action by calling `configuration.trigger()`.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a `PrimitiveButtonStyle` gets to draw a button with.
public struct PrimitiveButtonStyleConfiguration {
    /// The button's label, as a view.
    public struct Label: View {
        public typealias Body = Never
        let content: AnyView
    }

    /// The button's role (`.destructive`, `.cancel`), if it has one.
    public let role: ButtonRole?
    /// The button's label.
    public let label: Label
    let action: @MainActor () -> Void

    /// Runs the button's action (if the button is enabled).
    @MainActor public func trigger() {
        action()
    }
}

extension PrimitiveButtonStyleConfiguration.Label: PrimitiveView {
    func update(_ node: Node, behavior: TransparentBehavior) {
        node.reconcileChildren { $0.add(content, key: .slot(0)) }
    }
}

extension Button where Label == PrimitiveButtonStyleConfiguration.Label {
    /// The standard terminal button for a style's configuration: what the built-in styles
    /// draw, and what a custom `PrimitiveButtonStyle` may wrap.
    public init(_ configuration: PrimitiveButtonStyleConfiguration) {
        self.init(role: configuration.role, action: configuration.trigger) { configuration.label }
    }
}

extension View {
    /// Draws and runs the buttons in this view with `style` (see `PrimitiveButtonStyle`).
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        environment(\.buttonStyle, style is any BuiltInStyle ? nil : ResolvedButtonStyle(style))
    }
}
