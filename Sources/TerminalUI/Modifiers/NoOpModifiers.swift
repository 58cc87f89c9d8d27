import Foundation

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
public struct BorderedListStyle: ListStyle { public init() {} }

extension ListStyle where Self == DefaultListStyle { public static var automatic: DefaultListStyle { .init() } }
extension ListStyle where Self == PlainListStyle { public static var plain: PlainListStyle { .init() } }
extension ListStyle where Self == GroupedListStyle { public static var grouped: GroupedListStyle { .init() } }
extension ListStyle where Self == InsetListStyle {
    public static var inset: InsetListStyle { .init() }
    public static func inset(alternatesRowBackgrounds: Bool) -> InsetListStyle { .init() }
}
extension ListStyle where Self == BorderedListStyle {
    public static var bordered: BorderedListStyle { .init() }
    public static func bordered(alternatesRowBackgrounds: Bool) -> BorderedListStyle { .init() }
}
extension ListStyle where Self == InsetGroupedListStyle {
    public static var insetGrouped: InsetGroupedListStyle { .init() }
}
extension ListStyle where Self == SidebarListStyle { public static var sidebar: SidebarListStyle { .init() } }

/// Automatic capitalisation of typed text; a terminal types what the user types.
public struct TextInputAutocapitalization: Sendable {
    public static let never = TextInputAutocapitalization()
    public static let words = TextInputAutocapitalization()
    public static let sentences = TextInputAutocapitalization()
    public static let characters = TextInputAutocapitalization()
}

/// The kinds of safe area a view may extend into (`.container`, `.keyboard`); a terminal has none.
public struct SafeAreaRegions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let container = SafeAreaRegions(rawValue: 1)
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    public static let all: SafeAreaRegions = [.container, .keyboard]
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

