import Foundation

/// An arithmetic expression read from a format, as Foundation's `NSExpression`, which
/// swift-corelibs-foundation declares but marks unavailable on Linux: a calculator that
/// evaluates what was keyed in (`NSExpression(format: "7*6").expressionValue(with: nil,
/// context: nil)`) compiles with `import TerminalUI` alone. With `import Foundation` written
/// too, the two are ambiguous and the name must be written `TerminalUI.NSExpression`.
///
/// **Approximated:** arithmetic on numbers only: `+`, `-`, `*`, `/`, `**` (a power), a sign,
/// parentheses, and the arguments `%@` (a number), `%d`, `%i`, `%ld`, `%lld`, `%f` and `%lf`.
/// As Foundation's, whole numbers stay whole (`7/2` is 3) until a decimal joins them, and the
/// value is an `NSNumber`; a division of whole numbers by zero gives infinity. A format that
/// is no such expression (`7+`, a key path, a function) stops the program with a message
/// naming it, as Foundation raises an exception.
open class NSExpression: NSObject {
    private let value: ArithmeticValue

    /// The expression `expressionFormat` writes, with `args` in place of its `%` arguments.
    public convenience init(format expressionFormat: String, _ args: CVarArg...) {
        self.init(format: expressionFormat, argumentArray: args)
    }

    /// The expression `expressionFormat` writes, with `arguments` in place of its `%` arguments.
    public init(format expressionFormat: String, argumentArray arguments: [Any]) {
        var parser = ArithmeticParser(format: expressionFormat, arguments: arguments)
        guard let value = parser.parse() else {
            preconditionFailure(
                "NSExpression(format: \"\(expressionFormat)\"): on Linux TerminalUI reads only arithmetic on "
                    + "numbers (+ - * / ** and parentheses)")
        }
        self.value = value
    }

    /// An expression whose value is `obj`, a number.
    public init(forConstantValue obj: Any?) {
        value = ArithmeticValue(obj) ?? .whole(0)
    }

    /// The expression's value, an `NSNumber`.
    open var constantValue: Any? { value.number }

    /// The expression's value, an `NSNumber` (`object` and `context` are not read: the
    /// expression holds numbers only).
    open func expressionValue(with object: Any?, context: NSMutableDictionary?) -> Any? {
        value.number
    }
}

/// A number as an arithmetic expression computes it: whole while every operand is.
enum ArithmeticValue: Equatable {
    case whole(Int)
    case decimal(Double)

    init?(_ object: Any?) {
        switch object {
        case let number as Int: self = .whole(number)
        case let number as Double: self = .decimal(number)
        case let number as NSNumber:
            let double = number.doubleValue
            self = double.rounded() == double && abs(double) < 1e18 ? .whole(number.intValue) : .decimal(double)
        default: return nil
        }
    }

    var number: NSNumber {
        switch self {
        case .whole(let value): NSNumber(value: value)
        case .decimal(let value): NSNumber(value: value)
        }
    }

    var double: Double {
        switch self {
        case .whole(let value): Double(value)
        case .decimal(let value): value
        }
    }

    /// `self` and `other` combined by `operation`: on whole numbers while both are whole and the
    /// result fits, else on decimals.
    func combined(with other: ArithmeticValue, by operation: Character) -> ArithmeticValue {
        if case .whole(let a) = self, case .whole(let b) = other {
            let result: (Int, Bool)? =
                switch operation {
                case "+": a.addingReportingOverflow(b)
                case "-": a.subtractingReportingOverflow(b)
                case "*": a.multipliedReportingOverflow(by: b)
                case "/": b == 0 ? nil : a.dividedReportingOverflow(by: b)
                default: nil
                }
            if let (value, overflow) = result, !overflow { return .whole(value) }
        }
        let (a, b) = (double, other.double)
        switch operation {
        case "+": return .decimal(a + b)
        case "-": return .decimal(a - b)
        case "*": return .decimal(a * b)
        case "/": return .decimal(a / b)
        default: return .decimal(pow(a, b))
        }
    }
}

