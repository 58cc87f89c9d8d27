/// A vertical stack, as SwiftUI's `LazyVStack`: in a vertical `ScrollView`, the scroll view
/// builds, lays out and draws only the rows of its `ForEach` in view (and fills the width, as
/// SwiftUI's does); elsewhere it is a `VStack`.
public struct LazyVStack<Content: View>: View {
    public typealias Body = Never
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    /// `spacing` is in points, taken to rows (`PointLength`), as a `VStack`'s.
    public init(
        alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
}

extension LazyVStack: PrimitiveView {
    func makeBehavior() -> StackBehavior {
        StackBehavior(axis: .vertical, isLazy: true)
    }

    func update(_ node: Node, behavior: StackBehavior) {
        behavior.configure(
            alignment: alignment.key, spacing: spacing.map(PointLength.rowGap) ?? 0)
        node.reconcileChildren { $0.add(content, key: .slot(0)) }
    }
}

/// A horizontal stack, as SwiftUI's `LazyHStack`: in a horizontal `ScrollView`, the scroll
/// view builds, lays out and draws only the views of its `ForEach` in view; elsewhere it is an
/// `HStack`.
public struct LazyHStack<Content: View>: View {
    public typealias Body = Never
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content

    /// `spacing` is in points, taken to columns (`PointLength`), as an `HStack`'s.
    public init(
        alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
}

extension LazyHStack: PrimitiveView {
    func makeBehavior() -> StackBehavior {
        StackBehavior(axis: .horizontal, isLazy: true)
    }

    func update(_ node: Node, behavior: StackBehavior) {
        behavior.configure(
            alignment: alignment.key, spacing: spacing.map(PointLength.columns) ?? 1)
        node.reconcileChildren { $0.add(content, key: .slot(0)) }
    }
}

/// A label beside a value, as SwiftUI's `LabeledContent`: the label at the left, the value at
/// the right of the row.
public struct LabeledContent<Label: View, Content: View>: View {
    let label: Label
    let content: Content

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    public var body: some View {
        HStack {
            label
            Spacer()
            content.foregroundStyle(.secondary)
        }
    }
}

extension LabeledContent where Label == Text, Content == Text {
    /// A row showing `title` and `value`.
    public init<S: StringProtocol, V: StringProtocol>(_ title: S, value: V) {
        self.init(content: { Text(value) }, label: { Text(title) })
    }

    /// A row showing `title` and `value` written with `format`.
    public init<S: StringProtocol, F: FormatStyle>(_ title: S, value: F.FormatInput, format: F)
    where F.FormatOutput == String {
        self.init(content: { Text(value, format: format) }, label: { Text(title) })
    }
}

extension LabeledContent where Label == Text {
    /// A row showing `title` and the views `content` makes.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(title) })
    }
}

/// Progress, as SwiftUI's `ProgressView`: with a value, a bar `[████░░░░] 40%` (the current
/// value's label in place of the percentage when there is one); without one (indeterminate),
/// an ellipsis after the label.
public struct ProgressView<Label: View>: View {
    let label: Label
    let fraction: Double?
    let currentValueLabel: AnyView?
    /// The dates a timer progress view runs between, and whether it empties as they pass.
    private var timer: (interval: ClosedRange<Date>, countsDown: Bool)?
    /// Whether a `ProgressViewStyle` set above draws it (not for a style's own `ProgressView`).
    var styled = true
    @Environment(\.progressViewStyle) private var style

    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1, @ViewBuilder label: () -> Label) {
        self.label = label()
        fraction = value.map { total > 0 ? min(1, max(0, Double($0 / total))) : 0 }
        currentValueLabel = nil
    }

    /// An indeterminate progress indicator labelled by `label`.
    public init(@ViewBuilder label: () -> Label) {
        self.init(value: Double?.none, label: label)
    }

    /// A bar for `value` out of `total`, labelled, with `currentValueLabel` saying the value.
    public init<V: BinaryFloatingPoint, CurrentValueLabel: View>(
        value: V?, total: V = 1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.label = label()
        fraction = value.map { total > 0 ? min(1, max(0, Double($0 / total))) : 0 }
        self.currentValueLabel = AnyView(currentValueLabel())
    }

