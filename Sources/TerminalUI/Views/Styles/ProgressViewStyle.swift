/// A look for progress views, as SwiftUI's `ProgressViewStyle`: `makeBody(configuration:)`
/// draws one from its `fractionCompleted` and labels. Set it with `.progressViewStyle(_:)`; every
/// `ProgressView` below uses it. The built-in `.automatic`, `.linear` and `.circular` draw the
/// terminal's bar (`██████░░░░ 60%`), or `…` while indeterminate.
@MainActor
@preconcurrency
public protocol ProgressViewStyle {
    /// The view that draws a progress view.
    associatedtype Body: View
    /// What the progress view being drawn holds.
    typealias Configuration = ProgressViewStyleConfiguration

    /// Draws a progress view.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a `ProgressViewStyle` gets to draw a progress view with.
public struct ProgressViewStyleConfiguration {
    /// The progress view's label, as a view.
    public struct Label: View {
        public typealias Body = Never
        let content: AnyView
    }

    /// The label saying the current value, as a view.
    public struct CurrentValueLabel: View {
        public typealias Body = Never
        let content: AnyView
    }

    /// How much is done, from 0 to 1; `nil` when indeterminate.
    public let fractionCompleted: Double?
    /// The label, if the progress view has one.
    public var label: Label?
    /// The current value's label, if the progress view has one.
    public var currentValueLabel: CurrentValueLabel?
}

extension ProgressViewStyleConfiguration.Label: PrimitiveView {
    func update(_ node: Node, behavior: TransparentBehavior) {
        node.reconcileChildren { $0.add(content, key: .slot(0)) }
    }
}

extension ProgressViewStyleConfiguration.CurrentValueLabel: PrimitiveView {
    func update(_ node: Node, behavior: TransparentBehavior) {
        node.reconcileChildren { $0.add(content, key: .slot(0)) }
    }
}

extension ProgressView where Label == ProgressViewStyleConfiguration.Label {
    /// The standard progress view of `configuration`, for a style's body: drawn as the terminal's
    /// bar whatever style is set.
    public init(_ configuration: ProgressViewStyleConfiguration) {
        self.label = configuration.label ?? ProgressViewStyleConfiguration.Label(content: AnyView(EmptyView()))
        fraction = configuration.fractionCompleted
        currentValueLabel = configuration.currentValueLabel.map { AnyView($0) }
        styled = false
    }
}

/// A progress view style with its type erased, as the environment carries it.
@MainActor
struct ResolvedProgressViewStyle {
    let makeBody: @MainActor (ProgressViewStyleConfiguration) -> AnyView

    /// The body is drawn with the standard look inside, so a `ProgressView` in it is the
    /// terminal's bar rather than this style again (which would never end).
    init<S: ProgressViewStyle>(_ style: S) {
        makeBody = { AnyView(style.makeBody(configuration: $0).environment(\.progressViewStyle, nil)) }
    }
}

private struct ProgressViewStyleKey: EnvironmentKey {
    static let defaultValue: ResolvedProgressViewStyle? = nil
}

extension EnvironmentValues {
    /// The style progress views below are drawn with; `nil` for the terminal's bar.
    var progressViewStyle: ResolvedProgressViewStyle? {
        get { self[ProgressViewStyleKey.self] }
        set { self[ProgressViewStyleKey.self] = newValue }
    }
}

extension View {
    /// Draws the progress views in this view with `style` (see `ProgressViewStyle`).
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
        environment(\.progressViewStyle, ResolvedProgressViewStyle(style))
    }
}

/// The standard look: the terminal's bar.
public struct DefaultProgressViewStyle: ProgressViewStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { ProgressView(configuration) }
}

/// A bar: the terminal's bar.
public struct LinearProgressViewStyle: ProgressViewStyle {
    public init() {}
    public init(tint: Color) {}
    public func makeBody(configuration: Configuration) -> some View { ProgressView(configuration) }
}

/// A spinner: the terminal's bar (or `…` while indeterminate).
public struct CircularProgressViewStyle: ProgressViewStyle {
    public init() {}
    public init(tint: Color) {}
    public func makeBody(configuration: Configuration) -> some View { ProgressView(configuration) }
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
    public static var automatic: DefaultProgressViewStyle { .init() }
}

extension ProgressViewStyle where Self == LinearProgressViewStyle {
    public static var linear: LinearProgressViewStyle { .init() }
}

extension ProgressViewStyle where Self == CircularProgressViewStyle {
    public static var circular: CircularProgressViewStyle { .init() }
}