extension View {
    /// No-op: SwiftUI prints what made a body run again (call it in `body`, for debugging);
    /// here standard output is the screen.
    public static func _printChanges() {}
    /// No-op: a terminal list has one look.
    public func listStyle<S: ListStyle>(_ style: S) -> Self { self }
    /// No-op: a terminal types what the user types.
    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> Self { self }
    /// No-op: a terminal types what the user types.
    public func autocorrectionDisabled(_ disable: Bool = true) -> Self { self }
    /// No-op: a terminal types what the user types (the older spelling of
    /// `autocorrectionDisabled`).
    public func disableAutocorrection(_ disable: Bool?) -> Self { self }
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
    /// No-op, as `.tint`: controls take the terminal's colours.
    public func accentColor(_ accentColor: Color?) -> Self { self }
    /// No-op: a terminal's scroll views do not bounce.
    public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical]) -> Self { self }
    /// No-op: controls take the terminal's colours (a selection is reversed, not tinted).
    public func tint<S: ShapeStyle>(_ tint: S?) -> Self { self }
    /// No-op: a terminal shows what it is given; there is no screen recording or lock screen to hide from.
    public func privacySensitive(_ sensitive: Bool = true) -> Self { self }
    /// No-op: a terminal lays views out without animating their geometry.
    public func geometryGroup() -> Self { self }
    /// No-op: a terminal scroll view always clips its content to its frame.
    public func scrollClipDisabled(_ disabled: Bool = true) -> Self { self }
    /// No-op: a terminal list row's symbols take the text's colour.
    public func listItemTint(_ tint: Color?) -> Self { self }
    /// No-op: a terminal list row's symbols take the text's colour.
    public func listItemTint(_ tint: ListItemTint?) -> Self { self }
    /// No-op: a badge is drawn one way.
    public func badgeProminence(_ prominence: BadgeProminence) -> Self { self }
    /// No-op: a terminal's title row has one layout.
    public func toolbarRole(_ role: ToolbarRole) -> Self { self }
    /// No-op: a terminal sheet is not resized by scrolling.
    public func presentationContentInteraction(_ behavior: PresentationContentInteraction) -> Self { self }
    /// No-op: a pushed view replaces the screen at once, with no zoom from a source.
    public func matchedTransitionSource<ID: Hashable>(id: ID, in namespace: Namespace.ID) -> Self { self }
    /// No-op: a pushed view replaces the screen at once.
    public func navigationTransition<T: NavigationTransition>(_ style: T) -> Self { self }
    /// No-op: a terminal shows changes at once, so a transaction's animation is not played.
    public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> Self { self }
    /// No-op (see `transaction(_:)`).
    public func transaction<V: Equatable>(value: V, _ transform: @escaping (inout Transaction) -> Void) -> Self { self }
    /// No-op: every terminal font is monospaced.
    public func monospaced(_ isActive: Bool = true) -> Self { self }
    /// No-op: a terminal's characters sit on one baseline per row.
    public func baselineOffset(_ baselineOffset: CGFloat) -> Self { self }
    /// No-op: focus moves in reading order; there is no directional focus to group.
    public func focusSection() -> Self { self }
    /// No-op: a terminal app has one scene, which every event reaches.
    public func handlesExternalEvents(preferring: Set<String>, allowing: Set<String>) -> Self { self }
    /// No-op: a terminal's title is not a menu.
    public func toolbarTitleMenu<C: View>(@ViewBuilder content: () -> C) -> Self { self }
    /// No-op: while a terminal sheet shows, keys go to the sheet alone.
    public func presentationBackgroundInteraction(_ interaction: PresentationBackgroundInteraction) -> Self { self }
    /// No-op: a terminal control shows its label where it has one.
    public func labelsVisibility(_ visibility: Visibility) -> Self { self }
    /// No-op: choosing a terminal menu's item closes the menu.
    public func menuActionDismissBehavior(_ behavior: MenuActionDismissBehavior) -> Self { self }
    /// Accepted, **never dragged**: nothing carries a drag between views (COMPATIBILITY.md).
    public func draggable<T: Transferable>(_ payload: @autoclosure @escaping () -> T) -> Self { self }
    /// Accepted, never dragged (see `draggable(_:)`).
    public func draggable<T: Transferable, P: View>(
        _ payload: @autoclosure @escaping () -> T, @ViewBuilder preview: () -> P
    ) -> Self { self }
    /// Accepted, **never dropped on**: `action` and `isTargeted` are not called (see `draggable(_:)`).
    public func dropDestination<T: Transferable>(
        for payloadType: T.Type = T.self, action: @escaping ([T], CGPoint) -> Bool,
        isTargeted: @escaping (Bool) -> Void = { _ in }
    ) -> Self { self }
    /// No-op: the view is evaluated when its inputs change, which is what comparing them saves.
    public func equatable() -> Self where Self: Equatable { self }
    /// No-op: a terminal text editor has no find bar; the terminal's own search finds text on screen.
    public func findNavigator(isPresented: Binding<Bool>) -> Self { self }
    /// No-op: a terminal text editor has no find bar to disable.
    public func findDisabled(_ isDisabled: Bool = true) -> Self { self }
    /// No-op: a terminal text editor has no replace bar to disable.
    public func replaceDisabled(_ isDisabled: Bool = true) -> Self { self }
    /// No-op: a terminal list or form has no background of its own to hide.
    public func scrollContentBackground(_ visibility: Visibility) -> Self { self }
    /// No-op: a terminal list row has the list's background.
    public func listRowBackground<V: View>(_ view: V?) -> Self { self }
    /// No-op: terminal list rows have no separators.
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> Self { self }
    /// No-op: a terminal sheet fills the screen but one column each side.
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> Self { self }
    /// No-op: a terminal sheet has one height, so `selection` keeps the value it has.
    public func presentationDetents(
        _ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>
    ) -> Self { self }
    /// No-op: a terminal sheet is not dragged; Esc closes it.
    public func presentationDragIndicator(_ visibility: Visibility) -> Self { self }
    /// No-op: a terminal sheet's corners are its box's.
    public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> Self { self }
    /// No-op: a terminal sheet is drawn over the screen's own background.
    public func presentationBackground<S: ShapeStyle>(_ style: S) -> Self { self }
    /// No-op: a terminal sheet is drawn over the screen's own background, not over a view.
    public func presentationBackground<V: View>(
        alignment: Alignment = .center, @ViewBuilder content: () -> V
    ) -> Self { self }
    /// No-op: a terminal has no safe areas.
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> Self { self }
    /// No-op: a terminal has no safe areas.
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> Self { self }
    /// No-op: a terminal cell has square corners.
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> Self { self }
    /// No-op: a terminal draws the content in its cells; a shape cannot clip a cell.
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> Self { self }
    /// No-op: every terminal font is monospaced, digits included.
    public func monospacedDigit() -> Self { self }
    /// No-op: a terminal has the user's own keyboard, never on screen.
    public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> Self { self }
    /// No-op: a terminal cell cannot be turned.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> Self { self }
    /// No-op: a terminal cell cannot be turned.
    public func rotation3DEffect(
        _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
        anchorZ: CGFloat = 0, perspective: CGFloat = 1
    ) -> Self { self }
    /// No-op: a terminal cell has one size.
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> Self { self }
    /// No-op: a terminal cell has one size.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> Self { self }
    /// No-op: a terminal cell has one size.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> Self { self }
    /// No-op: a click hits a view's frame, whatever its shape.
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> Self { self }
    /// No-op: a `ZStack` draws its views in the order they are written.
    public func zIndex(_ value: Double) -> Self { self }
    /// No-op: a terminal shows the real content (it has no placeholder look).
    public func redacted(reason: RedactionReasons) -> Self { self }
    /// No-op (see `redacted(reason:)`).
    public func unredacted() -> Self { self }
    /// No-op: a terminal image is a symbol of one cell or a name; it has no aspect to keep.
    public func scaledToFit() -> Self { self }
    /// No-op (see `scaledToFit()`).
    public func scaledToFill() -> Self { self }
    /// No-op: a symbol takes one cell at any scale.
    public func imageScale(_ scale: Image.Scale) -> Self { self }
    /// No-op: a symbol is drawn in the text's colour.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Self { self }
    /// No-op: a symbol has one look.
    public func symbolVariant(_ variant: SymbolVariants) -> Self { self }
    /// Accepted, not honoured: a `List` row's `onDelete` still deletes it.
    public func deleteDisabled(_ isDisabled: Bool) -> Self { self }
    /// Accepted, not honoured: a `List` row's `onMove` still moves it.
    public func moveDisabled(_ isDisabled: Bool) -> Self { self }
    /// No-op: a terminal scroll view shows where it is by its content.
    public func scrollIndicators(
        _ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]
    )
        -> Self
    { self }
    /// No-op: terminal list rows have one column of inset.
    public func listRowInsets(_ insets: EdgeInsets?) -> Self { self }
    /// No-op: a terminal's text is selected with the terminal's own selection (`--no-mouse`
    /// leaves the mouse to it).
    public func textSelection(_ selectability: TextSelectability) -> Self { self }
    /// No-op: ncurses has no strike-through; the text shows as written.
    public func strikethrough(
        _ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil
    ) -> Self { self }
    /// No-op: a terminal's characters sit one to a cell.
    public func kerning(_ kerning: CGFloat) -> Self { self }
    /// No-op: a terminal's characters sit one to a cell.
    public func tracking(_ tracking: CGFloat) -> Self { self }
    /// No-op: a terminal's bars have the terminal's background.
    public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> Self { self }
    /// No-op: a terminal's bars have the terminal's background.
    public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> Self { self }
    /// No-op: a terminal cell's colour is one of the palette's (or the 24-bit colour given).
    public func saturation(_ amount: Double) -> Self { self }
    /// No-op (see `saturation(_:)`).
    public func brightness(_ amount: Double) -> Self { self }
    /// No-op (see `saturation(_:)`).
    public func contrast(_ amount: Double) -> Self { self }
    /// No-op (see `saturation(_:)`).
    public func grayscale(_ amount: Double) -> Self { self }
    /// No-op (see `saturation(_:)`).
    public func hueRotation(_ angle: Angle) -> Self { self }
    /// No-op (see `saturation(_:)`).
    public func colorMultiply(_ color: Color) -> Self { self }
    /// No-op (see `saturation(_:)`).
    public func colorInvert() -> Self { self }
    /// No-op (see `saturation(_:)`).
    public func luminanceToAlpha() -> Self { self }
    /// No-op: a terminal cell shows one character; it does not blend with what is under it.
    public func blendMode(_ blendMode: BlendMode) -> Self { self }
    /// No-op: a terminal draws every view straight into its cells.
    public func compositingGroup() -> Self { self }
    /// No-op: a terminal draws every view straight into its cells.
    public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> Self { self }
    /// No-op: a terminal redraws changed text at once.
    public func contentTransition(_ transition: ContentTransition) -> Self { self }
    /// No-op: a terminal has no haptics (and a bell for each would be noise).
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> Self { self }
    /// No-op: a terminal has no haptics (see `sensoryFeedback(_:trigger:)`).
    public func sensoryFeedback<T: Equatable>(
        _ feedback: SensoryFeedback, trigger: T, condition: @escaping (_ oldValue: T, _ newValue: T) -> Bool
    ) -> Self { self }
    /// No-op: a terminal has no haptics (see `sensoryFeedback(_:trigger:)`).
    public func sensoryFeedback<T: Equatable>(
        trigger: T, _ feedback: @escaping (_ oldValue: T, _ newValue: T) -> SensoryFeedback?
    ) -> Self { self }
    /// No-op: a terminal form has one look (sections under their headers).
    public func formStyle<S: FormStyle>(_ style: S) -> Self { self }
    /// No-op: a paged tab view's dots are a row of characters, with no background of their own.
    public func indexViewStyle<S: IndexViewStyle>(_ style: S) -> Self { self }
    /// Accepted, never called: a terminal reports the pointer only while a button is held
    /// (xterm's mode 1002), so it never hovers.
    public func onHover(perform action: @escaping (Bool) -> Void) -> Self { self }
    /// Accepted, never called, as `onHover`: the pointer never hovers in a terminal.
    public func onContinuousHover(
        coordinateSpace: CoordinateSpace = .local, perform action: @escaping (HoverPhase) -> Void
    ) -> Self { self }
    /// Accepted, never called: nothing is dragged onto a view in a terminal (a path dropped on
    /// the window arrives as a paste).
    public func onDrop(
        of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?,
        perform action: @escaping ([NSItemProvider]) -> Bool
    ) -> Self { self }
    /// Accepted, never called, as `onDrop(of:isTargeted:perform:)`.
    public func onDrop(
        of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?,
        perform action: @escaping ([NSItemProvider], CGPoint) -> Bool
    ) -> Self { self }
    /// Accepted, never called, as `onDrop(of:isTargeted:perform:)`.
    public func onDrop(
        of supportedTypes: [String], isTargeted: Binding<Bool>?, perform action: @escaping ([NSItemProvider]) -> Bool
    ) -> Self { self }
    /// Accepted, never called: nothing is dragged out of a view in a terminal.
    public func onDrag(_ data: @escaping () -> NSItemProvider) -> Self { self }
    /// Accepted, never called, as `onDrag(_:)`.
    public func onDrag<V: View>(_ data: @escaping () -> NSItemProvider, @ViewBuilder preview: () -> V) -> Self {
        self
    }
    /// No-op: a terminal shows no home indicator or other system overlay.
    public func persistentSystemOverlays(_ visibility: Visibility) -> Self { self }
    /// No-op: a terminal has no system gestures at the screen's edges.
    public func defersSystemGestures(on edges: Edge.Set) -> Self { self }
    /// No-op: a terminal's dialogs show no icon.
    public func dialogIcon(_ icon: Image?) -> Self { self }
    /// No-op: text takes the terminal's font, whatever the design.
    public func fontDesign(_ design: Font.Design?) -> Self { self }
    /// No-op: text takes the terminal's font, whatever the width.
    public func fontWidth(_ width: Font.Width?) -> Self { self }
    /// No-op: a terminal list's rows are one after the other, a row being a generous gap.
    public func listRowSpacing(_ spacing: CGFloat?) -> Self { self }
    /// No-op: a terminal list puts no gap between its sections.
    public func listSectionSpacing(_ spacing: ListSectionSpacing) -> Self { self }
    /// No-op: a terminal list puts no gap between its sections.
    public func listSectionSpacing(_ spacing: CGFloat) -> Self { self }
    /// No-op: a terminal list draws no separators between rows.
    public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> Self { self }
    /// No-op: a terminal list draws no separators between sections.
    public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> Self { self }
    /// No-op: a terminal's navigation title is one line, whatever the mode.
    public func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> Self { self }
    /// No-op: a terminal has one text size.
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> Self { self }
    /// No-op: a terminal has one text size.
    public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> Self where T.Bound == DynamicTypeSize { self }
    /// No-op: a section header is bold in a terminal, whatever its prominence.
    public func headerProminence(_ prominence: Prominence) -> Self { self }
    /// No-op: a terminal's lines are one row apart.
    public func lineSpacing(_ lineSpacing: CGFloat) -> Self { self }
    /// No-op: a terminal has one text size, so a line too long is cut (ending in "…").
    public func minimumScaleFactor(_ factor: CGFloat) -> Self { self }
    /// No-op: a terminal's characters are one cell apart.
    public func allowsTightening(_ flag: Bool) -> Self { self }
    /// No-op: a terminal has no pointer to hover with, so no tooltip.
    public func help(_ text: Text) -> Self { self }
    /// No-op: a terminal has no pointer to hover with, so no tooltip.
    public func help<S: StringProtocol>(_ text: S) -> Self { self }
    /// No-op: a terminal has no pointer to hover with, so no tooltip.
    public func help(_ key: LocalizedStringKey) -> Self { self }
    /// Accepted, never called: nothing hands a terminal app a URL to open while it runs.
    public func onOpenURL(perform action: @escaping (URL) -> Void) -> Self { self }
    /// No-op: a terminal button is its label in brackets, whatever the shape.
    public func buttonBorderShape(_ shape: ButtonBorderShape) -> Self { self }
    /// No-op: a terminal app has no status bar to hide.
    public func statusBar(hidden: Bool) -> Self { self }
    /// No-op: a terminal draws no container backgrounds whose corners could follow a shape.
    public func containerShape<S: Shape>(_ shape: S) -> Self { self }
    /// No-op: a terminal app has no status bar to hide.
    public func statusBarHidden(_ hidden: Bool = true) -> Self { self }
    /// No-op: a terminal has no pointer hovering over views (focus is shown reversed instead).
    public func hoverEffect(_ effect: HoverEffect = .automatic, isEnabled: Bool = true) -> Self { self }
    /// Accepted, not honoured: Esc always goes back (there is no back button to hide).
    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> Self { self }
    /// No-op: a terminal's window has no title bar to show a subtitle under its title.
    public func navigationSubtitle(_ subtitle: Text) -> Self { self }
    /// No-op, as `navigationSubtitle(_:)` with a `Text`.
    public func navigationSubtitle(_ subtitleKey: LocalizedStringKey) -> Self { self }
    /// No-op, as `navigationSubtitle(_:)` with a `Text`.
    public func navigationSubtitle<S: StringProtocol>(_ subtitle: S) -> Self { self }
    /// No-op: a terminal has no Touch Bar to show `content` in.
    public func touchBar<Content: View>(@ViewBuilder content: () -> Content) -> Self { self }
    /// No-op: a terminal has no Touch Bar.
    public func touchBarItemPrincipal(_ principal: Bool = true) -> Self { self }
    /// No-op: a terminal has no Touch Bar.
    public func touchBarCustomizationLabel(_ label: Text) -> Self { self }
    /// No-op: a terminal's bars take the terminal's colours.
    public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> Self { self }
    /// No-op: a line of text cut short always ends in "…" (at its tail).
    public func truncationMode(_ mode: Text.TruncationMode) -> Self { self }
}

