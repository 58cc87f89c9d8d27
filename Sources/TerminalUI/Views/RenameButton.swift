/// A button that starts renaming something, as SwiftUI's `RenameButton`: it runs the action a
/// `.renameAction(_:)` above it set (and does nothing where none did).
public struct RenameButton<Label: View>: View {
    @Environment(\.rename) private var rename
    private let label: Label

    public var body: some View {
        Button {
            rename?()
        } label: {
            label
        }
    }
}

extension RenameButton where Label == TerminalUICore.Label<Text, Image> {
    /// A "Rename" button with a pencil.
    public init() {
        label = TerminalUICore.Label("Rename", systemImage: "pencil")
    }
}

/// What a `RenameButton` runs, as SwiftUI's `RenameAction` (`@Environment(\.rename)`).
public struct RenameAction {
    private let action: () -> Void

    init(_ action: @escaping () -> Void) {
        self.action = action
    }

    public func callAsFunction() {
        action()
    }
}

private struct RenameKey: EnvironmentKey {
    static var defaultValue: RenameAction? { nil }
}

extension EnvironmentValues {
    /// The action a `RenameButton` here runs, set with `.renameAction(_:)`; nil where none is.
    public internal(set) var rename: RenameAction? {
        get { self[RenameKey.self] }
        set { self[RenameKey.self] = newValue }
    }
}

extension View {
    /// Sets what a `RenameButton` inside this view does.
    public func renameAction(_ action: @escaping () -> Void) -> some View {
        environment(\.rename, RenameAction(action))
    }

    /// Makes a `RenameButton` inside this view focus the field bound to `isFocused`.
    public func renameAction(_ isFocused: FocusState<Bool>.Binding) -> some View {
        renameAction { isFocused.wrappedValue = true }
    }
}
