import TerminalUI
import Testing

// A bill splitter: an amount typed as currency, the number of people from a menu picker, the
// tip from a segmented picker, and a Done button in the toolbar while the amount is focused.

private struct SplitView: View {
    @State private var amount = 0.0
    @State private var people = 2
    @State private var tip = 10
    @FocusState private var amountFocused: Bool

    private let tips = [0, 10, 15, 20]

    private var share: Double {
        amount * (1 + Double(tip) / 100) / Double(people)
    }

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    TextField("Amount", value: $amount, format: .number)
                        .keyboardType(.decimalPad)
                        .focused($amountFocused)
                    Picker("People", selection: $people) {
                        ForEach(1..<11, id: \.self) { Text("\($0) people") }
                    }
                }
                Section("Tip") {
                    Picker("Tip", selection: $tip) {
                        ForEach(tips, id: \.self) { Text($0, format: .percent) }
                    }
                    .pickerStyle(.segmented)
                    .labelsHidden()
                }
                Section("Each pays") {
                    Text(share, format: .number.precision(.fractionLength(2)))
                }
            }
            .navigationTitle("Split")
            .toolbar {
                if amountFocused {
                    Button("Done") { amountFocused = false }
                }
            }
        }
    }
}

@Suite("A bill splitter")
@MainActor
struct BillSplitterTests {
    private func share(_ host: TestHost) -> String {
        host.screen.last { !$0.isEmpty }?.trimmingCharacters(in: .whitespaces) ?? ""
    }

    @Test func typingTheAmountAndChoosingPeopleAndTipUpdatesTheShare() {
        let host = TestHost(SplitView(), width: 60, height: 16)
        #expect(host.screen[0].hasSuffix("[ Done ]"))
        host.press(.delete)
        host.type("120")
        #expect(share(host) == "66.00")
        host.press(.downArrow)  // People (menu)
        #expect(!host.screen[0].contains("Done"))
        host.press(.return)
        host.press(.downArrow)
        host.press(.downArrow)
        host.press(.return)
        #expect(host.screenText.contains("4 people ▾"))
        #expect(share(host) == "33.00")
        host.press(.downArrow)  // Tip (segmented)
        host.press(.rightArrow)
        host.press(.rightArrow)
        #expect(share(host) == "36.00")
    }

    @Test func theDoneButtonFollowsTheAmountFieldsFocus() throws {
        let host = TestHost(SplitView(), width: 60, height: 16)
        #expect(host.screen[0].hasSuffix("[ Done ]"))
        host.press(.downArrow)
        #expect(!host.screen[0].contains("Done"))
        host.press(.upArrow)
        #expect(host.screen[0].hasSuffix("[ Done ]"))
        // Shift-Tab from the first control reaches Done, the last, which goes as the field
        // loses focus: focus goes on past it, to the last segment of the tip.
        host.press(.tab, modifiers: .shift)
        #expect(host.focusProblem == nil)
        #expect(!host.screen[0].contains("Done"))
        let focused = try #require(host.focusedFrame)
        let row = Array(host.screen[focused.origin.y])
        #expect(String(row[focused.origin.x..<focused.origin.x + focused.size.width]) == " 20% ")
        host.press(.tab)
        #expect(host.cursor?.y == 2, "Tab comes round to the amount field")
        #expect(host.screen[0].hasSuffix("[ Done ]"))
    }
}
