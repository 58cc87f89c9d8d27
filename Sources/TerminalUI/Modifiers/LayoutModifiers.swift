/// Adds empty space around the content.
struct PaddingModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let insets: CellInsets

    func makeBehavior() -> PaddingBehavior { PaddingBehavior() }

    func update(_ node: Node, behavior: PaddingBehavior, content: any View) {
        behavior.written = insets
        updateContent(node, content)
    }
}

extension CellInsets {
    /// A padding's insets in a list's row: SwiftUI's row has some 11 points above and below
    /// its content, which a terminal's row of one line draws as none, so a padding there
    /// (`.padding()` around a row's pin, 16 points) counts a row less above and below; a row
    /// padded so stays one line, as the list's other rows.
    var insideListRow: CellInsets {
        var insets = self
        if insets.top > 0 { insets.top -= 1 }
        if insets.bottom > 0 { insets.bottom -= 1 }
        return insets
    }
}

final class PaddingBehavior: ModifierBehavior {
    /// Lays its content out and draws nothing of its own: a click beside the content goes
    /// to what lies under it.
    override var isHitOutsideChildren: Bool { false }
    override var isReusable: Bool { true }
    /// The insets the code asks for.
    var written = CellInsets() {
        didSet { isInListRow = nil }
    }
    /// Whether the padding is in a `List`'s row, not in a sheet or popup shown over it: found
    /// when first laid out (a presentation is marked an overlay once built).
    private var isInListRow: Bool?

    /// The insets laid out: the written ones, a row less above and below in a list's row, and
    /// no negative top around a form or list.
    private var insets: CellInsets {
        if isInListRow == nil {
            var current: Node? = node
            while let above = current, !above.isOverlay, !(above.behavior is ListBehavior) { current = above.parent }
            isInListRow = current.map { !$0.isOverlay } ?? false
        }
        var insets = isInListRow == true ? written.insideListRow : written
        if insets.top < 0 && padsGroupedContent { insets.top = 0 }
        return insets
    }

    /// Whether the content is a `Form` or a `List` (through its modifiers). SwiftUI's have a top
    /// inset (some 35 points) that a negative top padding takes up, as code writes to bring a
    /// form up under its title (`Form { … }.padding(.top, -40)`); a terminal's have none, so
    /// the padding pulls nothing above, as a navigation pane's content is lowered for it.
    private var padsGroupedContent: Bool {
        var current = node.childDisplayables.count == 1 ? node.childDisplayables.first : nil
        while let candidate = current {
            if candidate.behavior is FormBehavior || candidate.behavior is ListBehavior { return true }
            current = candidate.wrappedContent
        }
        return false
    }

    override func sizeThatFits(_ proposal: ProposedSize) -> Size {
        // Offered too few rows for itself and a row of content, the padding gives up its own.
        let insets = proposal.height.map { self.insets(inHeight: $0, width: proposal.width) } ?? self.insets
        let inner = ProposedSize(
            width: proposal.width.map { max(0, $0 - insets.horizontal) },
            height: proposal.height.map { max(0, $0 - insets.vertical) }
        )
        let size = layoutChildrenAsStack().sizeThatFits(inner)
        // A negative inset takes room back: the content reaches past the padding's frame.
        return Size(width: max(0, size.width + insets.horizontal), height: max(0, size.height + insets.vertical))
    }

    override func place(in rect: Rect) {
        layoutChildrenAsStack().place(in: rect.inset(by: insets(inHeight: rect.height, width: rect.width)))
    }

    /// The insets in a room `height` rows tall: short of rows for itself and a row of its
    /// content, the padding gives up its own, unless the content needs no row (a view moved
    /// out of its frame by a negative padding, as `.padding(.top, -20).padding(.bottom, 20)`).
    private func insets(inHeight height: Int, width: Int?) -> CellInsets {
        guard height > 0, insets.vertical + 1 > height else { return insets }
        let inner = ProposedSize(width: width.map { max(0, $0 - insets.horizontal) }, height: nil)
        let needsARow = layoutChildrenAsStack().sizeThatFits(inner).height > 0
        return insets.keeping(contentRows: needsARow ? 1 : 0, inHeight: height)
    }

    override func explicitGuide(_ key: AlignmentKey, size: Size) -> CGFloat? {
        let insets = insets(inHeight: size.height, width: size.width)
        let inner = Size(width: max(0, size.width - insets.horizontal), height: max(0, size.height - insets.vertical))
        guard let value = super.explicitGuide(key, size: inner) else { return nil }
        let inset = key.axis == .horizontal ? insets.leading : insets.top
        return CGFloat(inset) * key.pointsPerCell + value
    }
}

