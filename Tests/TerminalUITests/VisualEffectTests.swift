import Foundation
import Testing

@testable import TerminalUICore

@Suite("visualEffect")
@MainActor
struct VisualEffectTests {
    @Test func theViewIsDrawnAsItIs() {
        let host = TestHost(
            VStack(alignment: .leading) {
                Text("Scaled")
                    .visualEffect { content, proxy in
                        content
                            .scaleEffect(proxy.size.width > 100 ? 1 : 0.5)
                            .offset(y: 20)
                            .opacity(0.5)
                            .blur(radius: 2)
                    }
                Button("Still a button") {}
                    .visualEffect { content, _ in content.rotationEffect(.degrees(10)).hueRotation(.degrees(30)) }
            }, width: 30, height: 2)
        #expect(host.screen == ["Scaled", "[ Still a button ]"])
        #expect(host.focusedFrame?.minY == 1, "its controls still take focus")
    }
}
