import Testing

@testable import TerminalUICore

// `.inspector` shows its content as a trailing column beside the view in a wide terminal, as
// SwiftUI does in a wide window, and over the view in a narrow one, where Esc closes it.

@Suite("Inspector")
@MainActor
struct InspectorTests {
    private struct Editor: View {
        @State private var showsInspector = true
        @State private var title = "Badge"
        @State private var bold = false
        var width: CGFloat?

        var body: some View {
            VStack {
                Text(bold ? "**\(title)**" : title)
                Button(showsInspector ? "Hide inspector" : "Show inspector") { showsInspector.toggle() }
            }
            .inspector(isPresented: $showsInspector) {
                Form {
                    TextField("Title", text: $title)
                    Toggle("Bold", isOn: $bold)
                }
                .inspectorColumnWidth(ideal: width ?? 200)
            }
        }
    }

    @Test(arguments: SnapshotTests.sizes)
    func theInspectorIsAColumnWhenWideAndCoversTheViewWhenNarrow(size: Size) {
        let host = TestHost(Editor(), width: size.width, height: size.height)
        let wide = size.width >= InspectorBehavior.columnsFrom
        #expect(host.shows("[ ] Bold"), "the inspector shows:\n\(host.screenText)")
        #expect(host.shows("Hide inspector") == wide, "the view beside it shows only when wide:\n\(host.screenText)")
        Snapshot.assert(host, named: "inspector-\(size.width)x\(size.height)")
        #expect(host.focusProblem == nil)
        if wide {
            #expect(host.locate("│")?.x == 80 - 25 - 1, "200 points are 25 columns:\n\(host.screenText)")
        } else {
            host.press(.escape)
            #expect(!host.shows("Bold") && host.shows("Show inspector"), "Esc closes it:\n\(host.screenText)")
        }
    }

    @Test func tabReachesTheInspectorsControlsAfterTheContentsAndTheyWork() {
        let host = TestHost(Editor(), width: 80, height: 24)
        let button = host.locate("Hide inspector")
        #expect(
            button.map { host.focusedFrame?.contains($0) == true } == true,
            "the content comes first:\n\(host.screenText)")
        host.press(.tab)
        host.type("!")
        #expect(host.shows("Badge!"), "typing in the inspector's field changes the view beside it:\n\(host.screenText)")
        host.press(.tab)
        host.press(.space)
        #expect(host.shows("**Badge!**"), "its toggle too:\n\(host.screenText)")
        host.press(.tab)
        #expect(button.map { host.focusedFrame?.contains($0) == true } == true, "Tab wraps to the content")
        host.press(.return)
        #expect(!host.shows("Bold") && !host.screenText.contains("│"), "the button hides it:\n\(host.screenText)")
        host.press(.return)
        #expect(host.shows("Bold"), "and shows it again")
    }

    @Test func theContentKeepsItsColumnsWhateverTheInspectorAsks() {
        let host = TestHost(Editor(width: 1000), width: 80, height: 24)
        #expect(
            host.locate("│")?.x == InspectorBehavior.minimumWidth, "the content keeps its minimum:\n\(host.screenText)")
    }
}
