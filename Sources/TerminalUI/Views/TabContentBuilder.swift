/// Builds a `TabView`'s tabs, as SwiftUI's `TabContentBuilder`: the views `@ViewBuilder`
/// builds, and a `Tab` whose value is read as the `TabView`'s selection type, so that
/// `Tab("Home", systemImage: "house", value: .home)` finds `.home` in it.
@resultBuilder
@MainActor @preconcurrency
public enum TabContentBuilder<SelectionValue: Hashable> {
    /// A tab of the selection's type: its `value` is inferred from the `TabView`'s selection.
    public static func buildExpression<Content: View>(
        _ tab: Tab<SelectionValue, Content>
    ) -> Tab<SelectionValue, Content> {
        tab
    }

    /// Any other view: a view with `.tabItem` and `.tag`, a `ForEach` of tabs, a `TabSection`.
    public static func buildExpression<Content: View>(_ content: Content) -> Content {
        content
    }

    public static func buildBlock() -> EmptyView {
        EmptyView()
    }

    public static func buildBlock<Content: View>(_ content: Content) -> Content {
        content
    }

    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<repeat each Content>
    {
        TupleView(repeat each content)
    }

    public static func buildOptional<Content: View>(_ content: Content?) -> Content? {
        content
    }

    public static func buildEither<TrueContent: View, FalseContent: View>(
        first: TrueContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        ViewBuilder.buildEither(first: first)
    }

    public static func buildEither<TrueContent: View, FalseContent: View>(
        second: FalseContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        ViewBuilder.buildEither(second: second)
    }

    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
        AnyView(content)
    }
}
