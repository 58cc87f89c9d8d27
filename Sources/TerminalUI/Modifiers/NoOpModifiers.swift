// Modifiers that change how something looks or feels on a touch screen and have no meaning in
// a terminal. They are accepted, so SwiftUI code compiles unchanged, and change nothing: each
// returns the view it was given (docs/COMPATIBILITY.md lists them).

/// A list's look (`.plain`, `.insetGrouped`, …); a terminal list has one.
public protocol ListStyle {}
public struct DefaultListStyle: ListStyle { public init() {} }
public struct PlainListStyle: ListStyle { public init() {} }
public struct GroupedListStyle: ListStyle { public init() {} }
public struct InsetListStyle: ListStyle { public init() {} }
public struct InsetGroupedListStyle: ListStyle { public init() {} }
public struct SidebarListStyle: ListStyle { public init() {} }

extension ListStyle where Self == DefaultListStyle { public static var automatic: DefaultListStyle { .init() } }
extension ListStyle where Self == PlainListStyle { public static var plain: PlainListStyle { .init() } }
extension ListStyle where Self == GroupedListStyle { public static var grouped: GroupedListStyle { .init() } }
extension ListStyle where Self == InsetListStyle { public static var inset: InsetListStyle { .init() } }
extension ListStyle where Self == InsetGroupedListStyle {
    public static var insetGrouped: InsetGroupedListStyle { .init() }
}
extension ListStyle where Self == SidebarListStyle { public static var sidebar: SidebarListStyle { .init() } }

/// A text field's look (`.roundedBorder`, `.plain`); a terminal field is always underlined.
public protocol TextFieldStyle {}
public struct DefaultTextFieldStyle: TextFieldStyle { public init() {} }
public struct PlainTextFieldStyle: TextFieldStyle { public init() {} }
public struct RoundedBorderTextFieldStyle: TextFieldStyle { public init() {} }

extension TextFieldStyle where Self == DefaultTextFieldStyle {
    public static var automatic: DefaultTextFieldStyle { .init() }
}
extension TextFieldStyle where Self == PlainTextFieldStyle { public static var plain: PlainTextFieldStyle { .init() } }
extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    public static var roundedBorder: RoundedBorderTextFieldStyle { .init() }
}

/// The on-screen keyboard a field asks for; a terminal has the user's own keyboard.
public enum UIKeyboardType: Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad,
        emailAddress, decimalPad, twitter, webSearch, asciiCapableNumberPad
}

/// Automatic capitalisation of typed text; a terminal types what the user types.
public struct TextInputAutocapitalization: Sendable {
    public static let never = TextInputAutocapitalization()
    public static let words = TextInputAutocapitalization()
    public static let sentences = TextInputAutocapitalization()
    public static let characters = TextInputAutocapitalization()
}

/// An animation curve; a terminal redraws changes at once.
public struct Animation: Equatable, Sendable {
    public static let `default` = Animation()
    public static let linear = Animation()
    public static let easeIn = Animation()
    public static let easeOut = Animation()
    public static let easeInOut = Animation()
    public static let spring = Animation()
    public static let bouncy = Animation()
    public static let smooth = Animation()
    public static func linear(duration: Double) -> Animation { Animation() }
    public static func easeIn(duration: Double) -> Animation { Animation() }
    public static func easeOut(duration: Double) -> Animation { Animation() }
    public static func easeInOut(duration: Double) -> Animation { Animation() }
    public static func spring(
        response: Double = 0.5, dampingFraction: Double = 0.8, blendDuration: Double = 0
    ) -> Animation { Animation() }
    public func delay(_ delay: Double) -> Animation { self }
    public func speed(_ speed: Double) -> Animation { self }
    public func repeatForever(autoreverses: Bool = true) -> Animation { self }
}

/// How a view comes and goes; a terminal shows and hides at once.
public struct AnyTransition: Sendable {
    public static let opacity = AnyTransition()
    public static let slide = AnyTransition()
    public static let scale = AnyTransition()
    public static let identity = AnyTransition()
    public static func move(edge: Edge) -> AnyTransition { AnyTransition() }
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition { AnyTransition() }
    public func combined(with other: AnyTransition) -> AnyTransition { self }
}

