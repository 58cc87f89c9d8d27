import Testing

@testable import TerminalUICore

/// Focus goes only where a user can see it: a control squeezed to no width is passed over, and
/// one placed below the screen is scrolled into view (by its scroll view, or by the screen when
/// the content is taller than it).
@Suite("Focus in sight")
@MainActor
struct FocusInSightTests {
    /// The button Return presses after `tabs` presses of Tab.
    private func pressed(after tabs: Int, in host: TestHost, log: Log) -> String? {
        for _ in 0..<tabs { host.press(.tab) }
        let before = log.entries.count
        host.press(.return)
        return log.entries.count > before ? log.entries.last : nil
    }

    @Test func aControlOfNoWidthIsPassedOver() {
        let log = Log()
        // The title line has room for two leading items and a part of the third; the fourth
        // gets no width at all.
        let host = TestHost(
            NavigationStack {
                Text("Body").toolbar {
                    ToolbarItemGroup(placement: .navigationBarLeading) {
                        Button("One") { log("One") }
                        Button("Two") { log("Two") }
                        Button("Three") { log("Three") }
                        Button("Four") { log("Four") }
                    }
                }
            }, width: 20, height: 5)
        #expect(!host.screen[0].contains("Four"))
        #expect(pressed(after: 0, in: host, log: log) == "One")
        #expect(pressed(after: 2, in: host, log: log) == "Three")
        #expect(pressed(after: 1, in: host, log: log) == "One", "Tab wraps round past the button of no width")
        #expect(host.focusProblem == nil)
    }

    @Test func aControlBelowTheScreenIsReachedAndTheScreenScrollsToIt() {
        let log = Log()
        let host = TestHost(
            VStack(alignment: .leading) {
                Button("A") { log("A") }
                ForEach(0..<30, id: \.self) { Text("Row \($0)") }
                Button("B") { log("B") }
            }, width: 40, height: 12)
        #expect(!host.screenText.contains("[ B ]"))
        #expect(host.screen[0].contains("[ A ]"), "the content starts at the top")
        #expect(pressed(after: 1, in: host, log: log) == "B", "Tab reaches the button below the screen")
        #expect(host.screen[11].contains("[ B ]"), "scrolled up just enough:\n\(host.screenText)")
        #expect(host.focusProblem == nil)
        #expect(pressed(after: 1, in: host, log: log) == "A", "and back round to the top")
        #expect(host.screen[0].contains("[ A ]"))
    }

    @Test func aTitleAboveTheFirstControlStaysWhileTheRestFitsBelowIt() {
        let log = Log()
        let host = TestHost(
            VStack {
                Text("Keypad")
                ForEach(1...3, id: \.self) { key in
                    Button("\(key)") { log("\(key)") }.frame(height: 60)
                }
            }, width: 40, height: 12)
        #expect(host.screen[0].contains("Keypad"), "the first control shows at the top: no scroll\n\(host.screenText)")
        #expect(pressed(after: 2, in: host, log: log) == "3")
        #expect(
            host.shows("[ 3 ]") && host.shows("Keypad"), "the last key shows where it is: no scroll\n\(host.screenText)"
        )
        #expect(pressed(after: 1, in: host, log: log) == "1")
        #expect(host.screen[0].contains("Keypad"))
        #expect(host.focusProblem == nil)
    }

    @Test func aControlBelowTheScreenInAScrollViewIsReachedAndScrolledTo() {
        let log = Log()
        let host = TestHost(
            ScrollView {
                VStack(alignment: .leading) {
                    Button("A") { log("A") }
                    ForEach(0..<30, id: \.self) { Text("Row \($0)") }
                    Button("B") { log("B") }
                }
            }, width: 40, height: 12)
        #expect(pressed(after: 1, in: host, log: log) == "B")
        #expect(host.screenText.contains("[ B ]"))
        #expect(host.focusProblem == nil)
    }

    @Test func aResizeThatLeavesTheFocusedControlBelowTheScreenScrollsToIt() {
        let log = Log()
        let host = TestHost(
            VStack(alignment: .leading) {
                Button("A") { log("A") }
                ForEach(0..<6, id: \.self) { Text("Row \($0)") }
                Button("B") { log("B") }
            }, width: 40, height: 12)
        host.press(.tab)
        #expect(host.screenText.contains("[ B ]"))
        host.resize(width: 40, height: 5)
        #expect(host.screen[4].contains("[ B ]"), "\(host.screenText)")
        #expect(pressed(after: 0, in: host, log: log) == "B", "focus stays on the button, in view")
        #expect(host.focusProblem == nil)
    }

    private struct TallForm: View {
        @State private var name = ""
        @State private var weight = 50.0
        var body: some View {
            NavigationStack {
                VStack {
                    TextField("Name", text: $name)
                    ForEach(1...12, id: \.self) { Text("Step \($0)") }
                    Slider(value: $weight, in: 0...100)
                    ForEach(13...19, id: \.self) { Text("Step \($0)") }
                    Text("Result for \(name.isEmpty ? "nobody" : name)")
                }
                .navigationTitle("Tall")
            }
        }
    }

    @Test func aPaneTallerThanItsRoomScrollsToTheFocusedControlAndPastTheLast() {
        let host = TestHost(TallForm(), width: 40, height: 12)
        #expect(host.shows("Tall") && host.shows("Name"))
        #expect(!host.shows("Result"))
        host.type("Ann")
        host.press(.tab)
        #expect(host.shows("━"), "the slider below the pane's room is in view:\n\(host.screenText)")
        #expect(host.shows("Result for Ann"), "on the last control, what follows it shows:\n\(host.screenText)")
        #expect(host.screen[0].contains("Tall"), "the title stays")
        #expect(host.focusProblem == nil)
        host.press(.tab)
        #expect(host.shows("Ann") && !host.shows("Result"), "back at the first control, the top shows")
    }
}
