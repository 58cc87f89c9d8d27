import Testing

@testable import TerminalUICore

/// Thirty one-line rows beside a button, on a 20 × 10 screen.
private struct ThirtyRows: View {
    let log: Log

    var body: some View {
        VStack(alignment: .leading) {
            List {
                ForEach(0..<30) { index in
                    Button("Item \(index)") { log("pressed \(index)") }
                }
            }
            Button("Below") { log("below") }
        }
    }
}

/// A list over ids that a test can change from outside.
private struct Names: View {
    let names: BindingBox<[String]>
    @State private var current = ["ann", "bob", "cy", "dee"]

    var body: some View {
        let _ = names.keep($current)
        List(current, id: \.self) { name in
            Text(name)
        }
    }
}

@Suite("List keys and scrolling")
@MainActor
struct ListTests {
    /// The list takes rows 0–8 (row 9 is the button), so 9 rows fit.
    private let rows = 9

    /// The number of the selected item, read from the screen.
    private func selected(_ host: TestHost) -> Int? {
        for y in 0..<rows where host.cell(x: 1, y: y).style.attributes.contains(.reverse) {
            let line = host.screen[y].dropFirst(1)
            return Int(line.split(separator: " ")[2])
        }
        return nil
    }

    @Test func theSelectionStartsOnTheFirstRowAndMovesWithArrowsAndVimKeys() {
        let host = TestHost(ThirtyRows(log: Log()), width: 20, height: 10)
        #expect(selected(host) == 0)
        host.press(.downArrow)
        host.press("j")
        #expect(selected(host) == 2)
        host.press("k")
        #expect(selected(host) == 1)
        host.press(.upArrow)
        host.press(.upArrow)
        #expect(selected(host) == 0)
    }

    @Test func pageKeysMoveByAScreenfulAndHomeEndToTheEnds() {
        let host = TestHost(ThirtyRows(log: Log()), width: 20, height: 10)
        host.press(.pageDown)
        #expect(selected(host) == rows)
        host.press(.pageDown)
        #expect(selected(host) == 2 * rows)
        host.press(.pageUp)
        #expect(selected(host) == rows)
        host.press(.end)
        #expect(selected(host) == 29)
        host.press(.downArrow)
        #expect(selected(host) == 29)
        host.press(.home)
        #expect(selected(host) == 0)
        host.press(.upArrow)
        #expect(selected(host) == 0)
    }

    @Test func scrollingKeepsTheSelectionInView() {
        let host = TestHost(ThirtyRows(log: Log()), width: 20, height: 10)
        func firstShown() -> String { String(host.screen[0].split(separator: " ")[2]) }
        func lastShown() -> String { String(host.screen[rows - 1].split(separator: " ")[2]) }
        for _ in 0..<12 { host.press(.downArrow) }
        #expect(selected(host) == 12)
        #expect(lastShown() == "12")
        #expect(firstShown() == "4")
        for _ in 0..<8 { host.press(.upArrow) }
        #expect(selected(host) == 4)
        #expect(firstShown() == "4")
        host.press(.upArrow)
        host.press(.upArrow)
        #expect(selected(host) == 2)
        #expect(firstShown() == "2")
        host.press(.end)
        #expect(lastShown() == "29")
    }

    @Test func aScrollIndicatorShowsThePositionWhenRowsDoNotFit() {
        let host = TestHost(ThirtyRows(log: Log()), width: 20, height: 10)
        let column = (0..<rows).map { host.cell(x: 19, y: $0).text }
        #expect(column.first == "┃")
        #expect(column.last == "│")
        host.press(.end)
        let scrolled = (0..<rows).map { host.cell(x: 19, y: $0).text }
        #expect(scrolled.first == "│")
        #expect(scrolled.last == "┃")

        let short = TestHost(
            List {
                Text("one")
                Text("two")
            }, width: 20, height: 5)
        #expect((0..<5).allSatisfy { short.cell(x: 19, y: $0).text == " " })
    }

    @Test func aButtonRowKeepsItsOwnWidthAndTheSelectionSpansTheRow() {
        let host = TestHost(ThirtyRows(log: Log()), width: 20, height: 10)
        #expect(host.screen[0] == " [ Item 0 ]        ┃")
        #expect((0..<19).allSatisfy { host.cell(x: $0, y: 0).style.attributes.contains(.reverse) })
    }

    @Test func shrinkingTheScreenKeepsTheSelectionInView() {
        let host = TestHost(ThirtyRows(log: Log()), width: 20, height: 10)
        for _ in 0..<8 { host.press(.downArrow) }
        host.resize(width: 20, height: 5)
        #expect(selected(host) == 8)
        #expect(host.screen[3].hasPrefix(" [ Item 8 ]"))
    }

    @Test func returnPressesTheSelectedRowsButton() {
        let log = Log()
        let host = TestHost(ThirtyRows(log: log), width: 20, height: 10)
        host.press(.downArrow)
        host.press(.return)
        #expect(log.entries == ["pressed 1"])
    }

