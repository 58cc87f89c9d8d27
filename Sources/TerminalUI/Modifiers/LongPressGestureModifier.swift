import Foundation

/// Recognises a long press on the view (`LongPressGesture`, `onLongPressGesture`): the left
/// button held, or Alt-Return.
struct LongPressGestureModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let gesture: LongPressGesture

    func makeBehavior() -> LongPressGestureBehavior { LongPressGestureBehavior() }

    func update(_ node: Node, behavior: LongPressGestureBehavior, content: any View) {
        behavior.gesture = gesture
        updateContent(node, content)
    }
}

/// Takes focus when the view holds no control of its own (reversed while focused), so that
/// Alt-Return reaches it; in a `List` the list keeps the keys and sends Alt-Return to the
/// selected row's long press (`performLongPress`). A left press on the view (one its content
/// did not use) captures the mouse and waits `minimumDuration`: the release, or a move farther
/// than `maximumDistance`, before then ends the press unrecognised. In a list the press also
/// goes on to the list, which selects the row as for any click.
final class LongPressGestureBehavior: ModifierBehavior {
    var gesture = LongPressGesture()
    /// The press under way: where it started (in points), and the wait for its duration.
    private var press: (start: CGPoint, wait: Task<Void, Never>)?

    private var isInList: Bool { node.nearest(ListBehavior.self) != nil }

    override var isFocusable: Bool { !isInList && node.environment.isEnabled && !contentHoldsControl }
    override var focusesChildren: Bool { contentHoldsControl }

    override func performLongPress() -> Bool {
        guard node.environment.isEnabled else { return false }
        begin()
        recognize()
        return true
    }

    override func handleKey(_ key: KeyPress) -> Bool {
        guard key.key == .return, key.modifiers == .option else { return false }
        return performLongPress()
    }

    override func handleKeyFromDescendant(_ key: KeyPress, focused: Node?) -> Bool {
        handleKey(key)
    }

    override func handleMouse(_ event: MouseEvent) -> Bool {
        switch event.kind {
        case .press(.left):
            guard node.environment.isEnabled else { return false }
            node.graph.mouse.capture(node)
            begin()
            let start = Self.point(of: event.location)
            let seconds = max(0, gesture.minimumDuration)
            let wait = Task { @MainActor [weak self] in
                try? await Task.sleep(nanoseconds: UInt64(seconds * 1_000_000_000))
                guard !Task.isCancelled else { return }
                self?.recognize()
            }
            press = (start, wait)
            // In a list the click also selects the row.
            return !isInList
        case .drag(.left):
            guard let press else { return true }
            let point = Self.point(of: event.location)
            if hypot(point.x - press.start.x, point.y - press.start.y) > gesture.maximumDistance {
                cancel()
            }
            return true
        case .release(.left):
            cancel()
            return true
        default:
            return false
        }
    }

    override func didRemove() {
        cancel()
    }

    override func draw(in canvas: inout CellGrid) {
        super.draw(in: &canvas)
        if isFocused {
            canvas.restyle(node.frame) { $0.attributes.insert(.reverse) }
        }
    }

    /// The press starts.
    private func begin() {
        gesture.updates.forEach { $0(true) }
        gesture.changed.forEach { $0(true) }
    }

    /// The press lasted long enough: the gesture ends, recognised.
    private func recognize() {
        press?.wait.cancel()
        press = nil
        gesture.updates.forEach { $0(nil) }
        gesture.ended.forEach { $0(true) }
    }

    /// The press under way (if any) ends before its time, unrecognised.
    private func cancel() {
        guard let press else { return }
        press.wait.cancel()
        self.press = nil
        gesture.updates.forEach { $0(nil) }
    }

    /// The top-leading corner of a cell, in points.
    private static func point(of cell: Point) -> CGPoint {
        PointLength.rect(Rect(origin: cell, size: .zero)).origin
    }
}

extension View {
    /// Runs `action` when the view is long-pressed: the left button held `minimumDuration`
    /// seconds without moving `maximumDistance` points, or Alt-Return while it has focus (see
    /// `LongPressGestureBehavior`). `onPressingChanged` hears `true` when the press starts and
    /// `false` when it ends, recognised or not.
    public func onLongPressGesture(
        minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, perform action: @escaping () -> Void,
        onPressingChanged: ((Bool) -> Void)? = nil
    ) -> some View {
        var gesture = LongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance)
            .onEnded { _ in action() }
        if let onPressingChanged {
            gesture.updates.append { onPressingChanged($0 != nil) }
        }
        return modifier(LongPressGestureModifier(gesture: gesture))
    }

    /// The older form of `onLongPressGesture(minimumDuration:maximumDistance:perform:onPressingChanged:)`,
    /// with `pressing` first (the newer form wins a call that fits both, as in SwiftUI).
    @_disfavoredOverload
    public func onLongPressGesture(
        minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, pressing: ((Bool) -> Void)? = nil,
        perform action: @escaping () -> Void
    ) -> some View {
        onLongPressGesture(
            minimumDuration: minimumDuration, maximumDistance: maximumDistance, perform: action,
            onPressingChanged: pressing)
    }
}
