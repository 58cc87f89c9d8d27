import Testing

@testable import TerminalUICore

// No `import Foundation` here: with it, `NSExpression` would name Foundation's too (see
// `NSExpression`), as it would in an app's file.

@Suite("NSExpression(format:) on arithmetic")
struct NSExpressionTests {
    private func value(_ format: String, _ args: Any...) -> NSNumber? {
        NSExpression(format: format, argumentArray: args).expressionValue(with: nil, context: nil) as? NSNumber
    }

    @Test func aCalculatorsKeysAreWorkedOutInOrderOfPrecedence() {
        #expect(value("7+8") == 15)
        #expect(value("7*6") == 42)
        #expect(value("2+3*4") == 14, "a product before a sum")
        #expect(value("(2+3)*4") == 20)
        #expect(value("10 - 2 - 3") == 5, "from the left")
        #expect(value("-3 * -2") == 6)
        #expect(value("2 ** 3 ** 2") == 512, "a power from the right")
    }

    @Test func wholeNumbersStayWholeUntilADecimalJoinsThem() {
        #expect(value("7/2") == 3, "as Foundation's: whole numbers divide whole")
        #expect(value("7.0/2") == 3.5)
        #expect(value("12*0.01") == 0.12)
        #expect(value("1e3 + 1") == 1001)
        #expect(value("1/0")?.doubleValue == .infinity)
        #expect(value("9223372036854775807 + 1")?.doubleValue == 9_223_372_036_854_775_808, "no overflow")
        #expect(NSExpression(format: "7+8").expressionValue(with: nil, context: nil) as? Double == 15)
        #expect(value("7+8")?.stringValue == "15" && value("0.5+1")?.stringValue == "1.5")
    }

    @Test func argumentsTakeThePlaceOfTheirSpecifiers() {
        #expect(value("%d + %@", 2, NSNumber(value: 1.5)) == 3.5)
        #expect(value("%f * %ld", 2.5, 4) == 10)
        #expect(NSExpression(format: "%d * %d", 6, 7).expressionValue(with: nil, context: nil) as? NSNumber == 42)
        #expect(NSExpression(forConstantValue: 4).constantValue as? NSNumber == 4)
    }

    @Test func aFormatThatIsNotArithmeticIsNotRead() {
        for format in ["7+", "(1+2", "2 % 3", "name.length", "sqrt(4)", "", "1 2"] {
            var parser = ArithmeticParser(format: format, arguments: [])
            #expect(parser.parse() == nil, "\(format)")
        }
    }
}
