import Testing

@testable import TerminalUICore

// `GroupBoxStyle`: a style of one's own draws every group box below it; its body may use the
// standard box; the older `GroupBox(label:content:)` form.

@Suite("Group box styles")
@MainActor
struct GroupBoxStyleTests {
    private struct CardStyle: GroupBoxStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack(alignment: .leading) {
                HStack {
                    Text("▸")
                    configuration.label
                }
                configuration.content.padding(.leading, 16)
            }
        }
    }

    private struct Framed: GroupBoxStyle {
        func makeBody(configuration: Configuration) -> some View {
            GroupBox(configuration).padding(.leading, 8)
        }
    }

    private struct Boxes: View {
        var body: some View {
            VStack(alignment: .leading) {
                GroupBox("Plain") { Text("inside") }
                GroupBox {
                    Text("styled body")
                } label: {
                    Label("Styled", systemImage: "star")
                }
                .groupBoxStyle(CardStyle())
                GroupBox("Wrapped") { Text("standard box, moved") }
                    .groupBoxStyle(Framed())
            }
        }
    }

    @Test(arguments: SnapshotTests.sizes)
    func aStyleDrawsTheGroupBoxesBelowIt(size: Size) {
        let host = TestHost(Boxes(), width: size.width, height: size.height)
        Snapshot.assert(host, named: "group-box-style-\(size.width)x\(size.height)")
        #expect(host.screen.contains { $0.contains("│ inside") }, "the standard box: \(host.screenText)")
        #expect(host.screen.contains { $0.hasPrefix("▸ ") && $0.contains("Styled") }, "\(host.screenText)")
        #expect(host.screen.contains { $0.hasPrefix("  styled body") }, "\(host.screenText)")
        #expect(
            host.screen.contains { $0.hasPrefix(" │ standard") },
            "a style's own GroupBox(configuration) is the standard box: \(host.screenText)")
    }

    @Test func theOlderLabelFormAndTheAutomaticStyle() {
        let older = TestHost(GroupBox(label: Text("Title")) { Text("body") }, width: 20, height: 4)
        let newer = TestHost(
            GroupBox {
                Text("body")
            } label: {
                Text("Title")
            }.groupBoxStyle(.automatic), width: 20, height: 4)
        #expect(older.screen == newer.screen)
        #expect(older.screen.contains { $0.contains("Title") })
    }
}
