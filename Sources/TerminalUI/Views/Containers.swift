/// A vertical stack, as SwiftUI's `LazyVStack`: in a `ScrollView`, the scroll view builds,
/// lays out and draws only the rows of its `ForEach` in view (and fills the width, as
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
            alignment: StackLayout.CrossAlignment(alignment), spacing: spacing.map(PointLength.rows) ?? 0)
        node.reconcileChildren { $0.add(content, key: .slot(0)) }
    }
}

/// A horizontal stack, as SwiftUI's `LazyHStack`. **Approximated:** built in full, like an
/// `HStack` (scroll views scroll vertically only).
public struct LazyHStack<Content: View>: View {
    let stack: HStack<Content>

    public init(
        alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content
    ) {
        stack = HStack(alignment: alignment, spacing: spacing, content: content)
    }

    public var body: some View { stack }
}

/// A scrolling container, as SwiftUI's `ScrollView` (vertical): its content is laid out at its
/// full height and scrolled so that the focused control stays in view. A `ForEach` in it (or
/// in a `LazyVStack` in it) is built lazily: only its rows in view are built, laid out and
/// drawn (`LazyScroller`), and PgUp/PgDn, Home/End and the mouse wheel scroll.
public struct ScrollView<Content: View>: View {
    public typealias Body = Never
    let content: Content

    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

extension ScrollView: PrimitiveView {
    func makeBehavior() -> ScrollBehavior { ScrollBehavior() }

    func update(_ node: Node, behavior: ScrollBehavior) {
        node.reconcileChildren { $0.add(content, key: .slot(0)) }
    }
}

/// Scrolls its content to keep the focused control in view, or to a view a
/// `ScrollViewProxy` asked for.
final class ScrollBehavior: NodeBehavior {
    override var clipsContent: Bool { true }
    override var mayTakeFocus: Bool { false }

    private var offset = 0
    /// The view a `ScrollViewProxy` asked to show, where, until the next layout shows it.
    private var requested: (target: Node, anchor: UnitPoint?)?
    /// The control that had focus when a proxy scrolled: the scroll holds until focus moves.
    private weak var focusAtRequest: Node?
    /// The rows, when a `ForEach` in the content builds them lazily.
    private lazy var scroller = LazyScroller(owner: node)
    /// Whether the last layout was a lazy one (`LazyRows.isLazy`).
    private var isLazy = false

    override func childrenAreLazy(inheriting inherited: Bool) -> Bool { true }

    /// The rows, laid out in `width` (`nil`: as last laid out).
    private func rows(width: Int? = nil) -> LazyRows { LazyRows(children: node, spacing: 0, width: width) }

    /// Shows `target` (a node inside the content) at `anchor` in the next layout.
    func scroll(to target: Node, anchor: UnitPoint?) {
        requested = (target, anchor)
        focusAtRequest = node.graph.focus.focused
        node.graph.setNeedsLayout()
    }

    /// The rows `target` covers (a custom view's are its content's).
    private static func frame(of target: Node) -> Rect {
        let frames = target.displayables.map(\.frame)
        guard let top = frames.map(\.minY).min(), let bottom = frames.map(\.maxY).max() else { return target.frame }
        return Rect(x: frames[0].minX, y: top, width: frames[0].width, height: bottom - top)
    }

    /// The offset that puts `frame` (laid out at `offset`) at `anchor` within `visible`.
    private static func offset(
        showing frame: Rect, at anchor: UnitPoint?, in visible: Rect, from offset: Int, contentHeight: Int
    ) -> Int {
        guard let anchor else {
            return ScrollOffset.keeping(frame, visibleIn: visible, from: offset, contentHeight: contentHeight)
        }
        let top = frame.minY - visible.minY + offset
        let room = visible.height - frame.height
        let shift = anchor.y < 1.0 / 3 ? 0 : anchor.y > 2.0 / 3 ? room : room / 2
        return ScrollOffset.clamped(top - shift, contentHeight: contentHeight, visibleHeight: visible.height)
    }

    override func sizeThatFits(_ proposal: ProposedSize) -> Size {
        let rows = self.rows(width: proposal.width)
        if rows.isLazy {
            if let width = proposal.width, let height = proposal.height { return Size(width: width, height: height) }
            let content = scroller.measure(
                rows, width: proposal.width, limit: proposal.height ?? node.graph.root.frame.height,
                alignment: rows.alignment)
            return Size(width: proposal.width ?? content.width, height: proposal.height ?? content.height)
        }
        let content = layoutChildrenAsStack().sizeThatFits(ProposedSize(width: proposal.width, height: nil))
        return Size(width: proposal.width ?? content.width, height: proposal.height ?? content.height)
    }

