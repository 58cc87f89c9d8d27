/// A style to fill or stroke shapes and backgrounds with, as SwiftUI's `ShapeStyle`.
/// **Approximated:** a terminal cell has one colour, so a gradient draws as its first colour.
public protocol ShapeStyle {}

extension Color: ShapeStyle {
    /// The colour as cell styles: a palette colour as the cell background; the primary colour
    /// (which has no palette index) as reversed cells, the secondary one dimmed and reversed.
    func applyFill(to style: inout Style) {
        switch kind {
        case .primary: style.attributes.insert(.reverse)
        case .secondary: style.attributes.formUnion([.reverse, .dim])
        case .clear, .background: break
        case .palette(let color): style.background = color
        }
    }
}

extension ShapeStyle where Self == Color {
    public static var primary: Color { Color.primary }
    public static var secondary: Color { Color.secondary }
    public static var black: Color { Color.black }
    public static var red: Color { Color.red }
    public static var green: Color { Color.green }
    public static var yellow: Color { Color.yellow }
    public static var blue: Color { Color.blue }
    public static var purple: Color { Color.purple }
    public static var cyan: Color { Color.cyan }
    public static var white: Color { Color.white }
    public static var gray: Color { Color.gray }
    public static var orange: Color { Color.orange }
    public static var brown: Color { Color.brown }
    public static var teal: Color { Color.teal }
    public static var mint: Color { Color.mint }
    public static var indigo: Color { Color.indigo }
    public static var pink: Color { Color.pink }
    public static var clear: Color { Color.clear }
    public static var accentColor: Color { Color.accentColor }
    /// The third and lower levels of the hierarchical styles, and placeholder text: dimmed, as
    /// `.secondary` (a terminal has one dim level).
    public static var tertiary: Color { Color.secondary }
    public static var quaternary: Color { Color.secondary }
    public static var quinary: Color { Color.secondary }
    public static var placeholder: Color { Color.secondary }
    /// The lines between items: dimmed.
    public static var separator: Color { Color.secondary }
    /// The view's background: the terminal's own (a fill of it blanks the cells, as an opaque
    /// system background covers what is below).
    public static var background: Color { Color(.background) }
    /// The current foreground style: the terminal's text colour (`.primary`).
    public static var foreground: Color { Color.primary }
}

/// Any shape style, as SwiftUI's `AnyShapeStyle`: `foregroundStyle(on ? AnyShapeStyle(.tint) :
/// AnyShapeStyle(.gray))` picks between styles of different types. It draws as the style it
/// holds.
public struct AnyShapeStyle: ShapeStyle {
    let base: any ShapeStyle

    public init<S: ShapeStyle>(_ style: S) {
        base = style
    }
}

/// A point in a unit square, as SwiftUI's `UnitPoint` (where a gradient starts and ends).
public struct UnitPoint: Hashable, Sendable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The top leading corner, as `.zero`.
    public init() { self.init(x: 0, y: 0) }

    public static let zero = UnitPoint(x: 0, y: 0)
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    public static let leading = UnitPoint(x: 0, y: 0.5)
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    public static let top = UnitPoint(x: 0.5, y: 0)
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    public static let topLeading = UnitPoint(x: 0, y: 0)
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}

/// Colours for a gradient, as SwiftUI's `Gradient`: colours at locations from 0 to 1. As a
/// shape style (`.tint(Gradient(colors: [.green, .red]))` on a gauge) it is its first colour.
public struct Gradient: ShapeStyle, Hashable, Sendable {
    /// A colour and where it stands along a gradient (0 the start, 1 the end), as SwiftUI's
    /// `Gradient.Stop`.
    public struct Stop: Hashable, Sendable {
        public var color: Color
        public var location: CGFloat

        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }

    public var stops: [Stop]

    /// The gradient of `colors`, spread evenly from start to end.
    public init(colors: [Color]) {
        let last = CGFloat(max(1, colors.count - 1))
        stops = colors.enumerated().map { Stop(color: $0.element, location: CGFloat($0.offset) / last) }
    }

