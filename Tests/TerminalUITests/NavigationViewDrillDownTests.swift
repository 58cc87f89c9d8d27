import Testing

@testable import TerminalUICore

// A link inside a `NavigationView`'s destination opens its own destination over it, as a
// drill-down in SwiftUI's detail column does: the detail pane (or the whole screen, when the
// terminal is too narrow to split) shows it under a back button named after the view below,
// and Esc goes back one level at a time.

@Suite("NavigationView drill-down")
@MainActor
struct NavigationViewDrillDownTests {
    private struct Pantry: View {
        let shelves = ["Fruit": ["Apple", "Pear"], "Bread": ["Rye"]]
        @State private var opened: [String] = []

        var body: some View {
            NavigationView {
                List(shelves.keys.sorted(), id: \.self) { shelf in
                    NavigationLink(shelf) {
                        List(shelves[shelf] ?? [], id: \.self) { item in
                            NavigationLink(item) {
                                VStack {
                                    Text("\(item) from the \(shelf) shelf")
                                    Button("Eat") { opened.append(item) }
                                }
                                .navigationTitle(item)
                            }
                        }
                        .navigationTitle(shelf)
                    }
                }
                .navigationTitle("Pantry")
            }
            .overlay(alignment: .bottom) { Text("eaten: \(opened.joined(separator: ","))") }
        }
    }

    @Test(arguments: SnapshotTests.sizes)
    func aLinkInADestinationOpensOverItAndEscGoesBackOneLevel(size: Size) {
        let host = TestHost(Pantry(), width: size.width, height: size.height)
        host.press(.downArrow)
        host.press(.return)
        #expect(host.shows("Apple") && host.shows("Pear"), "the fruit shelf:\n\(host.screenText)")
        host.press(.return)
        #expect(host.shows("Apple from the Fruit shelf"), "the apple, over the shelf:\n\(host.screenText)")
        #expect(host.shows("‹ Fruit"), "its back button names the shelf")
        #expect(!host.shows("Pear"), "the shelf waits below")
        Snapshot.assert(host, named: "navigation-view-drill-down-\(size.width)x\(size.height)")
        #expect(host.focusProblem == nil)

        host.press(.return)
        #expect(host.shows("eaten: Apple"), "the destination's button works")
        host.press(.escape)
        #expect(host.shows("Pear") && !host.shows("Apple from"), "Esc goes back to the shelf:\n\(host.screenText)")
        host.press(.downArrow)
        host.press(.return)
        #expect(host.shows("Pear from the Fruit shelf"), "another item of the shelf")
        host.press(.escape)
        host.press(.escape)
        #expect(!host.shows("Pear"), "the second Esc closes the shelf:\n\(host.screenText)")
        #expect(host.shows("Bread") && host.shows("Fruit"))
    }

    @Test func openingAnotherShelfClosesEverythingOpenedFromTheFirst() {
        let host = TestHost(Pantry(), width: 80, height: 24)
        host.press(.downArrow)
        host.press(.return)
        host.press(.return)
        #expect(host.shows("Apple from the Fruit shelf"))
        host.press(.escape)
        host.press(.escape)
        host.press(.upArrow)
        host.press(.return)
        #expect(host.shows("Rye") && !host.shows("Apple"), "the bread shelf alone:\n\(host.screenText)")
    }
}
