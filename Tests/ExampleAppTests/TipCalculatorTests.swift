import Foundation
import RosterTestSupport
import Testing

@Suite("The tip calculator example package, in tmux")
struct TipCalculatorTests {
    /// The binary `swift build` makes in the example's own package (`make test` builds it).
    private static let binary = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .appendingPathComponent("Examples/TipCalculator/.build/debug/TipCalculator")
        .path

    @Test func theTotalsFollowTheBillTheTipAndThePeople() throws {
        try #require(
            FileManager.default.isExecutableFile(atPath: Self.binary),
            "build it first: swift build --package-path Examples/TipCalculator (make test does)"
        )
        let app = try ExampleApp(Self.binary)
        defer { app.removeConfiguration() }
        try app.tmux.waitFor(text: "Each pays")
        try app.tmux.send("BSpace")
        try app.tmux.send("100", literal: true)
        try app.tmux.waitFor("a total of 115.00") { rows in
            rows.contains { $0.contains("Total") && $0.contains("115.00") }
        }
        try app.tmux.send("Tab")  // People
        try app.tmux.send("+")
        try app.tmux.waitFor(text: "People: 2")
        try app.tmux.waitFor("57.50 each") { rows in rows.contains { $0.contains("Each pays") && $0.contains("57.50") }
        }
        try app.tmux.send("Tab")  // Tip
        try app.tmux.send("Right")  // 20%
        try app.tmux.waitFor("a total of 120.00") { rows in
            rows.contains { $0.contains("Total") && $0.contains("120.00") }
        }
        try app.quit()
    }
}