/// A form's look (`.grouped`, `.columns`); a terminal form has one.
public protocol FormStyle {}
public struct AutomaticFormStyle: FormStyle { public init() {} }
public struct GroupedFormStyle: FormStyle { public init() {} }
public struct ColumnsFormStyle: FormStyle { public init() {} }

extension FormStyle where Self == AutomaticFormStyle { public static var automatic: AutomaticFormStyle { .init() } }
extension FormStyle where Self == GroupedFormStyle { public static var grouped: GroupedFormStyle { .init() } }
extension FormStyle where Self == ColumnsFormStyle { public static var columns: ColumnsFormStyle { .init() } }

/// How a paged view's index dots look, as SwiftUI's `IndexViewStyle`; a terminal's tab view
/// has none.
public protocol IndexViewStyle {}
public struct PageIndexViewStyle: IndexViewStyle {
    /// When the dots have a background, as SwiftUI's.
    public enum BackgroundDisplayMode: Sendable { case automatic, always, never, interactive }
    public init(backgroundDisplayMode: BackgroundDisplayMode = .automatic) {}
}

extension IndexViewStyle where Self == PageIndexViewStyle {
    public static var page: PageIndexViewStyle { .init() }
    public static func page(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode) -> PageIndexViewStyle {
        PageIndexViewStyle(backgroundDisplayMode: backgroundDisplayMode)
    }
}

