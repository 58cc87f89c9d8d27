import TerminalUI
import Testing

// An expense list: an @Observable store in the environment, a List with .onDelete, an Add
// button in the toolbar that opens a sheet, and a form in the sheet that saves and dismisses.

@Observable
private final class Ledger {
    struct Expense: Identifiable {
        var id = UUID()
        var name: String
        var kind: String
        var amount: Double
    }

    var expenses: [Expense] = [
        Expense(name: "Lunch", kind: "Personal", amount: 12),
        Expense(name: "Taxi", kind: "Business", amount: 30),
    ]

    var total: Double { expenses.reduce(0) { $0 + $1.amount } }
}

private struct ExpensesView: View {
    @Environment(Ledger.self) private var ledger
    @State private var adding = false

    var body: some View {
        NavigationStack {
            List {
                ForEach(ledger.expenses) { expense in
                    HStack {
                        VStack(alignment: .leading) {
                            Text(expense.name).font(.headline)
                            Text(expense.kind).foregroundStyle(.secondary)
                        }
                        Spacer()
                        Text(expense.amount, format: .number)
                    }
                }
                .onDelete { ledger.expenses.remove(atOffsets: $0) }
            }
            .navigationTitle("Total \(ledger.total, format: .number)")
            .toolbar {
                Button("Add", systemImage: "plus") { adding = true }
                    .keyboardShortcut("n")
            }
            .sheet(isPresented: $adding) {
                AddExpenseView()
            }
        }
    }
}

private struct AddExpenseView: View {
    @Environment(Ledger.self) private var ledger
    @Environment(\.dismiss) private var dismiss
    @State private var name = ""
    @State private var kind = "Personal"
    @State private var amount = 0.0

    var body: some View {
        NavigationStack {
            Form {
                TextField("Name", text: $name)
                Picker("Kind", selection: $kind) {
                    ForEach(["Business", "Personal"], id: \.self) { Text($0) }
                }
                TextField("Amount", value: $amount, format: .number)
            }
            .navigationTitle("New expense")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") {
                        ledger.expenses.append(.init(name: name, kind: kind, amount: amount))
                        dismiss()
                    }
                    .disabled(name.isEmpty)
                }
            }
        }
    }
}

@Suite("An expense list with a sheet")
@MainActor
struct ExpenseListTests {
    @Test func addingAnExpenseInTheSheetUpdatesTheListAndTheTotal() {
        let ledger = Ledger()
        let host = TestHost(ExpensesView().environment(ledger), width: 50, height: 14)
        #expect(host.screen[0].hasPrefix(" Total 42"))
        host.press("n", modifiers: .control)
        #expect(host.screenText.contains("New expense"))
        host.type("Train")
        host.press(.downArrow)  // Kind
        host.press(.leftArrow)
        host.press(.downArrow)  // Amount
        host.press(.delete)
        host.type("8")
        host.press(.tab)  // Cancel
        host.press(.tab)  // Save
        host.press(.return)
        #expect(!host.screenText.contains("New expense"))
        #expect(ledger.expenses.last?.name == "Train")
        #expect(ledger.expenses.last?.kind == "Business")
        #expect(host.screen[0].hasPrefix(" Total 50"))
        #expect(host.screenText.contains("Train"))
    }

    @Test func saveIsDisabledUntilThereIsANameAndCancelKeepsTheList() {
        let ledger = Ledger()
        let host = TestHost(ExpensesView().environment(ledger), width: 50, height: 14)
        host.press("n", modifiers: .control)
        host.press(.tab, modifiers: .shift)  // the last control that can take focus: Cancel
        host.press(.return)
        #expect(!host.screenText.contains("New expense"))
        #expect(ledger.expenses.count == 2)
    }

    @Test func deleteRemovesTheSelectedExpense() {
        let ledger = Ledger()
        let host = TestHost(ExpensesView().environment(ledger), width: 50, height: 14)
        host.press(.delete)
        #expect(ledger.expenses.map(\.name) == ["Taxi"])
        #expect(host.screen[0].hasPrefix(" Total 30"))
    }
}
