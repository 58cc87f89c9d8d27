import Testing

@testable import TerminalUICore

/// A status line in three lengths, and a row of buttons or a shorter one.
private struct Status: View {
    let log: Log

    var body: some View {
        VStack(alignment: .leading) {
            ViewThatFits(in: .horizontal) {
                Text("Saved 3 persons to persons.json just now")
                Text("Saved 3 persons")
                Text("Saved")
            }
            ViewThatFits(in: .horizontal) {
                HStack {
                    Button("Save all") { log("save all") }
                    Button("Discard all") { log("discard all") }
                }
                Button("Save") { log("save") }
            }
            ViewThatFits {
                VStack(alignment: .leading) {
                    Text("one")
                    Text("two")
                    Text("three")
                }
                Text("one two three")
            }
        }
    }
}

@Suite("ViewThatFits")
@MainActor
struct ViewThatFitsTests {
    @Test func theFirstChildThatFitsIsShown() {
        let wide = TestHost(Status(log: Log()), width: 60, height: 8)
        #expect(wide.screen[0] == "Saved 3 persons to persons.json just now")
        let narrow = TestHost(Status(log: Log()), width: 20, height: 8)
        #expect(narrow.screen[0] == "Saved 3 persons")
        let tiny = TestHost(Status(log: Log()), width: 6, height: 8)
        #expect(tiny.screen[0] == "Saved")
    }

    @Test func whenNothingFitsTheLastChildIsShown() {
        let host = TestHost(
            ViewThatFits(in: .horizontal) {
                Text("a long line")
                Text("a line")
            }, width: 4, height: 1)
        #expect(host.screen[0] == "a l…", "cut, as a Text is")
    }

    @Test func onlyTheShownChildTakesFocusAndClicks() {
        let log = Log()
        let host = TestHost(Status(log: log), width: 14, height: 8)
        #expect(host.screen[1] == "[ Save ]")
        host.press(.tab)
        host.press(.tab)
        host.press(.return)
        #expect(log.entries == ["save"])
        // Where the wider row's second button would be: nothing.
        host.click(x: 12, y: 1)
        host.click(x: 2, y: 1)
        #expect(log.entries == ["save", "save"])
    }

    @Test func bothAxesByDefault() {
        let tall = TestHost(Status(log: Log()), width: 60, height: 8)
        #expect(Array(tall.screen[2...4]) == ["one", "two", "three"])
        let short = TestHost(Status(log: Log()), width: 60, height: 3)
        #expect(short.screen[2] == "one two three")
    }

    @Test(arguments: SnapshotTests.sizes)
    func snapshots(size: Size) {
        let host = TestHost(Status(log: Log()), width: size.width, height: size.height)
        Snapshot.assert(host, named: "view-that-fits-\(size.width)x\(size.height)")
    }
}