/// Gives the content a fixed or bounded size, aligned inside it. Lengths are cells
/// (`PointLength` maps the points `frame` is given); an infinite maximum is `PointLength.infinite`.
struct FrameModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    var width: Int?
    var height: Int?
    var minWidth: Int?
    var idealWidth: Int?
    var maxWidth: Int?
    var minHeight: Int?
    var idealHeight: Int?
    var maxHeight: Int?
    var alignment: Alignment

    func makeBehavior() -> FrameBehavior { FrameBehavior() }

    func update(_ node: Node, behavior: FrameBehavior, content: any View) {
        behavior.frame = self
        updateContent(node, content)
    }
}

final class FrameBehavior: ModifierBehavior {
    /// Lays its content out and draws nothing of its own: a click beside the content goes
    /// to what lies under it.
    override var isHitOutsideChildren: Bool { false }
    override var isReusable: Bool { true }
    var frame = FrameModifier(alignment: .center)

    override func sizeThatFits(_ proposal: ProposedSize) -> Size {
        // Asked for its ideal size, a frame with an ideal length answers as if offered that.
        let proposedWidth = proposal.width ?? frame.idealWidth
        let proposedHeight = proposal.height ?? frame.idealHeight
        // Offered less than its minimum size, the frame takes what it is offered (and what its
        // content needs): a phone's layout (`.frame(minHeight: 400)`, 25 rows) keeps the views
        // below it on a terminal's screen, and a Mac window's `.frame(minWidth: 1100)` (137
        // columns) its detail column.
        // So does a fixed length (a 180-point picture, 11 rows), down to what its content needs
        // there.
        let minWidth = frame.minWidth.map { lower in proposal.width.map { Swift.min(lower, $0) } ?? lower }
        let minHeight = frame.minHeight.map { lower in proposal.height.map { Swift.min(lower, $0) } ?? lower }
        let fixedWidth = frame.width.map { fixed in proposal.width.map { Swift.min(fixed, $0) } ?? fixed }
        let fixedHeight = frame.height.map { fixed in proposal.height.map { Swift.min(fixed, $0) } ?? fixed }
        let width = resolve(proposed: proposedWidth, fixed: fixedWidth, min: minWidth, max: frame.maxWidth)
        let height = resolve(proposed: proposedHeight, fixed: fixedHeight, min: minHeight, max: frame.maxHeight)
        let child = layoutChildrenAsStack().sizeThatFits(ProposedSize(width: width, height: height))
        return Size(
            width: finalLength(
                child: child.width, proposed: proposedWidth, fixed: fixedWidth, limit: frame.width, min: minWidth,
                max: frame.maxWidth),
            height: finalLength(
                child: child.height, proposed: proposedHeight, fixed: fixedHeight, limit: frame.height,
                min: minHeight, max: frame.maxHeight)
        )
    }

    override func place(in rect: Rect) {
        let stack = layoutChildrenAsStack()
        let child = stack.sizeThatFits(ProposedSize(rect.size))
        let size = Size(width: min(child.width, rect.width), height: min(child.height, rect.height))
        let origin = Point(
            x: rect.minX + frame.alignment.horizontal.offset(of: size.width, in: rect.width),
            y: rect.minY + frame.alignment.vertical.offset(of: size.height, in: rect.height)
        )
        stack.place(in: Rect(origin: origin, size: size))
    }

    /// The content's guide, moved by where the frame places the content.
    override func explicitGuide(_ key: AlignmentKey, size: Size) -> CGFloat? {
        let fitted = layoutChildrenAsStack().sizeThatFits(ProposedSize(size))
        let content = Size(width: min(fitted.width, size.width), height: min(fitted.height, size.height))
        guard let value = super.explicitGuide(key, size: content) else { return nil }
        let offset =
            key.axis == .horizontal
            ? frame.alignment.horizontal.offset(of: content.width, in: size.width)
            : frame.alignment.vertical.offset(of: content.height, in: size.height)
        return CGFloat(offset) * key.pointsPerCell + value
    }

    private func resolve(proposed: Int?, fixed: Int?, min lower: Int?, max upper: Int?) -> Int? {
        if let fixed { return fixed }
        guard var value = proposed else { return nil }
        if let upper, upper != PointLength.infinite { value = Swift.min(value, upper) }
        if let lower { value = Swift.max(value, lower) }
        return value
    }

