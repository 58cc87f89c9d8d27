import Foundation

/// Any layout, as SwiftUI's `AnyLayout`: `let layout = wide ? AnyLayout(HStackLayout()) :
/// AnyLayout(VStackLayout())` switches the arrangement of `layout { … }` while its subviews
/// stay the same views, with their state.
public struct AnyLayout: Layout {
    let base: any Layout

    public init<L: Layout>(_ layout: L) {
        base = layout
    }

    /// The wrapped layout's cache, made again when the wrapped layout's type changes.
    public struct Cache {
        fileprivate var layoutType: Any.Type
        fileprivate var value: Any
    }

    public var _cellLayout: _CellLayout? { base._cellLayout }

    public func makeCache(subviews: Subviews) -> Cache {
        Self.makeCache(base, subviews: subviews)
    }

    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        Self.updateCache(base, &cache, subviews: subviews)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        Self.sizeThatFits(base, proposal: proposal, subviews: subviews, cache: &cache)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        Self.placeSubviews(base, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }

    private static func makeCache<L: Layout>(_ layout: L, subviews: Subviews) -> Cache {
        Cache(layoutType: L.self, value: layout.makeCache(subviews: subviews))
    }

    private static func updateCache<L: Layout>(_ layout: L, _ cache: inout Cache, subviews: Subviews) {
        var value = current(layout, cache: &cache, subviews: subviews)
        layout.updateCache(&value, subviews: subviews)
        cache.value = value
    }

    private static func sizeThatFits<L: Layout>(
        _ layout: L, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
    ) -> CGSize {
        var value = current(layout, cache: &cache, subviews: subviews)
        defer { cache.value = value }
        return layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &value)
    }

    private static func placeSubviews<L: Layout>(
        _ layout: L, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
    ) {
        var value = current(layout, cache: &cache, subviews: subviews)
        layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &value)
        cache.value = value
    }

    /// The wrapped layout's cache, made anew if it was made for another type of layout.
    private static func current<L: Layout>(_ layout: L, cache: inout Cache, subviews: Subviews) -> L.Cache {
        if cache.layoutType == L.self, let value = cache.value as? L.Cache { return value }
        let value = layout.makeCache(subviews: subviews)
        cache = Cache(layoutType: L.self, value: value)
        return value
    }
}
