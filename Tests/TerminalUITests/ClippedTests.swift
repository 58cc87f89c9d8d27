import Foundation
import Testing

@testable import TerminalUICore

@Suite("clipped and allowsHitTesting")
@MainActor
struct ClippedTests {
    @Test func clippedCutsContentWiderThanItsFrame() {
        struct Banner: View {
            var body: some View {
                VStack(alignment: .leading) {
                    Text("Overflowing title").fixedSize().frame(width: .columns(6), alignment: .leading).clipped()
                    Text("Overflowing title").fixedSize().frame(width: .columns(6), alignment: .leading)
                }
            }
        }
        let host = TestHost(Banner(), width: 30, height: 4)
        #expect(host.screen[0].trimmingCharacters(in: .whitespaces) == "Overfl", "\(host.screen)")
        #expect(host.screen[1].contains("Overflowing title"), "without clipped the text draws past its frame")
    }

    private final class Log: ObservableObject {
        @Published var taps: [String] = []
    }

    private struct Layers: View {
        @ObservedObject var log: Log
        let passesThrough: Bool

        var body: some View {
            ZStack {
                Button("Under") { log.taps.append("under") }
                Text("  cover  ")
                    .onTapGesture { log.taps.append("cover") }
                    .allowsHitTesting(!passesThrough)
            }
        }
    }

    @Test func allowsHitTestingFalseLetsClicksThroughToWhatLiesUnder() {
        let log = Log()
        let blocking = TestHost(Layers(log: log, passesThrough: false), width: 20, height: 3)
        let y = blocking.screen.firstIndex { $0.contains("cover") } ?? 0
        let x = blocking.screen[y].distance(
            from: blocking.screen[y].startIndex, to: blocking.screen[y].range(of: "cover")!.lowerBound)
        blocking.click(x: x, y: y)
        #expect(log.taps == ["cover"])
        let through = TestHost(Layers(log: log, passesThrough: true), width: 20, height: 3)
        through.click(x: x, y: y)
        #expect(log.taps == ["cover", "under"])
    }
}
