import Foundation

/// An alert described as a value, as SwiftUI's older `Alert` struct: shown by
/// `.alert(isPresented:content:)` and `.alert(item:content:)` exactly as the newer
/// `.alert(_:isPresented:actions:)` shows its buttons. A plain value, as SwiftUI's: it can be
/// made anywhere (an app's `static let` alerts), not only on the main actor.
public struct Alert {
    let title: Text
    let message: Text?
    let buttons: [Button]

    /// An alert with one button (OK when `dismissButton` is nil).
    public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {
        self.title = title
        self.message = message
        self.buttons = [dismissButton ?? .default(Text("OK"))]
    }

    /// An alert with two buttons, in the order given.
    public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {
        self.title = title
        self.message = message
        self.buttons = [primaryButton, secondaryButton]
    }

    /// A button of an `Alert`, as SwiftUI's `Alert.Button`.
    public struct Button {
        let label: Text
        let role: ButtonRole?
        let action: (() -> Void)?

        /// A plain button.
        public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label, role: nil, action: action)
        }

        /// A cancel button labelled "Cancel" (Esc chooses it).
        public static func cancel(_ action: (() -> Void)? = {}) -> Button {
            Button(label: Text("Cancel"), role: .cancel, action: action)
        }

        /// A cancel button with its own label (Esc chooses it).
        public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label, role: .cancel, action: action)
        }

        /// A destructive button (drawn in red; the alert opens on its cancel button).
        public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label, role: .destructive, action: action)
        }
    }

    /// The buttons as views, for the alert box.
    @MainActor var actions: AlertActions {
        AlertActions(buttons: buttons)
    }
}

/// The buttons of an `Alert` value, as views.
struct AlertActions: View {
    let buttons: [Alert.Button]

    var body: some View {
        ForEach(buttons.indices, id: \.self) { index in
            let button = buttons[index]
            TerminalUICore.Button(role: button.role, action: { button.action?() }) { button.label }
        }
    }
}

extension View {
    /// Shows the alert `content` makes while `isPresented` is true (the older form).
    public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View {
        let alert = content()
        return modifier(
            AlertModifier(title: alert.title, isPresented: isPresented, actions: alert.actions, message: alert.message))
    }

