/// Views drawn on top of each other, as SwiftUI's `ZStack`: each child is offered the stack's
/// space and aligned in it; later children draw over earlier ones.
public struct ZStack<Content: View>: View {
    public typealias Body = Never
    let alignment: Alignment
    let content: Content

    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }
}

extension ZStack: PrimitiveView {
    func makeBehavior() -> LayeredBehavior { LayeredBehavior() }

    func update(_ node: Node, behavior: LayeredBehavior) {
        behavior.alignment = alignment
        node.reconcileChildren { $0.add(content, key: .slot(0)) }
    }
}

/// Lays children over each other (`ZStackLayout`): as big as the biggest, each aligned inside.
final class LayeredBehavior: NodeBehavior {
    override var isReusable: Bool { true }
    /// A click beside its views goes to what lies under it, as a stack's.
    override var isHitOutsideChildren: Bool { false }
    var alignment = Alignment.center

    /// Focus visits the layers in order, but for a scrim: a colour or shape with a tap action,
    /// laid over another layer's controls (the dimmed backdrop of a popup). The layers it
    /// encloses beneath it leave the order, as they leave the reach of clicks, and it comes
    /// after the layers over it, so that Tab reaches the popup first.
    override var focusChildren: [Node] {
        guard node.focusCapableNodes > 1 else { return super.focusChildren }
        let layers = node.childDisplayables
        guard let scrim = layers.indices.last(where: { Self.isScrim(layers[$0], among: layers) }) else {
            return super.focusChildren
        }
        let frame = layers[scrim].frame
        let uncovered = layers[..<scrim].filter { !frame.encloses($0.frame) }
        return uncovered + layers[(scrim + 1)...] + [layers[scrim]]
    }

    /// Clicks try the layers from the top one down, as they are drawn.
    override var hitTestChildren: [Node] { super.focusChildren }

    /// Whether `layer` is a scrim: a colour or shape that runs an action (tapped, or a button's
    /// label), whose frame encloses another layer's controls.
    private static func isScrim(_ layer: Node, among layers: [Node]) -> Bool {
        guard !layer.frame.isEmpty else { return false }
        var stop = layer
        while !stop.behavior.isFocusable {
            guard stop.children.count == 1 else { return false }
            stop = stop.children[0]
        }
        guard stop.behavior is TapGestureBehavior || stop.behavior is ButtonBehavior else { return false }
        var fill = stop
        while fill.children.count == 1 { fill = fill.children[0] }
        guard fill.children.isEmpty, fill.behavior is ColorBehavior || fill.behavior is ShapeBehavior else {
            return false
        }
        return layers.contains { $0 !== layer && $0.focusCapableNodes > 0 && layer.frame.encloses($0.frame) }
    }

    override func sizeThatFits(_ proposal: ProposedSize) -> Size {
        ZStackLayout(alignment: alignment).sizeThatFits(proposal, children: node.childDisplayables)
    }

    override func place(in rect: Rect) {
        ZStackLayout(alignment: alignment).place(in: rect, children: node.childDisplayables)
    }
}

/// Draws a view behind or in front of the modified one, in its frame (`.background`,
/// `.overlay`). The modified view decides the size.
struct DecorationModifier<Decoration: View>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let decoration: Decoration
    let alignment: Alignment
    let isBackground: Bool

    func makeBehavior() -> DecorationBehavior { DecorationBehavior() }

    func update(_ node: Node, behavior: DecorationBehavior, content: any View) {
        behavior.alignment = alignment
        behavior.isBackground = isBackground
        let environment = node.childEnvironment
        node.reconcileChildren { children in
            children.add(content, key: .slot(0))
            if isBackground { node.childEnvironment.isBackgroundDecoration = true }
            children.add(decoration, key: .slot(1))
            node.childEnvironment = environment
        }
    }
}

private struct BackgroundDecorationKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// Whether the views here are a background (`.background(Image("Button"))`): a picture
    /// from the assets draws nothing there, its name would show through the view in front.
    var isBackgroundDecoration: Bool {
        get { self[BackgroundDecorationKey.self] }
        set { self[BackgroundDecorationKey.self] = newValue }
    }
}

class DecorationBehavior: NodeBehavior {
    override var isReusable: Bool { true }
    var alignment = Alignment.center
    var isBackground = true

    /// The content (slot 0) or the decoration (slot 1), as views to lay out.
    func part(_ slot: Int) -> [Node] {
        node.children.first { $0.key == .slot(slot) && $0.isShown }?.displayables ?? []
    }

