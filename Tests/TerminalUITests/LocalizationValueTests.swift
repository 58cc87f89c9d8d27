import Foundation
import Testing

@testable import TerminalUICore

@Suite("String.LocalizationValue")
struct LocalizationValueTests {
    @Test func aValueMadeFromAStringIsItsText() {
        let fruit = "apples"
        #expect(String(localized: String.LocalizationValue(fruit.capitalized)) == "Apples")
    }

    @Test func anInterpolationWritesItsValuesAsFoundationDoes() {
        let name = "Ann"
        let plain: String.LocalizationValue = "\(name) has \(3) cards at \(1.5)"
        #expect(plain.description == "Ann has 3 cards at 1.500000", "a Double with %lf")
        let formatted: String.LocalizationValue = "Total \(2.5, format: .number), \(0.25, specifier: "%.1f")"
        #expect(String(localized: formatted) == "Total 2.5, 0.2")
    }

    @Test func aKeyWithADefaultValueIsTheDefault() {
        let name = "Ann"
        #expect(String(localized: "greeting", defaultValue: "Hello \(name)") == "Hello Ann")
    }

    @Test func aValueIsCodedAsItsText() throws {
        let value: String.LocalizationValue = "Split \(2) ways"
        let data = try JSONEncoder().encode(value)
        #expect(String(decoding: data, as: UTF8.self) == "\"Split 2 ways\"")
        #expect(try JSONDecoder().decode(String.LocalizationValue.self, from: data) == value)
    }
}