    /// Shows the alert `content` makes for `item` while `item` is not nil; choosing a button
    /// sets it to nil (the older form).
    public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert) -> some View {
        let alert = item.wrappedValue.map(content) ?? Alert(title: Text(""))
        return modifier(
            AlertModifier(
                title: alert.title, isPresented: Self.isPresented(item), actions: alert.actions, message: alert.message)
        )
    }

    /// Shows an alert whose actions and message are made from `data` while `isPresented` is
    /// true and `data` is not nil.
    public func alert<S: StringProtocol, T, A: View, M: View>(
        _ title: S,
        isPresented: Binding<Bool>,
        presenting data: T?,
        @ViewBuilder actions: (T) -> A,
        @ViewBuilder message: (T) -> M
    ) -> some View {
        alert(Text(title), isPresented: isPresented, presenting: data, actions: actions, message: message)
    }

    /// An alert titled with a `Text`, its actions and message made from `data`.
    public func alert<T, A: View, M: View>(
        _ title: Text,
        isPresented: Binding<Bool>,
        presenting data: T?,
        @ViewBuilder actions: (T) -> A,
        @ViewBuilder message: (T) -> M
    ) -> some View {
        let shown = Self.isPresented(isPresented, with: data)
        return modifier(
            AlertModifier(title: title, isPresented: shown, actions: data.map(actions), message: data.map(message)))
    }

    /// Shows an alert whose actions are made from `data` while `isPresented` is true and
    /// `data` is not nil.
    public func alert<S: StringProtocol, T, A: View>(
        _ title: S,
        isPresented: Binding<Bool>,
        presenting data: T?,
        @ViewBuilder actions: (T) -> A
    ) -> some View {
        alert(Text(title), isPresented: isPresented, presenting: data, actions: actions)
    }

    /// An alert titled with a `Text`, its actions made from `data`.
    public func alert<T, A: View>(
        _ title: Text,
        isPresented: Binding<Bool>,
        presenting data: T?,
        @ViewBuilder actions: (T) -> A
    ) -> some View {
        let shown = Self.isPresented(isPresented, with: data)
        return modifier(
            AlertModifier<A?, EmptyView>(title: title, isPresented: shown, actions: data.map(actions), message: nil))
    }

    /// Shows an alert for `error` while `isPresented` is true and `error` is not nil: its
    /// description is the title, its failure reason (or recovery suggestion) the message.
    public func alert<E: LocalizedError, A: View>(
        isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: () -> A
    ) -> some View {
        let shown = Self.isPresented(isPresented, with: error)
        let explanation = error.flatMap { $0.failureReason ?? $0.recoverySuggestion }
        return modifier(
            AlertModifier(
                title: Text(error?.errorDescription ?? ""), isPresented: shown, actions: actions(),
                message: explanation.map { Text($0) }))
    }

    /// Shows an alert for `error` whose actions and message are made from it.
    public func alert<E: LocalizedError, A: View, M: View>(
        isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: (E) -> A, @ViewBuilder message: (E) -> M
    ) -> some View {
        let shown = Self.isPresented(isPresented, with: error)
        return modifier(
            AlertModifier(
                title: Text(error?.errorDescription ?? ""), isPresented: shown, actions: error.map(actions),
                message: error.map(message)))
    }

    /// Shows a dialog of choices while `isPresented` is true, as SwiftUI's
    /// `confirmationDialog`. **Approximated:** drawn as an alert (a terminal has no action
    /// sheet); the title shows when `titleVisibility` is not `.hidden`. As in SwiftUI, a
    /// Cancel button is added after `actions` unless they have a button of the `.cancel` role;
    /// Esc chooses the cancel button.
    public func confirmationDialog<S: StringProtocol, A: View>(
        _ title: S,
        isPresented: Binding<Bool>,
        titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A
    ) -> some View {
        confirmationDialog(Text(title), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions)
    }

    /// A confirmation dialog titled with a `Text`.
    public func confirmationDialog<A: View>(
        _ title: Text,
        isPresented: Binding<Bool>,
        titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A
    ) -> some View {
        modifier(
            AlertModifier<ConfirmationActions<A>, EmptyView>(
                title: Self.dialogTitle(title, titleVisibility),
                isPresented: isPresented,
                actions: ConfirmationActions(actions: actions()),
                message: nil
            ))
    }

    /// A confirmation dialog with a message under the title.
    public func confirmationDialog<S: StringProtocol, A: View, M: View>(
        _ title: S,
        isPresented: Binding<Bool>,
        titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A,
        @ViewBuilder message: () -> M
    ) -> some View {
        confirmationDialog(
            Text(title), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions,
            message: message)
    }

    /// A confirmation dialog titled with a `Text`, with a message under the title.
    public func confirmationDialog<A: View, M: View>(
        _ title: Text,
        isPresented: Binding<Bool>,
        titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A,
        @ViewBuilder message: () -> M
    ) -> some View {
        modifier(
            AlertModifier(
                title: Self.dialogTitle(title, titleVisibility),
                isPresented: isPresented,
                actions: ConfirmationActions(actions: actions()),
                message: message()
            ))
    }

    /// A confirmation dialog whose actions are made from `data`, shown while `isPresented` is
    /// true and `data` is not nil.
    public func confirmationDialog<S: StringProtocol, A: View, T>(
        _ title: S,
        isPresented: Binding<Bool>,
        titleVisibility: Visibility = .automatic,
        presenting data: T?,
        @ViewBuilder actions: (T) -> A
    ) -> some View {
        confirmationDialog(
            Text(title), isPresented: isPresented, titleVisibility: titleVisibility, presenting: data,
            actions: actions)
    }

    /// A confirmation dialog titled with a `Text`, its actions made from `data`.
    public func confirmationDialog<A: View, T>(
        _ title: Text,
        isPresented: Binding<Bool>,
        titleVisibility: Visibility = .automatic,
        presenting data: T?,
        @ViewBuilder actions: (T) -> A
    ) -> some View {
        let shown = Self.isPresented(isPresented, with: data)
        return modifier(
            AlertModifier<ConfirmationActions<A?>, EmptyView>(
                title: Self.dialogTitle(title, titleVisibility),
                isPresented: shown,
                actions: ConfirmationActions(actions: data.map(actions)),
                message: nil
            ))
    }

    /// A confirmation dialog made from `data`, with a message under the title.
    public func confirmationDialog<S: StringProtocol, A: View, M: View, T>(
        _ title: S,
        isPresented: Binding<Bool>,
        titleVisibility: Visibility = .automatic,
        presenting data: T?,
        @ViewBuilder actions: (T) -> A,
        @ViewBuilder message: (T) -> M
    ) -> some View {
        confirmationDialog(
            Text(title), isPresented: isPresented, titleVisibility: titleVisibility, presenting: data,
            actions: actions, message: message)
    }

    /// A confirmation dialog titled with a `Text`, its actions and message made from `data`.
    public func confirmationDialog<A: View, M: View, T>(
        _ title: Text,
        isPresented: Binding<Bool>,
        titleVisibility: Visibility = .automatic,
        presenting data: T?,
        @ViewBuilder actions: (T) -> A,
        @ViewBuilder message: (T) -> M
    ) -> some View {
        let shown = Self.isPresented(isPresented, with: data)
        return modifier(
            AlertModifier(
                title: Self.dialogTitle(title, titleVisibility),
                isPresented: shown,
                actions: ConfirmationActions(actions: data.map(actions)),
                message: data.map(message)
            ))
    }

    /// A confirmation dialog shown while `item` is not nil, its actions made from the item;
    /// choosing an action or Esc sets `item` to nil.
    public func confirmationDialog<S: StringProtocol, A: View, T>(
        _ title: S,
        item: Binding<T?>,
        titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: (T) -> A
    ) -> some View {
        confirmationDialog(
            title, isPresented: Self.isPresented(item), titleVisibility: titleVisibility,
            presenting: item.wrappedValue, actions: actions)
    }

    /// A confirmation dialog shown while `item` is not nil, its actions and message made
    /// from the item.
    public func confirmationDialog<S: StringProtocol, A: View, M: View, T>(
        _ title: S,
        item: Binding<T?>,
        titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: (T) -> A,
        @ViewBuilder message: (T) -> M
    ) -> some View {
        confirmationDialog(
            title, isPresented: Self.isPresented(item), titleVisibility: titleVisibility,
            presenting: item.wrappedValue, actions: actions, message: message)
    }

    /// An alert shown while `item` is not nil, its actions made from the item; choosing an
    /// action or Esc sets `item` to nil.
    public func alert<S: StringProtocol, T, A: View>(
        _ title: S, item: Binding<T?>, @ViewBuilder actions: (T) -> A
    ) -> some View {
        alert(title, isPresented: Self.isPresented(item), presenting: item.wrappedValue, actions: actions)
    }

    /// An alert shown while `item` is not nil, its actions and message made from the item.
    public func alert<S: StringProtocol, T, A: View, M: View>(
        _ title: S, item: Binding<T?>, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View {
        alert(
            title, isPresented: Self.isPresented(item), presenting: item.wrappedValue, actions: actions,
            message: message)
    }

    /// A confirmation dialog's title as shown: none when `visibility` is `.hidden`.
    static func dialogTitle(_ title: Text, _ visibility: Visibility) -> Text {
        visibility == .hidden ? Text("") : title
    }

    /// `isPresented`, false while `data` is nil; writes go to `isPresented`.
    static func isPresented<T>(_ isPresented: Binding<Bool>, with data: T?) -> Binding<Bool> {
        Binding(get: { isPresented.wrappedValue && data != nil }, set: { isPresented.wrappedValue = $0 })
    }

    /// `true` while `item` is not nil; writing false sets it to nil.
    static func isPresented<Item>(_ item: Binding<Item?>) -> Binding<Bool> {
        Binding(get: { item.wrappedValue != nil }, set: { if !$0 { item.wrappedValue = nil } })
    }
}

