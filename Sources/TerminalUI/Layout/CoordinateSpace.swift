/// Where a frame or a location is measured from, as SwiftUI's `CoordinateSpace`: the screen
/// (`.global`), the view itself (`.local`), or a view above named with `.coordinateSpace(name:)`
/// (`.named`). A name no view above carries is measured as the screen, as in SwiftUI.
public enum CoordinateSpace: Hashable {
    /// The screen.
    case global
    /// The view itself.
    case local
    /// The nearest view above named `name` with `.coordinateSpace(name:)`.
    case named(AnyHashable)

    public var isGlobal: Bool { self == .global }
    public var isLocal: Bool { self == .local }
}

/// A coordinate space as a value of its own type, as SwiftUI's `CoordinateSpaceProtocol`
/// (`.named("board")`, `.global`, `.local` where a generic space is taken).
public protocol CoordinateSpaceProtocol {
    /// The space this value stands for.
    var coordinateSpace: CoordinateSpace { get }
}

/// The space of a view named with `.coordinateSpace(_:)`, as SwiftUI's `NamedCoordinateSpace`.
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Equatable {
    let name: AnyHashable

    public var coordinateSpace: CoordinateSpace { .named(name) }
}

/// The screen's space, as SwiftUI's `GlobalCoordinateSpace`.
public struct GlobalCoordinateSpace: CoordinateSpaceProtocol {
    public init() {}
    public var coordinateSpace: CoordinateSpace { .global }
}

/// The view's own space, as SwiftUI's `LocalCoordinateSpace`.
public struct LocalCoordinateSpace: CoordinateSpaceProtocol {
    public init() {}
    public var coordinateSpace: CoordinateSpace { .local }
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
    /// The space of the nearest view above named `name`.
    public static func named(_ name: some Hashable) -> NamedCoordinateSpace {
        NamedCoordinateSpace(name: AnyHashable(name))
    }
}

extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
    /// The screen's space.
    public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
    /// The view's own space.
    public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}
