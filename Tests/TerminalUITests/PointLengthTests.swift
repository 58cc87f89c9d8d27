import Foundation
import Testing

@testable import TerminalUICore

@Suite("PointLength: SwiftUI's points as cells")
struct PointLengthTests {
    @Test func aColumnIsEightPointsAndARowSixteen() {
        #expect(PointLength.columns(16) == 2 && PointLength.rows(16) == 1, "SwiftUI's default padding")
        #expect(PointLength.columns(130) == 16 && PointLength.columns(100) == 13)
        #expect(PointLength.rows(40) == 3 && PointLength.rows(100) == 6)
    }

    @Test func halvesRoundAwayFromZero() {
        #expect(PointLength.columns(12) == 2 && PointLength.columns(11.9) == 1)
        #expect(PointLength.rows(24) == 2 && PointLength.rows(23.9) == 1)
    }

    @Test func aLengthAboveZeroIsAtLeastOneCell() {
        #expect(PointLength.columns(1) == 1 && PointLength.rows(2) == 1, "a small gap still separates")
        #expect(PointLength.columns(0.5) == 1 && PointLength.rows(7.5) == 1)
    }

    @Test func zeroNegativeAndNotANumberAreNoCells() {
        #expect(PointLength.columns(0) == 0 && PointLength.rows(0) == 0)
        #expect(PointLength.columns(-8) == 0 && PointLength.rows(-4) == 0)
        #expect(PointLength.columns(.nan) == 0 && PointLength.rows(.nan) == 0)
    }

    @Test func infiniteAndHugeLengthsAreInfinite() {
        #expect(PointLength.columns(.infinity) == PointLength.infinite)
        #expect(PointLength.rows(.greatestFiniteMagnitude) == PointLength.infinite)
        #expect(PointLength.columns(1e300) == PointLength.infinite)
    }

    @Test func offsetsKeepTheirSign() {
        #expect(PointLength.offsetColumns(16) == 2 && PointLength.offsetColumns(-16) == -2)
        #expect(PointLength.offsetRows(-1) == -1 && PointLength.offsetRows(0) == 0)
        #expect(PointLength.offsetRows(-25) == -1 && PointLength.offsetRows(31) == 1, "rows toward zero")
        #expect(PointLength.offsetRows(32) == 2 && PointLength.offsetRows(-48) == -3)
        #expect(PointLength.offsetRows(.infinity) == PointLength.infinite)
    }

    @Test func theCellsFormsAreExactlySoManyCells() {
        for count in 0...300 {
            #expect(PointLength.columns(.columns(count)) == count)
            #expect(PointLength.rows(.rows(count)) == count)
        }
        #expect(CGFloat.columns(2) == 16 && CGFloat.rows(1) == 16)
    }
}
