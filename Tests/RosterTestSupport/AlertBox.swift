import Foundation

/// Reading an alert off a screen's rows, in headless and end-to-end tests alike.
package enum AlertBox {
    /// The alert's text with its box removed and wrapped lines joined.
    package static func text(_ rows: [String]) -> String {
        rows.compactMap { row -> String? in
            let parts = row.split(separator: "│", omittingEmptySubsequences: false)
            return parts.count >= 3 ? parts[parts.count - 2].trimmingCharacters(in: .whitespaces) : nil
        }
        .filter { !$0.isEmpty }
        .joined(separator: " ")
    }
}