/// Reads an arithmetic format: sums of products of powers of signed numbers and parentheses.
struct ArithmeticParser {
    private let characters: [Character]
    private var arguments: [Any]
    private var index = 0

    init(format: String, arguments: [Any]) {
        characters = Array(format)
        self.arguments = arguments
    }

    /// The value of the whole format, or `nil` when it is not arithmetic.
    mutating func parse() -> ArithmeticValue? {
        guard let value = sum() else { return nil }
        skipSpaces()
        return index == characters.count ? value : nil
    }

    private mutating func sum() -> ArithmeticValue? {
        guard var value = product() else { return nil }
        while let operation = take(anyOf: "+-") {
            guard let next = product() else { return nil }
            value = value.combined(with: next, by: operation)
        }
        return value
    }

    private mutating func product() -> ArithmeticValue? {
        guard var value = power() else { return nil }
        while !peek("**"), let operation = take(anyOf: "*/") {
            guard let next = power() else { return nil }
            value = value.combined(with: next, by: operation)
        }
        return value
    }

    /// A signed operand, raised to a power (`**`, from the right).
    private mutating func power() -> ArithmeticValue? {
        guard let base = signed() else { return nil }
        skipSpaces()
        guard peek("**") else { return base }
        index += 2
        guard let exponent = power() else { return nil }
        return base.combined(with: exponent, by: "^")
    }

    private mutating func signed() -> ArithmeticValue? {
        if let sign = take(anyOf: "+-") {
            guard let value = signed() else { return nil }
            return sign == "-" ? ArithmeticValue.whole(0).combined(with: value, by: "-") : value
        }
        return operand()
    }

    private mutating func operand() -> ArithmeticValue? {
        skipSpaces()
        guard index < characters.count else { return nil }
        if characters[index] == "(" {
            index += 1
            guard let value = sum(), take(anyOf: ")") != nil else { return nil }
            return value
        }
        if characters[index] == "%" { return argument() }
        return literal()
    }

    /// A number written out: digits, a decimal point, an exponent.
    private mutating func literal() -> ArithmeticValue? {
        let start = index
        var isDecimal = false
        while index < characters.count, characters[index].isASCII,
            characters[index].isNumber || characters[index] == "."
        {
            if characters[index] == "." { isDecimal = true }
            index += 1
        }
        if index > start, index < characters.count, "eE".contains(characters[index]) {
            isDecimal = true
            index += 1
            if index < characters.count, "+-".contains(characters[index]) { index += 1 }
            while index < characters.count, characters[index].isASCII, characters[index].isNumber { index += 1 }
        }
        let text = String(characters[start..<index])
        if !isDecimal, let whole = Int(text) { return .whole(whole) }
        return Double(text).map { .decimal($0) }
    }

    /// A `%` argument, taken from the arguments in order.
    private mutating func argument() -> ArithmeticValue? {
        index += 1
        let start = index
        while index < characters.count, characters[index].isLetter || characters[index] == "@" {
            index += 1
            if ["@", "d", "i", "f"].contains(characters[index - 1]) { break }
        }
        let specifier = String(characters[start..<index])
        guard ["@", "d", "i", "ld", "lld", "f", "lf"].contains(specifier), !arguments.isEmpty else { return nil }
        return ArithmeticValue(arguments.removeFirst())
    }

    private mutating func take(anyOf set: String) -> Character? {
        skipSpaces()
        guard index < characters.count, set.contains(characters[index]) else { return nil }
        index += 1
        return characters[index - 1]
    }

    private mutating func peek(_ text: String) -> Bool {
        skipSpaces()
        return characters[index...].starts(with: text)
    }

    private mutating func skipSpaces() {
        while index < characters.count, characters[index].isWhitespace { index += 1 }
    }
}
