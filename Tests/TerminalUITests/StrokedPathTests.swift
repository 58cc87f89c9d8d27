import Foundation
import Testing

@testable import TerminalUICore

@Suite("A path's stroke as a path to fill")
@MainActor
struct StrokedPathTests {
    private func line(from a: CGPoint, to b: CGPoint) -> Path {
        var path = Path()
        path.move(to: a)
        path.addLine(to: b)
        return path
    }

    @Test func aLineBecomesABandOfItsWidth() {
        let band = line(from: CGPoint(x: 0, y: 20), to: CGPoint(x: 40, y: 20)).strokedPath(StrokeStyle(lineWidth: 8))
        #expect(band.contains(CGPoint(x: 20, y: 20)) && band.contains(CGPoint(x: 20, y: 23)))
        #expect(!band.contains(CGPoint(x: 20, y: 25)), "half the width to either side")
        #expect(!band.contains(CGPoint(x: -2, y: 20)), "a butt end stops at the line's end")
        let square = line(from: CGPoint(x: 0, y: 20), to: CGPoint(x: 40, y: 20))
            .strokedPath(StrokeStyle(lineWidth: 8, lineCap: .square))
        #expect(square.contains(CGPoint(x: -3, y: 20)), "a square end goes on half the width")
        #expect(Path().strokedPath(StrokeStyle(lineWidth: 4)).isEmpty)
        #expect(line(from: .zero, to: CGPoint(x: 9, y: 0)).strokedPath(StrokeStyle(lineWidth: 0)).isEmpty)
    }

    @Test func aDashPatternCutsTheLineAndItsPhaseShiftsIt() {
        let straight = line(from: CGPoint(x: 0, y: 10), to: CGPoint(x: 64, y: 10))
        let dashed = straight.strokedPath(StrokeStyle(lineWidth: 4, dash: [8, 8]))
        #expect(dashed.contains(CGPoint(x: 4, y: 10)) && !dashed.contains(CGPoint(x: 12, y: 10)))
        #expect(dashed.contains(CGPoint(x: 20, y: 10)) && !dashed.contains(CGPoint(x: 60, y: 10)))
        let shifted = straight.strokedPath(StrokeStyle(lineWidth: 4, dash: [8, 8], dashPhase: 8))
        #expect(!shifted.contains(CGPoint(x: 4, y: 10)) && shifted.contains(CGPoint(x: 12, y: 10)))
        let odd = straight.strokedPath(StrokeStyle(lineWidth: 4, dash: [8]))
        #expect(odd.contains(CGPoint(x: 4, y: 10)) && !odd.contains(CGPoint(x: 12, y: 10)), "one length: on, then off")
    }

    @Test func aRingStrokedAroundACircleLeavesItsMiddleEmpty() {
        let ring = Path(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100)).strokedPath(StrokeStyle(lineWidth: 20))
        #expect(ring.contains(CGPoint(x: 50, y: 5)) && ring.contains(CGPoint(x: 95, y: 50)))
        #expect(!ring.contains(CGPoint(x: 50, y: 50)), "the bands turn one way: the middle is outside")
        #expect(abs(ring.boundingRect.width - 120) < 2)
    }

    /// A dashed ring, as a progress style draws one with `strokedPath`.
    private struct DashedRing: Shape {
        func path(in rect: CGRect) -> Path {
            var path = Path()
            path.addArc(
                center: CGPoint(x: rect.midX, y: rect.midY), radius: rect.width / 2 - 8, startAngle: .degrees(0),
                endAngle: .degrees(180), clockwise: false)
            return path.strokedPath(StrokeStyle(lineWidth: 8, dash: [24, 12]))
        }
    }

    @Test func aShapeFillsItsStrokedPath() {
        let host = TestHost(DashedRing().fill(.blue).frame(width: 160, height: 160), width: 24, height: 12)
        Snapshot.assert(host, named: "stroked-path-24x12")
    }
}
