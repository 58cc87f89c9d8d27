import Foundation
import Testing

@testable import TerminalUICore

@Suite("Shapes of your own, Path and trimmed shapes")
@MainActor
struct CustomShapeTests {
    /// A triangle pointing up, as a tutorial writes one.
    private struct Wedge: Shape {
        func path(in rect: CGRect) -> Path {
            var path = Path()
            path.move(to: CGPoint(x: rect.midX, y: rect.minY))
            path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
            path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
            path.closeSubpath()
            return path
        }
    }

    /// Half a ring, drawn with an arc.
    private struct Arch: InsettableShape {
        var inset: CGFloat = 0

        func path(in rect: CGRect) -> Path {
            Path { path in
                path.addArc(
                    center: CGPoint(x: rect.midX, y: rect.maxY), radius: rect.width / 2 - inset,
                    startAngle: .degrees(180), endAngle: .degrees(0), clockwise: false)
            }
        }

        func inset(by amount: CGFloat) -> Arch { Arch(inset: inset + amount) }
    }

    private struct Gallery: View {
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                HStack {
                    Wedge().fill(.red).frame(width: 80, height: 64)
                    Wedge().stroke(.blue, lineWidth: 2).frame(width: 80, height: 64)
                    Arch().strokeBorder(.green, lineWidth: 4).frame(width: 80, height: 64)
                }
                HStack {
                    Circle().trim(from: 0, to: 0.5).stroke(.orange, style: StrokeStyle(lineWidth: 4, lineCap: .round))
                        .frame(width: 64, height: 64)
                    Path { path in
                        path.move(to: CGPoint(x: 0, y: 0))
                        path.addCurve(
                            to: CGPoint(x: 120, y: 0), control1: CGPoint(x: 40, y: 60), control2: CGPoint(x: 80, y: 60))
                    }
                    .stroke(lineWidth: 1)
                    .frame(width: 120, height: 48)
                }
            }
        }
    }

    @Test func aFilledShapeIsSolidInsideWithDotsAlongItsEdges() {
        let host = TestHost(Wedge().fill(.red), width: 10, height: 4)
        // The bottom row is wholly inside: solid cells; the tip is braille dots.
        #expect(host.screen[0].contains { $0.unicodeScalars.first!.value >= 0x2800 })
        #expect(host.cell(x: 5, y: 3).style.background == TerminalColor(1))
        #expect(host.cell(x: 5, y: 3).text == " ")
        #expect(host.screen[3].hasPrefix("⣴") || host.cell(x: 0, y: 3).text != " ")
    }

    @Test func aStrokedPathDrawsItsLineAndNothingInside() {
        let host = TestHost(Wedge().stroke(.blue, lineWidth: 1), width: 10, height: 4)
        #expect(host.cell(x: 5, y: 2).text == " ", "nothing inside the outline")
        #expect(host.cell(x: 5, y: 3).text != " ", "the base is drawn")
        #expect(host.cell(x: 5, y: 3).style.foreground == TerminalColor(4))
        #expect(host.cell(x: 0, y: 3).text != " " && host.cell(x: 9, y: 3).text != " ", "both corners")
    }

    @Test func aTrimmedCircleDrawsPartOfItsRing() {
        func dots(_ to: CGFloat) -> Int {
            let host = TestHost(Circle().trim(from: 0, to: to).stroke(lineWidth: 1), width: 10, height: 5)
            return host.screen.joined().unicodeScalars.filter { $0.value > 0x2800 && $0.value <= 0x28FF }
                .reduce(0) { $0 + ($1.value - 0x2800).nonzeroBitCount }
        }
        let quarter = dots(0.25)
        let half = dots(0.5)
        let whole = dots(1)
        #expect(quarter > 0 && quarter < half && half < whole)
        #expect(dots(0) == 0)
        // A circle's trim starts at its right end and goes round clockwise on screen: the first
        // quarter lies in the bottom-right of the frame.
        let host = TestHost(Circle().trim(from: 0, to: 0.25).stroke(lineWidth: 1), width: 10, height: 5)
        #expect(host.screen[0].trimmingCharacters(in: .whitespaces).isEmpty)
        #expect(!host.screen[4].trimmingCharacters(in: .whitespaces).isEmpty)
    }

    @Test func pathGeometry() {
        var path = Path()
        #expect(path.isEmpty && path.currentPoint == nil)
        path.addRect(CGRect(x: 10, y: 20, width: 30, height: 40))
        #expect(path.boundingRect == CGRect(x: 10, y: 20, width: 30, height: 40))
        #expect(path.contains(CGPoint(x: 20, y: 30)) && !path.contains(CGPoint(x: 5, y: 30)))
        let moved = path.offsetBy(dx: 5, dy: -20)
        #expect(moved.boundingRect == CGRect(x: 15, y: 0, width: 30, height: 40))
        let circle = Path(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(abs(circle.boundingRect.width - 100) < 0.5)
        let half = circle.trimmedPath(from: 0, to: 0.5)
        #expect(abs(half.boundingRect.height - 50) < 1, "half a circle from its right end: the lower half")
        var arc = Path()
        arc.addArc(
            center: CGPoint(x: 50, y: 50), radius: 50, startAngle: .degrees(0), endAngle: .degrees(90),
            clockwise: false)
        #expect(abs(arc.boundingRect.maxY - 100) < 0.5, "a growing angle turns toward the bottom (y down)")
        var tangent = Path()
        tangent.move(to: CGPoint(x: 0, y: 0))
        tangent.addArc(tangent1End: CGPoint(x: 100, y: 0), tangent2End: CGPoint(x: 100, y: 100), radius: 20)
        #expect(abs((tangent.currentPoint?.x ?? 0) - 100) < 0.01 && abs((tangent.currentPoint?.y ?? 0) - 20) < 0.01)
        let turned = Path(CGRect(x: 0, y: 0, width: 10, height: 20)).applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(abs(turned.boundingRect.width - 20) < 0.001 && abs(turned.boundingRect.height - 10) < 0.001)
        #expect(CGAffineTransform(translationX: 3, y: 4).inverted() == CGAffineTransform(translationX: -3, y: -4))
    }

    @Test(arguments: SnapshotTests.sizes)
    func snapshots(size: Size) {
        let host = TestHost(Gallery(), width: size.width, height: size.height)
        Snapshot.assert(host, named: "shapes-custom-\(size.width)x\(size.height)")
    }
}
