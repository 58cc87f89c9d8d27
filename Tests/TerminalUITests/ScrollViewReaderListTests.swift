import Testing

@testable import TerminalUICore

// `ScrollViewProxy.scrollTo` into a `List`, whose rows are built only in view: the list finds
// the row of the id in its data, selects it and shows it where the anchor says.

@Suite("ScrollViewReader in a List")
@MainActor
struct ScrollViewReaderListTests {
    private struct Numbers: View {
        let anchor: UnitPoint?
        @State private var count = 99
        var body: some View {
            ScrollViewReader { proxy in
                VStack {
                    List {
                        ForEach(1...count, id: \.self) { Text("Number \($0)").id($0) }
                    }
                    HStack {
                        Button("Jump") { proxy.scrollTo(20, anchor: anchor) }
                        Button("Add") {
                            count += 1
                            proxy.scrollTo(count)
                        }
                    }
                }
            }
        }
    }

    private func rows(_ host: TestHost) -> [String] {
        host.screen.compactMap { line in
            line.range(of: "Number \\d+", options: .regularExpression).map { String(line[$0]) }
        }
    }

    @Test(arguments: SnapshotTests.sizes)
    func scrollToWithATopAnchorPutsTheRowAtTheTop(size: Size) {
        let host = TestHost(Numbers(anchor: .top), width: size.width, height: size.height)
        #expect(rows(host).first == "Number 1")
        host.press(.tab)
        host.press(.return)
        Snapshot.assert(host, named: "scroll-view-reader-list-\(size.width)x\(size.height)")
        #expect(rows(host).first == "Number 20", "\(host.screenText)")
    }

    @Test func scrollToWithoutAnAnchorScrollsTheLeastAndReachesANewLastRow() {
        let host = TestHost(Numbers(anchor: nil), width: 30, height: 8)
        host.press(.tab)
        host.press(.return)
        #expect(rows(host).last == "Number 20", "the least scrolling shows it at the bottom: \(host.screenText)")
        host.press(.tab)
        host.press(.return)
        #expect(rows(host).last == "Number 100", "the row added in the same action is reached: \(host.screenText)")
    }

    @Test func aCentreAnchorPutsTheRowInTheMiddle() {
        let host = TestHost(Numbers(anchor: .center), width: 30, height: 12)
        host.press(.tab)
        host.press(.return)
        let shown = rows(host)
        let index = shown.firstIndex(of: "Number 20")
        #expect(index.map { abs($0 - shown.count / 2) <= 1 } == true, "\(shown)")
    }
}