    public init(stops: [Stop]) {
        self.stops = stops
    }

    /// The colour a terminal cell shows for the gradient: the first stop's (the primary colour
    /// for none).
    var firstColor: Color {
        stops.min { $0.location < $1.location }?.color ?? .primary
    }
}

/// A linear gradient, as SwiftUI's `LinearGradient`; drawn as its first colour.
public struct LinearGradient: ShapeStyle, View {
    let color: Color

    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        color = gradient.firstColor
    }

    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }

    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }

    public var body: some View { color }
}

/// A colour's gradient (`Color.blue.gradient`), as SwiftUI's `AnyGradient`; drawn as the
/// colour.
public struct AnyGradient: ShapeStyle, View, Hashable, Sendable {
    let color: Color

    public var body: some View { color }
}

extension Color {
    /// A gentle gradient of this colour, as SwiftUI's: in a terminal cell, the colour.
    public var gradient: AnyGradient { AnyGradient(color: self) }
}

/// A radial gradient, as SwiftUI's `RadialGradient`; drawn as its first colour.
public struct RadialGradient: ShapeStyle, View {
    let color: Color

    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        color = gradient.firstColor
    }

    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    public var body: some View { color }
}

/// An elliptical gradient, as SwiftUI's `EllipticalGradient`; drawn as its first colour.
public struct EllipticalGradient: ShapeStyle, View {
    let color: Color

    public init(
        gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
        endRadiusFraction: CGFloat = 0.5
    ) {
        color = gradient.firstColor
    }

    public init(
        colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5
    ) {
        self.init(gradient: Gradient(colors: colors), center: center)
    }

    public init(
        stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
        endRadiusFraction: CGFloat = 0.5
    ) {
        self.init(gradient: Gradient(stops: stops), center: center)
    }

    public var body: some View { color }
}

/// A gradient around a centre, as SwiftUI's `AngularGradient`; drawn as its first colour.
public struct AngularGradient: ShapeStyle, View {
    let color: Color

    public init(
        gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .degrees(360)
    ) {
        color = gradient.firstColor
    }

    public init(colors: [Color], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .degrees(360)) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    public init(
        stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .degrees(360)
    ) {
        self.init(gradient: Gradient(stops: stops), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: gradient, center: center, startAngle: angle, endAngle: angle + .degrees(360))
    }

    public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
    }

    public var body: some View { color }
}

/// The tint of controls, as SwiftUI's `TintShapeStyle` (`.foregroundStyle(.tint)`): the accent
/// colour (a `.tint(_:)` above is not carried down).
public struct TintShapeStyle: ShapeStyle, Sendable {
    public init() {}
}

extension ShapeStyle where Self == TintShapeStyle {
    /// The tint of controls: the accent colour.
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

/// The colour a shape style draws with in a terminal.
@MainActor
func terminalColor(of style: any ShapeStyle) -> Color? {
    switch style {
    case let color as Color: color
    case let resolved as Color.Resolved: Color(resolved)
    case is TintShapeStyle: Color.accentColor
    case let gradient as Gradient: gradient.firstColor
    case let gradient as LinearGradient: gradient.color
    case let gradient as RadialGradient: gradient.color
    case let gradient as EllipticalGradient: gradient.color
    case let gradient as AngularGradient: gradient.color
    case let gradient as AnyGradient: gradient.color
    case let material as Material: material.color
    case let any as AnyShapeStyle: terminalColor(of: any.base)
    case let translucent as OpacityShapeStyle: terminalColor(of: translucent.base)?.opacity(translucent.opacity)
    default: nil
    }
}

extension Color: View {
    public typealias Body = Never
}

extension Color: PrimitiveView {
    func makeBehavior() -> ColorBehavior { ColorBehavior() }

