/// Shows the content only where its mask draws, as SwiftUI's `.mask`: cells where the mask
/// shows nothing (a blank without a colour) keep what was beneath the view. A cell cannot be
/// partly shown, so where the mask's text lies over a fill of the content (a gradient masked
/// by a title), the mask's letter shows in the fill's colour: gradient text.
struct MaskModifier<Mask: View>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let mask: Mask
    let alignment: Alignment

    func makeBehavior() -> MaskBehavior { MaskBehavior() }

    func update(_ node: Node, behavior: MaskBehavior, content: any View) {
        behavior.alignment = alignment
        behavior.isBackground = false
        node.reconcileChildren { children in
            children.add(content, key: .slot(0))
            children.add(mask, key: .slot(1))
        }
    }
}

/// A decoration laid over the content as an overlay is, but drawn only to be read.
final class MaskBehavior: DecorationBehavior {
    /// The mask takes neither focus nor clicks.
    override var focusChildren: [Node] { node.children.filter { $0.key == .slot(0) && $0.isShown } }

    override func draw(in canvas: inout CellGrid) {
        let frame = node.frame.intersection(canvas.bounds).intersection(canvas.clip)
        guard !frame.isEmpty else { return }
        let saved = Self.cells(in: frame, of: canvas)
        func beneath(_ x: Int, _ y: Int) -> CellGrid.Cell { saved[(y - frame.minY) * frame.width + x - frame.minX] }
        for child in part(0) { child.behavior.draw(in: &canvas) }
        var mask = CellGrid(size: canvas.size)
        for child in part(1) { child.behavior.draw(in: &mask) }
        for y in frame.minY..<frame.maxY {
            for x in frame.minX..<frame.maxX {
                let cover = mask[x, y]
                let shown = canvas[x, y]
                if Self.showsNothing(cover) {
                    let old = beneath(x, y)
                    // The right half of a wide glyph comes back with its left half.
                    guard old.width > 0, old != shown else { continue }
                    canvas.put(Glyph(text: old.text, width: Int(old.width)), at: Point(x: x, y: y), style: old.style)
                } else if cover.width > 0, !cover.showsNoText, shown.showsNoText,
                    let ink = shown.style.background ?? shown.style.foreground
                {
                    var style = cover.style
                    style.foreground = ink
                    style.background = beneath(x, y).style.background
                    canvas.put(Glyph(text: cover.text, width: Int(cover.width)), at: Point(x: x, y: y), style: style)
                }
            }
        }
    }

    /// Whether a mask's cell shows nothing: a blank with no colour behind it.
    private static func showsNothing(_ cell: CellGrid.Cell) -> Bool {
        cell.width == 1 && cell.text == " " && cell.style.background == nil
            && !cell.style.attributes.contains(.reverse)
    }
}

extension View {
    /// Shows this view only where `mask` draws, the mask laid over it as an overlay is.
    public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View {
        modifier(MaskModifier(mask: mask(), alignment: alignment))
    }

    /// Shows this view only where `mask` draws (SwiftUI deprecates this form for the one
    /// taking a builder).
    public func mask<Mask: View>(_ mask: Mask) -> some View {
        modifier(MaskModifier(mask: mask, alignment: .center))
    }
}
