/// Presents a view over the screen while a binding reads true, as SwiftUI's `.sheet` and
/// `.fullScreenCover`.
///
/// **Approximated:** a sheet is a box over the whole screen (one column of the dimmed view
/// below shows on each side), with focus trapped inside it. `dismiss()` (or
/// `presentationMode.wrappedValue.dismiss()`) inside it, Esc when the focused control does not
/// use it, or setting the binding false closes it; `onDismiss` then runs once.
struct SheetModifier<SheetContent: View>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let isPresented: Binding<Bool>
    /// The identity of the presented content (`sheet(item:)` makes a new sheet per item).
    let identity: AnyHashable?
    let onDismiss: (() -> Void)?
    let content: () -> SheetContent?

    func makeBehavior() -> SheetModifierBehavior { SheetModifierBehavior() }

    func update(_ node: Node, behavior: SheetModifierBehavior, content modified: any View) {
        let presented = isPresented.wrappedValue
        let sheet = presented ? node.trackingReads(content) : nil
        let isPresented = isPresented
        behavior.onDismiss = onDismiss
        let sheetEnvironment = Self.environment(
            node.environment,
            dismiss: { [weak behavior] in
                behavior?.node.graph.afterHandler { isPresented.wrappedValue = false }
            })
        let host = sheet.map { SheetHost(content: $0, close: { isPresented.wrappedValue = false }) }
        let key = NodeKey.id(identity ?? AnyHashable(0))
        node.reconcileChildren { children in
            children.add(modified, key: .slot(0))
            if let host {
                node.childEnvironment = sheetEnvironment
                children.add(host, key: key).isOverlay = true
                node.childEnvironment = node.environment
            }
        }
        behavior.update(isShowing: sheet != nil)
        if sheet != nil, let host = node.children.last, host.isOverlay {
            node.graph.present(host)
        }
    }
}

/// Runs `onDismiss` when a shown sheet goes away.
extension SheetModifier {
    /// The environment of a sheet's content: `dismiss` and `presentationMode` close it.
    static func environment(_ base: EnvironmentValues, dismiss: @escaping () -> Void) -> EnvironmentValues {
        var environment = base
        environment.dismiss = DismissAction(dismiss)
        environment.presentationMode = Binding(
            get: { PresentationMode(isPresented: true, dismiss: dismiss) }, set: { _ in })
        return environment
    }
}

final class SheetModifierBehavior: NodeBehavior {
    var onDismiss: (() -> Void)?
    private var wasShowing = false

    override var isTransparent: Bool { true }

    func update(isShowing: Bool) {
        if wasShowing && !isShowing, let onDismiss {
            node.graph.enqueue(onDismiss)
        }
        wasShowing = isShowing
    }
}

/// The box a sheet is drawn in.
struct SheetHost<Content: View>: View {
    typealias Body = Never
    let content: Content
    let close: () -> Void
}

extension SheetHost: PrimitiveView {
    func makeBehavior() -> SheetHostBehavior { SheetHostBehavior() }

    func update(_ node: Node, behavior: SheetHostBehavior) {
        behavior.close = close
        node.reconcileChildren { $0.add(content, key: .slot(0)) }
    }
}

final class SheetHostBehavior: NodeBehavior {
    override var clipsContent: Bool { true }

    var close: () -> Void = {}

    /// Esc closes the sheet, unless a view in it says `.interactiveDismissDisabled()`: then the
    /// key is used up, and only the sheet's own buttons close it.
    override func handleKeyFromDescendant(_ key: KeyPress, focused: Node?) -> Bool {
        guard key.key == .escape, key.modifiers.isEmpty else { return false }
        if !Self.disablesDismiss(node) { close() }
        return true
    }

    private static func disablesDismiss(_ node: Node) -> Bool {
        node.behavior.disablesInteractiveDismiss || node.children.contains { $0.isShown && disablesDismiss($0) }
    }

    override func sizeThatFits(_ proposal: ProposedSize) -> Size {
        Size(width: proposal.width ?? 80, height: proposal.height ?? 24)
    }

    override func place(in rect: Rect) {
        layoutChildrenAsStack().place(in: rect.inset(by: .one))
    }

    override func draw(in canvas: inout CellGrid) {
        let frame = node.frame
        canvas.fill(frame, style: .plain)
        BoxDrawing.drawBox(frame, style: .plain, in: &canvas)
        canvas.clipped(to: frame.inset(by: .one)) { canvas in
            super.draw(in: &canvas)
        }
    }
}

extension View {
    /// Presents `content` in a sheet while `isPresented` is true.
    public func sheet<Content: View>(
        isPresented: Binding<Bool>,
        onDismiss: (() -> Void)? = nil,
        @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        modifier(SheetModifier(isPresented: isPresented, identity: nil, onDismiss: onDismiss, content: { content() }))
    }

    /// Presents the sheet `content` makes for `item` while `item` is not nil; a new item makes
    /// a new sheet (fresh state). Closing the sheet sets `item` to nil.
    public func sheet<Item: Identifiable, Content: View>(
        item: Binding<Item?>,
        onDismiss: (() -> Void)? = nil,
        @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        modifier(
            SheetModifier(
                isPresented: Self.isPresented(item),
                identity: item.wrappedValue.map { AnyHashable($0.id) },
                onDismiss: onDismiss,
                content: { item.wrappedValue.map(content) }
            ))
    }

    /// Presents `content` over the screen while `isPresented` is true (drawn as a sheet).
    /// As in SwiftUI, a user cannot dismiss a cover: Esc does not close it, only its own code
    /// (`dismiss()`, the binding) does.
    public func fullScreenCover<Content: View>(
        isPresented: Binding<Bool>,
        onDismiss: (() -> Void)? = nil,
        @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        sheet(isPresented: isPresented, onDismiss: onDismiss) { content().interactiveDismissDisabled() }
    }

    /// Presents the cover `content` makes for `item` while `item` is not nil (drawn as a sheet,
    /// which Esc does not close).
    public func fullScreenCover<Item: Identifiable, Content: View>(
        item: Binding<Item?>,
        onDismiss: (() -> Void)? = nil,
        @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        sheet(item: item, onDismiss: onDismiss) { content($0).interactiveDismissDisabled() }
    }
}
