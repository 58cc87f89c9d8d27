/// Which parts of a date a `DatePicker` edits, as SwiftUI's `DatePickerComponents`.
public struct DatePickerComponents: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let date = DatePickerComponents(rawValue: 1 << 0)
    public static let hourAndMinute = DatePickerComponents(rawValue: 1 << 1)
}

/// A control for choosing a date, as SwiftUI's `DatePicker`. **Approximated:** the label and an
/// editable field of the components shown, in the current time zone (`2026-12-01`, `14:30`, or
/// `2026-12-01 14:30`); every keystroke that leaves a valid date writes it, clamped to `in:`
/// when a range is given, keeping the components the field does not show (a time picker keeps
/// the day); ↑ and ↓ step the part the cursor is in (`DateFieldStepper`); Return or leaving the
/// field shows the date again. `.labelsHidden()` hides the label.
public struct DatePicker<Label: View>: View {
    let label: Label
    let selection: Binding<Date>
    let showsDate: Bool
    let showsTime: Bool
    @Environment(\.labelsHidden) private var labelsHidden

    public init(
        selection: Binding<Date>, in range: ClosedRange<Date>? = nil,
        displayedComponents: DatePickerComponents = [.date, .hourAndMinute], @ViewBuilder label: () -> Label
    ) {
        self.init(
            selection: selection, from: range?.lowerBound, through: range?.upperBound,
            displayedComponents: displayedComponents, label: label)
    }

    /// A date picker whose dates are clamped to the bounds given: a range open at one end has
    /// no bound there, so any date the user types (the year 5000) is a valid bound for the next.
    init(
        selection: Binding<Date>, from lowest: Date?, through highest: Date?,
        displayedComponents: DatePickerComponents, @ViewBuilder label: () -> Label
    ) {
        self.label = label()
        func clamped(_ date: Date) -> Date {
            if let lowest, date < lowest { return lowest }
            if let highest, date > highest { return highest }
            return date
        }
        self.selection = Binding(
            get: { clamped(selection.wrappedValue) },
            set: { selection.wrappedValue = clamped($0) })
        showsDate = displayedComponents.contains(.date) || !displayedComponents.contains(.hourAndMinute)
        showsTime = displayedComponents.contains(.hourAndMinute)
    }

    /// The parts the field shows, in the order their digits come.
    private var components: [Calendar.Component] {
        (showsDate ? [.year, .month, .day] : []) + (showsTime ? [.hour, .minute] : [])
    }

    public var body: some View {
        let format = DatePickerFieldFormat(
            showsDate: showsDate, showsTime: showsTime, reference: selection.wrappedValue)
        HStack {
            if !labelsHidden {
                // Dimmed when disabled, as the other controls' labels are.
                label.modifier(EnvironmentModifier { if !$0.isEnabled { $0.textAttributes.insert(.dim) } })
                    .modifier(LabeledControlModifier(isLabel: true))
            }
            TextField("", value: selection, format: format)
        }
        .modifier(DateFieldStepper(selection: selection, components: components))
        .modifier(LabeledControlModifier(isLabel: false))
    }
}

/// Marks a control made of a label and a field (a `DatePicker`), or its label: focus on the
/// field shows on the whole control, as on a toggle or a picker, whose labels are theirs; a
/// control written in the label (a `TextField` as a date picker's label, as Apple's tutorial
/// writes) is a control of its own, focused on its own.
struct LabeledControlModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    /// Whether this marks the label rather than the whole control.
    let isLabel: Bool

    func makeBehavior() -> LabeledControlBehavior { LabeledControlBehavior() }

    func update(_ node: Node, behavior: LabeledControlBehavior, content: any View) {
        behavior.isLabel = isLabel
        updateContent(node, content)
    }
}

final class LabeledControlBehavior: ModifierBehavior {
    var isLabel = false
    override var isReusable: Bool { true }
}

extension DatePicker where Label == Text {
    /// A date picker titled `title`.
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, in range: ClosedRange<Date>? = nil,
        displayedComponents: DatePickerComponents = [.date, .hourAndMinute]
    ) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
    }

    /// A date picker titled with the string `titleKey` stands for.
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>? = nil,
        displayedComponents: DatePickerComponents = [.date, .hourAndMinute]
    ) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
    }
}

extension DatePicker {
    /// A date picker for dates from `range`'s lower bound on.
    public init(
        selection: Binding<Date>, in range: PartialRangeFrom<Date>,
        displayedComponents: DatePickerComponents = [.date, .hourAndMinute], @ViewBuilder label: () -> Label
    ) {
        self.init(
            selection: selection, from: range.lowerBound, through: nil, displayedComponents: displayedComponents,
            label: label)
    }

    /// A date picker for dates up to `range`'s upper bound.
    public init(
        selection: Binding<Date>, in range: PartialRangeThrough<Date>,
        displayedComponents: DatePickerComponents = [.date, .hourAndMinute], @ViewBuilder label: () -> Label
    ) {
        self.init(
            selection: selection, from: nil, through: range.upperBound, displayedComponents: displayedComponents,
            label: label)
    }
}

extension DatePicker where Label == Text {
    /// A date picker titled `title`, for dates from `range`'s lower bound on.
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
        displayedComponents: DatePickerComponents = [.date, .hourAndMinute]
    ) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
    }

    /// A date picker titled `title`, for dates up to `range`'s upper bound.
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
        displayedComponents: DatePickerComponents = [.date, .hourAndMinute]
    ) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
    }
}

/// A date picker's look (`.graphical`, `.wheel`, `.compact`, macOS's `.field` and
/// `.stepperField`); a terminal's is a field.
public protocol DatePickerStyle {}
public struct DefaultDatePickerStyle: DatePickerStyle { public init() {} }
public struct GraphicalDatePickerStyle: DatePickerStyle { public init() {} }
public struct WheelDatePickerStyle: DatePickerStyle { public init() {} }
public struct CompactDatePickerStyle: DatePickerStyle { public init() {} }
public struct FieldDatePickerStyle: DatePickerStyle { public init() {} }
public struct StepperFieldDatePickerStyle: DatePickerStyle { public init() {} }

extension DatePickerStyle where Self == DefaultDatePickerStyle {
    public static var automatic: DefaultDatePickerStyle { .init() }
}
extension DatePickerStyle where Self == GraphicalDatePickerStyle {
    public static var graphical: GraphicalDatePickerStyle { .init() }
}
extension DatePickerStyle where Self == WheelDatePickerStyle {
    public static var wheel: WheelDatePickerStyle { .init() }
}
extension DatePickerStyle where Self == CompactDatePickerStyle {
    public static var compact: CompactDatePickerStyle { .init() }
}
extension DatePickerStyle where Self == FieldDatePickerStyle {
    public static var field: FieldDatePickerStyle { .init() }
}
extension DatePickerStyle where Self == StepperFieldDatePickerStyle {
    public static var stepperField: StepperFieldDatePickerStyle { .init() }
}

extension View {
    /// No-op: a terminal date picker is a field of digits.
    public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> Self { self }
    /// No-op: the focused control is shown reversed or with the cursor, whatever this says.
    public func focusEffectDisabled(_ disabled: Bool = true) -> Self { self }
}
