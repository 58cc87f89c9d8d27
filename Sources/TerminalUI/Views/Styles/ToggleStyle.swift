/// A look for toggles, as SwiftUI's `ToggleStyle`: `makeBody(configuration:)` draws the label
/// and the state any way it likes. The toggle still takes focus (shown reversed), and Space,
/// Return and a click flip `isOn` — also when the body has a tap gesture or a button of its
/// own, which do not receive events. Set it with `.toggleStyle(_:)`.
///
/// The built-in styles (`.automatic`, `.switch`, `.button`, `.checkbox`) all draw the
/// terminal's toggle, `[x] Label`.
@MainActor
@preconcurrency
public protocol ToggleStyle {
    /// The view that draws a toggle.
    associatedtype Body: View
    /// The properties of the toggle being drawn.
    typealias Configuration = ToggleStyleConfiguration

    /// Draws a toggle: its label and whether it is on.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a `ToggleStyle` gets to draw a toggle with.
public struct ToggleStyleConfiguration {
    /// The toggle's label, as a view.
    public struct Label: View {
        public typealias Body = Never
        let content: AnyView
    }

    /// The toggle's label.
    public let label: Label
    /// Whether the toggle is on; `$isOn` is the binding, which a style may change.
    @Binding public var isOn: Bool
    /// Whether the toggle stands for several values that differ; always `false` here.
    public var isMixed: Bool { false }
}

extension ToggleStyleConfiguration.Label: PrimitiveView {
    func update(_ node: Node, behavior: TransparentBehavior) {
        node.reconcileChildren { $0.add(content, key: .slot(0)) }
    }
}

extension Toggle where Label == ToggleStyleConfiguration.Label {
    /// The standard terminal toggle for a style's configuration: what the built-in styles
    /// draw, and what a custom style may wrap.
    public init(_ configuration: ToggleStyleConfiguration) {
        self.init(isOn: configuration.$isOn) { configuration.label }
    }
}

extension View {
    /// Draws the toggles in this view with `style` (see `ToggleStyle`).
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        environment(\.toggleStyle, style is any BuiltInStyle ? nil : ResolvedToggleStyle(style))
    }
}
