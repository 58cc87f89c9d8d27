import TerminalUI

/// The calculator's form; the totals follow every change.
struct TipCalculatorView: View {
    @State private var bill = 0.0
    @State private var tipPercent = 15
    @State private var people = 1

    private let tipChoices = [0, 10, 15, 20, 25]

    private var tip: Double { bill * Double(tipPercent) / 100 }
    private var total: Double { bill + tip }
    private var share: Double { total / Double(people) }

    var body: some View {
        NavigationStack {
            Form {
                Section("Bill") {
                    TextField("Amount", value: $bill, format: .number)
                    Stepper("People: \(people)", value: $people, in: 1...20)
                }
                Section("Tip") {
                    Picker("Tip", selection: $tipPercent) {
                        ForEach(tipChoices, id: \.self) { Text("\($0)%") }
                    }
                    .pickerStyle(.segmented)
                }
                Section("Totals") {
                    LabeledAmount(title: "Tip", amount: tip)
                    LabeledAmount(title: "Total", amount: total)
                    LabeledAmount(title: "Each pays", amount: share)
                }
            }
            .navigationTitle("Tip Calculator")
        }
    }
}

/// A title and an amount with two decimals.
struct LabeledAmount: View {
    let title: String
    let amount: Double

    var body: some View {
        HStack {
            Text(title)
            Spacer()
            Text(amount, format: .number.precision(.fractionLength(2)))
        }
    }
}
