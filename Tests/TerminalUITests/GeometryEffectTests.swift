import Testing

@testable import TerminalUICore

@Suite("Geometry effects")
@MainActor
struct GeometryEffectTests {
    /// Moves its view along a line, as a confetti piece flies.
    private struct Fly: GeometryEffect {
        var time: Double
        var animatableData: Double {
            get { time }
            set { time = newValue }
        }

        func effectValue(size: CGSize) -> ProjectionTransform {
            ProjectionTransform(CGAffineTransform(translationX: 8 * time, y: 17 * time))
        }
    }

    @Test func theTranslationMovesTheViewByWholeCellsAndLeavesItsPlace() {
        let host = TestHost(
            VStack(alignment: .leading) {
                Text("Away").modifier(Fly(time: 2))
                Text("Stays")
            }, width: 12, height: 4)
        #expect(
            host.screen == ["", "Stays", "  Away", ""], "two columns and two rows on, its row kept:\n\(host.screenText)"
        )
    }

    @Test func projectionTransformsConcatenateAsMatrices() {
        let move = ProjectionTransform(CGAffineTransform(translationX: 3, y: 4))
        let scale = ProjectionTransform(CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 0, ty: 0))
        let both = move.concatenating(scale)
        #expect(both.m31 == 6 && both.m32 == 8 && both.m11 == 2 && both.isAffine)
        #expect(ProjectionTransform().isIdentity && !move.isIdentity)
    }
}
