import Testing

@testable import TerminalUICore

/// A dynamic property of its own, holding `@State` inside (as SwiftUI allows).
private struct Tally: DynamicProperty {
    @State var count = 0
}

/// A view with a nested dynamic property and one of its own; Return counts in both.
private struct TallyView: View {
    var tally = Tally()
    @State private var presses = 0

    var body: some View {
        Button("\(tally.count) \(presses)") {
            tally.count += 1
            presses += 1
        }
    }
}

/// The same, as a type no other test hosts (so its scans can be counted exactly).
private struct ScannedOnceView: View {
    var tally = Tally()
    @State private var presses = 0

    var body: some View {
        Button("\(tally.count) \(presses)") {
            tally.count += 1
            presses += 1
        }
    }
}

@MainActor
struct DynamicPropertyTests {
    @Test func propertiesInsideAnOwnDynamicPropertyKeepTheirState() {
        let host = TestHost(TallyView(), width: 20, height: 3)
        host.press(.return)
        host.press(.return)
        #expect(host.screen.contains { $0.contains("2 2") })
    }

    @Test func aTypeIsScannedForDynamicPropertiesOnce() {
        let before = EngineCounters.dynamicPropertyScans
        let host = TestHost(ScannedOnceView(), width: 20, height: 3)
        let second = TestHost(ScannedOnceView(), width: 20, height: 3)
        for _ in 0..<5 {
            host.press(.return)
            second.press(.return)
        }
        #expect(host.screen.contains { $0.contains("5 5") })
        // ScannedOnceView is the only custom type here (Tally is scanned as part of it): its
        // first evaluation scanned it; the other eleven evaluations used what that found.
        #expect(EngineCounters.dynamicPropertyScans - before == 1)
    }
}
