import Testing

@testable import TerminalUICore

@Suite("NavigationLink(isActive:) and NavigationLink(tag:selection:)")
@MainActor
struct NavigationLinkActiveTests {
    private struct Inbox: View {
        @State private var showsDetail = false
        @State private var selection: String?

        var body: some View {
            NavigationView {
                VStack(alignment: .leading) {
                    NavigationLink(destination: Text("Detail view"), isActive: $showsDetail) { Text("Detail") }
                    NavigationLink(destination: Text("Mail from Ann"), tag: "ann", selection: $selection) {
                        Text("Ann")
                    }
                    NavigationLink(
                        "Bob", destination: Button("Mail from Bob: done") { selection = nil }, tag: "bob",
                        selection: $selection)
                    Text("active \(showsDetail) selection \(selection ?? "none")")
                    Button("Open Bob") { selection = "bob" }
                }
            }
            .navigationViewStyle(.columns)
        }
    }

    @Test func theBindingOpensAndClosesTheDestinationAndFollowsIt() {
        let host = TestHost(Inbox(), width: 100, height: 10)
        #expect(host.screen.contains { $0.contains("active false selection none") })
        host.press(.return)
        #expect(host.screen.contains { $0.contains("Detail view") })
        #expect(host.screen.contains { $0.contains("active true") }, "opening the link sets the binding")
        host.press(.escape)
        #expect(!host.screen.contains { $0.contains("Detail view") })
        #expect(host.screen.contains { $0.contains("active false") }, "closing it clears the binding")

        host.press(.tab)
        host.press(.return)
        #expect(host.screen.contains { $0.contains("Mail from Ann") && !$0.contains("Bob") })
        #expect(host.screen.contains { $0.contains("selection ann") })
        host.press(.escape)
        #expect(host.screen.contains { $0.contains("selection none") })

        for _ in 0..<10 where !(host.focusedText ?? "").contains("Open Bob") { host.press(.tab) }
        host.press(.return)
        #expect(host.screen.contains { $0.contains("Mail from Bob") }, "setting the selection opens its link")
        for _ in 0..<10 where !(host.focusedText ?? "").contains("done") { host.press(.tab) }
        host.press(.return)
        #expect(!host.screen.contains { $0.contains("Mail from Bob") }, "clearing it closes the destination")
    }

    private struct Stacked: View {
        @State private var isActive = false

        var body: some View {
            NavigationStack {
                VStack {
                    NavigationLink("Settings", destination: Text("Settings page"), isActive: $isActive)
                    Button("Go") { isActive = true }
                    Text(isActive ? "pushed" : "root")
                }
            }
        }
    }

    @Test func inAStackTheBindingPushesAndPops() {
        let host = TestHost(Stacked(), width: 40, height: 8)
        host.press(.tab)
        host.press(.return)
        #expect(host.screen.contains { $0.contains("Settings page") }, "setting the binding pushes")
        host.press(.escape)
        #expect(host.screen.contains { $0.contains("root") }, "popping clears the binding")
        host.press(.return)
        #expect(host.screen.contains { $0.contains("Settings page") })
    }
}
