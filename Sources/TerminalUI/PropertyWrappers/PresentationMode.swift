import DataFlow

/// Whether a view is shown by a navigation push, and how to dismiss it, as SwiftUI's
/// `PresentationMode` (read through `@Environment(\.presentationMode)`).
public struct PresentationMode {
    /// True in a pushed destination, false at the root.
    public private(set) var isPresented: Bool
    private let dismissAction: () -> Void

    init(isPresented: Bool, dismiss: @escaping () -> Void) {
        self.isPresented = isPresented
        self.dismissAction = dismiss
    }

    /// Pops the view once the current action returns (then its `onDisappear` runs); does
    /// nothing at the root.
    public mutating func dismiss() {
        dismissAction()
    }
}

/// Dismisses the current presentation, as SwiftUI's `DismissAction` (`@Environment(\.dismiss)`).
public struct DismissAction {
    private let action: () -> Void

    init(_ action: @escaping () -> Void) {
        self.action = action
    }

    public func callAsFunction() {
        action()
    }
}

private struct PresentationModeKey: EnvironmentKey {
    static var defaultValue: Binding<PresentationMode> {
        .constant(PresentationMode(isPresented: false) {})
    }
}

private struct DismissKey: EnvironmentKey {
    static var defaultValue: DismissAction {
        DismissAction {}
    }
}

extension EnvironmentValues {
    /// The presentation of the view: `isPresented` and `dismiss()`.
    public var presentationMode: Binding<PresentationMode> {
        get { self[PresentationModeKey.self] }
        set { self[PresentationModeKey.self] = newValue }
    }

    /// Whether the view is presented: in a pushed destination or a sheet (`presentationMode`'s).
    public var isPresented: Bool { presentationMode.wrappedValue.isPresented }

    /// Dismisses the view if it is presented; does nothing at the root.
    public var dismiss: DismissAction {
        get { self[DismissKey.self] }
        set { self[DismissKey.self] = newValue }
    }
}