    /// `fixed` is the fixed length as offered, `limit` the length the code asks for: a content
    /// that needs more than it was offered takes up to `limit`.
    private func finalLength(
        child: Int, proposed: Int?, fixed: Int?, limit: Int?, min lower: Int?, max upper: Int?
    ) -> Int {
        if let fixed, let limit { return Swift.max(fixed, Swift.min(child, limit)) }
        var value = child
        // An infinite maximum takes all that is offered.
        if upper == PointLength.infinite, let proposed { value = Swift.max(value, proposed) }
        if let upper, upper != PointLength.infinite { value = Swift.min(value, upper) }
        if let lower { value = Swift.max(value, lower) }
        return value
    }
}

/// Draws a box around the content: one cell outside it on each side, so that the box does not
/// cover the content's text; inside it, as SwiftUI draws a border, where the content is a shape
/// or a colour of fixed size (`.frame(width:height:)`), at least three cells each way.
struct BorderModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let color: Color?

    func makeBehavior() -> BorderBehavior { BorderBehavior() }

    func update(_ node: Node, behavior: BorderBehavior, content: any View) {
        behavior.color = color
        updateContent(node, content)
    }
}

final class BorderBehavior: ModifierBehavior {
    override var isReusable: Bool { true }
    var color: Color?
    private let insets = CellInsets.one

    override func sizeThatFits(_ proposal: ProposedSize) -> Size {
        if isInside { return layoutChildrenAsStack().sizeThatFits(proposal) }
        let inner = ProposedSize(
            width: proposal.width.map { max(0, $0 - 2) },
            height: proposal.height.map { max(0, $0 - 2) }
        )
        let size = layoutChildrenAsStack().sizeThatFits(inner)
        return Size(width: size.width + 2, height: size.height + 2)
    }

    override func place(in rect: Rect) {
        layoutChildrenAsStack().place(in: isInside ? rect : rect.inset(by: insets(forHeight: rect.height)))
    }

    /// Whether the box is drawn inside the content's frame: the content is a shape or a colour
    /// in a frame of fixed width and height (a square of a game board,
    /// `Rectangle().frame(width: 70, height: 70)`), at least three cells each way. It keeps its
    /// size with the box on its edge, and has no text for the box to cover.
    private var isInside: Bool {
        guard node.children.count == 1, let frame = (node.children[0].behavior as? FrameBehavior)?.frame,
            let width = frame.width, let height = frame.height, width >= 3, height >= 3
        else { return false }
        var content = node.children[0]
        while content.behavior is ModifierBehavior || content.behavior is EnvironmentBehavior,
            content.children.count == 1
        {
            content = content.children[0]
        }
        return content.behavior is ShapeBehavior || content.behavior is ColorBehavior
    }

    /// One cell each side; in a room under three rows (a toolbar's row), the sides alone, so
    /// that the content keeps its line between two bars. None when the box is inside.
    private func insets(forHeight height: Int) -> CellInsets {
        if isInside { return CellInsets(top: 0, leading: 0, bottom: 0, trailing: 0) }
        return height >= 3 ? insets : CellInsets(top: 0, leading: 1, bottom: 0, trailing: 1)
    }

    override func explicitGuide(_ key: AlignmentKey, size: Size) -> CGFloat? {
        let insets = insets(forHeight: size.height)
        let inner = Size(width: max(0, size.width - insets.horizontal), height: max(0, size.height - insets.vertical))
        guard let value = super.explicitGuide(key, size: inner) else { return nil }
        let inset = key.axis == .horizontal ? insets.leading : insets.top
        return CGFloat(inset) * key.pointsPerCell + value
    }

    override func draw(in canvas: inout CellGrid) {
        var style = Style()
        color?.applyForeground(to: &style)
        let frame = node.frame
        if isInside {
            // Over the content, as SwiftUI's border is.
            super.draw(in: &canvas)
            BoxDrawing.drawBox(frame, style: style, in: &canvas)
            return
        }
        if frame.height >= 3 {
            BoxDrawing.drawBox(frame, style: style, in: &canvas)
        } else if frame.width >= 2 {
            for y in frame.minY..<frame.maxY {
                canvas.put(Glyph(text: "│", width: 1), at: Point(x: frame.minX, y: y), style: style)
                canvas.put(Glyph(text: "│", width: 1), at: Point(x: frame.maxX - 1, y: y), style: style)
            }
        }
        super.draw(in: &canvas)
    }
}

