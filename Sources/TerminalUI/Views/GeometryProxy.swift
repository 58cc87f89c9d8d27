import Foundation

/// The room a `GeometryReader` was given, as SwiftUI's `GeometryProxy`; in points
/// (`PointLength`: 8 points a column, 16 a row).
public struct GeometryProxy {
    /// The reader's frame on the screen, in cells.
    let frame: Rect
    /// The named coordinate spaces above the reader, on the screen, in cells
    /// (`Node.namedCoordinateSpaces`).
    var spaces: [AnyHashable: Rect] = [:]
    /// Notes the spaces the content measured its frame in, so that the reader builds it again
    /// when its frame in them moves (`GeometryReaderBehavior`).
    var reads: GeometryReads?

    /// The reader's size, in points.
    public var size: CGSize {
        PointLength.rect(frame).size
    }

    /// No safe area in a terminal: every inset is zero.
    public var safeAreaInsets: EdgeInsets { EdgeInsets() }

    /// The reader's frame in `coordinateSpace`, in points: from its own top-leading corner
    /// (`.local`), the screen's (`.global`), or that of the nearest view above named so
    /// (`.named`; the screen's when no view above has the name).
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        reads?.spaces.insert(coordinateSpace)
        let frame = PointLength.rect(frame)
        switch coordinateSpace {
        case .local:
            return CGRect(origin: .zero, size: frame.size)
        case .global:
            return frame
        case .named(let name):
            guard let space = spaces[name] else { return frame }
            let origin = PointLength.rect(space).origin
            return frame.offsetBy(dx: -origin.x, dy: -origin.y)
        }
    }

    /// The reader's frame in `coordinateSpace` (`.named("board")`, `.global`, `.local`).
    public func frame(in coordinateSpace: some CoordinateSpaceProtocol) -> CGRect {
        frame(in: coordinateSpace.coordinateSpace)
    }

    /// The bounds of the named space `coordinateSpace` in the reader's own coordinates, in
    /// points; `nil` when no view above has that name.
    public func bounds(of coordinateSpace: NamedCoordinateSpace) -> CGRect? {
        reads?.spaces.insert(coordinateSpace.coordinateSpace)
        guard let space = spaces[coordinateSpace.name] else { return nil }
        let bounds = PointLength.rect(space)
        let origin = PointLength.rect(frame).origin
        return bounds.offsetBy(dx: -origin.x, dy: -origin.y)
    }
}

/// The coordinate spaces a reader's content measured its frame in while it was built.
final class GeometryReads {
    var spaces: Set<CoordinateSpace> = []
}
