import Testing

@testable import TerminalUICore

@Suite("swipeActions")
@MainActor
struct SwipeActionsTests {
    private final class Mail: ObservableObject {
        @Published var subjects = ["Lunch", "Invoice", "Trip"]
        @Published var log: [String] = []
    }

    private struct Inbox: View {
        @ObservedObject var mail: Mail

        var body: some View {
            List {
                ForEach(mail.subjects, id: \.self) { subject in
                    Text(subject)
                        .swipeActions {
                            Button("Delete", role: .destructive) {
                                mail.subjects.removeAll { $0 == subject }
                            }
                            Button("Archive") { mail.log.append("archive \(subject)") }
                        }
                        .swipeActions(edge: .leading, allowsFullSwipe: false) {
                            Button("Pin") { mail.log.append("pin \(subject)") }
                            Button("Flag") { mail.log.append("flag \(subject)") }
                        }
                }
            }
        }
    }

    @Test func leftArrowOpensTheTrailingActionsOfTheSelectedRowAsASwipeToTheLeft() {
        let mail = Mail()
        let host = TestHost(Inbox(mail: mail), width: 40, height: 12)
        host.press(.downArrow)
        host.press(.leftArrow)
        #expect(host.shows("Delete") && host.shows("Archive") && !host.shows("Pin"))
        host.press(.downArrow)
        host.press(.return)
        #expect(mail.log == ["archive Invoice"] && !host.shows("Archive"), "the popup closed")
        #expect(host.focusProblem == nil)
    }

    @Test func rightArrowOpensTheLeadingActionsAndEscClosesThem() {
        let mail = Mail()
        let host = TestHost(Inbox(mail: mail), width: 40, height: 12)
        host.press(.rightArrow)
        #expect(host.shows("Pin") && host.shows("Flag") && !host.shows("Delete"))
        host.press(.escape)
        #expect(!host.shows("Pin") && mail.log.isEmpty)
        host.press(.downArrow)
        #expect(host.isReversed("Invoice"), "↑/↓ still move between rows")
    }

    @Test func aFullSwipeRunsTheFirstActionOnlyWhereItIsAllowed() {
        let mail = Mail()
        let host = TestHost(Inbox(mail: mail), width: 40, height: 12)
        host.press(.leftArrow, modifiers: .shift)
        #expect(mail.subjects == ["Invoice", "Trip"] && !host.shows("Lunch"))
        host.press(.rightArrow, modifiers: .shift)
        #expect(mail.log.isEmpty && host.shows("Pin"), "without allowsFullSwipe Shift-→ opens the popup")
    }

    @Test func aRightClickOnTheSelectedRowOpensItsTrailingActions() {
        let mail = Mail()
        let host = TestHost(Inbox(mail: mail), width: 40, height: 12)
        host.send([MouseEvent(kind: .press(.right), location: Point(x: 1, y: 0))])
        #expect(host.shows("Delete") && !host.shows("Pin"))
    }

    @Test func outsideAListTheModifierDoesNothing() {
        let host = TestHost(
            VStack {
                Text("Alone").swipeActions { Button("Delete") {} }
                Button("Other") {}
            }, width: 20, height: 4)
        #expect(host.isReversed("[ Other ]"), "the text took no focus")
        host.press(.leftArrow)
        #expect(!host.shows("Delete"))
    }

    @Test(arguments: SnapshotTests.sizes)
    func snapshots(size: Size) {
        let host = TestHost(Inbox(mail: Mail()), width: size.width, height: size.height)
        host.press(.downArrow)
        Snapshot.assert(host, named: "swipeactions-selected-\(size.width)x\(size.height)")
        host.press(.leftArrow)
        Snapshot.assert(host, named: "swipeactions-open-\(size.width)x\(size.height)")
    }

    /// Swipe actions and a context menu written on the `ForEach`, as tutorials often do: they
    /// belong to each row, which stays a row of its own.
    private struct Fruits: View {
        @State private var fruits = ["Apple", "Orange", "Peach"]
        @State private var log = ""

        var body: some View {
            VStack {
                List {
                    ForEach(fruits, id: \.self) { fruit in
                        Text(fruit)
                    }
                    .swipeActions(edge: .trailing) {
                        Button("Tap") { log = "tapped" }
                    }
                    .contextMenu {
                        Button("Menu item") { log = "menu" }
                    }
                    .onDelete { fruits.remove(atOffsets: $0) }
                }
                Text("log: \(log)")
            }
        }
    }

    @Test func swipeActionsOnAForEachBelongToEachRow() {
        let host = TestHost(Fruits(), width: 30, height: 10)
        host.press(.downArrow)
        #expect(host.focusedFrame.map { host.screen[$0.minY].contains("Orange") } == true, "\(host.screenText)")
        #expect(host.focusedFrame?.height == 1, "one row, not the whole ForEach")
        host.press(.leftArrow)
        host.press(.return)
        #expect(host.shows("log: tapped"))
        host.press(.functionKey(10), modifiers: .shift)
        host.press(.return)
        #expect(host.shows("log: menu"))
        host.press(.delete)
        #expect(!host.shows("Orange") && host.shows("Peach"), "onDelete after them still deletes the row")
    }
}
