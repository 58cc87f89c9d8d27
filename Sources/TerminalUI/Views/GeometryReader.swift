import Foundation

/// A view that fills the room offered to it and builds its content from that room's size, as
/// SwiftUI's `GeometryReader`; the content sits at its top-leading corner.
///
/// **Approximated:** sizes and frames are points, by `PointLength`'s cell (8 points a column,
/// 16 a row), so that code written for SwiftUI reads the proportions it expects. The content is
/// built with the frame of the last layout: after the first layout, a resize, or a layout that
/// moved the reader in a space its content measured a frame in (`.global`, `.named`: a row
/// scrolled in a named scroll view), it is built again before the frame is drawn.
public struct GeometryReader<Content: View>: View {
    public typealias Body = Never
    let content: (GeometryProxy) -> Content

    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }
}

extension GeometryReader: PrimitiveView {
    func makeBehavior() -> GeometryReaderBehavior { GeometryReaderBehavior() }

    func update(_ node: Node, behavior: GeometryReaderBehavior) {
        let proxy = behavior.proxyForBuilding()
        let content = node.trackingReads { self.content(proxy) }
        node.reconcileChildren { $0.add(content, key: .slot(0)) }
        behavior.didBuild()
    }
}

/// Takes all the room offered and builds the content again when that room changes, or when
/// a settled layout moved the reader in a space the content measured its frame in.
final class GeometryReaderBehavior: NodeBehavior, LayoutObserver {
    /// The frame the content was last built for.
    private(set) var lastFrame = Rect(x: 0, y: 0, width: 0, height: 0)
    /// The proxy the content was last built with, and the spaces it measured its frame in.
    private var built: GeometryProxy?
    private var reads = GeometryReads()
    private var isObserving = false

    /// A proxy of the last layout's frame that notes the spaces the content measures in.
    func proxyForBuilding() -> GeometryProxy {
        reads = GeometryReads()
        let proxy = GeometryProxy(frame: lastFrame, spaces: node.namedCoordinateSpaces)
        built = proxy
        var noting = proxy
        noting.reads = reads
        return noting
    }

    /// Watches settled layouts while the content depends on where the reader stands.
    func didBuild() {
        let watches = reads.spaces.contains { $0 != .local }
        guard watches != isObserving else { return }
        isObserving = watches
        if watches {
            node.graph.layoutObservers.add(self)
        } else {
            node.graph.layoutObservers.remove(self)
        }
    }

    func layoutDidSettle() {
        guard let built else { return }
        let now = GeometryProxy(frame: lastFrame, spaces: node.namedCoordinateSpaces)
        if reads.spaces.contains(where: { built.frame(in: $0) != now.frame(in: $0) }) {
            node.invalidate()
        }
    }

    override func didRemove() {
        if isObserving { node.graph.layoutObservers.remove(self) }
    }

    /// A reader draws nothing of its own: a click beside its content goes to what is under it.
    override var isHitOutsideChildren: Bool { false }

    /// All the room offered; a reader offered no bound takes what its content wants that way,
    /// and at least the 10 points SwiftUI's asks for: content sized by the reader's own size
    /// (pickers as tall as a list row's reader) would otherwise keep it at nothing.
    override func sizeThatFits(_ proposal: ProposedSize) -> Size {
        let content = layers.sizeThatFits(proposal, children: node.childDisplayables)
        return Size(
            width: proposal.width ?? max(content.width, PointLength.columns(10)),
            height: proposal.height ?? max(content.height, PointLength.rows(10)))
    }

    /// The content's views lie over each other from the top-leading corner, as in SwiftUI
    /// (cards each at their own `.position`).
    private var layers: ZStackLayout { ZStackLayout(alignment: .topLeading) }

    override func place(in rect: Rect) {
        // Only a new size builds the content again here: a scroll view places its content
        // twice per layout, at two origins. A move is looked at once the layout settled.
        if rect.size != lastFrame.size { node.invalidate() }
        lastFrame = rect
        let children = node.childDisplayables
        let size = layers.sizeThatFits(ProposedSize(width: rect.width, height: rect.height), children: children)
        layers.place(
            in: Rect(
                x: rect.minX, y: rect.minY, width: min(size.width, rect.width), height: min(size.height, rect.height)),
            children: children)
    }
}