/// The room between a list's sections, as SwiftUI's `ListSectionSpacing`.
public struct ListSectionSpacing: Sendable {
    private let points: CGFloat?
    public static let `default` = ListSectionSpacing(points: nil)
    public static let compact = ListSectionSpacing(points: nil)
    public static func custom(_ spacing: CGFloat) -> ListSectionSpacing { ListSectionSpacing(points: spacing) }
}

/// How a navigation title shows, as SwiftUI's `ToolbarTitleDisplayMode`.
public struct ToolbarTitleDisplayMode: Sendable {
    private let name: String
    public static let automatic = ToolbarTitleDisplayMode(name: "automatic")
    public static let large = ToolbarTitleDisplayMode(name: "large")
    public static let inline = ToolbarTitleDisplayMode(name: "inline")
    public static let inlineLarge = ToolbarTitleDisplayMode(name: "inlineLarge")
}

/// A text size the user chose, as SwiftUI's `DynamicTypeSize`; a terminal has one.
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    public var isAccessibilitySize: Bool { self >= .accessibility1 }
}

/// How prominent a section header is, as SwiftUI's `Prominence`.
public enum Prominence: Hashable, Sendable {
    case standard, increased
}

/// How a view's colours combine with what is under it, as SwiftUI's `BlendMode`.
public enum BlendMode: Hashable, Sendable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight,
        difference, exclusion, hue, saturation, color, luminosity, sourceAtop, destinationOver, destinationOut,
        plusDarker, plusLighter
}

