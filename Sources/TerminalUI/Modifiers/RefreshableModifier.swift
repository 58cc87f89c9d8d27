/// Lets the user refresh the view, as SwiftUI's `.refreshable`. **Approximated:** a terminal
/// cannot be pulled down, so Ctrl-R (while focus is inside the view) runs the action, once at
/// a time; `@Environment(\.refresh)` runs it from code.
struct RefreshableModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let action: @MainActor () async -> Void

    func makeBehavior() -> RefreshableBehavior { RefreshableBehavior() }

    func update(_ node: Node, behavior: RefreshableBehavior, content: any View) {
        behavior.action = action
        node.childEnvironment.refresh = RefreshAction { [weak behavior] in await behavior?.refresh() }
        updateContent(node, content)
    }
}

final class RefreshableBehavior: NodeBehavior {
    var action: @MainActor () async -> Void = {}
    private var isRefreshing = false

    override var isTransparent: Bool { true }

    override func handleKeyFromDescendant(_ key: KeyPress, focused: Node?) -> Bool {
        guard key.key == "r", key.modifiers == .control else { return false }
        Task { @MainActor [weak self] in await self?.refresh() }
        return true
    }

    func refresh() async {
        guard !isRefreshing else { return }
        isRefreshing = true
        await action()
        isRefreshing = false
    }
}

/// Refreshes the enclosing `.refreshable` view, as SwiftUI's `RefreshAction`.
public struct RefreshAction: Sendable {
    private let action: @MainActor @Sendable () async -> Void

    init(_ action: @escaping @MainActor @Sendable () async -> Void) {
        self.action = action
    }

    @MainActor
    public func callAsFunction() async {
        await action()
    }
}

private struct RefreshKey: EnvironmentKey {
    static let defaultValue: RefreshAction? = nil
}

extension EnvironmentValues {
    /// The refresh action of the enclosing `.refreshable` view, if any.
    public var refresh: RefreshAction? {
        get { self[RefreshKey.self] }
        set { self[RefreshKey.self] = newValue }
    }
}

extension View {
    /// Runs `action` when the user asks for a refresh: Ctrl-R while focus is inside this view.
    public func refreshable(action: @escaping @MainActor () async -> Void) -> some View {
        modifier(RefreshableModifier(action: action))
    }
}
