import Testing

@testable import TerminalUICore

@Suite("Paged tab views")
@MainActor
struct PagedTabViewTests {
    /// Onboarding pages, as apps write them.
    private struct Onboarding: View {
        @State var page = 0

        var body: some View {
            TabView(selection: $page) {
                ForEach(0..<3) { index in
                    VStack {
                        Text("Welcome, page \(index + 1)")
                        if index == 2 { Button("Get started") {} }
                    }
                    .tabItem { Text("Page \(index + 1)") }
                    .tag(index)
                }
            }
            .tabViewStyle(.page)
        }
    }

    @Test func pagesShowDotsAtTheBottomInPlaceOfTheTabs() throws {
        let host = TestHost(Onboarding(), width: 30, height: 5)
        #expect(!host.screenText.contains("Page 1"), "no tab labels:\n\(host.screenText)")
        #expect(host.screen[4].trimmingCharacters(in: .whitespaces) == "● ○ ○", "\(host.screenText)")
        #expect(host.screenText.contains("Welcome, page 1"))
        #expect(host.focusedFrame?.minY == 4, "the dots take focus")
        host.press(.rightArrow)
        host.press(.rightArrow)
        #expect(host.screen[4].trimmingCharacters(in: .whitespaces) == "○ ○ ●")
        #expect(host.screenText.contains("Welcome, page 3") && host.screenText.contains("Get started"))
        host.press(.tab)
        #expect(host.isReversed("Get started"), "Tab reaches the page's button")
        let row = try #require(host.screen.firstIndex { $0.contains("○") })
        let column = try #require(host.screen[row].firstIndex(of: "○")).utf16Offset(in: host.screen[row])
        host.click(x: column, y: row)
        #expect(host.screenText.contains("Welcome, page 1"), "a click on a dot turns to its page")
        #expect(host.focusProblem == nil)
    }

    /// Cards with a button each, as a flash-card deck writes them.
    private struct Deck: View {
        var body: some View {
            TabView {
                ForEach(1..<4) { index in
                    Button("Flip card \(index)") {}
                }
            }
            .tabViewStyle(.page)
        }
    }

    @Test func theDotsAreOneStopThatReturnLeavesAlone() {
        let host = TestHost(Deck(), width: 30, height: 5)
        #expect(host.focusedFrame?.minY == 4, "the dots take focus:\n\(host.screenText)")
        host.press(.return)
        host.press(.space)
        #expect(host.screen[4].trimmingCharacters(in: .whitespaces) == "● ○ ○", "still the first page")
        host.press(.tab)
        #expect(host.isReversed("Flip card 1"), "Tab goes from the dots to the page's button:\n\(host.screenText)")
        host.press(.tab, modifiers: .shift)
        #expect(host.focusedFrame?.minY == 4, "and Shift-Tab back to the dots")
        host.press(.rightArrow)
        #expect(host.screenText.contains("Flip card 2"), "→ turns the page:\n\(host.screenText)")
    }

    @Test(arguments: SnapshotTests.sizes)
    func snapshots(size: Size) {
        let host = TestHost(Onboarding(), width: size.width, height: size.height)
        host.press(.rightArrow)
        Snapshot.assert(host, named: "paged-tab-view-\(size.width)x\(size.height)")
    }
}
