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

    /// A stack of cards where only the top one takes touches, as Flashzilla's.
    private struct Cards: View {
        @State private var cards = ["First", "Second", "Third"]
        @State private var shown: String?

        var body: some View {
            VStack {
                ZStack {
                    ForEach(Array(cards.enumerated()), id: \.element) { index, card in
                        Text(shown == card ? "\(card) answer" : "\(card) card")
                            .onTapGesture { shown = card }
                            .allowsHitTesting(index == cards.count - 1)
                    }
                }
                Button("Next") { cards.removeLast() }
            }
        }
    }

    @Test func viewsThatTakeNoTouchesTakeNoFocus() {
        let host = TestHost(Cards(), width: 30, height: 4)
        host.press(.return)
        #expect(host.shows("Third answer"), "the top card had focus:\n\(host.screenText)")
        host.press(.tab)
        #expect(
            host.focusedFrame.map { host.screen[$0.minY].contains("Next") } == true, "then the button, no card under")
        host.press(.return)
        host.press(.tab)
        host.press(.return)
        #expect(host.shows("Second answer"), "the next card on top is live:\n\(host.screenText)")
    }
}
