import Testing

@testable import TerminalUICore

// A `Form` fills the height it is offered, as SwiftUI's: its rows start at its top, whatever
// frame it is given, and a view after it in a stack sits below all of it.

@Suite("Form layout")
@MainActor
struct FormLayoutTests {
    private struct Framed: View {
        @State private var title = ""
        var body: some View {
            VStack {
                Form {
                    Section(header: Text("Details")) {
                        TextField("Title", text: $title)
                    }
                }
                .frame(height: 120)
                Text("below")
            }
        }
    }

    private struct Stacked: View {
        @State private var title = ""
        var body: some View {
            VStack {
                Form {
                    TextField("Title", text: $title)
                }
                Button("Save") {}
            }
        }
    }

    @Test(arguments: SnapshotTests.sizes)
    func aFramedFormShowsItsRowsAtItsTop(size: Size) {
        let host = TestHost(Framed(), width: size.width, height: size.height)
        Snapshot.assert(host, named: "form-framed-\(size.width)x\(size.height)")
        let lines = host.screen
        let details = lines.firstIndex { $0.contains("Details") }
        let below = lines.firstIndex { $0.contains("below") }
        #expect(details != nil && below != nil)
        // 120 points are 8 rows (16 points a row): the section header is the frame's first row
        // and the text after it comes right after those 8 rows.
        if let details, let below { #expect(below - details == 8) }
    }

    @Test(arguments: SnapshotTests.sizes)
    func aViewAfterAFormSitsAtTheBottom(size: Size) {
        let host = TestHost(Stacked(), width: size.width, height: size.height)
        Snapshot.assert(host, named: "form-stacked-\(size.width)x\(size.height)")
        #expect(host.screen.last?.contains("Save") == true, "\(host.screenText)")
        #expect(host.screen.first?.contains("Title") == true, "\(host.screenText)")
        host.press(.tab)
        #expect(host.isReversed("Save"), "Tab reaches the button")
    }
}
