import Testing

@testable import TerminalUICore

/// Tab and Shift-Tab through the controls of lists and forms taller than the screen.
@Suite @MainActor struct ListTabTests {
    /// Thirty toggles over an array, in a list alone.
    private struct Toggles: View {
        @State private var values = Array(repeating: false, count: 30)

        var body: some View {
            List {
                ForEach(0..<30, id: \.self) { index in
                    Toggle("Toggle \(index)", isOn: $values[index])
                }
            }
        }
    }

    /// A settings list of static sections, taller than the screen, over a button.
    private struct Settings: View {
        @State private var on = false

        var body: some View {
            VStack {
                List {
                    Section("Sound") {
                        Toggle("Chimes", isOn: $on)
                        Toggle("Haptics", isOn: $on)
                        Text("Volume follows the system")
                    }
                    Section("Display") {
                        Toggle("Dark", isOn: $on)
                        Toggle("Large type", isOn: $on)
                        Text("Applies at once")
                    }
                    Section("Privacy") {
                        Toggle("Analytics", isOn: $on)
                        Toggle("Crash logs", isOn: $on)
                        Text("Sent once a day")
                    }
                }
                Button("Done") {}
            }
        }
    }

    /// Thirty fields of a form, each row built as it comes into view.
    private struct Fields: View {
        @State private var values = Array(repeating: "", count: 30)

        var body: some View {
            Form {
                ForEach(0..<30, id: \.self) { index in
                    TextField("Field \(index)", text: $values[index])
                }
            }
        }
    }

    /// The focused line as a user reads it, without the list's scroll bar.
    private func focused(_ host: TestHost) -> String {
        let line = host.focusedFrame.map { host.screen[$0.minY] } ?? ""
        return String(line.filter { $0 != "│" && $0 != "┃" }).trimmingCharacters(in: .whitespaces)
    }

    @Test func tabGoesOnToTheRowsBelowTheViewAndComesRoundToTheFirst() {
        let host = TestHost(Toggles(), width: 30, height: 8)
        #expect(focused(host) == "[ ] Toggle 0")
        for index in 1..<30 {
            host.press(.tab)
            #expect(focused(host) == "[ ] Toggle \(index)", "Tab reaches the next row's toggle:\n\(host.screenText)")
        }
        #expect(host.screenText.contains("Toggle 29"), "the list scrolled to the last row")
        host.press(.space)
        #expect(focused(host) == "[x] Toggle 29")
        host.press(.tab)
        #expect(focused(host) == "[ ] Toggle 0", "past the last row, round to the first:\n\(host.screenText)")
        host.press(.tab, modifiers: .shift)
        #expect(focused(host) == "[x] Toggle 29", "and Shift-Tab back round to the last")
        host.press(.tab, modifiers: .shift)
        #expect(focused(host) == "[ ] Toggle 28")
        #expect(host.focusProblem == nil)
    }

    @Test func tabComingIntoAScrolledListStartsAtItsFirstControl() {
        let host = TestHost(Settings(), width: 34, height: 10)
        var order = [focused(host)]
        for _ in 0..<7 {
            host.press(.tab)
            order.append(focused(host))
        }
        #expect(
            order == [
                "[ ] Chimes", "[ ] Haptics", "[ ] Dark", "[ ] Large type", "[ ] Analytics", "[ ] Crash logs",
                "[ Done ]", "[ ] Chimes",
            ], "\(order)")
        #expect(host.screenText.contains("Sound"), "the list scrolled back to its top:\n\(host.screenText)")
        host.press(.tab, modifiers: .shift)
        #expect(focused(host) == "[ Done ]")
        host.press(.tab, modifiers: .shift)
        #expect(focused(host) == "[ ] Crash logs", "Shift-Tab comes in at the last control:\n\(host.screenText)")
        #expect(host.focusProblem == nil)
    }

    /// Thirty toggles over an array, over a button.
    private struct TogglesAndDone: View {
        var body: some View {
            VStack {
                Toggles()
                Button("Done") {}
            }
        }
    }

    @Test func tabComingIntoAScrolledLazyListStartsAtItsFirstRow() {
        let host = TestHost(TogglesAndDone(), width: 30, height: 8)
        for _ in 0..<30 { host.press(.tab) }
        #expect(focused(host) == "[ Done ]", "past the last toggle, out of the list:\n\(host.screenText)")
        host.press(.tab)
        #expect(focused(host) == "[ ] Toggle 0", "the rows' data comes with the next pass:\n\(host.screenText)")
        #expect(host.focusProblem == nil)
    }

    @Test func tabPastTheLastRowOfALazyFormComesRoundToItsFirst() {
        let host = TestHost(Fields(), width: 30, height: 8)
        for _ in 0..<29 { host.press(.tab) }
        #expect(host.focusedFrame.map { host.screen[$0.minY] }?.contains("Field 29") == true)
        host.press(.tab)
        #expect(
            host.focusedFrame.map { host.screen[$0.minY] }?.contains("Field 0") == true,
            "round to the first field, scrolled back:\n\(host.screenText)")
        host.press(.tab, modifiers: .shift)
        #expect(host.focusedFrame.map { host.screen[$0.minY] }?.contains("Field 29") == true)
    }
}
