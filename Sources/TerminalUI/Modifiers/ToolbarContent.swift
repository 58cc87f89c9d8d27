/// What a toolbar holds, as SwiftUI's `ToolbarContent`: `ToolbarItem`s and `ToolbarItemGroup`s,
/// and types of one's own that gather them (`struct EditorToolbar: ToolbarContent`).
///
/// Here toolbar content is made of views (`.toolbar` takes a `@ViewBuilder`), so the protocol
/// refines `View`: a conforming type's `body` is built as a view's is, and the structural views
/// a builder makes of several items, an `if` or a `ForEach` are toolbar content too.
public protocol ToolbarContent: View {}

/// Toolbar content whose items carry ids (`ToolbarItem(id:)`), as SwiftUI's
/// `CustomizableToolbarContent`, for `.toolbar(id:content:)`.
public protocol CustomizableToolbarContent: ToolbarContent {}

/// Builds toolbar content, as SwiftUI's `ToolbarContentBuilder`: the view builder, since
/// toolbar content is made of views.
public typealias ToolbarContentBuilder = ViewBuilder

extension ToolbarItem: CustomizableToolbarContent {}
extension ToolbarItemGroup: CustomizableToolbarContent {}
extension TupleView: CustomizableToolbarContent {}
extension _ConditionalContent: CustomizableToolbarContent {}
extension Optional: ToolbarContent where Wrapped: View {}
extension Optional: CustomizableToolbarContent where Wrapped: View {}
extension Group: CustomizableToolbarContent {}
extension ForEach: CustomizableToolbarContent {}
extension EmptyView: CustomizableToolbarContent {}

/// Space between toolbar items, as SwiftUI's `ToolbarSpacer`: a flexible one spreads the items
/// of its placement apart (as a `Spacer` among them does), a fixed one is a column.
public struct ToolbarSpacer: ToolbarContent, PrimitiveView {
    public typealias Body = Never
    let sizing: SpacerSizing
    let placement: ToolbarItemPlacement

    public init(_ sizing: SpacerSizing = .flexible, placement: ToolbarItemPlacement = .automatic) {
        self.sizing = sizing
        self.placement = placement
    }

    func makeBehavior() -> ToolbarPlacementBehavior { ToolbarPlacementBehavior() }

    func update(_ node: Node, behavior: ToolbarPlacementBehavior) {
        behavior.placement = placement
        let space = sizing == .flexible ? AnyView(Spacer()) : AnyView(Spacer().frame(width: .columns(1)))
        node.reconcileChildren { $0.add(space, key: .slot(0)) }
    }
}

/// How a `ToolbarSpacer` sizes itself, as SwiftUI's `SpacerSizing`.
public enum SpacerSizing: Hashable, Sendable {
    case flexible, fixed
}
