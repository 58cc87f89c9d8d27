/// A scrolling container, as SwiftUI's `ScrollView`: its content is laid out at its full size
/// along the axes it scrolls (its ideal width across, its full height down) and scrolled so
/// that the focused control stays in view. Scrolling across, it draws a bar on its bottom line
/// while the content is wider than it (unless `showsIndicators` is false), Left and Right move
/// focus between its controls, and the horizontal wheel (or Shift and the wheel) scrolls.
///
/// A `ForEach` in a vertical one (or in a `LazyVStack` or a `LazyVGrid` in it) is built
/// lazily: only its rows in view are built, laid out and drawn (`LazyScroller`), and
/// PgUp/PgDn, Home/End and the mouse wheel scroll. A horizontal one does the same with the
/// views of a `LazyHStack` and the columns of a `LazyHGrid` in it, put side by side with the
/// scroll view's other views.
public struct ScrollView<Content: View>: View {
    public typealias Body = Never
    let axes: Axis.Set
    let showsIndicators: Bool
    let content: Content

    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.content = content()
    }
}

extension ScrollView: PrimitiveView {
    func makeBehavior() -> ScrollBehavior { ScrollBehavior() }

    func update(_ node: Node, behavior: ScrollBehavior) {
        behavior.configure(axes: axes, showsIndicators: showsIndicators)
        node.reconcileChildren { $0.add(content, key: .slot(0)) }
    }
}
