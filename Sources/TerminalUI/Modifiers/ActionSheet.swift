/// A sheet of choices described as a value, as SwiftUI's older `ActionSheet`: shown by
/// `.actionSheet(isPresented:content:)` and `.actionSheet(item:content:)`.
///
/// **Approximated:** drawn as an alert box (a terminal has no sheet sliding up from the bottom)
/// with the buttons given, in order; Esc chooses the `.cancel` button, or just closes.
@MainActor
public struct ActionSheet {
    /// A button of an action sheet: the same buttons an `Alert` has.
    public typealias Button = Alert.Button

    let title: Text
    let message: Text?
    let buttons: [Button]

    /// A sheet titled `title`, with an optional message and its buttons (a Cancel button when
    /// none are given).
    public init(title: Text, message: Text? = nil, buttons: [ActionSheet.Button] = [.cancel()]) {
        self.title = title
        self.message = message
        self.buttons = buttons
    }
}

extension View {
    /// Shows the action sheet `content` makes while `isPresented` is true; choosing a button runs
    /// its action and sets `isPresented` to false.
    public func actionSheet(isPresented: Binding<Bool>, content: () -> ActionSheet) -> some View {
        let sheet = content()
        return modifier(
            AlertModifier(
                title: sheet.title, isPresented: isPresented, actions: AlertActions(buttons: sheet.buttons),
                message: sheet.message))
    }

    /// Shows the action sheet `content` makes for `item` while `item` is not nil; choosing a
    /// button sets it to nil.
    public func actionSheet<T: Identifiable>(item: Binding<T?>, content: (T) -> ActionSheet) -> some View {
        let sheet = item.wrappedValue.map(content) ?? ActionSheet(title: Text(""), buttons: [])
        return modifier(
            AlertModifier(
                title: sheet.title, isPresented: Self.isPresented(item), actions: AlertActions(buttons: sheet.buttons),
                message: sheet.message))
    }
}
