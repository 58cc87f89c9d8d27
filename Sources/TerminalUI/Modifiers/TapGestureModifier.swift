import Foundation

/// Runs an action when the view is tapped: clicked with the mouse (`count` times in a row), or
/// — when it holds no control of its own, the view is one — focused (Tab, or Up/Down in a
/// form) and chosen with Return or Space. It shows reversed while focused. The controls inside
/// a view that holds some take focus as they would without the gesture. In a `List` the list
/// takes the clicks and keys: a click selects the row, and a click on the selected row, or
/// Return, runs the action; but in a row that holds other controls (a task's tappable circle
/// beside its title field) the view is one of the row's controls, as outside a list.
struct TapGestureModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let count: Int
    let action: () -> Void
    /// The action of `onTapGesture(count:coordinateSpace:perform:)`, told where the tap was.
    var locatedAction: ((CGPoint) -> Void)?
    var coordinateSpace = CoordinateSpace.local

    func makeBehavior() -> TapGestureBehavior { TapGestureBehavior() }

    func update(_ node: Node, behavior: TapGestureBehavior, content: any View) {
        behavior.count = max(1, count)
        behavior.action = action
        behavior.locatedAction = locatedAction
        behavior.coordinateSpace = coordinateSpace
        updateContent(node, content)
    }
}

final class TapGestureBehavior: NodeBehavior {
    var count = 1
    var action: () -> Void = {}
    var locatedAction: ((CGPoint) -> Void)?
    var coordinateSpace = CoordinateSpace.local

    /// The centre of the cell at `cell` (on screen), in points in the tap's coordinate space:
    /// the global screen's, or the view's own.
    private func location(of cell: Point) -> CGPoint {
        let origin = coordinateSpace == .global ? Point(x: 0, y: 0) : node.frame.origin
        return CGPoint(
            x: (CGFloat(cell.x - origin.x) + 0.5) * PointLength.pointsPerColumn,
            y: (CGFloat(cell.y - origin.y) + 0.5) * PointLength.pointsPerRow)
    }

    /// A view with controls inside (a form tapped to end editing) leaves focus to them: its
    /// action runs on a click; a view without takes focus, so that keys can tap it.
    override var isFocusable: Bool { !contentHoldsControl && actsAlone }
    override var focusesChildren: Bool { contentHoldsControl }

    /// Whether the view takes its own keys and clicks: outside a list, or in a list row that
    /// holds other controls. In a row without, the list takes them and runs the action for
    /// the selected row.
    private var actsAlone: Bool {
        guard node.nearest(ListBehavior.self) != nil else { return true }
        // A wrapper in the row asks its content whether it holds a control, which asks this:
        // while the row is being looked through, the view counts as no control.
        guard !isLookingThroughRow else { return false }
        isLookingThroughRow = true
        defer { isLookingThroughRow = false }
        var row = node!
        while let parent = row.parent, !parent.behavior.isForEach,
            !(parent.behavior is ListBehavior || parent.behavior is SectionBehavior)
        {
            row = parent
        }
        return Self.holdsOtherControl(row)
    }

    private var isLookingThroughRow = false

    /// Whether `node` holds a control that is not a tap gesture's view.
    private static func holdsOtherControl(_ node: Node) -> Bool {
        guard node.focusCapableNodes > 0 else { return false }
        if node.behavior is TapGestureBehavior { return node.children.contains(where: holdsOtherControl) }
        if node.behavior.isFocusable { return true }
        guard node.behavior.focusesChildren else { return false }
        return node.behavior.focusChildren.contains(where: holdsOtherControl)
    }

    override func performPrimaryAction() -> Bool {
        guard node.environment.isEnabled else { return false }
        action()
        // A key has no place: the tap is at the view's centre.
        let frame = node.frame
        locatedAction?(location(of: Point(x: frame.minX + frame.width / 2, y: frame.minY + frame.height / 2)))
        return true
    }

    override func handleKey(_ key: KeyPress) -> Bool {
        guard key.modifiers.isDisjoint(with: [.control, .option]), key.key == .return || key.key == .space else {
            return false
        }
        return performPrimaryAction()
    }

    /// Every `count`th click in a row runs the action (focus stays where it was, as for a
    /// button).
    override func handleMouse(_ event: MouseEvent) -> Bool {
        guard event.isClick, actsAlone else { return false }
        guard node.environment.isEnabled else { return true }
        if event.clickCount % count == 0 {
            action()
            locatedAction?(location(of: event.location))
        }
        return true
    }

    override func draw(in canvas: inout CellGrid) {
        super.draw(in: &canvas)
        if !node.environment.isEnabled {
            canvas.restyle(node.frame) { $0.attributes.insert(.dim) }
        } else if isFocused {
            canvas.restyle(node.frame) { $0.attributes.insert(.reverse) }
        }
    }
}

extension View {
    /// Runs `action` when the view is tapped: clicked `count` times in a row, or chosen with
    /// Return or Space while it has focus (see `TapGestureModifier`).
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
        modifier(TapGestureModifier(count: count, action: action))
    }

    /// Runs `action` with where the view was tapped, in points in `coordinateSpace`: the centre
    /// of the clicked cell, or of the view for Return or Space.
    public func onTapGesture(
        count: Int = 1, coordinateSpace: CoordinateSpace = .local, perform action: @escaping (CGPoint) -> Void
    ) -> some View {
        modifier(TapGestureModifier(count: count, action: {}, locatedAction: action, coordinateSpace: coordinateSpace))
    }
}
