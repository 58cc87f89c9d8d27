import Foundation
import Testing

@testable import TerminalUICore

/// Key handlers at two levels around a button and a text field.
private struct Handlers: View {
    let log: Log
    @State private var text = ""

    var body: some View {
        VStack {
            VStack {
                Button("Button") { log("button") }
                TextField("Field", text: $text)
            }
            .onKeyPress("x") {
                log("inner x")
                return .handled
            }
            .onKeyPress("y") {
                log("inner y ignored")
                return .ignored
            }
        }
        .onKeyPress("y") {
            log("outer y")
            return .handled
        }
        .onKeyPress(characters: .decimalDigits) { press in
            log("digit \(press.characters)")
            return .handled
        }
        .onKeyPress(keys: [.upArrow, .downArrow]) { press in
            log("arrow \(press.key)")
            return .handled
        }
    }
}

/// Buttons with shortcuts, one disabled, beside a text field and a stepper.
private struct Shortcuts: View {
    let log: Log
    @State private var text = ""
    @State private var count = 0

    var body: some View {
        VStack {
            TextField("Field", text: $text)
            Stepper("Count", value: $count)
            Button("Save") { log("save") }
                .keyboardShortcut("s")
            Button("Go") { log("go") }
                .keyboardShortcut(.defaultAction)
            Button("Quit") { log("quit") }
                .keyboardShortcut("q")
                .disabled(true)
        }
    }
}

/// Disabled controls of every kind.
private struct DisabledControls: View {
    let log: Log
    @State private var text = "fixed"
    @State private var count = 1

    var body: some View {
        VStack(alignment: .leading) {
            Button("Enabled") { log("enabled") }
            Group {
                Button("Disabled") { log("disabled") }
                TextField("Field", text: $text)
                Stepper("Count \(count)", value: $count)
            }
            .disabled(true)
            VStack {
                Button("Handled") {}
            }
            .onKeyPress("z") {
                log("z")
                return .handled
            }
            .disabled(true)
        }
    }
}

private struct StatusLine: View {
    @FocusedValue(\.label) private var name

    var body: some View {
        Text("focused: \(name ?? "none")")
    }
}

private struct Publishers: View {
    var body: some View {
        VStack(alignment: .leading) {
            VStack(alignment: .leading) {
                Button("A") {}
                    .focusedValue(\.label, "a")
                Button("B") {}
            }
            .focusedValue(\.label, "group")
            Button("C") {}
            StatusLine()
        }
    }
}

/// A list of zones with macOS's command actions around it.
private struct Zones: View {
    let log: Log
    @State private var zones = ["GMT", "CET"]

    var body: some View {
        List(zones, id: \.self) { Text($0) }
            .onDeleteCommand { zones.removeFirst() }
            .onExitCommand { log("exit") }
            .onMoveCommand { log("move \($0)") }
    }
}

@Suite("Key handlers, shortcuts, disabled controls and focused values")
@MainActor
struct KeyHandlingTests {
    @Test func commandActionsRunOnTheKeysTheListDidNotUse() {
        let log = Log()
        let host = TestHost(Zones(log: log), width: 30, height: 4)
        host.press(.rightArrow)
        host.press(.escape)
        host.press(.delete)
        #expect(log.entries == ["move right", "exit"])
        #expect(!host.shows("GMT") && host.shows("CET"), "\(host.screenText)")
        host.press(.downArrow)
        #expect(log.entries == ["move right", "exit"], "↓ moves the list's selection")
    }

    @Test func onKeyPressGetsKeysTheFocusedControlDidNotUseInnermostFirst() {
        let log = Log()
        let host = TestHost(Handlers(log: log), width: 30, height: 3)
        host.press("x")
        host.press("y")
        host.press("7")
        host.press(.downArrow)
        #expect(log.entries == ["inner x", "inner y ignored", "outer y", "digit 7", "arrow ↓"])

        // A text field uses printable keys itself.
        log.clear()
        host.press(.tab)
        host.type("xy7")
        #expect(log.entries.isEmpty)
        #expect(host.shows("xy7"))
    }

    @Test func aShortcutPressesItsButtonFromAnywhereInTheScope() {
        let log = Log()
        let host = TestHost(Shortcuts(log: log), width: 30, height: 5)
        #expect(host.cursor != nil)
        host.press("s", modifiers: .control)
        #expect(log.entries == ["save"])
        // Return goes to the focused field first (it has no onSubmit: nothing happens)…
        host.press(.return)
        #expect(log.entries == ["save"])
        // …but a stepper does not use Return, so the default action gets it.
        host.press(.tab)
        host.press(.return)
        #expect(log.entries == ["save", "go"])
        // A disabled button's shortcut does nothing.
        host.press("q", modifiers: .control)
        #expect(log.entries == ["save", "go"])
    }

    @Test func disabledControlsAreDimmedAndTakeNeitherFocusNorKeys() {
        let log = Log()
        let host = TestHost(DisabledControls(log: log), width: 30, height: 5)
        #expect(host.isReversed("[ Enabled ]"))
        host.press(.tab)
        host.press(.tab)
        #expect(host.isReversed("[ Enabled ]"))
        #expect(host.cursor == nil)
        host.press("z")
        host.press("+")
        #expect(host.shows("Count 1"))
        #expect(host.shows("fixed"))
        #expect(log.entries.isEmpty)
        #expect(host.attributes(of: "[ Disabled ]").contains(.dim))
        #expect(host.attributes(of: "fixed").contains(.dim))
        #expect(host.attributes(of: "[−|+]").contains(.dim))
    }

    @Test func focusedValuesComeFromTheInnermostPublisherOnTheFocusPath() {
        let host = TestHost(Publishers(), width: 30, height: 5)
        #expect(host.shows("focused: a"))
        host.press(.tab)
        #expect(host.shows("focused: group"))
        host.press(.tab)
        #expect(host.shows("focused: none"))
        host.press(.tab)
        #expect(host.shows("focused: a"))
    }
}