/// Line-drawing helpers.
enum BoxDrawing {
    /// Draws a single-line box along the edges of `rect`.
    static func drawBox(_ rect: Rect, style: Style, in canvas: inout CellGrid) {
        guard rect.width >= 2, rect.height >= 2 else { return }
        let horizontal = Glyph(text: "─", width: 1)
        let vertical = Glyph(text: "│", width: 1)
        for x in (rect.minX + 1)..<(rect.maxX - 1) {
            canvas.put(horizontal, at: Point(x: x, y: rect.minY), style: style)
            canvas.put(horizontal, at: Point(x: x, y: rect.maxY - 1), style: style)
        }
        for y in (rect.minY + 1)..<(rect.maxY - 1) {
            canvas.put(vertical, at: Point(x: rect.minX, y: y), style: style)
            canvas.put(vertical, at: Point(x: rect.maxX - 1, y: y), style: style)
        }
        canvas.put(Glyph(text: "┌", width: 1), at: Point(x: rect.minX, y: rect.minY), style: style)
        canvas.put(Glyph(text: "┐", width: 1), at: Point(x: rect.maxX - 1, y: rect.minY), style: style)
        canvas.put(Glyph(text: "└", width: 1), at: Point(x: rect.minX, y: rect.maxY - 1), style: style)
        canvas.put(Glyph(text: "┘", width: 1), at: Point(x: rect.maxX - 1, y: rect.maxY - 1), style: style)
    }
}

extension View {
    /// Pads the view as a scene's content is padded, as SwiftUI's `scenePadding(_:)`: the
    /// default padding (2 columns, 1 row) on `edges`.
    public func scenePadding(_ edges: Edge.Set = .all) -> some View {
        padding(edges)
    }

    /// `scenePadding(_:)` for a kind of scene padding: every kind is the default padding here.
    public func scenePadding(_ padding: ScenePadding, edges: Edge.Set = .all) -> some View {
        self.padding(edges)
    }

    /// Adds `length` points of space on the given edges: columns on the leading and trailing
    /// edges, rows on the top and bottom (`PointLength`). Without a length, SwiftUI's default of
    /// 16 points: 2 columns and 1 row.
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        let amount = length ?? 16
        return padding(
            EdgeInsets(
                top: edges.contains(.top) ? amount : 0,
                leading: edges.contains(.leading) ? amount : 0,
                bottom: edges.contains(.bottom) ? amount : 0,
                trailing: edges.contains(.trailing) ? amount : 0
            ))
    }

    /// Adds `length` points of space on every edge.
    public func padding(_ length: CGFloat) -> some View {
        padding(.all, length)
    }

    /// Adds the given insets, in points.
    public func padding(_ insets: EdgeInsets) -> some View {
        modifier(PaddingModifier(insets: insets.cells))
    }

    /// Gives the view a fixed width and/or height in points, with the content aligned inside.
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        modifier(
            FrameModifier(
                width: width.map(PointLength.columns), height: height.map(PointLength.rows), alignment: alignment))
    }

    /// Bounds the view's size, in points; `.infinity` as a maximum fills what is offered. An
    /// ideal length is the frame's size when its parent asks for its ideal size.
    public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
        minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
        alignment: Alignment = .center
    ) -> some View {
        modifier(
            FrameModifier(
                minWidth: minWidth.map(PointLength.columns), idealWidth: idealWidth.map(PointLength.columns),
                maxWidth: maxWidth.map(PointLength.columns),
                minHeight: minHeight.map(PointLength.rows), idealHeight: idealHeight.map(PointLength.rows),
                maxHeight: maxHeight.map(PointLength.rows), alignment: alignment
            ))
    }

    /// Draws a line box around the view (which grows by one cell on each side); a terminal line
    /// is one cell wide, whatever `width`.
    public func border(_ color: Color? = nil, width: CGFloat = 1) -> some View {
        modifier(BorderModifier(color: color))
    }

    /// Draws a line box around the view in `content` (a gradient's first colour; an image paint
    /// in the foreground colour), as `border(_:width:)` does.
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        border(terminalColor(of: content), width: width)
    }
}

/// A kind of padding a scene gives its content, as SwiftUI's `ScenePadding`.
public struct ScenePadding: Equatable, Sendable {
    /// The least padding that sets content off from the scene's edges.
    public static let minimum = ScenePadding()
    /// The padding content under a navigation bar gets.
    public static let navigationBar = ScenePadding()
}
