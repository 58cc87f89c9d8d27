import Foundation

/// A view that fills the room offered to it and builds its content from that room's size, as
/// SwiftUI's `GeometryReader`; the content sits at its top-leading corner.
///
/// **Approximated:** sizes and frames are points, by `PointLength`'s cell (8 points a column,
/// 16 a row), so that code written for SwiftUI reads the proportions it expects. The content is
/// built with the size of the last layout: after the first layout, or a resize, it is built
/// again before the frame is drawn (`frame(in: .global)` has the origin of that layout).
public struct GeometryReader<Content: View>: View {
    public typealias Body = Never
    let content: (GeometryProxy) -> Content

    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }
}

/// The room a `GeometryReader` was given, as SwiftUI's `GeometryProxy`; in points.
public struct GeometryProxy {
    /// The reader's frame on the screen, in cells.
    let frame: Rect

    /// The reader's size, in points.
    public var size: CGSize {
        PointLength.rect(frame).size
    }

    /// No safe area in a terminal: every inset is zero.
    public var safeAreaInsets: EdgeInsets { EdgeInsets() }

    /// The reader's frame in `coordinateSpace`, in points. **Approximated:** a named space is
    /// taken as the screen (`.global`).
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        switch coordinateSpace {
        case .local: CGRect(origin: .zero, size: size)
        case .global, .named: PointLength.rect(frame)
        }
    }
}

/// Where a frame is measured from, as SwiftUI's `CoordinateSpace`.
public enum CoordinateSpace: Hashable {
    /// The screen.
    case global
    /// The view itself.
    case local
    /// A space named with `.coordinateSpace(name:)`.
    case named(AnyHashable)
}

extension View {
    /// Names the view's coordinate space. **Approximated:** accepted; `GeometryProxy.frame(in:)`
    /// measures a named space from the screen.
    public func coordinateSpace<Name: Hashable>(name: Name) -> some View {
        self
    }
}

extension GeometryReader: PrimitiveView {
    func makeBehavior() -> GeometryReaderBehavior { GeometryReaderBehavior() }

    func update(_ node: Node, behavior: GeometryReaderBehavior) {
        let content = content(GeometryProxy(frame: behavior.lastFrame))
        node.reconcileChildren { $0.add(content, key: .slot(0)) }
    }
}

/// Takes all the room offered and builds the content again when that room changes.
final class GeometryReaderBehavior: NodeBehavior {
    /// The frame the content was last built for.
    private(set) var lastFrame = Rect(x: 0, y: 0, width: 0, height: 0)

    /// A reader draws nothing of its own: a click beside its content goes to what is under it.
    override var isHitOutsideChildren: Bool { false }

    /// All the room offered; a reader offered no bound takes what its content wants that way.
    override func sizeThatFits(_ proposal: ProposedSize) -> Size {
        let content = layoutChildrenAsStack().sizeThatFits(proposal)
        return Size(width: proposal.width ?? content.width, height: proposal.height ?? content.height)
    }

    override func place(in rect: Rect) {
        // Only a new size builds the content again: a scroll view places its content twice
        // per layout, at two origins.
        if rect.size != lastFrame.size { node.invalidate() }
        lastFrame = rect
        let stack = layoutChildrenAsStack()
        let size = stack.sizeThatFits(ProposedSize(width: rect.width, height: rect.height))
        stack.place(
            in: Rect(
                x: rect.minX, y: rect.minY, width: min(size.width, rect.width), height: min(size.height, rect.height)))
    }
}
