import Foundation

/// Follows the drags that start with a press of the left button on the view (`DragGesture`).
struct DragGestureModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let gesture: DragGesture

    func makeBehavior() -> DragGestureBehavior { DragGestureBehavior() }

    func update(_ node: Node, behavior: DragGestureBehavior, content: any View) {
        behavior.gesture = gesture
        updateContent(node, content)
    }
}

/// Takes a press on the view (one its content did not use), captures the mouse and turns the
/// drags and the release that follow into the gesture's values.
final class DragGestureBehavior: NodeBehavior {
    var gesture = DragGesture()
    private var drag: Drag?

    override var mayTakeFocus: Bool { false }

    override func handleMouse(_ event: MouseEvent) -> Bool {
        switch event.kind {
        case .press(.left):
            guard node.environment.isEnabled else { return false }
            let origin: CGPoint =
                switch gesture.coordinateSpace {
                case .local: PointLength.rect(node.frame).origin
                case .global: .zero
                case .named(let name): node.namedCoordinateSpaces[name].map { PointLength.rect($0).origin } ?? .zero
                }
            drag = Drag(start: Drag.point(of: event.location), origin: origin)
            node.graph.mouse.capture(node)
            if gesture.minimumDistance <= 0 { move(to: event.location) }
            return true
        case .drag(.left):
            move(to: event.location)
            return true
        case .release(.left):
            end(at: event.location)
            return true
        default:
            return false
        }
    }

    override func didRemove() {
        // A view removed mid-drag gives its gesture states their first values.
        if drag?.started == true { gesture.updates.forEach { $0(nil) } }
        drag = nil
    }

    private func move(to cell: Point) {
        guard var drag else { return }
        let value = drag.value(at: cell)
        if !drag.started {
            guard hypot(value.translation.width, value.translation.height) >= gesture.minimumDistance else { return }
            drag.started = true
            self.drag = drag
        }
        gesture.updates.forEach { $0(value) }
        gesture.changed.forEach { $0(value) }
    }

    private func end(at cell: Point) {
        guard let drag else { return }
        self.drag = nil
        guard drag.started else { return }
        let value = drag.value(at: cell)
        gesture.updates.forEach { $0(nil) }
        gesture.ended.forEach { $0(value) }
    }
}

/// A drag under way: where it was pressed and the origin of its coordinates, in points on
/// the screen, and whether it has started (moved `minimumDistance`).
private struct Drag {
    let start: CGPoint
    let origin: CGPoint
    var started = false

    /// The gesture's value with the pointer on `cell`.
    func value(at cell: Point) -> DragGesture.Value {
        let point = Self.point(of: cell)
        let location = CGPoint(x: point.x - origin.x, y: point.y - origin.y)
        let startLocation = CGPoint(x: start.x - origin.x, y: start.y - origin.y)
        let translation = CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y)
        return DragGesture.Value(
            time: Date(), location: location, startLocation: startLocation, translation: translation,
            velocity: .zero, predictedEndLocation: location, predictedEndTranslation: translation)
    }

    /// The top-leading corner of a cell, in points.
    static func point(of cell: Point) -> CGPoint {
        PointLength.rect(Rect(origin: cell, size: .zero)).origin
    }
}
