import Testing

@testable import TerminalUICore

private struct Controls: View {
    @State private var name = ""
    @State private var count = 0

    var body: some View {
        VStack(alignment: .leading) {
            HStack {
                Button("One") {}
                Button("Two") {}
            }
            TextField("Name", text: $name)
            Button("Off") {}
                .disabled(true)
            Stepper("Count \(count)", value: $count)
        }
    }
}

private struct FormControls: View {
    @State private var name = "Ann"
    @State private var age = 30

    var body: some View {
        Form {
            Section(header: Text("Person")) {
                TextField("Name", text: $name)
                Stepper("Age \(age)", value: $age)
            }
            Section {
                Button("Save") {}
            }
        }
    }
}

private struct Sidebar: View {
    var body: some View {
        NavigationView {
            List {
                NavigationLink("First", destination: Detail())
                NavigationLink("Second", destination: Detail())
            }
        }
    }
}

private struct Detail: View {
    @Environment(\.dismiss) private var dismiss
    @State private var text = ""

    var body: some View {
        VStack(alignment: .leading) {
            TextField("Notes", text: $text)
            Button("Close") { dismiss() }
        }
    }
}

/// A form taller than the screen.
private struct LongForm: View {
    @State private var values = Array(repeating: 0, count: 12)

    var body: some View {
        Form {
            ForEach(0..<12) { index in
                Stepper("Value \(index): \(values[index])", value: $values[index])
            }
        }
    }
}

@Suite("Focus")
@MainActor
struct FocusTests {
    /// Which control is focused, by what the screen shows: a reversed button or stepper, or
    /// the text field holding the cursor.
    private func focused(_ host: TestHost) -> String {
        if host.cursor != nil { return "field" }
        for label in ["[ One ]", "[ Two ]", "[ Off ]", "[−|+]", "[ Save ]"] where host.isReversed(label) {
            return label
        }
        return "none"
    }

    @Test func tabAndShiftTabMoveInReadingOrderSkippingDisabledControlsAndWrapping() {
        let host = TestHost(Controls(), width: 40, height: 5)
        #expect(focused(host) == "[ One ]")
        var order: [String] = []
        for _ in 0..<5 {
            host.press(.tab)
            order.append(focused(host))
        }
        #expect(order == ["[ Two ]", "field", "[−|+]", "[ One ]", "[ Two ]"])
        host.press(.tab, modifiers: .shift)
        host.press(.tab, modifiers: .shift)
        #expect(focused(host) == "[−|+]")
    }

    @Test func upAndDownMoveBetweenTheControlsOfAForm() {
        let host = TestHost(FormControls(), width: 40, height: 8)
        #expect(focused(host) == "field")
        host.press(.downArrow)
        #expect(focused(host) == "[−|+]")
        host.press(.downArrow)
        #expect(focused(host) == "[ Save ]")
        host.press(.upArrow)
        host.press(.upArrow)
        #expect(focused(host) == "field")
    }

    @Test func aFormScrollsToKeepTheFocusedControlInView() {
        let host = TestHost(LongForm(), width: 30, height: 5)
        #expect(host.screen[0].hasPrefix(" Value 0: 0"))
        for _ in 0..<8 { host.press(.downArrow) }
        host.press("+")
        #expect(host.shows("Value 8: 1"))
        #expect(host.attributes(of: "Value 8").contains(.bold))
        for _ in 0..<8 { host.press(.upArrow) }
        #expect(host.screen[0].hasPrefix(" Value 0: 0"))
        #expect(host.attributes(of: "Value 0").contains(.bold))
    }

    @Test func aShownDestinationTakesFocusAndGivesItBackToTheListWhenItCloses() {
        let host = TestHost(Sidebar(), width: 80, height: 8)
        host.press(.downArrow)
        host.press(.return)
        #expect(host.cursor != nil)
        host.type("note")
        #expect(host.shows("note"))
        host.press(.downArrow)  // not a form: Down does nothing here…
        #expect(host.cursor != nil)
        host.press(.tab)  // …Tab reaches Close
        host.press(.return)
        #expect(host.cursor == nil)
        #expect(host.isReversed("Second"))
        host.press(.upArrow)
        #expect(host.isReversed("First"))
    }
}
