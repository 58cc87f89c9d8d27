import Foundation

extension NSPredicate {
    /// A predicate on a string from a format, for the checks SwiftUI code writes on what is
    /// typed: `SELF MATCHES %@` (a regular expression the whole string matches, as an e-mail
    /// check does), `SELF CONTAINS %@`, `BEGINSWITH`, `ENDSWITH`, `LIKE` (`*` and `?`), `==`
    /// and `!=`, each with `[c]` (ignoring case), `[d]` (ignoring accents) or `[cd]`; the
    /// value is an argument (`%@`) or quoted.
    ///
    /// Foundation on Linux has no predicate strings (they rest on key-value coding), so other
    /// formats, such as a key path compared on objects, stop the program with a message naming
    /// the format.
    public convenience init(format predicateFormat: String, _ args: CVarArg...) {
        guard let comparison = StringComparison(format: predicateFormat, arguments: args) else {
            preconditionFailure(
                "NSPredicate(format: \"\(predicateFormat)\"): on Linux TerminalUI reads only SELF compared with a "
                    + "string (MATCHES, CONTAINS, BEGINSWITH, ENDSWITH, LIKE, ==, !=); use NSPredicate(block:)")
        }
        self.init { object, _ in
            guard let text = StringComparison.string(object) else { return false }
            return comparison.holds(for: text)
        }
    }
}

/// `SELF <operator>[options] <value>`, parsed from a predicate format.
private struct StringComparison {
    enum Operator { case matches, contains, beginswith, endswith, like, equal, notEqual }

    let operation: Operator
    let value: String
    let options: String.CompareOptions

    init?(format: String, arguments: [CVarArg]) {
        let parts = format.trimmingCharacters(in: .whitespaces).split(separator: " ", maxSplits: 2).map(String.init)
        guard parts.count == 3, parts[0].uppercased() == "SELF" else { return nil }
        var name = parts[1]
        var options: String.CompareOptions = []
        if let open = name.firstIndex(of: "["), name.hasSuffix("]") {
            let flags = name[name.index(after: open)..<name.index(before: name.endIndex)].lowercased()
            guard flags.allSatisfy({ "cd".contains($0) }) else { return nil }
            if flags.contains("c") { options.insert(.caseInsensitive) }
            if flags.contains("d") { options.insert(.diacriticInsensitive) }
            name = String(name[..<open])
        }
        switch name.uppercased() {
        case "MATCHES": operation = .matches
        case "CONTAINS": operation = .contains
        case "BEGINSWITH": operation = .beginswith
        case "ENDSWITH": operation = .endswith
        case "LIKE": operation = .like
        case "==", "=": operation = .equal
        case "!=", "<>": operation = .notEqual
        default: return nil
        }
        let operand = parts[2].trimmingCharacters(in: .whitespaces)
        if operand == "%@" {
            guard let first = arguments.first else { return nil }
            value = Self.string(first) ?? "\(first)"
        } else if operand.count >= 2, let quote = operand.first, "'\"".contains(quote), operand.last == quote {
            value = String(operand.dropFirst().dropLast())
        } else {
            return nil
        }
        self.options = options
    }

    func holds(for text: String) -> Bool {
        switch operation {
        case .matches: return text.range(of: "^(?:\(value))$", options: options.union(.regularExpression)) != nil
        case .contains: return text.range(of: value, options: options) != nil
        case .beginswith: return text.range(of: value, options: options.union(.anchored)) != nil
        case .endswith: return text.range(of: value, options: options.union([.anchored, .backwards])) != nil
        case .like: return text.range(of: Self.pattern(like: value), options: options.union(.regularExpression)) != nil
        case .equal: return text.compare(value, options: options) == .orderedSame
        case .notEqual: return text.compare(value, options: options) != .orderedSame
        }
    }

    /// `value` as a Swift string, if it is a `String` or an `NSString`.
    static func string(_ value: Any?) -> String? {
        value as? String ?? (value as? NSString).map { String($0) }
    }

    /// A `LIKE` pattern (`*` any run, `?` one character) as a whole-string regular expression.
    private static func pattern(like: String) -> String {
        var pattern = "^"
        for character in like {
            switch character {
            case "*": pattern += ".*"
            case "?": pattern += "."
            default: pattern += NSRegularExpression.escapedPattern(for: String(character))
            }
        }
        return pattern + "$"
    }
}