    /// A bar that empties (or, not `countsDown`, fills) as the time passes from the start of
    /// `timerInterval` to its end, labelled, with the time left after it (`4:05`); redrawn
    /// each second.
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label) {
        self.label = label()
        fraction = nil
        currentValueLabel = nil
        timer = (timerInterval, countsDown)
    }

    public var body: some View {
        if let timer {
            TimelineView(.periodic(from: timer.interval.lowerBound, by: 1)) { context in
                at(context.date, of: timer.interval, countsDown: timer.countsDown)
            }
        } else if styled, let style {
            style.makeBody(
                ProgressViewStyleConfiguration(
                    fractionCompleted: fraction,
                    label: label is EmptyView ? nil : ProgressViewStyleConfiguration.Label(content: AnyView(label)),
                    currentValueLabel: currentValueLabel.map {
                        ProgressViewStyleConfiguration.CurrentValueLabel(content: $0)
                    }))
        } else {
            standardBody
        }
    }

    /// A timer progress view as it stands at `date`: a bar with the time left.
    private func at(_ date: Date, of interval: ClosedRange<Date>, countsDown: Bool) -> ProgressView {
        let length = interval.upperBound.timeIntervalSince(interval.lowerBound)
        let elapsed = length > 0 ? min(1, max(0, date.timeIntervalSince(interval.lowerBound) / length)) : 1
        let left = Int(max(0, interval.upperBound.timeIntervalSince(date)).rounded(.up))
        let clock =
            left >= 3600
            ? String(format: "%d:%02d:%02d", left / 3600, left / 60 % 60, left % 60)
            : String(format: "%d:%02d", left / 60, left % 60)
        var now = ProgressView(value: countsDown ? 1 - elapsed : elapsed) {
            label
        } currentValueLabel: {
            Text(clock)
        }
        now.styled = styled
        return now
    }

    /// The bar (or the ellipsis, indeterminate) after the label.
    private var standardBody: some View {
        HStack {
            label
            if let fraction {
                if let currentValueLabel {
                    ProgressBar(fraction: fraction, showsPercentage: false)
                    currentValueLabel
                } else {
                    ProgressBar(fraction: fraction, showsPercentage: true)
                }
            } else {
                Text("…")
            }
        }
    }
}

extension ProgressView where Label == EmptyView {
    /// An indeterminate progress indicator.
    public init() {
        self.init(value: Double?.none) { EmptyView() }
    }

    /// A progress bar for `value` out of `total`.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1) {
        self.init(value: value, total: total) { EmptyView() }
    }

    /// A timer progress bar without a label (see `init(timerInterval:countsDown:label:)`).
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true) {
        self.init(timerInterval: timerInterval, countsDown: countsDown) { EmptyView() }
    }
}

extension ProgressView where Label == Text {
    /// An indeterminate progress indicator labelled `title`.
    public init<S: StringProtocol>(_ title: S) {
        self.init(value: Double?.none) { Text(title) }
    }

    /// A progress bar labelled `title`.
    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1) {
        self.init(value: value, total: total) { Text(title) }
    }
}

/// The bar of a determinate `ProgressView`: 20 cells, and the percentage if asked for.
struct ProgressBar: View {
    let fraction: Double
    var showsPercentage = true

    var body: some View {
        let filled = Int((fraction * 20).rounded())
        let bar = Text(String(repeating: "█", count: filled) + String(repeating: "░", count: 20 - filled))
        if showsPercentage {
            bar + Text(" \(Int((fraction * 100).rounded()))%")
        } else {
            bar
        }
    }
}

/// What the Return key is called on an on-screen keyboard; a terminal has none.
public struct SubmitLabel: Sendable {
    public static let done = SubmitLabel()
    public static let go = SubmitLabel()
    public static let send = SubmitLabel()
    public static let join = SubmitLabel()
    public static let route = SubmitLabel()
    public static let search = SubmitLabel()
    public static let `return` = SubmitLabel()
    public static let next = SubmitLabel()
    public static let `continue` = SubmitLabel()
}

extension View {
    /// No-op: a terminal's Return key has no label.
    public func submitLabel(_ submitLabel: SubmitLabel) -> Self { self }
}
