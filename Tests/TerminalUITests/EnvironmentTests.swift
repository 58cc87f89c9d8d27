import Testing

@testable import TerminalUICore

/// A custom key with a non-optional value.
private struct GreetingKey: EnvironmentKey {
    static let defaultValue = "Hello"
}

/// A custom key whose value is optional but whose default is not nil.
private struct LimitKey: EnvironmentKey {
    static let defaultValue: Int? = 3
}

extension EnvironmentValues {
    fileprivate var greeting: String {
        get { self[GreetingKey.self] }
        set { self[GreetingKey.self] = newValue }
    }

    fileprivate var limit: Int? {
        get { self[LimitKey.self] }
        set { self[LimitKey.self] = newValue }
    }
}

private struct Greeter: View {
    let name: String
    @Environment(\.greeting) private var greeting
    @Environment(\.limit) private var limit

    var body: some View {
        Text("\(greeting), \(name) (\(limit.map(String.init) ?? "no limit"))")
    }
}

private struct Greeters: View {
    var body: some View {
        VStack(alignment: .leading) {
            Greeter(name: "default")
            Greeter(name: "outer")
                .environment(\.greeting, "Hi")
            VStack(alignment: .leading) {
                Greeter(name: "inner")
                    .environment(\.greeting, "Привет")
                Greeter(name: "inherits")
            }
            .environment(\.greeting, "Salom")
            .environment(\.limit, nil)
        }
    }
}

private struct Quitter: View {
    @Environment(\.quit) private var quit

    var body: some View {
        Button("Quit") { quit() }
    }
}

@Suite("Environment")
@MainActor
struct EnvironmentTests {
    @Test func customKeysGiveTheirDefaultOrTheNearestAncestorsValue() {
        let host = TestHost(Greeters(), width: 40, height: 4)
        #expect(
            host.screen == [
                "Hello, default (3)",
                "Hi, outer (3)",
                "Привет, inner (no limit)",
                "Salom, inherits (no limit)",
            ])
    }

    @Test func anOptionalKeyWithANonNilDefaultReadsItsDefault() {
        let environment = EnvironmentValues()
        #expect(environment.limit == 3)
        #expect(environment.lineLimit == nil, "as many lines as the text needs, as in SwiftUI")
        var changed = environment
        changed.limit = nil
        #expect(changed.limit == nil)
    }

    @Test func textWrapsByDefaultAndTruncatesAtALimitOrTheHeightOffered() {
        let long = "The quick brown fox jumps"
        let wrapped = TestHost(Text(long), width: 12, height: 3)
        #expect(wrapped.screen == ["The quick", "brown fox", "jumps"])
        let one = TestHost(Text(long).lineLimit(1), width: 12, height: 3)
        #expect(one.screen == ["The quick b…", "", ""])
        let two = TestHost(Text(long).lineLimit(2), width: 12, height: 3)
        #expect(two.screen == ["The quick", "brown fox j…", ""])
        let short = TestHost(Text(long).frame(height: .rows(2)), width: 12, height: 3)
        #expect(short.screen == ["The quick", "brown fox j…", ""], "two rows offered: the second is truncated")
    }

    @Test func aNewlineBreaksTheLineAndIsNeverDrawn() {
        let story = "A story.\n\nNeed ideas?\r\n• walks"
        let host = TestHost(
            VStack(alignment: .leading) {
                Text(story)
                Text("end")
            }, width: 20, height: 6)
        #expect(host.screen == ["A story.", "", "Need ideas?", "• walks", "end", ""])
        let narrow = TestHost(Text("One two three\nfour"), width: 8, height: 4)
        #expect(narrow.screen == ["One two", "three", "four", ""], "each line wraps at its own spaces")
        let one = TestHost(Text("First\nsecond").lineLimit(1), width: 20, height: 2)
        #expect(one.screen == ["First…", ""], "one line ends at the newline, marked as cut")
        let beside = TestHost(
            HStack(spacing: 0) {
                Text("First\nsecond line").lineLimit(1)
                Text("|")
            }, width: 20, height: 1)
        #expect(beside.screen == ["First…|"], "as wide as the line it shows")
        let trailing = TestHost(
            VStack {
                Text("Last\n")
                Text("below")
            }, width: 10, height: 3)
        #expect(trailing.screen == ["Last", "", "below"], "a newline at the end leaves an empty line")
        let carriage = TestHost(Text("CR\rx"), width: 10, height: 1)
        #expect(carriage.screen == ["CR␍x"], "a lone carriage return is shown, not obeyed")
        for host in [host, narrow, one, trailing] {
            #expect(!host.screenText.contains("␊"))
        }
    }

    @Test func quitMarksTheTestHostAsQuit() {
        let host = TestHost(Quitter(), width: 10, height: 1)
        #expect(!host.hasQuit)
        host.press(.return)
        #expect(host.hasQuit)
    }
}
