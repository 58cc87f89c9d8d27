import Testing

@testable import TerminalUICore

// Focus that scrolls a scroll view or a form to a control brings two rows of context with it,
// as vim's `scrolloff` does: the line a field changes, just below it, shows as one types.

@Suite("Context around the focused control")
@MainActor
struct FocusScrollContextTests {
    private struct Profile: View {
        @State private var name = ""
        var body: some View {
            ScrollView {
                VStack(alignment: .leading, spacing: 0) {
                    ForEach(1...20, id: \.self) { Text("Intro \($0)") }
                    TextField("Name", text: $name)
                    Text("Hello, \(name.isEmpty ? "nobody" : name)")
                    ForEach(1...20, id: \.self) { Text("Notes \($0)") }
                }
            }
        }
    }

    @Test func tabToAFieldBelowShowsTheLinesAfterIt() {
        let host = TestHost(Profile(), width: 30, height: 10)
        host.press(.tab)
        #expect(host.screen[7] == "Name", "two rows from the bottom:\n\(host.screenText)")
        host.type("Ada")
        #expect(host.screen[8] == "Hello, Ada" && host.screen[9] == "Notes 1", "\(host.screenText)")
    }

    @Test func aScrollViewKeepsContextAboveAControlReachedGoingUp() {
        let host = TestHost(
            ScrollView {
                VStack(alignment: .leading, spacing: 0) {
                    ForEach(1...30, id: \.self) { Toggle("Option \($0)", isOn: .constant(false)) }
                }
            }, width: 30, height: 8)
        for _ in 0..<29 { host.press(.tab) }
        for _ in 0..<10 { host.press(.tab, modifiers: .shift) }
        #expect(host.focusedFrame?.minY == 2, "two rows of context above it:\n\(host.screenText)")
        #expect(host.screen[0].hasSuffix("Option 18"))
        #expect(host.focusProblem == nil)
    }

    /// A form's rows written out (a `ForEach` in a form scrolls lazily, row by row).
    private func option(_ number: Int) -> some View {
        Toggle("Option \(number)", isOn: .constant(false))
    }

    @Test func aFormBringsTheRowsAfterAControlReachedGoingDown() {
        let host = TestHost(
            Form {
                option(1)
                option(2)
                option(3)
                option(4)
                option(5)
                option(6)
                option(7)
                option(8)
                option(9)
                option(10)
            }, width: 30, height: 6)
        for _ in 0..<5 { host.press(.tab) }
        #expect(host.focusedText?.contains("Option 6") == true, "\(host.screenText)")
        #expect(host.screen[3].contains("Option 6"), "\(host.screenText)")
        #expect(host.screen[5].contains("Option 7"), "two rows below it, a gap and the next:\n\(host.screenText)")
    }

    @Test func aViewTooShortForContextShowsTheControlAlone() {
        let host = TestHost(
            ScrollView {
                VStack(spacing: 0) { ForEach(1...9, id: \.self) { Button("Item \($0)") {} } }
            }, width: 20, height: 2)
        for _ in 0..<4 { host.press(.tab) }
        #expect(host.focusedText == "[ Item 5 ]")
        #expect(host.screen == ["[ Item 4 ]", "[ Item 5 ]"], "\(host.screenText)")
    }
}