    override func place(in rect: Rect) {
        let rows = self.rows(width: rect.width)
        isLazy = rows.isLazy
        if isLazy {
            // A proxy's scroll reaches a lazily built row only as focus does (not at an anchor).
            requested = nil
            scroller.place(rows, in: rect, alignment: rows.alignment)
            return
        }
        let stack = layoutChildrenAsStack()
        let height = stack.sizeThatFits(ProposedSize(width: rect.width, height: nil)).height
        let clock = node.layoutClock
        // Stacks in the content place only what is shown (`StackBehavior`); to find where a
        // view is, it alone is placed first, with nothing shown.
        let nothing = Rect(origin: rect.origin, size: .zero)
        var focused = node.graph.focus.focused
        if let found = focused, !found.isDescendant(of: node) { focused = nil }
        if let (target, anchor) = requested, !target.isRemoved {
            requested = nil
            clock.showing(nothing, placing: target.displayables) {
                stack.place(in: Rect(x: rect.minX, y: rect.minY - offset, width: rect.width, height: height))
            }
            offset = Self.offset(
                showing: Self.frame(of: target), at: anchor, in: rect, from: offset, contentHeight: height)
        } else if let focused, focused !== focusAtRequest {
            focusAtRequest = nil
            clock.showing(nothing, placing: [focused]) {
                stack.place(in: Rect(x: rect.minX, y: rect.minY - offset, width: rect.width, height: height))
            }
            offset = ScrollOffset.keeping(focused.frame, visibleIn: rect, from: offset, contentHeight: height)
        } else {
            offset = ScrollOffset.clamped(offset, contentHeight: height, visibleHeight: rect.height)
        }
        clock.showing(rect, placing: focused.map { [$0] } ?? []) {
            stack.place(in: Rect(x: rect.minX, y: rect.minY - offset, width: rect.width, height: height))
        }
    }

    override func draw(in canvas: inout Canvas) {
        if isLazy {
            scroller.draw(in: &canvas, clippedTo: node.frame)
            return
        }
        canvas.clipped(to: node.frame) { canvas in
            super.draw(in: &canvas)
        }
    }

    override func handleKeyFromDescendant(_ key: KeyPress, focused: Node?) -> Bool {
        guard isLazy, let focused, focused.isDescendant(of: node) else { return false }
        return scroller.handleKey(key, focused: focused, rows: rows(), arrowsMoveFocus: false)
    }

    override func handleMouse(_ event: MouseEvent) -> Bool {
        guard isLazy else { return super.handleMouse(event) }
        return scroller.handleMouse(event) || super.handleMouse(event)
    }
}

extension Axis {
    /// A set of axes, as SwiftUI's `Axis.Set`.
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }

        public static let horizontal = Set(rawValue: 1 << 0)
        public static let vertical = Set(rawValue: 1 << 1)
    }
}

/// A box around content under a label, as SwiftUI's `GroupBox`: a line box with the label in
/// its top edge.
public struct GroupBox<Label: View, Content: View>: View {
    let label: Label
    let content: Content

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    public var body: some View {
        VStack(alignment: .leading) {
            label.bold()
            content
        }
        .padding(.horizontal, .columns(1))
        .border()
    }
}

extension GroupBox where Label == EmptyView {
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content) { EmptyView() }
    }
}

extension GroupBox where Label == Text {
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
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

/// Progress, as SwiftUI's `ProgressView`: with a value, a bar `[████░░░░] 40%`; without one
/// (indeterminate), an ellipsis after the label.
public struct ProgressView<Label: View>: View {
    let label: Label
    let fraction: Double?

    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1, @ViewBuilder label: () -> Label) {
        self.label = label()
        fraction = value.map { total > 0 ? min(1, max(0, Double($0 / total))) : 0 }
    }

    public var body: some View {
        HStack {
            label
            if let fraction {
                ProgressBar(fraction: fraction)
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

/// The bar of a determinate `ProgressView`: 20 cells and the percentage.
struct ProgressBar: View {
    let fraction: Double

    var body: some View {
        let filled = Int((fraction * 20).rounded())
        Text(String(repeating: "█", count: filled) + String(repeating: "░", count: 20 - filled))
            + Text(" \(Int((fraction * 100).rounded()))%")
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
