/// Shows an inspector beside the view it modifies while a binding reads true, as SwiftUI's
/// `inspector` does in a wide window.
///
/// **Approximated:** from `InspectorBehavior.columnsFrom` columns the inspector is a trailing
/// column (as wide as `inspectorColumnWidth` asks, a third of the width if it does not, and
/// never leaving the content fewer than `minimumWidth` columns), a line between it and the
/// content; Tab reaches its controls after the content's. Narrower, it covers the view, as on
/// a phone, and Esc closes it.
struct InspectorModifier<Inspector: View>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let isPresented: Binding<Bool>
    let inspector: () -> Inspector

    func makeBehavior() -> InspectorBehavior { InspectorBehavior() }

    func update(_ node: Node, behavior: InspectorBehavior, content: any View) {
        let isPresented = isPresented
        behavior.close = { isPresented.wrappedValue = false }
        let inspector = isPresented.wrappedValue ? node.trackingReads(inspector) : nil
        node.reconcileChildren { children in
            children.add(content, key: .slot(0))
            if let inspector { children.add(inspector, key: .slot(1)) }
        }
    }
}

/// The width an inspector asks for (`inspectorColumnWidth`), in points.
struct InspectorColumnWidthKey: PreferenceKey {
    static let defaultValue: CGFloat? = nil
    static func reduce(value: inout CGFloat?, nextValue: () -> CGFloat?) {
        value = value ?? nextValue()
    }
}

/// Lays the content and the inspector side by side, or the inspector alone over the whole
/// room when it is narrow.
final class InspectorBehavior: NodeBehavior {
    /// The narrowest room that shows the inspector as a column.
    static let columnsFrom = 60
    /// The fewest columns either side keeps when the inspector is a column.
    static let minimumWidth = 24

    var close: () -> Void = {}
    /// Whether the last placement showed the inspector over the content.
    private var coversContent = false

    override var mayTakeFocus: Bool { false }

    private var parts: (content: Node, inspector: Node)? {
        let children = node.childDisplayables
        return children.count == 2 ? (children[0], children[1]) : nil
    }

    /// Without an inspector the content is laid out in the modifier's place; with one, the
    /// modifier takes the room it is offered, as a window's columns do.
    override func sizeThatFits(_ proposal: ProposedSize) -> Size {
        guard parts != nil else { return super.sizeThatFits(proposal) }
        return Size(width: proposal.width ?? 80, height: proposal.height ?? 24)
    }

    override func place(in rect: Rect) {
        guard let (content, inspector) = parts else {
            coversContent = false
            return super.place(in: rect)
        }
        coversContent = rect.width < Self.columnsFrom
        if coversContent {
            content.place(in: Rect(origin: rect.origin, size: Size(width: 0, height: 0)))
            inspector.place(in: rect)
            return
        }
        let width = columnWidth(in: rect.width)
        let contentRoom = Rect(x: rect.minX, y: rect.minY, width: rect.width - width - 1, height: rect.height)
        content.placeCentred(in: contentRoom)
        inspector.place(in: Rect(x: contentRoom.maxX + 1, y: rect.minY, width: width, height: rect.height))
    }

    /// The inspector's columns in a room `width` wide.
    private func columnWidth(in width: Int) -> Int {
        // The inspector's own node, not the view its `inspectorColumnWidth` is laid out as.
        let asked = node.children.last.flatMap {
            PreferenceReduction.value(of: InspectorColumnWidthKey.self, at: $0) ?? nil
        }
        .map { PointLength.columns($0) }
        let widest = width - 1 - Self.minimumWidth
        return min(max(asked ?? width / 3, Self.minimumWidth), widest)
    }

    override func draw(in canvas: inout CellGrid) {
        guard let (content, inspector) = parts else { return super.draw(in: &canvas) }
        if coversContent {
            canvas.fill(node.frame, style: .plain)
            inspector.behavior.draw(in: &canvas)
            return
        }
        content.behavior.draw(in: &canvas)
        inspector.behavior.draw(in: &canvas)
        let frame = node.frame
        DividerBehavior.drawRule(
            along: .vertical, at: Point(x: inspector.frame.minX - 1, y: frame.minY), in: frame, on: &canvas)
    }

    /// Esc closes an inspector that covers the content, as it closes a sheet.
    override func handleKeyFromDescendant(_ key: KeyPress, focused: Node?) -> Bool {
        guard coversContent, parts != nil, key.key == .escape, key.modifiers.isEmpty else { return false }
        close()
        return true
    }
}

extension View {
    /// Shows `content` as an inspector beside this view while `isPresented` is true: a trailing
    /// column in a wide terminal, over this view in a narrow one (`InspectorModifier`).
    public func inspector<V: View>(isPresented: Binding<Bool>, @ViewBuilder content: @escaping () -> V) -> some View {
        modifier(InspectorModifier(isPresented: isPresented, inspector: content))
    }

    /// Asks the inspector this view is in for `ideal` points of width (a column is 8), within
    /// the room the content keeps; `min` and `max` are not needed by a column the user cannot
    /// drag.
    public func inspectorColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View {
        preference(key: InspectorColumnWidthKey.self, value: ideal)
    }

    /// Asks the inspector this view is in for `width` points (a column is 8).
    public func inspectorColumnWidth(_ width: CGFloat) -> some View {
        preference(key: InspectorColumnWidthKey.self, value: width)
    }
}
