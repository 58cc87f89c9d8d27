/// A look for labels, as SwiftUI's `LabelStyle`: `makeBody(configuration:)` arranges the
/// title and the icon. Set it with `.labelStyle(_:)`; every `Label` below uses it.
@MainActor
@preconcurrency
public protocol LabelStyle {
    /// The view that draws a label.
    associatedtype Body: View
    /// The parts of the label being drawn.
    typealias Configuration = LabelStyleConfiguration

    /// Draws a label from its title and icon.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a `LabelStyle` gets to draw a label with.
public struct LabelStyleConfiguration {
    /// The label's title, as a view.
    public struct Title: View {
        public typealias Body = Never
        let content: AnyView
    }

    /// The label's icon, as a view.
    public struct Icon: View {
        public typealias Body = Never
        let content: AnyView
    }

    /// The label's title.
    public let title: Title
    /// The label's icon.
    public let icon: Icon
}

extension LabelStyleConfiguration.Title: PrimitiveView {
    func update(_ node: Node, behavior: TransparentBehavior) {
        node.reconcileChildren { $0.add(content, key: .slot(0)) }
    }
}

extension LabelStyleConfiguration.Icon: PrimitiveView {
    func update(_ node: Node, behavior: TransparentBehavior) {
        node.reconcileChildren { $0.add(content, key: .slot(0)) }
    }
}

extension Label where Title == LabelStyleConfiguration.Title, Icon == LabelStyleConfiguration.Icon {
    /// The standard label of `configuration`, for a style's body: its icon and title side by
    /// side, whatever style is set.
    public init(_ configuration: LabelStyleConfiguration) {
        self.init(title: { configuration.title }, icon: { configuration.icon })
    }
}

/// A label style with its type erased, as the environment carries it.
@MainActor
struct ResolvedLabelStyle {
    let makeBody: @MainActor (LabelStyleConfiguration) -> AnyView

    /// The body is drawn with the standard look inside, so a `Label` in it is the standard
    /// label rather than this style again.
    init<S: LabelStyle>(_ style: S) {
        makeBody = { AnyView(style.makeBody(configuration: $0).environment(\.labelStyle, nil)) }
    }
}

private struct LabelStyleKey: EnvironmentKey {
    static let defaultValue: ResolvedLabelStyle? = nil
}

extension EnvironmentValues {
    /// The style labels below are drawn with; `nil` for the standard icon, space, title.
    var labelStyle: ResolvedLabelStyle? {
        get { self[LabelStyleKey.self] }
        set { self[LabelStyleKey.self] = newValue }
    }
}

extension View {
    /// Draws the labels in this view with `style` (see `LabelStyle`).
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        environment(\.labelStyle, ResolvedLabelStyle(style))
    }
}
