import Foundation

/// Views arranged top to bottom, as SwiftUI's `VStack`.
public struct VStack<Content: View>: View {
    public typealias Body = Never
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    /// `spacing` is in points, taken to rows (`PointLength`); none by default, since a terminal
    /// row is already a generous gap.
    public init(
        alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
}

extension VStack: PrimitiveView {
    func makeBehavior() -> StackBehavior {
        StackBehavior(axis: .vertical)
    }

    func update(_ node: Node, behavior: StackBehavior) {
        if node.environment.stacksInARow {
            behavior.configure(alignment: VerticalAlignment.center.key, spacing: 1, axis: .horizontal)
        } else {
            behavior.configure(alignment: alignment.key, spacing: spacing.map(PointLength.rowGap) ?? 0, axis: .vertical)
        }
        node.reconcileChildren { $0.add(content, key: .slot(0)) }
    }
}

private struct StacksInARowKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// Whether a `VStack` here lays its views out in a row: a tab's label is one row of the
    /// tab bar, and SwiftUI reads the icon and the title out of whatever stack holds them.
    var stacksInARow: Bool {
        get { self[StacksInARowKey.self] }
        set { self[StacksInARowKey.self] = newValue }
    }
}

/// Views arranged left to right, as SwiftUI's `HStack`.
public struct HStack<Content: View>: View {
    public typealias Body = Never
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content

    /// `spacing` is in points, taken to columns (`PointLength`); one column by default, the 8
    /// points SwiftUI puts between most views.
    public init(
        alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
}

extension HStack: PrimitiveView {
    func makeBehavior() -> StackBehavior {
        StackBehavior(axis: .horizontal)
    }

    func update(_ node: Node, behavior: StackBehavior) {
        behavior.configure(
            alignment: alignment.key,
            spacing: spacing.map(PointLength.columns) ?? 1
        )
        node.reconcileChildren { $0.add(content, key: .slot(0)) }
    }
}

/// Flexible empty space along the axis of the stack it is in, as SwiftUI's `Spacer`.
public struct Spacer: View {
    public typealias Body = Never
    let minLength: CGFloat?

    /// `minLength` is in points: columns in a horizontal stack, rows in a vertical one
    /// (`PointLength`); none by default.
    public init(minLength: CGFloat? = nil) {
        self.minLength = minLength
    }
}

extension Spacer: PrimitiveView {
    func makeBehavior() -> SpacerBehavior {
        SpacerBehavior()
    }

    func update(_ node: Node, behavior: SpacerBehavior) {
        behavior.minLength = minLength ?? 0
    }
}

final class SpacerBehavior: NodeBehavior {
    override var isReusable: Bool { true }
    /// A spacer draws nothing: a click on it goes to what lies under it.
    override var isHitOutsideChildren: Bool { false }
    override var mayTakeFocus: Bool { false }
    /// In points; the stack's axis decides whether they are columns or rows.
    var minLength: CGFloat = 0

    override func sizeThatFits(_ proposal: ProposedSize) -> Size {
        let columns = PointLength.columns(minLength)
        let rows = PointLength.rows(minLength)
        return switch stackAxis {
        case .vertical:
            Size(width: 0, height: max(rows, proposal.height ?? rows))
        case .horizontal:
            Size(width: max(columns, proposal.width ?? columns), height: 0)
        case nil:
            Size(width: max(columns, proposal.width ?? columns), height: max(rows, proposal.height ?? rows))
        }
    }

    override func place(in rect: Rect) {}

    override func draw(in canvas: inout CellGrid) {}
}

/// A thin line across the stack it is in, as SwiftUI's `Divider`.
public struct Divider: View {
    public typealias Body = Never

    public init() {}
}

extension Divider: PrimitiveView {
    func makeBehavior() -> DividerBehavior {
        DividerBehavior()
    }

    func update(_ node: Node, behavior: DividerBehavior) {}
}

final class DividerBehavior: NodeBehavior {
    override var isReusable: Bool { true }
    override var mayTakeFocus: Bool { false }
    override func sizeThatFits(_ proposal: ProposedSize) -> Size {
        if stackAxis == .horizontal {
            return Size(width: 1, height: proposal.height ?? 1)
        }
        return Size(width: proposal.width ?? 1, height: 1)
    }

    override func place(in rect: Rect) {}

    override func draw(in canvas: inout CellGrid) {
        Self.drawRule(
            along: stackAxis == .horizontal ? .vertical : .horizontal, at: node.frame.origin, in: node.frame,
            on: &canvas)
    }

    /// Draws a dim rule along `axis` through `frame`, at `origin`: down its height (`│`) or
    /// across its width (`─`). A divider's line, and a split view's between its panes.
    static func drawRule(along axis: Axis, at origin: Point, in frame: Rect, on canvas: inout CellGrid) {
        let style = Style(attributes: .dim)
        if axis == .vertical {
            for y in frame.minY..<frame.maxY {
                canvas.put(Glyph(text: "│", width: 1), at: Point(x: origin.x, y: y), style: style)
            }
        } else {
            for x in frame.minX..<frame.maxX {
                canvas.put(Glyph(text: "─", width: 1), at: Point(x: x, y: origin.y), style: style)
            }
        }
    }
}
