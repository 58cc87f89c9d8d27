import Testing

@testable import TerminalUICore

/// The older and shorthand forms tutorials still use: `ActionSheet`, `.actionSheet`,
/// `navigationBarTitle(_:displayMode:)` with a string, the stepper of your own actions with its
/// label last or a title, and `NavigationLink(_:destination:)` with a closure.
@Suite("Older and shorthand forms")
@MainActor
struct OlderFormsTests {
    private struct Note: Identifiable {
        let id: String
    }

    private struct Notes: View {
        @State private var notes = ["Milk", "Eggs"]
        @State private var asking = false
        let log: Log

        var body: some View {
            NavigationView {
                VStack(alignment: .leading) {
                    ForEach(notes, id: \.self) { Text($0) }
                    Button("Delete all") { asking = true }
                }
                .navigationBarTitle("Notes", displayMode: .inline)
                .actionSheet(isPresented: $asking) {
                    ActionSheet(
                        title: Text("Delete every note?"), message: Text("This cannot be undone"),
                        buttons: [
                            .destructive(Text("Delete")) {
                                notes = []
                                log("deleted")
                            },
                            .cancel(Text("Keep")),
                        ])
                }
            }
        }
    }

    @Test func anActionSheetShowsItsButtonsAndRunsTheChosenOne() {
        let log = Log()
        let host = TestHost(Notes(log: log), width: 50, height: 12)
        #expect(host.screenText.contains("Notes"), "the title shows: \(host.screenText)")
        host.press(.return)
        #expect(host.screenText.contains("Delete every note?"))
        #expect(host.screenText.contains("This cannot be undone"))
        #expect(host.screenText.contains("[ Delete ]") && host.screenText.contains("[ Keep ]"))
        host.press(.tab, modifiers: .shift)
        host.press(.return)
        #expect(log.entries == ["deleted"])
        #expect(!host.screenText.contains("Milk") && !host.screenText.contains("Delete every note?"))
        #expect(host.focusProblem == nil)
    }

    @Test func escapeChoosesTheCancelButtonOfAnActionSheet() {
        let log = Log()
        let host = TestHost(Notes(log: log), width: 50, height: 12)
        host.press(.return)
        host.press(.escape)
        #expect(log.entries.isEmpty)
        #expect(host.screenText.contains("Milk") && !host.screenText.contains("Delete every note?"))
    }

    private struct Picked: View {
        @State private var note: Note?

        var body: some View {
            Button("Pick") { note = Note(id: "Milk") }
                .actionSheet(item: $note) { note in
                    ActionSheet(title: Text("About \(note.id)"))
                }
        }
    }

    @Test func anItemActionSheetShowsForTheItemAndItsDefaultCancelClearsIt() {
        let host = TestHost(Picked(), width: 40, height: 10)
        host.press(.return)
        #expect(host.screenText.contains("About Milk") && host.screenText.contains("[ Cancel ]"), "\(host.screenText)")
        host.press(.return)
        #expect(!host.screenText.contains("About Milk"))
    }

    private struct Counter: View {
        @State private var amount = 1

        var body: some View {
            VStack(alignment: .leading) {
                Stepper(
                    onIncrement: { amount = min(amount + 1, 3) },
                    onDecrement: { amount = max(amount - 1, 1) }
                ) {
                    Text("Amount \(amount)")
                }
                Stepper("Titled", onIncrement: { amount += 10 }, onDecrement: nil)
            }
        }
    }

    @Test func aStepperOfYourOwnActionsTakesItsLabelLastOrATitle() {
        let host = TestHost(Counter(), width: 40, height: 4)
        #expect(host.screenText.contains("Amount 1"))
        for _ in 0..<4 { host.press(.rightArrow) }
        #expect(host.screenText.contains("Amount 3"), "the action clamps: \(host.screenText)")
        host.press(.leftArrow)
        #expect(host.screenText.contains("Amount 2"))
        host.press(.tab)
        host.press(.rightArrow)
        #expect(host.screenText.contains("Amount 12") && host.screenText.contains("Titled"), "\(host.screenText)")
    }

    private struct Habits: View {
        let names = ["Walk", "Read"]

        var body: some View {
            NavigationStack {
                List(names, id: \.self) { name in
                    NavigationLink(name) { Text("About \(name)") }
                }
                .navigationTitle("Habits")
            }
        }
    }

    @Test func aTitledLinkBuildsItsDestinationFromAClosure() {
        let host = TestHost(Habits(), width: 40, height: 8)
        host.press(.downArrow)
        host.press(.return)
        #expect(host.screenText.contains("About Read"), "\(host.screenText)")
    }

    @Test(arguments: SnapshotTests.sizes)
    func snapshots(size: Size) {
        let host = TestHost(Notes(log: Log()), width: size.width, height: size.height)
        host.press(.return)
        Snapshot.assert(host, named: "action-sheet-\(size.width)x\(size.height)")
    }
}
