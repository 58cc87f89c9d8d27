/// A look for text fields, as SwiftUI's `TextFieldStyle`: `_body(configuration:)` draws a field
/// around `configuration`, the field itself, which still edits. Set it with
/// `.textFieldStyle(_:)`; every `TextField` and `SecureField` below uses it. The built-in
/// `.automatic`, `.plain` and `.roundedBorder` draw the terminal's underlined field.
@MainActor
@preconcurrency
public protocol TextFieldStyle {
    /// The view that draws a field.
    associatedtype _Body: View
    /// The label of the field a style is handed.
    typealias _Label = _TextFieldStyleLabel

    /// Draws a field around `configuration`, the field as the standard style draws it.
    @ViewBuilder func _body(configuration: TextField<Self._Label>) -> Self._Body
}

/// The label of the field a `TextFieldStyle` is handed, as a view.
public struct _TextFieldStyleLabel: View {
    public typealias Body = Never
    let content: AnyView
}

extension _TextFieldStyleLabel: PrimitiveView {
    func update(_ node: Node, behavior: TransparentBehavior) {
        node.reconcileChildren { $0.add(content, key: .slot(0)) }
    }
}

/// A text field style with its type erased, as the environment carries it.
@MainActor
struct ResolvedTextFieldStyle {
    let body: @MainActor (TextField<_TextFieldStyleLabel>) -> AnyView

    /// The style, or `nil` for a built-in one: those draw the standard field, with no body
    /// between.
    init?<S: TextFieldStyle>(_ style: S) {
        let builtIn: [ObjectIdentifier] = [
            ObjectIdentifier(DefaultTextFieldStyle.self), ObjectIdentifier(PlainTextFieldStyle.self),
            ObjectIdentifier(RoundedBorderTextFieldStyle.self),
        ]
        guard !builtIn.contains(ObjectIdentifier(S.self)) else { return nil }
        body = { AnyView(style._body(configuration: $0)) }
    }
}

typealias TextFieldStyleKeyDebug = TextFieldStyleKey
struct TextFieldStyleKey: EnvironmentKey {
    static let defaultValue: ResolvedTextFieldStyle? = nil
}

extension EnvironmentValues {
    /// The style text fields below are drawn with; `nil` for the standard field.
    var textFieldStyle: ResolvedTextFieldStyle? {
        get { self[TextFieldStyleKey.self] }
        set { self[TextFieldStyleKey.self] = newValue }
    }
}

extension View {
    /// Draws the text fields in this view with `style` (see `TextFieldStyle`).
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
        environment(\.textFieldStyle, ResolvedTextFieldStyle(style))
    }
}

/// The standard look: an underlined field.
public struct DefaultTextFieldStyle: TextFieldStyle {
    public init() {}
    public func _body(configuration: TextField<_Label>) -> some View { configuration }
}

/// A field without decoration: the terminal's field is already plain (underlined).
public struct PlainTextFieldStyle: TextFieldStyle {
    public init() {}
    public func _body(configuration: TextField<_Label>) -> some View { configuration }
}

/// A bordered field: the terminal's underline is its border.
public struct RoundedBorderTextFieldStyle: TextFieldStyle {
    public init() {}
    public func _body(configuration: TextField<_Label>) -> some View { configuration }
}

/// macOS's square-bordered field: the terminal's underline is its border.
public struct SquareBorderTextFieldStyle: TextFieldStyle {
    public init() {}
    public func _body(configuration: TextField<_Label>) -> some View { configuration }
}

extension TextFieldStyle where Self == DefaultTextFieldStyle {
    public static var automatic: DefaultTextFieldStyle { .init() }
}

extension TextFieldStyle where Self == PlainTextFieldStyle {
    public static var plain: PlainTextFieldStyle { .init() }
}

extension TextFieldStyle where Self == SquareBorderTextFieldStyle {
    public static var squareBorder: SquareBorderTextFieldStyle { .init() }
}

extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    public static var roundedBorder: RoundedBorderTextFieldStyle { .init() }
}
