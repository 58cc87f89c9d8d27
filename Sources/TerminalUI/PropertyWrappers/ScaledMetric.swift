/// A length that follows the user's text size, as SwiftUI's `@ScaledMetric`. A terminal draws
/// text at the one size its font has, so the value is the one written: scaled by 1.
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: Sendable where Value: Sendable {
    public var wrappedValue: Value

    /// A length scaled as body text is.
    public init(wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }

    /// A length scaled as text in `textStyle` is.
    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) {
        self.wrappedValue = wrappedValue
    }
}
