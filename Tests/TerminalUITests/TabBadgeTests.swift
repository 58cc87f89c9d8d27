import Testing

@testable import TerminalUICore

@Suite("Badges on tabs")
@MainActor
struct TabBadgeTests {
    private struct Mail: View {
        var body: some View {
            TabView {
                Text("Inbox view")
                    .badge(2)
                    .tabItem { Label("Received", systemImage: "tray") }
                Text("Sent view")
                    .tabItem { Label("Sent", systemImage: "paperplane") }
                    .badge("New")
                Text("Account view")
                    .tabItem { Text("Account") }
                    .badge(0)
            }
        }
    }

    @Test func aBadgeBeforeOrAfterTabItemShowsAfterTheTabsLabel() {
        let host = TestHost(Mail(), width: 60, height: 6)
        let bar = host.screen[0]
        #expect(bar.contains("Received 2"), "\(bar)")
        #expect(bar.contains("Sent New"), "the tab keeps its label with a badge applied after it: \(bar)")
        #expect(bar.contains("Account") && !bar.contains("Account 0"), "no badge for zero: \(bar)")
        #expect(host.screen[1].hasPrefix("Inbox view") && !host.screen[1].contains("2"), "\(host.screen)")
    }

    @Test func aTabWithABadgeAfterTabItemIsStillChosenByTheArrows() {
        let host = TestHost(Mail(), width: 60, height: 6)
        host.press(.rightArrow)
        #expect(host.screenText.contains("Sent view"), "\(host.screenText)")
        #expect(host.focusProblem == nil)
    }

    @Test func aBadgeOutsideATabViewStaysAtTheTrailingEnd() {
        let host = TestHost(VStack { Text("Inbox").badge(3) }, width: 20, height: 2)
        #expect(host.screen[0].hasPrefix("Inbox") && host.screen[0].hasSuffix("3"), "\(host.screen)")
    }

    private struct NewTabs: View {
        @State private var tab = 0
        var body: some View {
            TabView(selection: $tab) {
                Tab("Received", systemImage: "tray", value: 0) { Text("Inbox view") }
                    .badge(2)
                Tab("Sent", value: 1) { Text("Sent view") }
                    .badge("New")
                Tab("Account", value: 2) { Text("Account view") }
                    .badge(0)
            }
        }
    }

    @Test func aBadgeOnATabOfTheNewFormShowsAfterItsTitle() {
        let host = TestHost(NewTabs(), width: 60, height: 6)
        let bar = host.screen[0]
        #expect(bar.contains("Received 2") && bar.contains("Sent New"), "\(bar)")
        #expect(bar.contains("Account") && !bar.contains("Account 0"), "no badge for zero: \(bar)")
        #expect(host.screen[1].hasPrefix("Inbox view") && !host.screen[1].contains("2"), "\(host.screen)")
        host.press(.rightArrow)
        #expect(host.screenText.contains("Sent view"), "the badged tab is chosen as any other")
    }

    @Test(arguments: SnapshotTests.sizes)
    func snapshots(size: Size) {
        let host = TestHost(Mail(), width: size.width, height: size.height)
        Snapshot.assert(host, named: "tab-badges-\(size.width)x\(size.height)")
    }
}
