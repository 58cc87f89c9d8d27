import Testing

@testable import TerminalUICore

/// A stroked shape laid over a view (a rounded outline around a field, as tutorials style
/// one) gives way to the view's text: a point-wide line passes beside the text in SwiftUI.
@Suite("Stroked overlays over text")
@MainActor
struct StrokedOverlayTests {
    private struct Fields: View {
        @State private var name = ""
        var body: some View {
            VStack {
                TextField("SceneStorageText", text: $name)
                    .frame(width: 300, height: 40)
                    .overlay(RoundedRectangle(cornerRadius: 10).stroke(Color.gray, lineWidth: 1))
                Text("Outlined").overlay(Rectangle().stroke())
                TextEditor(text: .constant("Remember the milk"))
                    .frame(height: 48)
                    .overlay(RoundedRectangle(cornerRadius: 10).stroke())
            }
        }
    }

    @Test func theFieldsPromptShowsWholeInsideItsOutline() {
        let host = TestHost(Fields(), width: 40, height: 10)
        #expect(host.screenText.contains("SceneStorageText"), "\(host.screenText)")
        #expect(host.screen.contains { $0.contains("╭") }, "the outline is drawn around it")
        #expect(host.screen.contains { $0.contains("Outlined") }, "a text under a rectangle's lines keeps its letters")
        #expect(
            host.screen.contains { $0.contains("Remember the milk─") },
            "the words keep their blanks:\n\(host.screenText)")
        host.type("Ann")
        #expect(host.screenText.contains("Ann"))
    }

    @Test(arguments: SnapshotTests.sizes)
    func snapshots(size: Size) {
        let host = TestHost(Fields(), width: size.width, height: size.height)
        Snapshot.assert(host, named: "stroked-overlay-\(size.width)x\(size.height)")
    }
}
