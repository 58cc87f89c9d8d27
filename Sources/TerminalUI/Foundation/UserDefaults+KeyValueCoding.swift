import Foundation

extension UserDefaults {
    /// Stores `value` under `key`, as key-value coding does for `UserDefaults` on Apple's
    /// platforms (`set(_:forKey:)`): SwiftUI code writes `UserDefaults.standard.setValue(…)`,
    /// and Foundation on Linux has no key-value coding.
    public func setValue(_ value: Any?, forKey key: String) {
        set(value, forKey: key)
    }

    /// The value stored under `key`, as key-value coding reads it on Apple's platforms
    /// (`object(forKey:)`).
    public func value(forKey key: String) -> Any? {
        object(forKey: key)
    }
}
