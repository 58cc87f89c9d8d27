import Testing

@testable import TerminalUICore

/// A bill's amount on a decimal pad, converted as phone code converts it, and a key handler
/// around it that would count letters reaching it.
private struct Bill: View {
    @State private var amount = ""
    @State private var keysAround = 0

    var body: some View {
        VStack(alignment: .leading) {
            TextField("Amount", text: $amount)
                .keyboardType(.decimalPad)
            Text("Total \(Double(amount).map { String($0 * 2) } ?? "none")")
            Text("keys around \(keysAround)")
        }
        .onKeyPress(characters: .letters) { _ in
            keysAround += 1
            return .handled
        }
    }
}

@Suite(".keyboardType")
@MainActor
struct KeyboardTypeTests {
    @Test func aDecimalPadTypesDigitsAndTheDecimalSeparatorOnly() {
        let host = TestHost(Bill(), width: 40, height: 12)
        host.type("1x2.a5 ")
        #expect(host.screen[0].contains("12.5"))
        #expect(host.screen[1].contains("Total 25.0"), "the text converts, as the pad promises:\n\(host.screenText)")
        #expect(host.screen[2].contains("keys around 0"), "a key the pad lacks types nothing and goes nowhere")
    }

    @Test(arguments: [
        (UIKeyboardType.numberPad, "12"), (.asciiCapableNumberPad, "12"), (.phonePad, "+1#2*"),
        (.default, "+1 (a#2*)"), (.emailAddress, "+1 (a#2*)"), (.numbersAndPunctuation, "+1 (a#2*)"),
    ])
    func eachPadTakesItsOwnKeys(type: UIKeyboardType, typed: String) {
        let text = RecordedValue("")
        let host = TestHost(TextField("Number", text: text.binding).keyboardType(type), width: 20, height: 1)
        host.type("+1 (a#2*)")
        #expect(text.value == typed)
    }

    @Test func aPasteIsNotLimitedAsOnAPhone() {
        let text = RecordedValue("")
        let host = TestHost(TextField("Number", text: text.binding).keyboardType(.numberPad), width: 20, height: 1)
        host.paste("12ab")
        #expect(text.value == "12ab")
    }

    @Test func aTextEditorOnANumberPadTypesDigitsAndLineBreaks() {
        let text = RecordedValue("")
        let host = TestHost(TextEditor(text: text.binding).keyboardType(.numberPad), width: 20, height: 4)
        host.type("1a2")
        host.press(.return)
        host.type("3")
        #expect(text.value == "12\n3")
    }
}
