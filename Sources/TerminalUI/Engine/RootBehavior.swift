/// Lays the hosted content over the whole screen and draws overlays above it, each over a
/// dimmed copy of what is below: a popup menu next to what opened it, an alert or a sheet
/// centred. On a screen smaller than the graph's minimum it shows a short "terminal too small"
/// message instead, until the screen is enlarged. Content taller than the screen scrolls to
/// show the focused control (`OverflowScroll`), so that Tab reaches every control.
final class RootBehavior: NodeBehavior {
    /// Whether the last layout found the screen too small for the content.
    private(set) var isTooSmall = false
    /// Whether the last layout found the content taller than the screen.
    private var overflows = false

    /// The edit mode of content outside any navigation container.
    private(set) lazy var editMode = EditModeStore { [weak self] in self?.node.invalidate() }

    /// A control below the screen can take focus while the content scrolls to show it.
    override var clipsContent: Bool { overflows }

    override func place(in rect: Rect) {
        let minimum = node.graph.minimumSize
        isTooSmall = rect.width < minimum.width || rect.height < minimum.height
        guard !isTooSmall else { return }
        overflows = OverflowScroll.place(layoutChildrenAsStack(), in: rect)
        for overlay in node.graph.overlays {
            let size = overlay.sizeThatFits(ProposedSize(width: max(0, rect.width - 2), height: rect.height))
            let anchor = overlay.behavior.overlayAnchor.map { $0.intersection(rect) }
            let anchored = anchor.flatMap { $0.isEmpty ? nil : Self.frame(of: size, next: $0, in: rect) }
            overlay.place(in: anchored ?? Self.centred(size, in: rect))
        }
    }

    /// A box of `size` in the middle of `bounds`.
    private static func centred(_ size: Size, in bounds: Rect) -> Rect {
        let width = min(size.width, bounds.width)
        let height = min(size.height, bounds.height)
        return Rect(
            x: bounds.minX + max(0, (bounds.width - width) / 2),
            y: bounds.minY + max(0, (bounds.height - height) / 2),
            width: width, height: height)
    }

    /// A box of `size` (a popup menu) next to `anchor` within `bounds`, leaving it in sight:
    /// below it from its leading edge, else above. Where the better side has room for less
    /// than three rows of it, nil.
    private static func frame(of size: Size, next anchor: Rect, in bounds: Rect) -> Rect? {
        let width = min(size.width, bounds.width)
        let below = bounds.maxY - anchor.maxY
        let above = anchor.minY - bounds.minY
        let opensBelow = size.height <= below || (size.height > above && below >= above)
        let height = min(size.height, opensBelow ? below : above)
        guard height >= min(size.height, 3) else { return nil }
        let x = max(bounds.minX, min(anchor.minX, bounds.maxX - width))
        return Rect(x: x, y: opensBelow ? anchor.maxY : anchor.minY - height, width: width, height: height)
    }

    override func draw(in canvas: inout CellGrid) {
        guard !isTooSmall else {
            drawTooSmall(in: &canvas)
            return
        }
        super.draw(in: &canvas)
        for overlay in node.graph.overlays {
            canvas.restyle(canvas.bounds) { style in
                style.attributes.insert(.dim)
                style.attributes.remove(.reverse)
            }
            overlay.behavior.draw(in: &canvas)
        }
    }

    private func drawTooSmall(in canvas: inout CellGrid) {
        let bounds = canvas.bounds
        let minimum = node.graph.minimumSize
        let lines = ["Terminal too small", "enlarge to \(minimum.width)×\(minimum.height)"]
        let top = max(0, (bounds.height - lines.count) / 2)
        for (offset, line) in lines.enumerated() where top + offset < bounds.height {
            let layout = TextLayout(text: Text(line), base: Style(attributes: offset == 0 ? .bold : .dim))
            let width = min(layout.totalWidth, bounds.width)
            let frame = Rect(x: max(0, (bounds.width - width) / 2), y: top + offset, width: width, height: 1)
            layout.draw(in: frame, lineLimit: 1, canvas: &canvas)
        }
    }
}