    /// Whether there is a decoration that paints: an `if` around it may leave none, and
    /// `Color.clear` (a label's tap area widened) paints nothing.
    var hasDecoration: Bool {
        part(1).contains { ($0.behavior as? ColorBehavior)?.color.kind != .clear }
    }

    /// A background lies under the content, so a click reaches the content first.
    override var hitTestChildren: [Node] {
        isBackground ? focusChildren.sorted { $0.key == .slot(1) && $1.key != .slot(1) } : focusChildren
    }

    override func sizeThatFits(_ proposal: ProposedSize) -> Size {
        layoutAsStack(part(0)).sizeThatFits(proposal)
    }

    override func place(in rect: Rect) {
        layoutAsStack(part(0)).place(in: rect)
        // The decoration is placed as a `ZStack` places its views: fitted, and aligned in the frame.
        ZStackLayout(alignment: alignment).place(in: rect, children: part(1))
    }

    override func draw(in canvas: inout CellGrid) {
        let content = part(0)
        let decoration = part(1)
        guard isBackground else {
            for child in content { child.behavior.draw(in: &canvas) }
            let frame = node.frame.intersection(canvas.bounds).intersection(canvas.clip)
            guard !decoration.isEmpty, !frame.isEmpty else { return }
            let shown = Self.cells(in: frame, of: canvas)
            for child in decoration { child.behavior.draw(in: &canvas) }
            Self.keepText(shown, underLinesIn: frame, on: &canvas)
            return
        }
        for child in decoration { child.behavior.draw(in: &canvas) }
        // The content's cells keep the background's colour where they set none of their own.
        let under = canvas
        for child in content { child.behavior.draw(in: &canvas) }
        let frame = node.frame.intersection(canvas.bounds)
        guard !frame.isEmpty else { return }
        for y in frame.minY..<frame.maxY {
            for x in frame.minX..<frame.maxX {
                let below = under[x, y].style
                guard below.background != nil || below.attributes.contains(.reverse) else { continue }
                canvas.restyle(Rect(x: x, y: y, width: 1, height: 1)) { style in
                    if style.background == nil { style.background = below.background }
                    if below.attributes.contains(.reverse) { style.attributes.insert(.reverse) }
                }
            }
        }
    }
}

extension DecorationBehavior {
    /// The cells of `frame`, row by row.
    static func cells(in frame: Rect, of canvas: CellGrid) -> [CellGrid.Cell] {
        var cells: [CellGrid.Cell] = []
        cells.reserveCapacity(frame.width * frame.height)
        for y in frame.minY..<frame.maxY {
            for x in frame.minX..<frame.maxX { cells.append(canvas[x, y]) }
        }
        return cells
    }

    /// Puts the content's text (`shown`, the cells of `frame` before the overlay) back where an
    /// overlay's line now lies on it. A stroke along a view's edge (`.overlay(RoundedRectangle(
    /// cornerRadius: 10).stroke())` around a field) is a point wide in SwiftUI and passes beside
    /// the text; a terminal's takes the whole cell, and would hide the text's first letter.
    /// A row's text keeps the blanks between its words too (a field's "Remember the milk" on
    /// an outline's top line).
    static func keepText(_ shown: [CellGrid.Cell], underLinesIn frame: Rect, on canvas: inout CellGrid) {
        func isText(_ cell: CellGrid.Cell) -> Bool { cell.width > 0 && !cell.showsNoText && !cell.isLine }
        for y in frame.minY..<frame.maxY {
            let rowStart = (y - frame.minY) * frame.width
            let row = shown[rowStart..<rowStart + frame.width]
            guard let first = row.firstIndex(where: isText), let last = row.lastIndex(where: isText) else { continue }
            for x in frame.minX + first - rowStart...frame.minX + last - rowStart {
                let old = shown[rowStart + x - frame.minX]
                guard old.width > 0, !old.isLine, canvas[x, y].isLine else { continue }
                canvas.put(Glyph(text: old.text, width: Int(old.width)), at: Point(x: x, y: y), style: old.style)
            }
        }
    }
}

/// Draws nothing (but keeps its place, and takes no focus or clicks) at opacity 0, and
/// dimmed below 1.
struct OpacityModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let opacity: Double

    func makeBehavior() -> OpacityBehavior { OpacityBehavior() }

    func update(_ node: Node, behavior: OpacityBehavior, content: any View) {
        behavior.opacity = opacity
        updateContent(node, content)
    }
}

final class OpacityBehavior: NodeBehavior {
    override var isReusable: Bool { true }
    var opacity = 1.0

