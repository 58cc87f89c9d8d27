/// What looks at each layout that settles (`LayoutObservers`): a preference reader, an
/// `onGeometryChange`, or a `GeometryReader` whose content measured where it stands.
@MainActor
protocol LayoutObserver: AnyObject {
    /// The layout settled (it left no work behind): look at the frames and values now, and
    /// queue actions or invalidate the node if what was seen changed.
    func layoutDidSettle()
}

/// The behaviour of a modifier that acts on what a settled layout gave its content: a
/// preference reader (`onPreferenceChange`, `overlayPreferenceValue`) or `onGeometryChange`.
/// It takes no part in layout (its content is laid out in its place).
class LayoutObserverBehavior: NodeBehavior, LayoutObserver {
    private var isObserving = false

    override var isTransparent: Bool { true }
    override var mayTakeFocus: Bool { false }

    /// Starts looking at settled layouts (called by each update; registers once).
    func observe() {
        guard !isObserving else { return }
        isObserving = true
        node.graph.layoutObservers.add(self)
    }

    override func didRemove() {
        node.graph.layoutObservers.remove(self)
    }

    /// The layout settled (it left no work behind): look at the frames and values now, and
    /// queue actions or invalidate the node if what was seen changed.
    func layoutDidSettle() {}
}

/// The live layout observers of one graph, in the order they were added (tree order, as most
/// are added when they are made).
///
/// The graph asks them to look after each layout that settles. Most trees have none: then
/// nothing is walked, and views without preferences pay nothing for them.
@MainActor
final class LayoutObservers {
    private var observers: [any LayoutObserver] = []

    /// Whether no observer is live.
    var isEmpty: Bool { observers.isEmpty }

    /// How many observers are live.
    var count: Int { observers.count }

    /// Starts telling `observer` about settled layouts.
    func add(_ observer: any LayoutObserver) {
        observers.append(observer)
    }

    /// Stops telling `observer` (its node was removed, or it stopped watching).
    func remove(_ observer: any LayoutObserver) {
        observers.removeAll { $0 === observer }
    }

    /// Tells every observer that the layout settled, in the order they were added.
    func layoutDidSettle() {
        for observer in observers {
            observer.layoutDidSettle()
        }
    }
}
