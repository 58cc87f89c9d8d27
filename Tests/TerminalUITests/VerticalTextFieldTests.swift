import Testing

@testable import TerminalUICore

@Suite("TextField(axis: .vertical) and lineLimit")
@MainActor
struct VerticalTextFieldTests {
    private struct Note: View {
        @State var text = ""
        @State var title = ""
        @State var submitted = 0

        var body: some View {
            VStack(alignment: .leading) {
                TextField("Title", text: $title)
                TextField("Note", text: $text, axis: .vertical)
                    .lineLimit(3)
                    .onSubmit { submitted += 1 }
                TextField("Reserved", text: .constant(""), axis: .vertical)
                    .lineLimit(2, reservesSpace: true)
                Text("submitted \(submitted)")
            }
        }
    }

    @Test func aVerticalFieldGrowsWithItsTextToTheLimitThenScrolls() {
        let host = TestHost(Note(), width: 10, height: 12)
        #expect(host.screen[1] == "Note")
        #expect(host.screen[2] == "Reserved" && host.screen[4].hasPrefix("submitted"), "reservesSpace keeps 2 lines")
        host.press(.tab)
        host.type("abcdefghijkl")
        #expect(host.screen[1] == "abcdefghij" && host.screen[2] == "kl", "it wraps and grows")
        host.type("mnopqrstuvwxyz0123")
        #expect(host.screen[3] == "uvwxyz0123" && host.screen[4] == "Reserved", "three lines at most")
        host.type("45")
        #expect(host.screen[3] == "45" && host.screen[4] == "Reserved", "then it scrolls")
        #expect(host.focusProblem == nil)
    }

    @Test func returnInsertsALineBreakAndDoesNotSubmit() {
        let host = TestHost(Note(), width: 20, height: 12)
        host.press(.tab)
        host.type("one")
        host.press(.return)
        host.type("two")
        #expect(host.screen[1] == "one" && host.screen[2] == "two")
        #expect(host.shows("submitted 0"))
        host.press(.tab)
        host.press(.tab)
        #expect(host.cursor?.y == 0, "Tab moves on, through every field, back to the first")
    }

    @Test func theRangeFormsSetTheFewestAndMostLines() {
        let host = TestHost(
            VStack(alignment: .leading) {
                TextField("A", text: .constant("x"), axis: .vertical).lineLimit(2...4)
                Text("after A")
                TextField("B", text: .constant("1\n2\n3\n4\n5\n6"), axis: .vertical).lineLimit(...3)
                Text("after B")
                TextField("C", text: .constant(""), axis: .vertical).lineLimit(2...)
                Text("after C")
            }, width: 20, height: 12)
        #expect(host.screen[2] == "after A")
        #expect(host.screen[6] == "after B")
        #expect(host.screen[9] == "after C")
    }

    @Test(arguments: SnapshotTests.sizes)
    func snapshots(size: Size) {
        let host = TestHost(Note(), width: size.width, height: size.height)
        host.press(.tab)
        host.type("A note that is long enough to wrap in a narrow terminal")
        host.press(.return)
        host.type("and a second line")
        Snapshot.assert(host, named: "textfield-vertical-\(size.width)x\(size.height)")
    }
}
