import Foundation
import Testing

@testable import TerminalUICore

// SwiftUI's Canvas: a renderer draws with a GraphicsContext in points (8 across and 16 down a
// cell); fills and strokes become braille dots and solid cells, text takes whole cells.

@Suite("Canvas view")
@MainActor
struct CanvasViewTests {
    /// A 10 by 4 cell canvas: 80 by 64 points.
    private func host(
        width: Int = 10, height: Int = 4, _ renderer: @escaping (inout GraphicsContext, CGSize) -> Void
    )
        -> TestHost
    {
        TestHost(Canvas(renderer: renderer), width: width, height: height)
    }

    @Test func theRendererIsGivenTheSizeInPoints() {
        var seen = CGSize.zero
        _ = host { _, size in seen = size }
        #expect(seen == CGSize(width: 80, height: 64))
    }

    @Test func aFilledRectangleIsSolidCellsOfItsColour() {
        let host = host { context, size in
            context.fill(Path(CGRect(x: 0, y: 0, width: size.width / 2, height: size.height)), with: .color(.red))
        }
        for y in 0..<4 {
            for x in 0..<5 {
                #expect(host.cell(x: x, y: y).style.background == TerminalColor(1), "(\(x), \(y))")
            }
            #expect(host.cell(x: 5, y: y).style.background == nil)
        }
    }

    @Test func aStrokedLineIsBrailleDotsAlongIt() {
        let host = host { context, size in
            var line = Path()
            line.move(to: CGPoint(x: 0, y: 8))
            line.addLine(to: CGPoint(x: size.width, y: 8))
            context.stroke(line, with: .color(.blue), lineWidth: 2)
        }
        #expect(host.screen[0].count == 10)
        #expect(host.screen[0].unicodeScalars.allSatisfy { (0x2800...0x28FF).contains($0.value) }, "\(host.screen[0])")
        #expect(host.cell(x: 3, y: 0).style.foreground == TerminalColor(4))
        #expect(host.screen[1].isEmpty)
    }

    @Test func textIsDrawnWithItsAnchorAtThePoint() {
        let host = host { context, size in
            context.draw(Text("Hi"), at: CGPoint(x: size.width / 2, y: size.height / 2))
            context.draw(Text("top").foregroundColor(.green), at: .zero, anchor: .topLeading)
        }
        #expect(host.screen[0] == "top")
        #expect(host.cell(x: 0, y: 0).style.foreground == TerminalColor(2))
        #expect(host.screen[1].isEmpty)
        #expect(host.screen[2] == "    Hi", "centred on the middle cell:\n\(host.screenText)")
    }

    @Test func theTransformMovesWhatIsDrawnNext() {
        let host = host { context, _ in
            var moved = context
            moved.translateBy(x: 40, y: 32)
            moved.draw(Text("B"), at: .zero, anchor: .topLeading)
            context.draw(Text("A"), at: .zero, anchor: .topLeading)
        }
        #expect(host.screen[0] == "A")
        #expect(host.screen[2] == "     B", "five cells across and two down:\n\(host.screenText)")
    }

    @Test func aClipKeepsDrawingInsideItsPath() {
        let host = host { context, size in
            context.clip(to: Path(CGRect(x: 0, y: 0, width: 24, height: size.height)))
            context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.red))
        }
        #expect(host.cell(x: 2, y: 1).style.background == TerminalColor(1))
        #expect(host.cell(x: 3, y: 1).style.background == nil)
        #expect(host.screen[1].isEmpty)
    }

    @Test func opacityDimsAndZeroOpacityDrawsNothing() {
        let host = host { context, _ in
            var faint = context
            faint.opacity = 0.5
            faint.draw(Text("faint"), at: .zero, anchor: .topLeading)
            var hidden = context
            hidden.opacity = 0
            hidden.draw(Text("gone"), at: CGPoint(x: 0, y: 16), anchor: .topLeading)
        }
        #expect(host.screen[0] == "faint")
        #expect(host.cell(x: 0, y: 0).style.attributes.contains(.dim))
        #expect(host.screen[1].isEmpty)
    }

    @Test(arguments: SnapshotTests.sizes)
    func snapshots(size: Size) {
        let host = TestHost(
            VStack {
                Text("Dial")
                Canvas { context, size in
                    let ring = Path(ellipseIn: CGRect(origin: .zero, size: size).insetBy(dx: 8, dy: 8))
                    context.stroke(ring, with: .color(.primary), lineWidth: 2)
                    var hand = Path()
                    hand.move(to: CGPoint(x: size.width / 2, y: size.height / 2))
                    hand.addLine(to: CGPoint(x: size.width / 2, y: 16))
                    context.stroke(hand, with: .foreground, lineWidth: 3)
                    context.draw(Text("12"), at: CGPoint(x: size.width / 2, y: 24))
                }
                .frame(width: 160, height: 128)
            }, width: size.width, height: size.height)
        Snapshot.assert(host, named: "canvas-dial-\(size.width)x\(size.height)")
        #expect(host.screen[0].contains("Dial"))
        #expect(host.screenText.contains("12"))
    }
}
