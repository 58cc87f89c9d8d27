import Synchronization

/// A namespace of view identities for `matchedGeometryEffect`, as SwiftUI's `@Namespace`: each
/// view holding one gets an id of its own, kept (as `@State` is) for the view's life.
@propertyWrapper
public struct Namespace: DynamicProperty {
    /// A namespace's identity.
    public struct ID: Hashable, Sendable {
        let value: Int
    }

    @State private var id = ID(value: Namespace.next())

    public init() {}

    public var wrappedValue: ID { id }

    private nonisolated static let counter = Mutex(0)

    /// A new id (a view value made again keeps the id its storage holds).
    private nonisolated static func next() -> Int {
        counter.withLock { value in
            value += 1
            return value
        }
    }
}

/// What `matchedGeometryEffect` matches between views: their frame, size or position.
public struct MatchedGeometryProperties: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let position = MatchedGeometryProperties(rawValue: 1 << 0)
    public static let size = MatchedGeometryProperties(rawValue: 1 << 1)
    public static let frame: MatchedGeometryProperties = [.position, .size]
}

extension View {
    /// Accepted; changes nothing: SwiftUI animates a view from the frame of the one it matches,
    /// and a terminal redraws changes at once, so each view keeps its own frame.
    public func matchedGeometryEffect<ID: Hashable>(
        id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame,
        anchor: UnitPoint = .center, isSource: Bool = true
    ) -> Self { self }
}
