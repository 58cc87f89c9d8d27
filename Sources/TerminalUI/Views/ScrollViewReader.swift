/// A view whose content can scroll the scroll views inside it to a view, as SwiftUI's
/// `ScrollViewReader`: `proxy.scrollTo(id)` scrolls the `ScrollView` holding the view marked
/// `.id(id)` (or the `ForEach` row of that id) to show it.
///
/// **Approximated:** the anchor is taken to the nearest of top, centre and bottom (leading,
/// centre and trailing across; `nil`: the least scrolling that shows the view). In a `List`
/// (whose rows are built only in view) the row of the id becomes the selected row, shown as
/// the anchor says. In a scroll view the scroll stays until focus moves, then the scroll view
/// keeps the focused control in view again.
public struct ScrollViewReader<Content: View>: View {
    public typealias Body = Never
    let content: (ScrollViewProxy) -> Content

    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
        self.content = content
    }
}

/// Scrolls to views inside a `ScrollViewReader`, as SwiftUI's `ScrollViewProxy`.
@MainActor
public struct ScrollViewProxy {
    weak var reader: ScrollViewReaderBehavior?

    /// Scrolls the scroll view holding the view of identity `id` so that it shows, placed at
    /// `anchor` (`.top`, `.center`, `.bottom`) when given.
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
        reader?.scroll(to: AnyHashable(id), anchor: anchor)
    }
}

extension ScrollViewReader: PrimitiveView {
    func makeBehavior() -> ScrollViewReaderBehavior { ScrollViewReaderBehavior() }

    func update(_ node: Node, behavior: ScrollViewReaderBehavior) {
        let content = content(ScrollViewProxy(reader: behavior))
        node.reconcileChildren { $0.add(content, key: .slot(0)) }
    }
}

/// Finds the view a `ScrollViewProxy` names and asks its scroll view to show it.
final class ScrollViewReaderBehavior: NodeBehavior {
    override var isTransparent: Bool { true }

    func scroll(to id: AnyHashable, anchor: UnitPoint?) {
        if let target = find(.id(id), in: node), let scrollView = target.parent?.nearest(ScrollBehavior.self) {
            scrollView.scroll(to: target, anchor: anchor)
        } else if let list = findList(in: node) {
            list.scroll(toRowWithID: id, anchor: anchor)
        }
    }

    /// The first `List` below `root`, depth first: its rows are built only in view, so the
    /// list itself finds the row of an id.
    private func findList(in root: Node) -> ListBehavior? {
        for child in root.children where child.isShown {
            if let list = child.behavior as? ListBehavior { return list }
            if let found = findList(in: child) { return found }
        }
        return nil
    }

    /// The first node below `root` keyed `key`, depth first.
    private func find(_ key: NodeKey, in root: Node) -> Node? {
        for child in root.children where child.isShown {
            if child.key == key { return child }
            if let found = find(key, in: child) { return found }
        }
        return nil
    }
}
