import Foundation
import Testing

@testable import TerminalUICore

@Suite("NSPredicate(format:) on strings")
struct NSPredicateFormatTests {
    @Test func matchesTakesARegularExpressionTheWholeStringMatches() {
        let email = NSPredicate(format: "SELF MATCHES %@", "[A-Z0-9a-z._%+-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,64}")
        #expect(email.evaluate(with: "ann@example.com"))
        #expect(!email.evaluate(with: "ann@example"))
        #expect(!email.evaluate(with: "write to ann@example.com"), "the whole string, not a part of it")
        #expect(!email.evaluate(with: 42), "not a string")
        let digits = NSPredicate(format: "self matches %@", "[0-9]+|x")
        #expect(digits.evaluate(with: "123") && digits.evaluate(with: "x") && !digits.evaluate(with: "12x"))
    }

    @Test func theOtherComparisonsWithTheirOptions() {
        #expect(NSPredicate(format: "SELF CONTAINS[c] %@", "LIN").evaluate(with: "Berlin"))
        #expect(!NSPredicate(format: "SELF CONTAINS %@", "LIN").evaluate(with: "Berlin"))
        #expect(NSPredicate(format: "SELF BEGINSWITH[cd] 'e'").evaluate(with: "École"))
        #expect(!NSPredicate(format: "SELF BEGINSWITH 'c'").evaluate(with: "École"))
        #expect(NSPredicate(format: "SELF ENDSWITH %@", ".swift").evaluate(with: "App.swift"))
        #expect(NSPredicate(format: "SELF LIKE %@", "a?c*").evaluate(with: "abcdef"))
        #expect(!NSPredicate(format: "SELF LIKE %@", "a?c*").evaluate(with: "xabc"))
        #expect(NSPredicate(format: "SELF == %@", "Yes").evaluate(with: "Yes"))
        #expect(NSPredicate(format: "SELF != \"Yes\"").evaluate(with: "No"))
    }
}
