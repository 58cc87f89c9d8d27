import DataFlow

/// A stored property of a view that the engine connects to the view's node before each
/// evaluation of `body`, as SwiftUI's `DynamicProperty` (`@State`, `@ObservedObject`, …).
///
/// Your own `DynamicProperty` structs may contain these wrappers; the engine finds them
/// inside. (SwiftUI also calls `update()` on them; ours is kept for source compatibility.)
@MainActor @preconcurrency
public protocol DynamicProperty {
    /// Called before the view's body is evaluated.
    mutating func update()
}

extension DynamicProperty {
    public mutating func update() {}
}

extension Binding: DynamicProperty {}
