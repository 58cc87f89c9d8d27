import Testing

@testable import TerminalUICore

@Suite("LabelStyle")
@MainActor
struct LabelStyleTests {
    /// The icon above the title.
    private struct StackedStyle: LabelStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack {
                configuration.icon
                configuration.title
            }
        }
    }

    private struct Labels: View {
        var body: some View {
            VStack(alignment: .leading) {
                Label("Home", systemImage: "house")
                Label("Sent", systemImage: "paperplane").labelStyle(.titleOnly)
                Label("Star", systemImage: "star").labelStyle(.iconOnly)
                Label("Both", systemImage: "flame").labelStyle(.titleAndIcon)
                Button("Send", systemImage: "paperplane") {}.labelStyle(StackedStyle())
            }
        }
    }

    @Test func theBuiltInStylesChooseTheTitleTheIconOrBoth() {
        let host = TestHost(Labels(), width: 40, height: 12)
        #expect(host.screen[0] == "⌂ Home")
        #expect(host.screen[1] == "Sent")
        #expect(host.screen[2].count == 1)
        #expect(host.screen[3] == "♨ Both")
    }

    @Test func aCustomStyleArrangesTheLabelInsideAButton() {
        let host = TestHost(Labels(), width: 40, height: 12)
        #expect(host.screen[4].contains("➢") && host.screen[5].contains("Send"))
        host.press(.tab)
        #expect(host.focusProblem == nil)
    }

    @Test(arguments: SnapshotTests.sizes)
    func snapshots(size: Size) {
        let host = TestHost(Labels(), width: size.width, height: size.height)
        Snapshot.assert(host, named: "labelstyle-\(size.width)x\(size.height)")
    }
}
