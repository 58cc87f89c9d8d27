import Testing

@testable import TerminalUICore

@Suite("HSplitView and VSplitView")
@MainActor
struct SplitViewTests {
    /// A grade book: students beside a note, and a summary under them.
    private struct GradeBook: View {
        @State private var student: String?

        var body: some View {
            VSplitView {
                HSplitView {
                    List(["Ada", "Ben"], id: \.self, selection: $student) { Text($0) }
                    Text(student.map { "Notes on \($0)" } ?? "No student")
                }
                Text("2 students")
            }
        }
    }

    @Test(arguments: SnapshotTests.sizes)
    func thePanesShareTheRoomWithALineBetweenThem(size: Size) {
        let host = TestHost(GradeBook(), width: size.width, height: size.height)
        host.press(.downArrow)
        #expect(host.shows("Notes on Ben"), "the list in the first pane drives the second:\n\(host.screenText)")
        let divider = size.width / 2
        #expect(host.cell(x: divider, y: 0).text == "│", "the panes split the width in two")
        #expect(host.screen[size.height / 2].allSatisfy { $0 == "─" }, "and the height")
        #expect(host.shows("2 students"))
        #expect(host.focusProblem == nil)
        Snapshot.assert(host, named: "splitview-\(size.width)x\(size.height)")
    }
}
