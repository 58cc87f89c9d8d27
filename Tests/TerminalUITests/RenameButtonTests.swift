import Testing

@testable import TerminalUICore

// RenameButton runs the action `.renameAction` set above it: a closure, or focusing a field.

@Suite("Rename button")
@MainActor
struct RenameButtonTests {
    private struct Renaming: View {
        @State private var name = "Draft"
        @FocusState private var editing: Bool

        var body: some View {
            VStack(alignment: .leading) {
                RenameButton()
                TextField("Name", text: $name).focused($editing)
                Text(editing ? "editing" : "idle")
            }
            .renameAction($editing)
        }
    }

    @Test(arguments: SnapshotTests.sizes)
    func renamingFocusesTheBoundField(size: Size) {
        let host = TestHost(Renaming(), width: size.width, height: size.height)
        Snapshot.assert(host, named: "rename-button-\(size.width)x\(size.height)")
        #expect(host.screen[0].contains("✎ Rename"), "\(host.screen[0])")
        #expect(host.screen[2].hasPrefix("idle"))
        host.press(.return)
        #expect(host.screen[2].hasPrefix("editing"), "the field has focus:\n\(host.screenText)")
        host.type("s")
        #expect(host.screen[1].contains("Drafts"), "typing goes to the field: \(host.screen[1])")
    }

    private struct Counting: View {
        @State private var renames = 0

        var body: some View {
            VStack(alignment: .leading) {
                RenameButton()
                Text("renamed \(renames)")
            }
            .renameAction { renames += 1 }
        }
    }

    @Test func renamingRunsTheActionSetAbove() {
        let host = TestHost(Counting(), width: 30, height: 2)
        host.press(.return)
        host.press(.return)
        #expect(host.screen[1] == "renamed 2")
    }

    @Test func withoutAnActionRenamingDoesNothing() {
        let host = TestHost(VStack { RenameButton() }, width: 30, height: 1)
        host.press(.return)
        #expect(host.screen[0].contains("Rename"))
        #expect(host.focusProblem == nil)
    }
}
