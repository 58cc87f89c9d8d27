/// A value views below pass up to views above, as SwiftUI's `PreferenceKey`: views set it
/// with `.preference(key:value:)`, and `onPreferenceChange` or `overlayPreferenceValue` above
/// read the values of their subtree, combined in tree order with `reduce`.
public protocol PreferenceKey {
    /// The kind of value passed up.
    associatedtype Value
    /// The value of a subtree where no view sets one.
    static var defaultValue: Value { get }
    /// Combines `value` (of the views before, in tree order) with the next view's value.
    static func reduce(value: inout Value, nextValue: () -> Value)
}