/// The colour space a drawing group renders in, as SwiftUI's `ColorRenderingMode`.
public enum ColorRenderingMode: Hashable, Sendable {
    case nonLinear, linear, extendedLinear
}

/// How changed content replaces the old, as SwiftUI's `ContentTransition`.
public struct ContentTransition: Sendable {
    public static let identity = ContentTransition()
    public static let opacity = ContentTransition()
    public static let interpolate = ContentTransition()
    public static func numericText(countsDown: Bool = false) -> ContentTransition { ContentTransition() }
    public static func numericText(value: Double) -> ContentTransition { ContentTransition() }
    public static func symbolEffect<T: ContentTransitionSymbolEffect>(
        _ effect: T, options: SymbolEffectOptions = .default
    ) -> ContentTransition { ContentTransition() }
    public static let symbolEffect = ContentTransition()
}

/// A haptic or audible response, as SwiftUI's `SensoryFeedback`.
public struct SensoryFeedback: Sendable {
    public static let success = SensoryFeedback()
    public static let warning = SensoryFeedback()
    public static let error = SensoryFeedback()
    public static let selection = SensoryFeedback()
    public static let increase = SensoryFeedback()
    public static let decrease = SensoryFeedback()
    public static let start = SensoryFeedback()
    public static let stop = SensoryFeedback()
    public static let alignment = SensoryFeedback()
    public static let levelChange = SensoryFeedback()
    public static let impact = SensoryFeedback()
    public static func impact(weight: Weight = .medium, intensity: Double = 1) -> SensoryFeedback { SensoryFeedback() }

