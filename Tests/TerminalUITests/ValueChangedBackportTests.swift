import Testing

@testable import TerminalUICore

// The onChange backport from the Russian article ("Бекпорт onChange с oldValue для iOS 16"),
// declared in app code exactly as the article writes it.

public extension View {
    @available(iOS, deprecated: 17.0, message: "Используйте нативный onChange в iOS 17+")
    @ViewBuilder func valueChanged<V>(
        of value: V,
        handler: @escaping (_ previous: V, _ current: V) -> Void
    ) -> some View where V: Equatable {
        if #available(iOS 17, *) {
            onChange(of: value, handler)
        } else {
            onChange(of: value) { [value] newValue in
                handler(value, newValue)
            }
        }
    }
}

public extension View {
    func trackTransition<V>(
        of value: V,
        from initialValue: V,
        action: @escaping () -> Void
    ) -> some View where V: Equatable {
        valueChanged(of: value) { old, new in
            if old == initialValue && new != initialValue {
                action()
            }
        }
    }
}

// Off iOS, `#available(iOS 17, *)` is true, so the article's iOS 16 branch never runs here.
// This is that branch on its own, to show the `[value]` capture gives the same pairs.
extension View {
    func valueChangedAsOnIOS16<V: Equatable>(
        of value: V,
        handler: @escaping (_ previous: V, _ current: V) -> Void
    ) -> some View {
        onChange(of: value) { [value] newValue in
            handler(value, newValue)
        }
    }
}

/// An age stepper watched by the backport (acceptance case 13).
private struct AgeStepper: View {
    let asOnIOS16: Bool
    let log: Log
    @State private var age = 30

    var body: some View {
        if asOnIOS16 {
            stepper.valueChangedAsOnIOS16(of: age) { old, new in log("(\(old), \(new))") }
        } else {
            stepper.valueChanged(of: age) { old, new in log("(\(old), \(new))") }
        }
    }

    private var stepper: some View {
        Stepper(value: $age) {
            Text("Age: \(age)")
        }
    }
}

/// A stepper watched by `trackTransition(of:from:)` (acceptance case 14).
private struct ScoreStepper: View {
    let log: Log
    @State private var score = 0

    var body: some View {
        Stepper("Score: \(score)", value: $score)
            .trackTransition(of: score, from: 0) {
                log("left zero")
            }
    }
}

/// The article's own example, printing into a log instead of the console.
private struct ContentView: View {
    let log: Log
    @State private var score: Int = 0

    var body: some View {
        VStack {
            Text("Score: \(score)")
            Button("Increase") { score += 1 }
        }
        .valueChanged(of: score) { old, new in
            log("Score changed from \(old) to \(new)")
        }
        .trackTransition(of: score, from: 0) {
            log("Score started changing from zero!")
        }
    }
}

@Suite("The article's valueChanged / trackTransition backport")
@MainActor
struct ValueChangedBackportTests {
    @Test(arguments: [false, true])
    func twoPlusPressesFromThirtyGiveThePairs(asOnIOS16: Bool) {
        // Acceptance case 13.
        let log = Log()
        let host = TestHost(AgeStepper(asOnIOS16: asOnIOS16, log: log), width: 40, height: 2)
        #expect(host.screen[0].hasPrefix("Age: 30"))
        host.press("+")
        host.press("+")
        #expect(host.screen[0].hasPrefix("Age: 32"))
        #expect(log.entries == ["(30, 31)", "(31, 32)"])
    }

    @Test func trackTransitionFiresOnlyWhenLeavingTheInitialValue() {
        // Acceptance case 14.
        let log = Log()
        let host = TestHost(ScoreStepper(log: log), width: 40, height: 2)
        host.press("+")  // 0 → 1: leaves 0
        #expect(log.entries == ["left zero"])
        host.press("+")  // 1 → 2
        host.press("-")  // 2 → 1
        host.press("-")  // 1 → 0: arrives at 0, does not leave it
        #expect(log.entries == ["left zero"])
        #expect(host.screen[0].hasPrefix("Score: 0"))
        host.press("-")  // 0 → -1: leaves 0 again
        #expect(log.entries == ["left zero", "left zero"])
    }

    @Test func theArticlesExampleLogsEveryChangeAndTheFirstStepFromZeroOnce() {
        let log = Log()
        let host = TestHost(ContentView(log: log), width: 40, height: 3)
        host.press(.return)
        host.press(.return)
        #expect(host.screen[0].contains("Score: 2"))
        #expect(
            log.entries == [
                "Score changed from 0 to 1",
                "Score started changing from zero!",
                "Score changed from 1 to 2",
            ])
    }
}