/// How a `NavigationView` splits (`.stack`, `.columns`); a terminal's depends on its width.
public protocol NavigationViewStyle {}
public struct DefaultNavigationViewStyle: NavigationViewStyle { public init() {} }
public struct StackNavigationViewStyle: NavigationViewStyle { public init() {} }
public struct ColumnNavigationViewStyle: NavigationViewStyle { public init() {} }

extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
    public static var automatic: DefaultNavigationViewStyle { .init() }
}
extension NavigationViewStyle where Self == StackNavigationViewStyle {
    public static var stack: StackNavigationViewStyle { .init() }
}
extension NavigationViewStyle where Self == ColumnNavigationViewStyle {
    public static var columns: ColumnNavigationViewStyle { .init() }
}

/// The heights a sheet may take (`.medium`, `.large`); a terminal sheet fills the screen.
public struct PresentationDetent: Hashable, Sendable {
    private let name: String
    public static let medium = PresentationDetent(name: "medium")
    public static let large = PresentationDetent(name: "large")
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent {
        PresentationDetent(name: "fraction \(fraction)")
    }
    public static func height(_ height: CGFloat) -> PresentationDetent { PresentationDetent(name: "height \(height)") }
}

/// Runs `body` at once: a terminal does not animate, so the change simply happens.
@MainActor
@discardableResult
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

extension View {
    /// No-op: a terminal list has one look.
    public func listStyle<S: ListStyle>(_ style: S) -> Self { self }
    /// No-op: a terminal text field is always underlined.
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> Self { self }
    /// No-op: a terminal has the user's own keyboard.
    public func keyboardType(_ type: UIKeyboardType) -> Self { self }
    /// No-op: a terminal types what the user types.
    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> Self { self }
    /// No-op: a terminal types what the user types.
    public func autocorrectionDisabled(_ disable: Bool = true) -> Self { self }
    /// No-op: a terminal shows every navigation title on one line.
    public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> Self { self }
    /// No-op: a terminal cell cannot be blurred.
    public func blur(radius: CGFloat, opaque: Bool = false) -> Self { self }
    /// No-op: a terminal cell casts no shadow.
    public func shadow(color: Color = .black, radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> Self { self }
    /// No-op: a terminal redraws changes at once.
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> Self { self }
    /// No-op: a terminal redraws changes at once.
    public func animation(_ animation: Animation?) -> Self { self }
    /// No-op: a terminal shows and hides views at once.
    public func transition(_ transition: AnyTransition) -> Self { self }
    /// No-op: controls take the terminal's colours (a selection is reversed, not tinted).
    public func tint(_ tint: Color?) -> Self { self }
    /// No-op: controls take the terminal's colours (a selection is reversed, not tinted).
    public func tint<S: ShapeStyle>(_ tint: S?) -> Self { self }
    /// No-op: a terminal `NavigationView` splits by the terminal's width (DESIGN.md).
    public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> Self { self }
    /// No-op: a terminal list or form has no background of its own to hide.
    public func scrollContentBackground(_ visibility: Visibility) -> Self { self }
    /// No-op: a terminal list row has the list's background.
    public func listRowBackground<V: View>(_ view: V?) -> Self { self }
    /// No-op: terminal list rows have no separators.
    public func listRowSeparator(_ visibility: Visibility) -> Self { self }
    /// No-op: a terminal sheet fills the screen but one column each side.
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> Self { self }
    /// No-op: Esc closes a sheet whenever the focused control does not use it.
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> Self { self }
    /// No-op: a terminal has no safe areas.
    public func ignoresSafeArea() -> Self { self }
    /// No-op: a terminal has no safe areas.
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> Self { self }
    /// No-op: a terminal cell has square corners.
    public func cornerRadius(_ radius: CGFloat) -> Self { self }
    /// No-op: a terminal draws the content in its cells; a shape cannot clip a cell.
    public func clipShape<S: Shape>(_ shape: S) -> Self { self }
}
