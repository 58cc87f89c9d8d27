import Foundation
import Testing

@testable import TerminalUICore

// What SwiftUI code on iOS reaches in UIKit: the screen's size (the terminal's, in points) and
// haptic feedback (nothing to play in a terminal).

@Suite("UIKit shims")
@MainActor
struct UIKitShimTests {
    private struct Sized: View {
        var body: some View {
            Text("\(Int(UIScreen.main.bounds.width))x\(Int(UIScreen.main.bounds.height))")
        }
    }

    @Test func theScreenIsTheTerminalInPoints() {
        let host = TestHost(Sized(), width: 40, height: 12)
        #expect(host.screenText.contains("320x192"), "\(host.screenText)")
        host.resize(width: 50, height: 10)
        #expect(UIScreen.main.bounds.size == CGSize(width: 400, height: 160))
        #expect(UIScreen.main.scale == 1)
    }

    @Test func hapticFeedbackIsAcceptedAndPlaysNothing() {
        var taps = 0
        let host = TestHost(
            Button("Tap") {
                UIImpactFeedbackGenerator(style: .heavy).impactOccurred()
                UINotificationFeedbackGenerator().notificationOccurred(.success)
                UISelectionFeedbackGenerator().selectionChanged()
                taps += 1
            }, width: 20, height: 1)
        host.press(.return)
        #expect(taps == 1)
        #expect(host.screen[0].contains("Tap"))
    }
}
