/// Adds empty space around the content.
struct PaddingModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let insets: EdgeInsets

    func makeBehavior() -> PaddingBehavior { PaddingBehavior() }

    func update(_ node: Node, behavior: PaddingBehavior, content: any View) {
        behavior.insets = insets
        updateContent(node, content)
    }
}

final class PaddingBehavior: ModifierBehavior {
    var insets = EdgeInsets()

    override func sizeThatFits(_ proposal: ProposedSize) -> Size {
        let inner = ProposedSize(
            width: proposal.width.map { max(0, $0 - insets.horizontal) },
            height: proposal.height.map { max(0, $0 - insets.vertical) }
        )
        let size = layoutChildrenAsStack().sizeThatFits(inner)
        return Size(width: size.width + insets.horizontal, height: size.height + insets.vertical)
    }

    override func place(in rect: Rect) {
        layoutChildrenAsStack().place(in: rect.inset(by: insets))
    }
}

/// Gives the content a fixed or bounded size, aligned inside it.
struct FrameModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    var width: Int?
    var height: Int?
    var minWidth: Int?
    var maxWidth: Int?
    var minHeight: Int?
    var maxHeight: Int?
    var alignment: Alignment

    func makeBehavior() -> FrameBehavior { FrameBehavior() }

    func update(_ node: Node, behavior: FrameBehavior, content: any View) {
        behavior.frame = self
        updateContent(node, content)
    }
}

final class FrameBehavior: ModifierBehavior {
    var frame = FrameModifier(alignment: .center)

    /// Infinity in `maxWidth`/`maxHeight` means "take all that is offered".
    nonisolated static let infinity = Int.max

    override func sizeThatFits(_ proposal: ProposedSize) -> Size {
        let width = resolve(proposed: proposal.width, fixed: frame.width, min: frame.minWidth, max: frame.maxWidth)
        let height = resolve(proposed: proposal.height, fixed: frame.height, min: frame.minHeight, max: frame.maxHeight)
        let child = layoutChildrenAsStack().sizeThatFits(ProposedSize(width: width, height: height))
        return Size(
            width: finalLength(
                child: child.width, proposed: proposal.width, fixed: frame.width, min: frame.minWidth,
                max: frame.maxWidth),
            height: finalLength(
                child: child.height, proposed: proposal.height, fixed: frame.height, min: frame.minHeight,
                max: frame.maxHeight)
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

    private func resolve(proposed: Int?, fixed: Int?, min lower: Int?, max upper: Int?) -> Int? {
        if let fixed { return fixed }
        guard var value = proposed else { return nil }
        if let upper, upper != Self.infinity { value = Swift.min(value, upper) }
        if let lower { value = Swift.max(value, lower) }
        return value
    }

    private func finalLength(child: Int, proposed: Int?, fixed: Int?, min lower: Int?, max upper: Int?) -> Int {
        if let fixed { return fixed }
        var value = child
        if upper == Self.infinity, let proposed { value = Swift.max(value, proposed) }
        if let upper, upper != Self.infinity { value = Swift.min(value, upper) }
        if let lower { value = Swift.max(value, lower) }
        return value
    }
}

/// Draws a box around the content, inside the content's own frame plus one cell each side.
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
    var color: Color?
    private let insets = EdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1)

    override func sizeThatFits(_ proposal: ProposedSize) -> Size {
        let inner = ProposedSize(
            width: proposal.width.map { max(0, $0 - 2) },
            height: proposal.height.map { max(0, $0 - 2) }
        )
        let size = layoutChildrenAsStack().sizeThatFits(inner)
        return Size(width: size.width + 2, height: size.height + 2)
    }

    override func place(in rect: Rect) {
        layoutChildrenAsStack().place(in: rect.inset(by: insets))
    }

    override func draw(in canvas: inout Canvas) {
        var style = Style()
        color?.applyForeground(to: &style)
        BoxDrawing.drawBox(node.frame, style: style, in: &canvas)
        super.draw(in: &canvas)
    }
}

/// Line-drawing helpers.
enum BoxDrawing {
    /// Draws a single-line box along the edges of `rect`.
    static func drawBox(_ rect: Rect, style: Style, in canvas: inout Canvas) {
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
    /// Adds `length` cells of space on the given edges (1 on every edge by default).
    public func padding(_ edges: Edge.Set = .all, _ length: Int? = nil) -> some View {
        let amount = length ?? 1
        return modifier(
            PaddingModifier(
                insets: EdgeInsets(
                    top: edges.contains(.top) ? amount : 0,
                    leading: edges.contains(.leading) ? amount : 0,
                    bottom: edges.contains(.bottom) ? amount : 0,
                    trailing: edges.contains(.trailing) ? amount : 0
                )))
    }

    /// Adds `length` cells of space on every edge.
    public func padding(_ length: Int) -> some View {
        padding(.all, length)
    }

    /// Adds the given insets.
    public func padding(_ insets: EdgeInsets) -> some View {
        modifier(PaddingModifier(insets: insets))
    }

    /// Gives the view a fixed width and/or height, with the content aligned inside.
    public func frame(width: Int? = nil, height: Int? = nil, alignment: Alignment = .center) -> some View {
        modifier(FrameModifier(width: width, height: height, alignment: alignment))
    }

    /// Bounds the view's size; pass `.infinity` as a maximum to fill what is offered.
    public func frame(
        minWidth: Int? = nil, maxWidth: Int? = nil,
        minHeight: Int? = nil, maxHeight: Int? = nil,
        alignment: Alignment = .center
    ) -> some View {
        modifier(
            FrameModifier(
                minWidth: minWidth, maxWidth: maxWidth, minHeight: minHeight, maxHeight: maxHeight, alignment: alignment
            ))
    }

    /// Draws a line box around the view (which grows by one cell on each side).
    public func border(_ color: Color? = nil) -> some View {
        modifier(BorderModifier(color: color))
    }
}

extension Int {
    /// "As much as offered", for `frame(maxWidth:maxHeight:)`.
    public static var infinity: Int { FrameBehavior.infinity }
}
