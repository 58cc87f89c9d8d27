extension ForEach {
    /// Adds swipe actions to each row of this `ForEach` in a `List`, as SwiftUI applies a
    /// `ForEach`'s modifiers to each of its views (see `View.swipeActions` for the keys).
    public func swipeActions<T: View>(
        edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content actions: () -> T
    ) -> ForEach<Data, ID, AnyView> {
        let actions = actions()
        return mapRows { AnyView(erasing: $0.swipeActions(edge: edge, allowsFullSwipe: allowsFullSwipe) { actions }) }
    }

    /// Adds a context menu to each row of this `ForEach` (see `View.contextMenu`).
    public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> ForEach<Data, ID, AnyView> {
        let items = menuItems()
        return mapRows { AnyView(erasing: $0.contextMenu { items }) }
    }
}
