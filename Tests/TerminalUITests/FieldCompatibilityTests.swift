import Testing

@testable import TerminalUICore

@Suite("SecureField and formatted TextField")
@MainActor
struct FieldCompatibilityTests {
    @Test func aSecureFieldWritesWhatIsTypedAndShowsBullets() {
        let password = RecordedValue("")
        let host = TestHost(SecureField("Password", text: password.binding), width: 20, height: 1)
        #expect(host.screen[0] == "Password")
        host.type("pa55")
        #expect(password.writes == ["p", "pa", "pa5", "pa55"])
        #expect(host.screen[0] == "••••")
        #expect(host.cursor == Point(x: 4, y: 0))
    }

    @Test func aTextLabelIsThePlaceholderWhenThereIsNoPrompt() {
        let name = RecordedValue("")
        let host = TestHost(
            VStack {
                TextField(text: name.binding) { Text("Name") }
                SecureField(text: name.binding) { Text("Password") }
                TextField(text: name.binding, prompt: Text("Given name")) { Text("Name") }
            }, width: 20, height: 3)
        #expect(host.screen == ["Name", "Password", "Given name"])
        host.type("Ann")
        #expect(host.screen[0] == "Ann" && name.writes.last == "Ann", "the placeholder gives way to the text")
    }

    @Test func aCurrencyFieldShowsTheFormatAndWritesNumbersAsTheyAreTyped() {
        let amount = RecordedValue(0.0)
        let format = FloatingPointFormatStyle<Double>.Currency(code: "USD")
        let shown = format.locale(.process)  // in the user's locale, as SwiftUI's in the environment's
        let host = TestHost(
            VStack {
                TextField("Amount", value: amount.binding, format: format)
                Button("Next") {}
            }, width: 30, height: 2)
        #expect(host.screen[0].trimmingCharacters(in: .whitespaces) == shown.format(0))
        host.press(.end)
        for _ in 0..<12 { host.press(.delete) }
        host.type("12.5")
        #expect(amount.writes.last == 12.5)
        #expect(host.screen[0].trimmingCharacters(in: .whitespaces) == "12.5")
        host.press(.tab)
        #expect(host.screen[0].trimmingCharacters(in: .whitespaces) == shown.format(12.5))
    }

    @Test func textThatDoesNotParseWritesNothingAndReturnShowsTheValueAgain() {
        let count = RecordedValue(7)
        let host = TestHost(
            TextField("Count", value: count.binding, format: IntegerFormatStyle<Int>()), width: 20, height: 1)
        host.press(.delete)
        #expect(count.writes.isEmpty)
        host.type("x")
        #expect(count.writes.isEmpty)
        host.press(.return)
        #expect(host.screen[0].trimmingCharacters(in: .whitespaces) == "7")
        host.type("3")
        #expect(count.writes == [73])
    }

    @Test func aPercentFieldAcceptsABareNumber() {
        let tip = RecordedValue(20)
        let host = TestHost(TextField("Tip", value: tip.binding, format: .percent), width: 20, height: 1)
        #expect(host.screen[0].trimmingCharacters(in: .whitespaces) == "20%")
        for _ in 0..<3 { host.press(.delete) }
        host.type("15")
        #expect(tip.writes.last == 15)
    }
}
