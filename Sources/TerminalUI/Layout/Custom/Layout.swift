import Foundation

/// A layout of one's own, as SwiftUI's `Layout`: it sizes itself for a proposal and places its
/// subviews, in points, which map to cells as every length does (`PointLength`). Use it as a
/// view with its content: `FlowLayout(spacing: 8) { ForEach(tags) { Text($0) } }`.
///
/// A proposal in points is taken down to whole cells for the subview it reaches; what a layout
/// reports and where it places a subview go to the nearest cell. `explicitAlignment` and
/// `spacing(subviews:cache:)` are not read: the layout's alignment guides are its subviews'
/// defaults.
@MainActor @preconcurrency
public protocol Layout: Animatable {
    /// What the layout keeps between its calls (computed sizes, say); `Void` for none.
    associatedtype Cache = Void
    typealias Subviews = LayoutSubviews

    /// What the layout says of itself: the axis it stacks along, if any.
    static var layoutProperties: LayoutProperties { get }

    /// Makes the cache, the first time the layout is measured.
    func makeCache(subviews: Subviews) -> Cache

    /// Brings the cache up to date after the layout or its subviews changed.
    func updateCache(_ cache: inout Cache, subviews: Subviews)

    /// The size the layout takes for `proposal`.
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize

    /// Places each subview inside `bounds` (`LayoutSubview.place`).
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)

    /// The engine's hook: a built-in stack layout, which the engine runs in cells, answers
    /// with itself (as `View._primitive`). Code written for SwiftUI never implements it.
    var _cellLayout: _CellLayout? { get }
}

extension Layout {
    public static var layoutProperties: LayoutProperties { LayoutProperties() }

    public var _cellLayout: _CellLayout? { nil }

    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        cache = makeCache(subviews: subviews)
    }

    /// The layout arranging `content`'s views.
    public func callAsFunction<Content: View>(@ViewBuilder _ content: () -> Content) -> some View {
        LayoutView(layout: self, content: content())
    }
}

extension Layout where Cache == Void {
    public func makeCache(subviews: Subviews) -> Cache { () }
}
