/// A value within a range, as SwiftUI's `Gauge`: the label, then the bar of a `ProgressView`
/// between the minimum and maximum labels, then the current value's label
/// (`Level 0 ████████░░░░░░░░░░░░ 100 40`); without a current value's label the bar shows the
/// percentage (`Level ████████░░░░░░░░░░░░ 40%`).
public struct Gauge<Label: View, CurrentValueLabel: View, MinimumValueLabel: View, MaximumValueLabel: View>: View {
    let fraction: Double
    let label: Label
    let currentValueLabel: CurrentValueLabel
    let minimumValueLabel: MinimumValueLabel
    let maximumValueLabel: MaximumValueLabel

    /// `value` within `bounds` (clamped to them), with every label.
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
        @ViewBuilder minimumValueLabel: () -> MinimumValueLabel,
        @ViewBuilder maximumValueLabel: () -> MaximumValueLabel
    ) {
        let span = bounds.upperBound - bounds.lowerBound
        fraction = span > 0 ? min(1, max(0, Double((value - bounds.lowerBound) / span))) : 0
        self.label = label()
        self.currentValueLabel = currentValueLabel()
        self.minimumValueLabel = minimumValueLabel()
        self.maximumValueLabel = maximumValueLabel()
    }

    @Environment(\.gaugeStyle) private var style

    public var body: some View {
        let configuration = GaugeStyleConfiguration(
            value: fraction, label: .init(content: AnyView(label)),
            currentValueLabel: Self.label(currentValueLabel), minimumValueLabel: Self.label(minimumValueLabel),
            maximumValueLabel: Self.label(maximumValueLabel))
        if let style {
            style.makeBody(configuration)
        } else {
            GaugeBar(configuration: configuration)
        }
    }

    /// A label the gauge was given: nil where it was left out.
    private static func label<Content: View>(_ content: Content) -> GaugeStyleConfiguration.Label? {
        Content.self == EmptyView.self ? nil : .init(content: AnyView(content))
    }
}

extension Gauge where CurrentValueLabel == EmptyView, MinimumValueLabel == EmptyView, MaximumValueLabel == EmptyView {
    /// `value` within `bounds`, with a label.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
        self.init(
            value: value, in: bounds, label: label, currentValueLabel: { EmptyView() },
            minimumValueLabel: { EmptyView() }, maximumValueLabel: { EmptyView() })
    }
}

extension Gauge where MinimumValueLabel == EmptyView, MaximumValueLabel == EmptyView {
    /// `value` within `bounds`, with a label and the current value's label.
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(
            value: value, in: bounds, label: label, currentValueLabel: currentValueLabel,
            minimumValueLabel: { EmptyView() }, maximumValueLabel: { EmptyView() })
    }
}

/// The terminal's gauge: the label, then the bar of a `ProgressView` between the minimum and
/// maximum labels, then the current value's label (without one, the bar shows the percentage).
struct GaugeBar: View {
    let configuration: GaugeStyleConfiguration

    var body: some View {
        HStack {
            configuration.label
            configuration.minimumValueLabel
            ProgressBar(fraction: configuration.value, showsPercentage: configuration.currentValueLabel == nil)
            configuration.maximumValueLabel
            configuration.currentValueLabel
        }
    }
}

/// A gauge's look, as SwiftUI's: the built-in ones (`.linearCapacity`, `.accessoryCircular`,
/// …) are all the terminal's bar; a style of your own makes the gauge's view from its
/// configuration.
@MainActor
public protocol GaugeStyle {
    associatedtype Body: View
    typealias Configuration = GaugeStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

extension GaugeStyle {
    /// The terminal's bar, the look every built-in style has.
    public func makeBody(configuration: Configuration) -> some View {
        GaugeBar(configuration: configuration)
    }
}

/// What a gauge style is handed: the value as a fraction of the gauge's range, and the labels
/// the gauge was given.
public struct GaugeStyleConfiguration {
    /// One of a gauge's labels, its type erased.
    public struct Label: View {
        let content: AnyView
        public var body: some View { content }
    }
    public typealias CurrentValueLabel = Label
    public typealias MinimumValueLabel = Label
    public typealias MaximumValueLabel = Label
    public typealias MarkedValueLabel = Label

    /// Where the value lies in the gauge's range, from 0 to 1.
    public var value: Double
    public var label: Label
    public var currentValueLabel: CurrentValueLabel?
    public var minimumValueLabel: MinimumValueLabel?
    public var maximumValueLabel: MaximumValueLabel?
    /// Always empty: a gauge takes no marked values here.
    public var markedValueLabels: [MarkedValueLabel] = []
}

public struct DefaultGaugeStyle: GaugeStyle { public init() {} }
public struct LinearCapacityGaugeStyle: GaugeStyle { public init() {} }
public struct AccessoryCircularGaugeStyle: GaugeStyle { public init() {} }
public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle { public init() {} }
public struct AccessoryLinearGaugeStyle: GaugeStyle { public init() {} }
public struct AccessoryLinearCapacityGaugeStyle: GaugeStyle { public init() {} }

extension GaugeStyle where Self == DefaultGaugeStyle { public static var automatic: DefaultGaugeStyle { .init() } }
extension GaugeStyle where Self == LinearCapacityGaugeStyle {
    public static var linearCapacity: LinearCapacityGaugeStyle { .init() }
}
extension GaugeStyle where Self == AccessoryCircularGaugeStyle {
    public static var accessoryCircular: AccessoryCircularGaugeStyle { .init() }
}
extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
    public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle { .init() }
}
extension GaugeStyle where Self == AccessoryLinearGaugeStyle {
    public static var accessoryLinear: AccessoryLinearGaugeStyle { .init() }
}
extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle {
    public static var accessoryLinearCapacity: AccessoryLinearCapacityGaugeStyle { .init() }
}

extension View {
    /// Draws the gauges below with `style`.
    public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
        environment(\.gaugeStyle, ResolvedGaugeStyle(style))
    }
}

/// A gauge style with its type erased, as the environment carries it.
@MainActor
struct ResolvedGaugeStyle {
    let makeBody: @MainActor (GaugeStyleConfiguration) -> AnyView

    init<S: GaugeStyle>(_ style: S) {
        makeBody = { AnyView(style.makeBody(configuration: $0)) }
    }
}

private struct GaugeStyleKey: EnvironmentKey {
    static let defaultValue: ResolvedGaugeStyle? = nil
}

extension EnvironmentValues {
    /// The style gauges below are drawn with; `nil` for the terminal's bar.
    var gaugeStyle: ResolvedGaugeStyle? {
        get { self[GaugeStyleKey.self] }
        set { self[GaugeStyleKey.self] = newValue }
    }
}
