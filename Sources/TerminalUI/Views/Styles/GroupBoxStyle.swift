/// A look for group boxes, as SwiftUI's `GroupBoxStyle`: `makeBody(configuration:)` arranges
/// the label and the content. Set it with `.groupBoxStyle(_:)`; every `GroupBox` below uses it.
@MainActor
@preconcurrency
public protocol GroupBoxStyle {
    /// The view that draws a group box.
    associatedtype Body: View
    /// The parts of the group box being drawn.
    typealias Configuration = GroupBoxStyleConfiguration

    /// Draws a group box from its label and content.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a `GroupBoxStyle` gets to draw a group box with.
public struct GroupBoxStyleConfiguration {
    /// The group box's label, as a view.
    public struct Label: View {
        public typealias Body = Never
        let content: AnyView
    }

    /// The group box's content, as a view.
    public struct Content: View {
        public typealias Body = Never
        let content: AnyView
    }

    /// The group box's label.
    public let label: Label
    /// The group box's content.
    public let content: Content
}

extension GroupBoxStyleConfiguration.Label: PrimitiveView {
    func update(_ node: Node, behavior: TransparentBehavior) {
        node.reconcileChildren { $0.add(content, key: .slot(0)) }
    }
}

extension GroupBoxStyleConfiguration.Content: PrimitiveView {
    func update(_ node: Node, behavior: TransparentBehavior) {
        node.reconcileChildren { $0.add(content, key: .slot(0)) }
    }
}

/// The standard group box: a line box with the label in bold on its first row.
public struct DefaultGroupBoxStyle: GroupBoxStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading) {
            configuration.label.bold()
            configuration.content
        }
        .padding(.horizontal, .columns(1))
        .border()
    }
}

extension GroupBoxStyle where Self == DefaultGroupBoxStyle {
    /// The standard group box.
    public static var automatic: DefaultGroupBoxStyle { DefaultGroupBoxStyle() }
}

/// A group box style with its type erased, as the environment carries it.
@MainActor
struct ResolvedGroupBoxStyle {
    let makeBody: @MainActor (GroupBoxStyleConfiguration) -> AnyView

    /// The body is drawn with the standard look inside, so a `GroupBox` in it is the standard
    /// box rather than this style again.
    init<S: GroupBoxStyle>(_ style: S) {
        makeBody = { AnyView(style.makeBody(configuration: $0).environment(\.groupBoxStyle, nil)) }
    }
}

private struct GroupBoxStyleKey: EnvironmentKey {
    static let defaultValue: ResolvedGroupBoxStyle? = nil
}

extension EnvironmentValues {
    /// The style group boxes below are drawn with; `nil` for the standard box.
    var groupBoxStyle: ResolvedGroupBoxStyle? {
        get { self[GroupBoxStyleKey.self] }
        set { self[GroupBoxStyleKey.self] = newValue }
    }
}

extension View {
    /// Draws the group boxes in this view with `style` (see `GroupBoxStyle`).
    public func groupBoxStyle<S: GroupBoxStyle>(_ style: S) -> some View {
        environment(\.groupBoxStyle, ResolvedGroupBoxStyle(style))
    }
}
