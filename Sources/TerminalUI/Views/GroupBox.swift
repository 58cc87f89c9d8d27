/// A box around content under a label, as SwiftUI's `GroupBox`: a line box with the label on
/// its first row, or what a `GroupBoxStyle` set above draws.
public struct GroupBox<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    /// Whether a style set above draws it (not for a style's own `GroupBox(configuration)`).
    private var styled = true
    @Environment(\.groupBoxStyle) private var style

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    /// A box with `label` (SwiftUI's older form).
    public init(label: Label, @ViewBuilder content: () -> Content) {
        self.init(content: content) { label }
    }

    public var body: some View {
        let configuration = GroupBoxStyleConfiguration(
            label: GroupBoxStyleConfiguration.Label(content: AnyView(label)),
            content: GroupBoxStyleConfiguration.Content(content: AnyView(content)))
        if styled, let style {
            style.makeBody(configuration)
        } else {
            DefaultGroupBoxStyle().makeBody(configuration: configuration)
        }
    }
}

extension GroupBox where Label == EmptyView {
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content) { EmptyView() }
    }
}

extension GroupBox where Label == Text {
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

extension GroupBox where Label == GroupBoxStyleConfiguration.Label, Content == GroupBoxStyleConfiguration.Content {
    /// The standard group box of `configuration`, for a style's body, whatever style is set.
    public init(_ configuration: GroupBoxStyleConfiguration) {
        self.init(content: { configuration.content }, label: { configuration.label })
        styled = false
    }
}