    /// The weight of an impact.
    public struct Weight: Sendable {
        public static let light = Weight()
        public static let medium = Weight()
        public static let heavy = Weight()
    }
}

/// How a view reacts to a hovering pointer, as SwiftUI's `HoverEffect`; nothing hovers in a
/// terminal.
public struct HoverEffect: Sendable {
    private let name: String
    public static let automatic = HoverEffect(name: "automatic")
    public static let highlight = HoverEffect(name: "highlight")
    public static let lift = HoverEffect(name: "lift")
}

/// Whether text can be selected, as SwiftUI's `TextSelectability`.
public struct TextSelectability: Sendable {
    public static let enabled = TextSelectability()
    public static let disabled = TextSelectability()
}

/// The bars a toolbar modifier applies to, as SwiftUI's `ToolbarPlacement`.
public struct ToolbarPlacement: Hashable, Sendable {
    private let name: String
    public static let automatic = ToolbarPlacement(name: "automatic")
    public static let navigationBar = ToolbarPlacement(name: "navigationBar")
    public static let tabBar = ToolbarPlacement(name: "tabBar")
    public static let bottomBar = ToolbarPlacement(name: "bottomBar")
    public static let windowToolbar = ToolbarPlacement(name: "windowToolbar")
}

/// Whether scroll indicators show, as SwiftUI's `ScrollIndicatorVisibility`.
public struct ScrollIndicatorVisibility: Sendable {
    public static let automatic = ScrollIndicatorVisibility()
    public static let visible = ScrollIndicatorVisibility()
    public static let hidden = ScrollIndicatorVisibility()
    public static let never = ScrollIndicatorVisibility()
}

