import Foundation

/// A control for choosing several days, as SwiftUI's `MultiDatePicker`: the label, then a
/// month's calendar (`‹ March 2024 ›`, the weekdays, the days), each chosen day marked `•`.
/// While focused, ←/→ move the cursor a day (on into the next or previous month), ↑/↓ a week
/// within the month shown (past its first or last week focus moves on, as in an inline
/// picker), PgUp/PgDn a month, Home/End to the month's first and last day; Return or Space
/// adds the day under the cursor to `selection`, or takes it out. A click on a day does the
/// same; a click on `‹` or `›` shows the month before or after. Days outside `in:` are dim and
/// cannot be chosen. Days are the environment's `calendar`'s; each chosen one is written as
/// its era, year, month and day, as SwiftUI writes them, and matched on those.
public struct MultiDatePicker<Label: View>: View {
    public typealias Body = Never
    let label: Label
    let selection: Binding<Set<DateComponents>>
    /// The first instant a day may hold and the instant no day may start at or after.
    let lowerBound: Date?
    let upperBound: Date?

    /// A picker of any days.
    public init(selection: Binding<Set<DateComponents>>, @ViewBuilder label: () -> Label) {
        self.init(selection: selection, lowerBound: nil, upperBound: nil, label: label())
    }

    /// A picker of the days `bounds` touches.
    public init(selection: Binding<Set<DateComponents>>, in bounds: Range<Date>, @ViewBuilder label: () -> Label) {
        self.init(selection: selection, lowerBound: bounds.lowerBound, upperBound: bounds.upperBound, label: label())
    }

    /// A picker of the days from `bounds`'s lower bound on.
    public init(
        selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>, @ViewBuilder label: () -> Label
    ) {
        self.init(selection: selection, lowerBound: bounds.lowerBound, upperBound: nil, label: label())
    }

    /// A picker of the days before `bounds`'s upper bound.
    public init(
        selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>, @ViewBuilder label: () -> Label
    ) {
        self.init(selection: selection, lowerBound: nil, upperBound: bounds.upperBound, label: label())
    }

    init(selection: Binding<Set<DateComponents>>, lowerBound: Date?, upperBound: Date?, label: Label) {
        self.label = label
        self.selection = selection
        self.lowerBound = lowerBound
        self.upperBound = upperBound
    }
}

extension MultiDatePicker where Label == Text {
    /// A picker of any days, titled `title`.
    public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>) {
        self.init(selection: selection) { Text(title) }
    }

    /// A picker of any days, titled with the string `titleKey` stands for.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>) {
        self.init(selection: selection) { Text(titleKey) }
    }

    /// A picker of the days `bounds` touches, titled `title`.
    public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>, in bounds: Range<Date>) {
        self.init(selection: selection, in: bounds) { Text(title) }
    }

    /// A picker of the days `bounds` touches, titled with the string `titleKey` stands for.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>, in bounds: Range<Date>) {
        self.init(selection: selection, in: bounds) { Text(titleKey) }
    }

    /// A picker of the days from `bounds`'s lower bound on, titled `title`.
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>
    ) {
        self.init(selection: selection, in: bounds) { Text(title) }
    }

    /// A picker of the days from `bounds`'s lower bound on, titled with the string `titleKey`
    /// stands for.
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>
    ) {
        self.init(selection: selection, in: bounds) { Text(titleKey) }
    }

    /// A picker of the days before `bounds`'s upper bound, titled `title`.
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>
    ) {
        self.init(selection: selection, in: bounds) { Text(title) }
    }

    /// A picker of the days before `bounds`'s upper bound, titled with the string `titleKey`
    /// stands for.
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>
    ) {
        self.init(selection: selection, in: bounds) { Text(titleKey) }
    }
}

extension MultiDatePicker: PrimitiveView {
    func makeBehavior() -> MultiDatePickerBehavior {
        MultiDatePickerBehavior()
    }

    func update(_ node: Node, behavior: MultiDatePickerBehavior) {
        let selection = selection.watched
        behavior.calendar = node.environment.calendar
        behavior.lowerBound = lowerBound
        behavior.upperBound = upperBound
        behavior.readSelection = { selection.wrappedValue }
        behavior.writeSelection = { selection.wrappedValue = $0 }
        let labelsHidden = node.environment.labelsHidden
        node.reconcileChildren { children in
            if !labelsHidden { children.add(label, key: .slot(0)) }
        }
    }
}