    /// A view drawn at no opacity takes neither focus nor clicks, as SwiftUI does not hit-test
    /// it: a dialog kept in a `ZStack` at opacity 0 does not catch Tab or the click meant for
    /// the one shown in its place. Focus asked by code (`@FocusState`) still reaches a control
    /// in it, as in SwiftUI: a hidden field that takes what a custom keyboard or board shows
    /// keeps the keys typed until focus moves away.
    override var focusesChildren: Bool {
        let focus = node.graph.focus
        return opacity > 0 || focus.isMeetingRequest || focus.focused?.isDescendant(of: node) == true
    }
    override var allowsHitTesting: Bool { opacity > 0 }

    /// Below this opacity the view is more seen through than seen: the text beneath it shows.
    static let seeThrough = 0.5

    override func draw(in canvas: inout CellGrid) {
        guard opacity > 0 else { return }
        let frame = node.frame.intersection(canvas.bounds)
        let beneath = opacity < Self.seeThrough ? DecorationBehavior.cells(in: frame, of: canvas) : []
        super.draw(in: &canvas)
        if opacity < 1 {
            canvas.restyle(node.frame) { $0.attributes.insert(.dim) }
        }
        if !beneath.isEmpty { Self.showText(beneath, in: frame, on: &canvas) }
    }

    /// Puts the text that was beneath back where the view drew no text of its own (a blank,
    /// or a shape's fill), dimmed, as through a translucent layer (a faint row highlight, a
    /// scrim behind a custom popup).
    private static func showText(_ beneath: [CellGrid.Cell], in frame: Rect, on canvas: inout CellGrid) {
        for y in frame.minY..<frame.maxY {
            var x = frame.minX
            while x < frame.maxX {
                let old = beneath[(y - frame.minY) * frame.width + (x - frame.minX)]
                let span = Int(old.width)
                defer { x += max(1, span) }
                guard span > 0, !old.text.allSatisfy(\.isWhitespace), x + span <= frame.maxX,
                    (x..<(x + span)).allSatisfy({ canvas[$0, y].showsNoText })
                else { continue }
                var style = old.style
                style.attributes.insert(.dim)
                canvas.put(Glyph(text: old.text, width: span), at: Point(x: x, y: y), style: style)
            }
        }
    }
}

extension View {
    /// Draws `background` behind this view, in its frame. (Disfavoured, as SwiftUI deprecates it:
    /// a gradient, both a view and a style, is taken as a style.)
    @_disfavoredOverload
    public func background<Background: View>(_ background: Background, alignment: Alignment = .center) -> some View {
        modifier(DecorationModifier(decoration: background, alignment: alignment, isBackground: true))
    }

    /// Draws the view `content` makes behind this view, in its frame.
    public func background<Background: View>(
        alignment: Alignment = .center, @ViewBuilder content: () -> Background
    ) -> some View {
        background(content(), alignment: alignment)
    }

    /// Fills this view's frame with `color` behind it (a palette colour as the cells' background).
    public func background(_ color: Color, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        background(color, alignment: .center)
    }

    /// Fills this view's frame with `style` behind it (a gradient draws as its first colour).
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        background(terminalColor(of: style) ?? .primary, alignment: .center)
    }

    /// Draws `overlay` over this view, in its frame.
    public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> some View {
        modifier(DecorationModifier(decoration: overlay, alignment: alignment, isBackground: false))
    }

    /// Draws the view `content` makes over this view, in its frame.
    public func overlay<Overlay: View>(alignment: Alignment = .center, @ViewBuilder content: () -> Overlay) -> some View
    {
        overlay(content(), alignment: alignment)
    }

    /// Fills this view's frame with `style` over it (`Divider().overlay(.gray)` colours the
    /// rule): a translucent style tints the cells and keeps their text, as `background` does.
    /// (Disfavoured: a colour made translucent and clipped is a view over this one, not a style.)
    @_disfavoredOverload
    public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        overlay(terminalColor(of: style) ?? .primary, alignment: .center)
    }

    /// Fills `shape`, in this view's frame, with `style` over this view.
    public func overlay<S: ShapeStyle, T: Shape>(
        _ style: S, in shape: T, fillStyle: FillStyle = FillStyle()
    )
        -> some View
    {
        overlay(shape.fill(style))
    }

    /// Draws the view dimmed below an opacity of 1, and not at all at 0 (it keeps its place).
    public func opacity(_ opacity: Double) -> some View {
        modifier(OpacityModifier(opacity: opacity))
    }
}