/// How an image fills its frame, as SwiftUI's `ContentMode`.
public enum ContentMode: Hashable, CaseIterable, Sendable {
    case fit, fill
}

extension Text {
    /// Where a line cut short is cut, as SwiftUI's `Text.TruncationMode`.
    public enum TruncationMode: Hashable, Sendable {
        case head, middle, tail
    }
}

extension Image {
    /// A symbol's size relative to the text beside it, as SwiftUI's `Image.Scale`.
    public enum Scale: Hashable, Sendable {
        case small, medium, large
    }
}

/// How a symbol's layers are coloured, as SwiftUI's `SymbolRenderingMode`.
public struct SymbolRenderingMode: Hashable, Sendable {
    private let name: String
    public static let monochrome = SymbolRenderingMode(name: "monochrome")
    public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
    public static let palette = SymbolRenderingMode(name: "palette")
    public static let multicolor = SymbolRenderingMode(name: "multicolor")
}

/// A symbol's variant (`.fill`, `.circle`, …), as SwiftUI's `SymbolVariants`.
/// Variants combine as in SwiftUI (`.circle.fill`).
public struct SymbolVariants: Hashable, Sendable {
    private let name: String
    public static let none = SymbolVariants(name: "none")
    public static let fill = SymbolVariants(name: "fill")
    public static let circle = SymbolVariants(name: "circle")
    public static let square = SymbolVariants(name: "square")
    public static let rectangle = SymbolVariants(name: "rectangle")
    public static let slash = SymbolVariants(name: "slash")

    /// This variant, filled.
    public var fill: SymbolVariants { adding("fill") }
    /// This variant, in a circle.
    public var circle: SymbolVariants { adding("circle") }
    /// This variant, in a square.
    public var square: SymbolVariants { adding("square") }
    /// This variant, in a rectangle.
    public var rectangle: SymbolVariants { adding("rectangle") }
    /// This variant, struck through.
    public var slash: SymbolVariants { adding("slash") }

    /// Whether this variant includes `other` (`.circle.fill` contains `.fill`).
    public func contains(_ other: SymbolVariants) -> Bool {
        Set(name.split(separator: ".")).isSuperset(of: other.name.split(separator: "."))
    }

    private func adding(_ part: String) -> SymbolVariants {
        SymbolVariants(name: name == "none" ? part : "\(name).\(part)")
    }
}

/// Why a view is shown as a placeholder, as SwiftUI's `RedactionReasons`.
public struct RedactionReasons: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let placeholder = RedactionReasons(rawValue: 1 << 0)
    public static let privacy = RedactionReasons(rawValue: 1 << 1)
    public static let invalidated = RedactionReasons(rawValue: 1 << 2)
}

/// How scrolling hides an on-screen keyboard; a terminal shows none.
public struct ScrollDismissesKeyboardMode: Sendable {
    public static let automatic = ScrollDismissesKeyboardMode()
    public static let immediately = ScrollDismissesKeyboardMode()
    public static let interactively = ScrollDismissesKeyboardMode()
    public static let never = ScrollDismissesKeyboardMode()
}