/// A confirmation dialog's actions, with a Cancel button after them unless they have a
/// button of the `.cancel` role (Esc chooses it).
struct ConfirmationActions<Actions: View>: View {
    typealias Body = Never
    let actions: Actions
}

extension ConfirmationActions: PrimitiveView {
    func update(_ node: Node, behavior: TransparentBehavior) {
        node.reconcileChildren { children in
            let built = children.add(actions, key: .slot(0))
            if !Self.hasCancelButton(built) {
                children.add(TerminalUICore.Button("Cancel", role: .cancel) {}, key: .slot(1))
            }
        }
    }

    /// Whether `node` is or holds a shown button of the `.cancel` role.
    private static func hasCancelButton(_ node: Node) -> Bool {
        guard node.isShown else { return false }
        if let button = node.behavior.button { return button.role == .cancel }
        return node.children.contains(where: hasCancelButton)
    }
}

extension View {
    /// Accepted: a terminal dialog has no "Do not ask again" toggle, so `isSuppressed` is left
    /// as it is (an app that sets it still skips its dialog).
    public func dialogSuppressionToggle(isSuppressed: Binding<Bool>) -> Self { self }

    /// As `dialogSuppressionToggle(isSuppressed:)`, with the toggle's title.
    public func dialogSuppressionToggle<S: StringProtocol>(_ title: S, isSuppressed: Binding<Bool>) -> Self { self }

    /// As `dialogSuppressionToggle(isSuppressed:)`, with the toggle's title.
    public func dialogSuppressionToggle(_ titleKey: LocalizedStringKey, isSuppressed: Binding<Bool>) -> Self { self }

    /// As `dialogSuppressionToggle(isSuppressed:)`, with the toggle's label.
    public func dialogSuppressionToggle(_ label: Text, isSuppressed: Binding<Bool>) -> Self { self }
}

/// Whether something is shown, as SwiftUI's `Visibility`.
public enum Visibility: Sendable {
    case automatic, visible, hidden
}
