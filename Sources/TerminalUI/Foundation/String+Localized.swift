import Foundation

extension String {
    /// The text `keyAndValue`, as Foundation's `String(localized:)` on Apple platforms, which
    /// Foundation on Linux lacks: a terminal app has no string tables, so the key is the text.
    public init(
        localized keyAndValue: String, table: String? = nil, bundle: Bundle? = nil, locale: Locale = .current,
        comment: StaticString? = nil
    ) {
        self = keyAndValue
    }
}