    /// A card's fields in a list, as a payment form has them, between rows of text.
    private struct NewCard: View {
        @State private var name = ""
        @State private var number = ""
        var body: some View {
            VStack {
                List {
                    Section("New card") {
                        TextField("Name on card", text: $name)
                        TextField("Card number", text: $number)
                    }
                    Section("Saved") {
                        Text("Visa 4242")
                        Toggle("Default", isOn: .constant(true))
                    }
                }
                Button("Pay") {}
            }
        }
    }

    @Test func tabReachesEveryControlOfTheRowsInViewInReadingOrder() {
        let host = TestHost(NewCard(), width: 30, height: 10)
        func focused() -> String { host.focusedFrame.map { host.screen[$0.minY] } ?? "" }
        #expect(focused().contains("Name on card"))
        host.type("Ann")
        host.press(.tab)
        #expect(focused().contains("Card number"), "Tab goes on to the next row's field:\n\(host.screenText)")
        host.type("4242")
        host.press(.tab)
        #expect(focused().contains("Default"), "past the row of text, to the toggle")
        host.press(.tab)
        #expect(focused().contains("Pay"), "then out of the list")
        host.press(.tab)
        #expect(focused().contains("Ann"), "Tab coming round into the list starts at its first field")
        host.press(.tab, modifiers: .shift)
        #expect(focused().contains("Pay"))
        host.press(.tab, modifiers: .shift)
        #expect(focused().contains("Default"), "and Shift-Tab at its last control:\n\(host.screenText)")
        host.press(.tab, modifiers: .shift)
        #expect(focused().contains("4242"), "Shift-Tab walks back, past the row of text:\n\(host.screenText)")
        host.press(.downArrow)
        #expect(focused().contains("Visa 4242"), "↓ still moves to the next row, controls or not")
        #expect(host.focusProblem == nil)
    }

    @Test func tabPastTheLastRowOfAListHoldingEveryControlComesRoundToItsFirst() {
        let host = TestHost(
            List {
                Toggle("Wi-Fi", isOn: .constant(true))
                Text("About")
                Button("Sign out") {}
            }, width: 30, height: 6)
        func focused() -> String { host.focusedFrame.map { host.screen[$0.minY] } ?? "" }
        host.press(.tab)
        #expect(focused().contains("Sign out"))
        host.press(.tab)
        #expect(focused().contains("Wi-Fi"), "round to the first row's control:\n\(host.screenText)")
        host.press(.tab, modifiers: .shift)
        #expect(focused().contains("Sign out"), "and back round to the last")
    }

    @Test func aListOfRowsWithoutControlsIsOneStopOfTab() {
        let host = TestHost(
            VStack {
                List(0..<40, id: \.self) { Text("Row \($0)") }
                Button("Below") {}
            }, width: 20, height: 8)
        #expect(host.focusedFrame?.minY == 0)
        host.press(.tab)
        #expect(host.isReversed("[ Below ]"))
    }

    @Test func anUnfocusedListShowsItsSelectionDimmed() {
        let host = TestHost(ThirtyRows(log: Log()), width: 20, height: 10)
        #expect(!host.cell(x: 1, y: 0).style.attributes.contains(.dim))
        host.press(.tab, modifiers: .shift)  // Tab would go on to the next row's button
        #expect(host.isReversed("[ Below ]"))
        #expect(host.cell(x: 1, y: 0).style.attributes.isSuperset(of: [.reverse, .dim]))
        host.press(.downArrow)  // the list does not take keys while unfocused
        #expect(selected(host) == 0)
    }

    @Test func theSelectionFollowsItsElementWhenRowsAreInsertedAbove() {
        let names = BindingBox<[String]>()
        let host = TestHost(Names(names: names), width: 20, height: 6)
        host.press(.downArrow)
        host.press(.downArrow)
        #expect(host.isReversed("cy"))
        names.set(["zed", "yan"] + (names.value ?? []))
        host.settle()
        #expect(host.screen[4].hasPrefix(" cy"))
        #expect(host.isReversed("cy"))
    }

    @Test func elementsRepeatingAnIdEachShowTheirRow() {
        let names = BindingBox<[String]>()
        let host = TestHost(Names(names: names), width: 20, height: 6)
        names.set(["milk", "eggs", "milk", "bread"])
        host.settle()
        #expect(
            Array(host.screen.prefix(4)).map { $0.trimmingCharacters(in: .whitespaces) } == [
                "milk", "eggs", "milk", "bread",
            ])
        host.press(.downArrow)
        host.press(.downArrow)
        #expect(host.screen[2].hasPrefix(" milk"), "the rows stay as they are while the selection moves")
        names.set(["milk", "milk"])
        host.settle()
        #expect(Array(host.screen.prefix(3)).map { $0.trimmingCharacters(in: .whitespaces) } == ["milk", "milk", ""])
    }
}
