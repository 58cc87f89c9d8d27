import Foundation
import Testing

@testable import TerminalUICore

/// A card dragged by the mouse: its offset follows the drag while it goes on (a gesture state)
/// and is kept when it ends.
private struct DraggableCard: View {
    let log: Log
    @State private var position = CGSize.zero
    @GestureState private var dragging = CGSize.zero

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("[card]")
                .gesture(
                    DragGesture()
                        .updating($dragging) { value, state, _ in state = value.translation }
                        .onChanged { value in
                            log("changed \(Self.describe(value))")
                        }
                        .onEnded { value in
                            log("ended \(Self.describe(value))")
                            position.width += value.translation.width
                            position.height += value.translation.height
                        }
                )
                .offset(x: position.width + dragging.width, y: position.height + dragging.height)
            Text("at \(Int(position.width)),\(Int(position.height)) dragging \(Int(dragging.width))")
        }
    }

    static func describe(_ value: DragGesture.Value) -> String {
        "\(Int(value.startLocation.x)),\(Int(value.startLocation.y))→\(Int(value.location.x)),\(Int(value.location.y))"
            + " by \(Int(value.translation.width)),\(Int(value.translation.height))"
    }
}

/// Shows the gesture state while a drag holds it.
private struct HeldState: View {
    @GestureState private var dragging = false
    let changed: @MainActor (Bool) -> Void

    var body: some View {
        Text(dragging ? "dragging" : "idle")
            .gesture(DragGesture(minimumDistance: 0).updating($dragging) { _, state, _ in state = true })
            .onChange(of: dragging) { _, new in changed(new) }
    }
}

@Suite("DragGesture")
@MainActor
struct DragGestureTests {
    @Test func aDragReportsEachMoveInPointsAndEndsOnRelease() {
        let log = Log()
        let host = TestHost(DraggableCard(log: log), width: 40, height: 12)
        host.drag(x: 1, y: 0, toX: 4, toY: 2)
        // Pressed on column 1 of the card (8 points); cells are 8 × 16 points.
        #expect(
            log.entries == [
                "changed 8,0→24,16 by 16,16", "changed 8,0→32,32 by 24,32", "ended 8,0→32,32 by 24,32",
            ], "the first move, 8 points, is within the minimum distance of 10")
        #expect(host.screen[1] == "at 24,32 dragging 0", "the gesture state is back to its first value")
        #expect(host.screen[2] == "   [card]", "offset by 3 columns and 2 rows")
    }

    @Test func aMoveShorterThanTheMinimumDistanceIsNoDrag() {
        let log = Log()
        let host = TestHost(
            Text("hold").gesture(
                DragGesture(minimumDistance: 20)
                    .onChanged { _ in log("changed") }
                    .onEnded { _ in log("ended") }), width: 20, height: 5)
        host.drag(x: 0, y: 0, toX: 2, toY: 0)
        #expect(log.entries.isEmpty, "16 points is under 20")
        host.drag(x: 0, y: 0, toX: 3, toY: 0)
        #expect(log.entries == ["changed", "ended"])
    }

    @Test func theGestureStateHoldsWhileTheButtonIsDownAndAReleaseResetsIt() {
        let log = Log()
        let host = TestHost(HeldState { log("\($0)") }, width: 20, height: 5)
        host.send([MouseEvent(kind: .press(.left), location: Point(x: 0, y: 0))])
        #expect(host.screen[0] == "dragging", "a minimum distance of 0 starts on the press")
        host.send([MouseEvent(kind: .drag(.left), location: Point(x: 9, y: 3))])
        #expect(host.screen[0] == "dragging", "the drag goes on off the view")
        host.send([MouseEvent(kind: .release(.left), location: Point(x: 9, y: 3))])
        #expect(host.screen[0] == "idle")
        #expect(log.entries == ["true", "false"])
    }

    @Test func aClickIsNoDragAndMovesWithoutAPressGoNowhere() {
        let log = Log()
        let host = TestHost(DraggableCard(log: log), width: 40, height: 12)
        host.click(x: 1, y: 0)
        host.send([MouseEvent(kind: .drag(.left), location: Point(x: 5, y: 5))])
        #expect(log.entries.isEmpty)
    }

    @Test func terminalsReportMotionWithAButtonHeldAsADrag() {
        #expect(MouseEvent.reported(button: 32, x: 3, y: 2, isRelease: false)?.kind == .drag(.left))
        #expect(MouseEvent.reported(button: 32 + 16, x: 3, y: 2, isRelease: false)?.modifiers == .control)
        #expect(MouseEvent.reported(button: 35, x: 3, y: 2, isRelease: false) == nil, "motion with no button")
    }

    @Test(arguments: SnapshotTests.sizes)
    func snapshots(size: Size) {
        let host = TestHost(DraggableCard(log: Log()), width: size.width, height: size.height)
        host.drag(x: 2, y: 0, toX: 12, toY: 5)
        Snapshot.assert(host, named: "drag-gesture-\(size.width)x\(size.height)")
    }
}
