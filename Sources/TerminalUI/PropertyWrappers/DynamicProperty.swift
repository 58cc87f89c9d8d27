import DataFlow

/// A stored property of a view that the engine connects to the view's node before each
/// evaluation of `body`, as SwiftUI's `DynamicProperty` (`@State`, `@ObservedObject`, …).
///
/// Your own `DynamicProperty` structs may contain these wrappers; the engine finds them
/// inside, and, as SwiftUI does, runs your type's `update()` before each body (after the
/// wrappers inside it are connected to their storage).
@MainActor @preconcurrency
public protocol DynamicProperty {
    /// Called before the view's body is evaluated.
    mutating func update()

    /// How the engine connects this type to a node, for the property wrappers TerminalUI
    /// implements (`@State`, `@Environment`, …); `nil` (the default) for a property made of
    /// other dynamic properties. Not to be implemented outside TerminalUI: like
    /// `View._primitive`, it spares the engine a conformance lookup per property type.
    static var _installable: _InstallablePropertyType? { get }

    /// How two values of this type compare as a view's inputs, for the property wrappers
    /// TerminalUI implements; `nil` (the default) to compare the property's own stored
    /// properties. Not to be implemented outside TerminalUI: it spares the engine asking the
    /// runtime whether each property type is one of them.
    static var _viewInput: _ViewInputType? { get }
}

extension DynamicProperty {
    public mutating func update() {}

    public static var _installable: _InstallablePropertyType? { nil }

    public static var _viewInput: _ViewInputType? { nil }
}

extension Binding: DynamicProperty {}
