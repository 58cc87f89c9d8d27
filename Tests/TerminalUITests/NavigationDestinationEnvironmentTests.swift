import Testing

@testable import TerminalUICore

/// A destination a `NavigationLink` shows is in the link's environment, as in SwiftUI: an
/// object provided below the navigation container, around the link, reaches it.
@Suite("Destination environment")
@MainActor
struct NavigationDestinationEnvironmentTests {
    private final class Store: ObservableObject {
        @Published var items = ["Pens", "Ink"]
    }

    private struct Final: View {
        @EnvironmentObject var store: Store
        var body: some View { Text("Stock: \(store.items.joined(separator: ", "))") }
    }

    private struct Middle: View {
        var body: some View {
            NavigationLink("Show stock") { Final() }
        }
    }

    private struct Shop: View {
        @StateObject private var store = Store()
        var body: some View {
            List {
                NavigationLink("Shop") {
                    Middle().environmentObject(store)
                }
            }
            .navigationTitle("Shops")
        }
    }

    @Test func anObjectGivenToADestinationReachesTheOnesItPushesInAStack() {
        let host = TestHost(NavigationStack { Shop() }, width: 50, height: 8)
        host.press(.return)
        #expect(host.screenText.contains("Show stock"), "\(host.screenText)")
        host.press(.return)
        #expect(host.screenText.contains("Stock: Pens, Ink"), "\(host.screenText)")
    }

    @Test func anObjectAroundTheLinkReachesItsDestinationInANavigationView() {
        let store = Store()
        let host = TestHost(
            NavigationView {
                List { NavigationLink("Stock") { Final() } }.environmentObject(store)
            }, width: 60, height: 8)
        host.press(.return)
        #expect(host.screenText.contains("Stock: Pens, Ink"), "\(host.screenText)")
        #expect(host.focusProblem == nil)
    }

    @Test(arguments: SnapshotTests.sizes)
    func snapshots(size: Size) {
        let host = TestHost(NavigationStack { Shop() }, width: size.width, height: size.height)
        host.press(.return)
        host.press(.return)
        Snapshot.assert(host, named: "destination-environment-\(size.width)x\(size.height)")
    }
}