    func update(_ node: Node, behavior: ColorBehavior) {
        behavior.color = self
    }
}

/// A colour as a view: it fills the space it is offered with cells of that colour.
final class ColorBehavior: NodeBehavior {
    override var isReusable: Bool { true }
    var color = Color.primary
    override var drawsNothing: Bool { color == .clear }

    override func sizeThatFits(_ proposal: ProposedSize) -> Size {
        Size(width: proposal.width ?? 1, height: proposal.height ?? 1)
    }

    override func place(in rect: Rect) {}

    override func draw(in canvas: inout CellGrid) {
        color.fill(node.frame, on: &canvas)
    }
}

/// How a built-in shape is outlined.
enum ShapeKind {
    case rectangle, rounded
}

/// The built-in shapes: each fills the space it is offered, drawn with cells (see `Shape`).
public struct Rectangle: Shape {
    public typealias Body = Never
    public init() {}

    public func path(in rect: CGRect) -> Path { Path(rect) }
}

/// The shape of the container the view is in, as SwiftUI's `ContainerRelativeShape`: a
/// terminal's containers are rectangles of cells, so it is a rectangle.
public struct ContainerRelativeShape: Shape {
    public typealias Body = Never
    public init() {}

    public func path(in rect: CGRect) -> Path { Path(rect) }
}

public struct RoundedRectangle: Shape {
    public typealias Body = Never
    public var cornerSize: CGSize
    public var style: RoundedCornerStyle

    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.init(cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }

    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerSize: cornerSize, style: style) }
}

/// A rectangle whose corners are rounded each by its own radius, as SwiftUI's.
public struct UnevenRoundedRectangle: Shape {
    public typealias Body = Never
    public var cornerRadii: RectangleCornerRadii
    public var style: RoundedCornerStyle

    public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self.cornerRadii = cornerRadii
        self.style = style
    }

    public init(
        topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
        topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous
    ) {
        self.init(
            cornerRadii: RectangleCornerRadii(
                topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius,
                bottomTrailing: bottomTrailingRadius, topTrailing: topTrailingRadius),
            style: style)
    }

    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerRadii: cornerRadii, style: style) }
}

public struct Circle: Shape {
    public typealias Body = Never
    public init() {}

    /// The largest circle centred in `rect`.
    public func path(in rect: CGRect) -> Path {
        let side = min(rect.width, rect.height)
        return Path(ellipseIn: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
    }
}

public struct Ellipse: Shape {
    public typealias Body = Never
    public init() {}

    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
}

public struct Capsule: Shape {
    public typealias Body = Never
    public var style: RoundedCornerStyle

    public init(style: RoundedCornerStyle = .circular) {
        self.style = style
    }

    public func path(in rect: CGRect) -> Path {
        Path(roundedRect: rect, cornerRadius: min(rect.width, rect.height) / 2, style: style)
    }
}

/// The shape of rounded corners; a terminal corner is one character either way.
public enum RoundedCornerStyle: Sendable {
    case circular, continuous
}

extension Rectangle: PrimitiveView {
    func makeBehavior() -> ShapeBehavior { ShapeBehavior(kind: .rectangle) }
    func update(_ node: Node, behavior: ShapeBehavior) { behavior.configure(node.environment) }
}

extension ContainerRelativeShape: PrimitiveView {
    func makeBehavior() -> ShapeBehavior { ShapeBehavior(kind: .rectangle) }
    func update(_ node: Node, behavior: ShapeBehavior) { behavior.configure(node.environment) }
}

extension RoundedRectangle: PrimitiveView {
    func makeBehavior() -> ShapeBehavior { ShapeBehavior(kind: .rounded) }

    func update(_ node: Node, behavior: ShapeBehavior) {
        behavior.configure(node.environment)
        behavior.outline = path(in:)
    }
}

extension UnevenRoundedRectangle: PrimitiveView {
    func makeBehavior() -> ShapeBehavior { ShapeBehavior(kind: .rounded) }

