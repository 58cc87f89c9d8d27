import Testing

@testable import TerminalUI

@Suite("NavigationSplitView")
@MainActor
struct NavigationSplitViewTests {
    private struct Fruits: View {
        @State private var selected = "Apple"
        let fruits = ["Apple", "Banana", "Cherry"]

        var body: some View {
            NavigationSplitView {
                List(fruits, id: \.self, selection: $selected) { fruit in
                    Text(fruit)
                }
            } detail: {
                Text("You chose \(selected)")
            }
        }
    }

    @Test func theSidebarsSelectionDrivesTheDetailBesideIt() {
        let host = TestHost(Fruits(), width: 80, height: 10)
        #expect(host.screen.contains { $0.contains("Apple") && $0.contains("You chose Apple") })
        host.press(.downArrow)
        #expect(host.screen.contains { $0.contains("Banana") && $0.contains("You chose Banana") })
        #expect(host.focusProblem == nil)
    }

    @Test func detailOnlyShowsTheDetailAlone() {
        let host = TestHost(
            NavigationSplitView(columnVisibility: .constant(.detailOnly)) {
                Text("Sidebar")
            } detail: {
                Text("Detail")
            }, width: 80, height: 5)
        #expect(host.screen.contains("Detail") && !host.screen.contains { $0.contains("Sidebar") })
    }

    @Test(arguments: SnapshotTests.sizes)
    func snapshots(size: Size) {
        let host = TestHost(Fruits(), width: size.width, height: size.height)
        host.press(.downArrow)
        Snapshot.assert(host, named: "navigationsplitview-banana-\(size.width)x\(size.height)")
    }
}