extension Text {
    /// No-op: every terminal font is monospaced, digits included.
    public func monospacedDigit() -> Text { self }
    /// No-op: ncurses has no strike-through; the text shows as written.
    public func strikethrough(
        _ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil
    ) -> Text { self }
    /// No-op: a terminal's characters sit one to a cell.
    public func kerning(_ kerning: CGFloat) -> Text { self }
    /// No-op: a terminal's characters sit one to a cell.
    public func tracking(_ tracking: CGFloat) -> Text { self }
    /// No-op: every terminal font is monospaced.
    public func monospaced(_ isActive: Bool = true) -> Text { self }
    /// No-op: a terminal's characters sit on one baseline per row.
    public func baselineOffset(_ baselineOffset: CGFloat) -> Text { self }
    /// No-op: a terminal's text has one size.
    public func textScale(_ scale: Text.Scale, isEnabled: Bool = true) -> Text { self }
}

extension Text {
    /// How much smaller text is shown, as SwiftUI's `Text.Scale` (`.textScale(.secondary)`).
    public struct Scale: Hashable, Sendable {
        private let name: String
        public static let `default` = Scale(name: "default")
        public static let secondary = Scale(name: "secondary")
    }
}

/// Whether the view behind a sheet takes input, as SwiftUI's `PresentationBackgroundInteraction`;
/// behind a terminal sheet it never does.
public struct PresentationBackgroundInteraction: Sendable {
    public static let automatic = PresentationBackgroundInteraction()
    public static let enabled = PresentationBackgroundInteraction()
    public static let disabled = PresentationBackgroundInteraction()
    public static func enabled(upThrough detent: PresentationDetent) -> PresentationBackgroundInteraction { .init() }
}

/// Whether choosing a menu's item closes it, as SwiftUI's `MenuActionDismissBehavior`.
public struct MenuActionDismissBehavior: Sendable {
    public static let automatic = MenuActionDismissBehavior()
    public static let enabled = MenuActionDismissBehavior()
    public static let disabled = MenuActionDismissBehavior()
}

/// How a list row's symbols are tinted, as SwiftUI's `ListItemTint`; a terminal's take the text's colour.
public struct ListItemTint: Sendable {
    public static func fixed(_ tint: Color) -> ListItemTint { ListItemTint() }
    public static func preferred(_ tint: Color) -> ListItemTint { ListItemTint() }
    public static let monochrome = ListItemTint()
}

/// How much a badge stands out, as SwiftUI's `BadgeProminence`; a terminal draws one kind.
public struct BadgeProminence: Hashable, Sendable {
    private let level: Int
    public static let decreased = BadgeProminence(level: 0)
    public static let standard = BadgeProminence(level: 1)
    public static let increased = BadgeProminence(level: 2)
}

/// What a view's toolbar is for, as SwiftUI's `ToolbarRole`; a terminal's title row has one layout.
public struct ToolbarRole: Sendable {
    public static let automatic = ToolbarRole()
    public static let navigationStack = ToolbarRole()
    public static let browser = ToolbarRole()
    public static let editor = ToolbarRole()
}

/// Whether swiping a sheet's content resizes or scrolls it, as SwiftUI's
/// `PresentationContentInteraction`; a terminal sheet only scrolls.
public struct PresentationContentInteraction: Sendable {
    public static let automatic = PresentationContentInteraction()
    public static let resizes = PresentationContentInteraction()
    public static let scrolls = PresentationContentInteraction()
}

/// How a pushed view comes in, as SwiftUI's `NavigationTransition`; a terminal's replaces the
/// screen at once.
public protocol NavigationTransition {}
public struct AutomaticNavigationTransition: NavigationTransition { public init() {} }
public struct ZoomNavigationTransition: NavigationTransition { public init() {} }
extension NavigationTransition where Self == AutomaticNavigationTransition {
    public static var automatic: AutomaticNavigationTransition { .init() }
}
extension NavigationTransition where Self == ZoomNavigationTransition {
    public static func zoom<ID: Hashable>(sourceID: ID, in namespace: Namespace.ID) -> ZoomNavigationTransition {
        .init()
    }
}

/// Whether a scroll view bounces at its ends; a terminal's never does.
public struct ScrollBounceBehavior: Sendable {
    public static let automatic = ScrollBounceBehavior()
    public static let always = ScrollBounceBehavior()
    public static let basedOnSize = ScrollBounceBehavior()
}

/// Where the pointer hovers, as SwiftUI's `HoverPhase` (`onContinuousHover` is never called here).
public enum HoverPhase: Equatable, Sendable {
    case active(CGPoint)
    case ended
}
