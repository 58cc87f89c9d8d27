/// A control for choosing a value from a range, as SwiftUI's `Slider`: drawn as a bar
/// `━━━━━━●──────` across the width it is given. While focused, Left/Right move by `step`
/// (by a twentieth of the range without one), PgUp/PgDn by a tenth of the range, Home/End to
/// the bounds; each press writes once, and nothing at a bound. `onEditingChanged` is called
/// with `true` then `false` around each change (a key press is a whole edit). Minimum and
/// maximum value labels are drawn at the ends of the bar.
public struct Slider<Label: View, ValueLabel: View>: View {
    public typealias Body = Never
    let label: Label
    var minimumValueLabel: ValueLabel?
    var maximumValueLabel: ValueLabel?
    let fraction: () -> Double
    let move: (SliderMove) -> Void

    /// A slider over `bounds` with value labels at the ends of its bar, moving by `step` (or
    /// in twentieths of the range without one).
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>,
        in bounds: ClosedRange<V> = 0...1,
        step: V.Stride? = nil,
        @ViewBuilder label: () -> Label,
        @ViewBuilder minimumValueLabel: () -> ValueLabel,
        @ViewBuilder maximumValueLabel: () -> ValueLabel,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, in: bounds, step: step, onEditingChanged: onEditingChanged, label: label(),
            valueLabels: (minimumValueLabel(), maximumValueLabel()))
    }

    /// As `init(value:in:step:label:minimumValueLabel:maximumValueLabel:onEditingChanged:)`,
    /// in SwiftUI's first order: the value labels as views, the label last.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>,
        in bounds: ClosedRange<V> = 0...1,
        step: V.Stride? = nil,
        onEditingChanged: @escaping (Bool) -> Void = { _ in },
        minimumValueLabel: ValueLabel,
        maximumValueLabel: ValueLabel,
        @ViewBuilder label: () -> Label
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, in: bounds, step: step, onEditingChanged: onEditingChanged, label: label(),
            valueLabels: (minimumValueLabel, maximumValueLabel))
    }

    private init<V: BinaryFloatingPoint>(
        value: Binding<V>,
        in bounds: ClosedRange<V>,
        step: V.Stride?,
        onEditingChanged: @escaping (Bool) -> Void,
        label: Label,
        valueLabels: (ValueLabel, ValueLabel)?
    ) where V.Stride: BinaryFloatingPoint {
        self.label = label
        minimumValueLabel = valueLabels?.0
        maximumValueLabel = valueLabels?.1
        let span = Double(bounds.upperBound - bounds.lowerBound)
        fraction = {
            guard span > 0 else { return 0 }
            return min(1, max(0, Double(value.wrappedValue - bounds.lowerBound) / span))
        }
        move = { move in
            let current = value.wrappedValue
            let unit = step.map { Double($0) } ?? span / 20
            var next: Double
            switch move {
            case .step(let count): next = Double(current) + Double(count) * unit
            case .page(let count): next = Double(current) + Double(count) * max(unit, span / 10)
            case .lower: next = Double(bounds.lowerBound)
            case .upper: next = Double(bounds.upperBound)
            }
            if step != nil, unit > 0 {
                // Stay on the grid the step makes from the lower bound.
                let steps = ((next - Double(bounds.lowerBound)) / unit).rounded()
                next = Double(bounds.lowerBound) + steps * unit
            }
            let clamped = min(max(V(next), bounds.lowerBound), bounds.upperBound)
            guard clamped != current else { return }
            onEditingChanged(true)
            value.wrappedValue = clamped
            onEditingChanged(false)
        }
    }
}

extension Slider where ValueLabel == EmptyView {
    /// A slider over `bounds`, moving by `step` (or in twentieths of the range without one).
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>,
        in bounds: ClosedRange<V> = 0...1,
        step: V.Stride? = nil,
        onEditingChanged: @escaping (Bool) -> Void = { _ in },
        @ViewBuilder label: () -> Label
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, in: bounds, step: step, onEditingChanged: onEditingChanged, label: label(), valueLabels: nil)
    }

    /// As `init(value:in:step:onEditingChanged:label:)`, with the label first (SwiftUI's newer
    /// order).
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>,
        in bounds: ClosedRange<V> = 0...1,
        step: V.Stride? = nil,
        @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, in: bounds, step: step, onEditingChanged: onEditingChanged, label: label(), valueLabels: nil)
    }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    /// A slider over `bounds`, without a label.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>,
        in bounds: ClosedRange<V> = 0...1,
        step: V.Stride? = nil,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged) { EmptyView() }
    }
}

/// One key's worth of slider movement.
enum SliderMove {
    case step(Int)
    case page(Int)
    case lower, upper
}

extension Slider: PrimitiveView {
    func makeBehavior() -> SliderBehavior {
        SliderBehavior()
    }