    func update(_ node: Node, behavior: ShapeBehavior) {
        behavior.configure(node.environment)
        behavior.outline = path(in:)
    }
}

extension Circle: PrimitiveView {
    func makeBehavior() -> ShapeBehavior { ShapeBehavior(kind: .rounded) }

    func update(_ node: Node, behavior: ShapeBehavior) {
        behavior.configure(node.environment)
        behavior.outline = path(in:)
    }
}

extension Ellipse: PrimitiveView {
    func makeBehavior() -> ShapeBehavior { ShapeBehavior(kind: .rounded) }

    func update(_ node: Node, behavior: ShapeBehavior) {
        behavior.configure(node.environment)
        behavior.outline = path(in:)
    }
}

extension Capsule: PrimitiveView {
    func makeBehavior() -> ShapeBehavior { ShapeBehavior(kind: .rounded) }

    func update(_ node: Node, behavior: ShapeBehavior) {
        behavior.configure(node.environment)
        behavior.outline = path(in:)
    }
}

/// How a shape below is drawn (set by `.fill` and `.stroke`).
enum ShapePaint: Equatable {
    case fill(Color?, evenOdd: Bool = false)
    case stroke(Color?, lineWidth: CGFloat = 1)
}

private struct ShapePaintKey: EnvironmentKey {
    static let defaultValue: ShapePaint? = nil
}

extension EnvironmentValues {
    var shapePaint: ShapePaint? {
        get { self[ShapePaintKey.self] }
        set { self[ShapePaintKey.self] = newValue }
    }
}

/// Draws a built-in shape: a rectangle filled as solid cells, a round one larger than two cells
/// filled from its outline (solid cells inside, braille dots along the curved edges); stroked
/// as a line box.
final class ShapeBehavior: NodeBehavior {
    let kind: ShapeKind
    private var paint = ShapePaint.fill(nil)
    /// A round shape's outline, which its fill follows.
    var outline: ((CGRect) -> Path)?
    private let painter = PathPainter()

    init(kind: ShapeKind) {
        self.kind = kind
    }

    func configure(_ environment: EnvironmentValues) {
        paint = environment.shapePaint ?? .fill(environment.foregroundColor)
    }

    override var drawsNothing: Bool { paint == .fill(.clear) }

    /// What it is offered; asked for its ideal size, a cell, so that a shape in a list's row
    /// keeps the row one line.
    override func sizeThatFits(_ proposal: ProposedSize) -> Size {
        proposal.replacingUnspecifiedDimensions
    }

    override func place(in rect: Rect) {}

    override func draw(in canvas: inout CellGrid) {
        let frame = node.frame
        guard !frame.isEmpty else { return }
        switch paint {
        case .fill(let color, _):
            // A round shape of a cell or two is a spot of colour: dots would hardly show.
            if let outline, kind == .rounded, frame.width > 2 || frame.height > 2 {
                return painter.draw(outline, paint: paint, in: frame, on: &canvas)
            }
            (color ?? .primary).fill(frame, on: &canvas)
        case .stroke(let color, _):
            var style = Style()
            color?.applyForeground(to: &style)
            guard frame.width >= 2, frame.height >= 2 else {
                // Too thin for a box: a bar, in reverse video over what is drawn there, so an
                // outline laid over a one-line text keeps the text.
                canvas.restyle(frame) { $0.attributes.insert(.reverse) }
                return
            }
            BoxDrawing.drawBox(frame, style: style, in: &canvas)
            if kind == .rounded {
                canvas.put(Glyph(text: "╭", width: 1), at: Point(x: frame.minX, y: frame.minY), style: style)
                canvas.put(Glyph(text: "╮", width: 1), at: Point(x: frame.maxX - 1, y: frame.minY), style: style)
                canvas.put(Glyph(text: "╰", width: 1), at: Point(x: frame.minX, y: frame.maxY - 1), style: style)
                canvas.put(Glyph(text: "╯", width: 1), at: Point(x: frame.maxX - 1, y: frame.maxY - 1), style: style)
            }
        }
    }
}
