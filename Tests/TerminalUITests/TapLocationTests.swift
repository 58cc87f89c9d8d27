import Foundation
import Testing

@testable import TerminalUICore

@Suite("onTapGesture with a location")
@MainActor
struct TapLocationTests {
    @Test func aClickGivesTheCellsCentreAndAKeyTheViewsCentre() {
        var taps: [CGPoint] = []
        let host = TestHost(
            VStack(alignment: .leading, spacing: 0) {
                Text("above")
                Color.blue.frame(width: 80, height: 48)
                    .onTapGesture { location in taps.append(location) }
            }, width: 20, height: 4)
        host.click(x: 2, y: 2)
        #expect(taps == [CGPoint(x: 20, y: 24)], "column 2, row 1 of the view: their centres in points")
        host.press(.return)
        #expect(taps.last == CGPoint(x: 44, y: 24), "Return taps the centre of the 10×3 view")
    }

    @Test func inTheGlobalSpaceTheScreensOrigin() {
        var taps: [CGPoint] = []
        let host = TestHost(
            VStack(alignment: .leading, spacing: 0) {
                Text("above")
                Color.blue.frame(width: 80, height: 48)
                    .onTapGesture(coordinateSpace: .global) { location in taps.append(location) }
            }, width: 20, height: 4)
        host.click(x: 2, y: 2)
        #expect(taps == [CGPoint(x: 20, y: 40)])
    }
}