    func update(_ node: Node, behavior: SliderBehavior) {
        behavior.fraction = fraction
        behavior.move = move
        let labelsHidden = node.environment.labelsHidden
        node.reconcileChildren { children in
            if !labelsHidden { children.add(label, key: .slot(0)) }
            if let minimumValueLabel { children.add(minimumValueLabel, key: .slot(1)) }
            if let maximumValueLabel { children.add(maximumValueLabel, key: .slot(2)) }
        }
    }
}

/// Draws a slider and moves it.
final class SliderBehavior: NodeBehavior {
    var fraction: () -> Double = { 0 }
    var move: (SliderMove) -> Void = { _ in }

    override var isFocusable: Bool { true }
    override var focusesChildren: Bool { false }

    override func handleKey(_ key: KeyPress) -> Bool {
        guard key.modifiers.isDisjoint(with: [.control, .option]) else { return false }
        switch key.key {
        case .leftArrow, "-": move(.step(-1))
        case .rightArrow, "+", "=": move(.step(1))
        case .pageDown: move(.page(-1))
        case .pageUp: move(.page(1))
        case .home: move(.lower)
        case .end: move(.upper)
        default: return false
        }
        // The bar reads the binding when drawn: redraw even if nothing re-evaluates.
        node.graph.setNeedsLayout()
        return true
    }

    /// A click focuses the slider; on the bar beside the knob it moves the knob a page that
    /// way (as PgUp and PgDn do), as a click on a scroll bar's track does.
    override func handleMouse(_ event: MouseEvent) -> Bool {
        guard event.isClick else { return false }
        guard node.environment.isEnabled else { return true }
        node.graph.focus.focus(node)
        let (barX, barEnd) = bar(in: node.frame)
        let width = barEnd - barX
        guard width > 0, event.location.x >= barX, event.location.x < barEnd else { return true }
        let knob = barX + Int((fraction() * Double(width - 1)).rounded())
        guard event.location.x != knob else { return true }
        move(.page(event.location.x < knob ? -1 : 1))
        node.graph.setNeedsLayout()
        return true
    }

    /// The label (slot 0), minimum (1) and maximum (2) value labels, as shown.
    private func part(_ slot: Int) -> [Node] {
        node.children.first { $0.key == .slot(slot) && $0.isShown }?.displayables ?? []
    }

    /// The width a part takes with the space after (or before) it; 0 when it shows nothing.
    private func width(of slot: Int) -> Int {
        let width = StackLayout(axis: .horizontal, alignment: .top, spacing: 0, children: part(slot))
            .sizeThatFits(ProposedSize(width: nil, height: 1)).width
        return width > 0 ? width + 1 : 0
    }

    private var labelWidth: Int { width(of: 0) }

    /// Where the bar starts and ends (exclusive), given the node's frame.
    private func bar(in frame: Rect) -> (minX: Int, maxX: Int) {
        let minX = frame.minX + labelWidth + width(of: 1)
        return (minX, max(minX, frame.maxX - width(of: 2)))
    }

    override func sizeThatFits(_ proposal: ProposedSize) -> Size {
        Size(width: proposal.width ?? labelWidth + width(of: 1) + width(of: 2) + 21, height: 1)
    }

    override func place(in rect: Rect) {
        func place(_ slot: Int, at x: Int, width: Int) {
            StackLayout(axis: .horizontal, alignment: .top, spacing: 0, children: part(slot))
                .place(in: Rect(x: x, y: rect.minY, width: max(0, min(width, rect.maxX - x)), height: 1))
        }
        place(0, at: rect.minX, width: max(0, labelWidth - 1))
        place(1, at: rect.minX + labelWidth, width: max(0, width(of: 1) - 1))
        let maximum = max(0, width(of: 2) - 1)
        place(2, at: rect.maxX - maximum, width: maximum)
    }

    override func draw(in canvas: inout CellGrid) {
        super.draw(in: &canvas)
        let frame = node.frame
        let (barX, barEnd) = bar(in: frame)
        let width = barEnd - barX
        guard width > 0, frame.height > 0 else { return }
        let knob = Int((fraction() * Double(width - 1)).rounded())
        let enabled = node.environment.isEnabled
        let focused = isFocused
        for offset in 0..<width {
            let glyph = offset == knob ? "●" : offset < knob ? "━" : "─"
            var style = Style()
            if offset > knob || !enabled { style.attributes.insert(.dim) }
            if offset == knob && focused { style.attributes.insert(.reverse) }
            canvas.put(Glyph(text: glyph, width: 1), at: Point(x: barX + offset, y: frame.minY), style: style)
        }
        if focused {
            canvas.restyle(Rect(x: frame.minX, y: frame.minY, width: max(0, labelWidth - 1), height: 1)) {
                $0.attributes.insert(.bold)
            }
        }
        if !enabled {
            canvas.restyle(frame) { $0.attributes.insert(.dim) }
        }
    }
}
