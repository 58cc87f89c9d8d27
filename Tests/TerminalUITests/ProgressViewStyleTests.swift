import Foundation
import Testing

@testable import TerminalUICore

@Suite("ProgressViewStyle of your own")
@MainActor
struct ProgressViewStyleTests {
    /// Draws the fraction as a count of stars, and the standard bar under it.
    private struct StarsStyle: ProgressViewStyle {
        func makeBody(configuration: Configuration) -> some View {
            let done = Int((configuration.fractionCompleted ?? 0) * 5)
            VStack(alignment: .leading, spacing: 0) {
                configuration.label
                Text(String(repeating: "★", count: done) + String(repeating: "☆", count: 5 - done))
                ProgressView(configuration)
            }
        }
    }

    @Test func theStyleDrawsEveryProgressViewBelow() {
        let host = TestHost(
            VStack(alignment: .leading) {
                ProgressView("Upload", value: 0.6)
                ProgressView(value: 0.2)
            }
            .progressViewStyle(StarsStyle()), width: 40, height: 8)
        #expect(host.screen[0] == "Upload")
        #expect(host.screen[1] == "★★★☆☆")
        #expect(host.screen[2].hasPrefix("Upload") && host.screen[2].hasSuffix("60%"), "the standard bar inside")
        #expect(host.screen[3] == "★☆☆☆☆", "no label: the configuration's label is nil")
    }

    /// Makes a new progress view in its body, as a cookbook's style does.
    private struct PercentStyle: ProgressViewStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack {
                ProgressView(value: configuration.fractionCompleted)
                Text("\(Int((configuration.fractionCompleted ?? 0) * 100))%")
            }
        }
    }

    @Test func aProgressViewInAStylesBodyIsTheStandardBar() {
        let host = TestHost(ProgressView(value: 0.5).progressViewStyle(PercentStyle()), width: 30, height: 2)
        #expect(host.screen[0].contains("50%") && host.screen[0].contains("█"), "the bar, not the style again")
        #expect(host.screen[1].trimmingCharacters(in: .whitespaces) == "50%")
    }

    @Test func theBuiltInStylesDrawTheBar() {
        let host = TestHost(
            VStack(alignment: .leading) {
                ProgressView(value: 0.5).progressViewStyle(.linear)
                ProgressView().progressViewStyle(.circular)
            }, width: 30, height: 2)
        #expect(host.screen[0].hasSuffix("50%") && host.screen[1] == "…")
    }

    @Test(arguments: SnapshotTests.sizes)
    func snapshots(size: Size) {
        let host = TestHost(
            ProgressView("Upload", value: 0.6).progressViewStyle(StarsStyle()), width: size.width, height: size.height)
        Snapshot.assert(host, named: "progress-style-\(size.width)x\(size.height)")
    }
}
