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
    /// `anchor` (`.top`, `.center`, `.bottom`) when given. An optional id names the view of
    /// its value, as in SwiftUI (`proxy.scrollTo(messages.last?.id)`); `nil` names none.
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
        if let optional = id as? any OptionalScrollID {
            guard let value = optional.value else { return }
            reader?.scroll(to: value, anchor: anchor)
        } else {
            reader?.scroll(to: AnyHashable(id), anchor: anchor)
        }
    }
}

/// An optional id, whose value is what `scrollTo` looks for.
private protocol OptionalScrollID {
    var value: AnyHashable? { get }
}

extension Optional: OptionalScrollID where Wrapped: Hashable {
    fileprivate var value: AnyHashable? { map { AnyHashable($0) } }
}

extension ScrollViewReader: PrimitiveView {
    func makeBehavior() -> ScrollViewReaderBehavior { ScrollViewReaderBehavior() }

    func update(_ node: Node, behavior: ScrollViewReaderBehavior) {
        let content = node.trackingReads { self.content(ScrollViewProxy(reader: behavior)) }
        node.reconcileChildren { $0.add(content, key: .slot(0)) }
    }
}

/// Finds the view a `ScrollViewProxy` names and asks its scroll view to show it.
final class ScrollViewReaderBehavior: NodeBehavior {
    override var isTransparent: Bool { true }

    /// A view built asks its scroll view; else the scroll view around the reader and every
    /// scroll view and `List` inside it look for the id among their rows, built or not, at
    /// their next layout.
    func scroll(to id: AnyHashable, anchor: UnitPoint?) {
        if let target = node.firstDescendant(keyed: .id(id)),
            let scrollView = target.parent?.nearest(ScrollBehavior.self)
        {
            scrollView.scroll(to: target, anchor: anchor)
            return
        }
        let around = node.parent?.nearest(ScrollBehavior.self).map { [$0] } ?? []
        for scrollView in around + node.descendantBehaviors(ScrollBehavior.self) {
            scrollView.scroll(toID: id, anchor: anchor)
        }
        for list in node.descendantBehaviors(ListBehavior.self) {
            list.scroll(toRowWithID: id, anchor: anchor)
        }
    }
}
