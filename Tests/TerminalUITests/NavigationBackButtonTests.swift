import Testing

@testable import TerminalUICore

/// A pushed view's back button is a control: Tab reaches it after the view's own controls, and
/// Return, Space or a click go back. Focus never starts on it.
@Suite("Navigation back button")
@MainActor
struct NavigationBackButtonTests {
    private struct Stack: View {
        var body: some View {
            NavigationStack {
                NavigationLink("Open") {
                    Button("Inside") {}.navigationTitle("Detail")
                }
                .navigationTitle("Home")
            }
        }
    }

    private func pushed(_ view: some View, width: Int = 40, height: Int = 8) -> TestHost {
        let host = TestHost(view, width: width, height: height)
        host.press(.return)
        return host
    }

    private func focusedText(_ host: TestHost) -> String {
        guard let frame = host.focusedFrame else { return "" }
        return (frame.minX..<frame.maxX).map { host.cell(x: $0, y: frame.minY).text }.joined()
            .trimmingCharacters(in: .whitespaces)
    }

    @Test func tabReachesTheBackButtonAfterTheViewsControlsAndReturnGoesBack() {
        let host = pushed(Stack())
        #expect(host.screen[0] == " ‹ Home  Detail")
        #expect(focusedText(host) == "[ Inside ]", "focus starts in the pushed view")
        host.press(.tab)
        #expect(focusedText(host) == "‹ Home")
        host.press(.tab)
        #expect(focusedText(host) == "[ Inside ]", "and wraps around to the view")
        host.press(.tab, modifiers: .shift)
        #expect(focusedText(host) == "‹ Home", "Shift-Tab from the first control")
        host.press(.return)
        #expect(host.screen[0] == " Home")
        #expect(host.shows("Open"))
    }

    @Test func spaceAndAClickGoBackToo() throws {
        let host = pushed(Stack())
        host.press(.tab)
        host.press(.space)
        #expect(host.screen[0] == " Home")
        host.press(.return)
        let back = try #require(host.locate("‹ Home"))
        host.click(x: back.x, y: back.y)
        #expect(host.screen[0] == " Home", "a click on the back button:\n\(host.screenText)")
    }

    @Test func aPushedViewWithoutControlsFocusesNothingUntilTab() {
        let host = pushed(
            NavigationStack {
                NavigationLink("Open") { Text("Just text") }
            })
        #expect(host.focusedFrame == nil)
        #expect(host.focusProblem == nil)
        host.press(.tab)
        #expect(focusedText(host) == "‹ Back")
        host.press(.return)
        #expect(host.shows("Open"))
    }

    @Test func aPushedScrollViewThatOverflowsTakesFocusRatherThanTheBackButton() {
        let host = pushed(
            NavigationStack {
                NavigationLink("Open") {
                    ScrollView { VStack { ForEach(0..<30, id: \.self) { Text("Line \($0)") } } }
                }
            })
        #expect(host.shows("Line 0"))
        host.press(.pageDown)
        #expect(!host.shows("Line 0"), "the keys scroll the view:\n\(host.screenText)")
    }

    @Test func aNavigationViewsPushedDestinationHasOneAndItsSplitDetailNone() {
        let links = NavigationView {
            List {
                NavigationLink("First") { Button("Go") {}.navigationTitle("One") }
            }
            .navigationTitle("Items")
        }
        let narrow = pushed(links, width: 40, height: 8)
        #expect(narrow.screen[0] == " ‹ Items  One")
        narrow.press(.tab)
        #expect(focusedText(narrow) == "‹ Items")
        narrow.press(.return)
        #expect(narrow.screen[0] == " Items")

        let wide = pushed(links, width: 100, height: 8)
        #expect(wide.screen[0].hasSuffix("│ One"), "beside the list, no back button:\n\(wide.screenText)")
        wide.press(.tab)
        #expect(!focusedText(wide).hasPrefix("‹"))
    }

    /// A view that drops its edits on Esc (roster's form) hears the back button as Esc, from
    /// the button however it is pressed: Return, a click, or Esc itself while on the button.
    private struct Editing: View {
        @State private var log: [String] = []
        var body: some View {
            NavigationStack {
                VStack {
                    NavigationLink("Open") {
                        TextField("Name", text: .constant("Ada"))
                            .onKeyPress(.escape) {
                                log.append("dropped")
                                return .ignored
                            }
                            .navigationTitle("Edit")
                    }
                    Text("Log: \(log.joined(separator: ","))")
                }
                .navigationTitle("Home")
            }
        }
    }

    @Test(arguments: [KeyEquivalent.return, .escape])
    func theBackButtonIsEscInTheView(key: KeyEquivalent) {
        let host = pushed(Editing())
        host.press(.tab)
        #expect(focusedText(host) == "‹ Home")
        host.press(key)
        #expect(host.shows("Log: dropped"), "the view heard Esc, then was popped:\n\(host.screenText)")
    }

    @Test func aClickOnTheBackButtonIsEscInTheViewToo() throws {
        let host = pushed(Editing())
        let back = try #require(host.locate("‹ Home"))
        host.click(x: back.x, y: back.y)
        #expect(host.shows("Log: dropped"), "\(host.screenText)")
    }

    @Test func aResizeBetweenSplitAndStackAddsAndTakesAwayTheButton() {
        let host = pushed(
            NavigationView {
                List { NavigationLink("First") { Button("Go") {}.navigationTitle("One") } }
                    .navigationTitle("Items")
            }, width: 100, height: 8)
        #expect(!host.shows("‹ Items"))
        host.resize(width: 40, height: 8)
        #expect(host.screen[0] == " ‹ Items  One", "\(host.screenText)")
        host.press(.tab)
        #expect(focusedText(host) == "‹ Items")
        host.resize(width: 100, height: 8)
        #expect(!host.shows("‹ Items"))
        #expect(host.focusProblem == nil)
    }

    @Test(arguments: SnapshotTests.sizes)
    func snapshots(size: Size) {
        let host = pushed(Stack(), width: size.width, height: size.height)
        host.press(.tab)
        Snapshot.assert(host, named: "back-button-focused-\(size.width)x\(size.height)")
    }
}
