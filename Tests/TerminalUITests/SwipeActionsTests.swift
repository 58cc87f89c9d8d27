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

/// Swipe actions are stops of Tab after their row, shown in it while one has focus.
@Suite("swipeActions reached by Tab")
@MainActor
struct SwipeActionsTabTests {
    private final class Mail: ObservableObject {
        @Published var subjects = ["Lunch", "Invoice", "Trip"]
        @Published var starred: Set<String> = []
        @Published var log: [String] = []
    }

    private struct Inbox: View {
        @ObservedObject var mail: Mail
        var withToggles = false

        var body: some View {
            List {
                ForEach(mail.subjects, id: \.self) { subject in
                    row(subject)
                        .swipeActions {
                            Button("Delete", role: .destructive) {
                                mail.subjects.removeAll { $0 == subject }
                            }
                            Button("Archive") { mail.log.append("archive \(subject)") }
                        }
                        .swipeActions(edge: .leading) {
                            Button("Pin") { mail.log.append("pin \(subject)") }
                        }
                }
            }
        }

        @ViewBuilder private func row(_ subject: String) -> some View {
            if withToggles {
                Toggle(
                    subject,
                    isOn: Binding(
                        get: { mail.starred.contains(subject) },
                        set: { if $0 { mail.starred.insert(subject) } else { mail.starred.remove(subject) } }))
            } else {
                Text(subject)
            }
        }
    }

    @Test func tabGoesFromTheRowToEachOfItsActionsShownAtTheEdgeOfTheSwipe() {
        let mail = Mail()
        let host = TestHost(Inbox(mail: mail), width: 40, height: 6)
        #expect(!host.shows("Delete"), "the actions are hidden until reached")
        host.press(.tab)
        #expect(host.screen[0].hasSuffix("[ Delete ] [ Archive ]"), "\(host.screenText)")
        #expect(!host.isReversed("[ Delete ]") && host.isReversed("[ Archive ]"), "on the reversed row, not reversed")
        #expect(Self.focusedText(host) == "[ Delete ]")
        host.press(.tab)
        #expect(Self.focusedText(host) == "[ Archive ]")
        host.press(.tab)
        #expect(Self.focusedText(host) == "[ Pin ]")
        #expect(host.screen[0].hasPrefix(" [ Pin ] Lunch"), "the leading edge's action shows before the row")
        host.press(.tab)
        #expect(Self.focusedText(host) == "Invoice", "then the next row")
        #expect(!host.shows("Delete") && !host.shows("Pin"), "whose actions are hidden")
        host.press(.tab, modifiers: .shift)
        #expect(Self.focusedText(host) == "[ Pin ]", "Shift-Tab comes back to them")
        host.press(.tab, modifiers: .shift)
        host.press(.return)
        #expect(mail.log == ["archive Lunch"])
        #expect(host.focusProblem == nil)
    }

    @Test func returnPressesTheActionTabReachedAndOnTheRowNone() {
        let mail = Mail()
        let host = TestHost(Inbox(mail: mail), width: 40, height: 6)
        host.press(.return)
        #expect(
            mail.subjects == ["Lunch", "Invoice", "Trip"] && mail.log.isEmpty, "Return on the row presses no action")
        host.press(.tab)
        host.press(.space)
        #expect(mail.subjects == ["Invoice", "Trip"], "Space on Delete deletes the row")
        #expect(host.focusProblem == nil)
    }

    @Test func tabGoesOnFromARowsControlToItsActions() {
        let mail = Mail()
        let host = TestHost(Inbox(mail: mail, withToggles: true), width: 40, height: 6)
        host.press(.space)
        #expect(mail.starred == ["Lunch"])
        host.press(.tab)
        #expect(Self.focusedText(host) == "[ Delete ]" && host.shows("Archive"), "\(host.screenText)")
        host.press(.tab)
        host.press(.tab)
        host.press(.tab)
        #expect(host.screen[1].contains("Invoice") && !host.shows("Delete"), "the next row's toggle")
        host.press(.space)
        #expect(mail.starred == ["Lunch", "Invoice"])
    }

    @Test(arguments: SnapshotTests.sizes)
    func snapshots(size: Size) {
        let host = TestHost(Inbox(mail: Mail()), width: size.width, height: size.height)
        host.press(.downArrow)
        host.press(.tab)
        host.press(.tab)
        Snapshot.assert(host, named: "swipeactions-tab-\(size.width)x\(size.height)")
    }

    /// The cells of the focused control's frame.
    private static func focusedText(_ host: TestHost) -> String {
        guard let frame = host.focusedFrame else { return "" }
        return String(host.screen[frame.minY].dropFirst(frame.minX).prefix(frame.width))
    }
}
