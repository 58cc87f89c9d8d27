import Foundation
import Testing

@testable import TerminalUICore

@Suite("Combined gestures: simultaneously, sequenced, exclusively")
@MainActor
struct GestureCompositionTests {
    @Test func simultaneousPartsEachWorkAndReportTogether() {
        let log = Log()
        let host = TestHost(
            Text("Card")
                .gesture(
                    TapGesture().onEnded { log("tap") }
                        .simultaneously(with: LongPressGesture().onEnded { _ in log("long") })
                        .onEnded { value in log("both \(value.first != nil) \(value.second != nil)") }),
            width: 10, height: 1)
        host.press(.return)
        #expect(log.entries == ["tap", "both true false"])
        log.clear()
        host.press(.return, modifiers: .option)
        #expect(log.entries == ["long", "both true true"])
    }

    @Test func anExclusiveGestureSaysWhichPartWasRecognised() {
        let log = Log()
        let host = TestHost(
            Text("Card")
                .gesture(
                    LongPressGesture().exclusively(before: TapGesture())
                        .onEnded { value in
                            switch value {
                            case .first: log("long")
                            case .second: log("tap")
                            }
                        }),
            width: 10, height: 1)
        host.press(.return)
        host.press(.return, modifiers: .option)
        #expect(log.entries == ["tap", "long"])
    }

    private struct Draggable: View {
        @GestureState private var state = "idle"
        let log: Log

        var body: some View {
            Text(state)
                .frame(width: 80, height: 48)
                .gesture(
                    LongPressGesture(minimumDuration: 0)
                        .sequenced(before: DragGesture(minimumDistance: 0))
                        .updating($state) { value, state, _ in
                            switch value {
                            case .first: state = "pressing"
                            case .second(_, let drag): state = drag == nil ? "pressed" : "dragging"
                            }
                        }
                        .onEnded { _ in log("dropped") })
        }
    }

    @Test func aSequenceReportsItsSecondPartAfterTheFirst() {
        let log = Log()
        let host = TestHost(Draggable(log: log), width: 20, height: 5)
        #expect(host.screen.contains { $0.contains("idle") })
        let row = host.screen.firstIndex { $0.contains("idle") } ?? 0
        let column = host.screen[row].distance(
            from: host.screen[row].startIndex, to: host.screen[row].range(of: "idle")!.lowerBound)
        host.pressMouse(x: column, y: row)
        host.send([MouseEvent(kind: .drag(.left), location: Point(x: column + 3, y: row + 1))])
        #expect(host.screen.contains { $0.contains("dragging") }, "the drag reports the press as done")
        host.releaseMouse(x: column + 3, y: row + 1)
        #expect(log.entries == ["dropped"])
        #expect(host.screen.contains { $0.contains("idle") }, "the state is reset when the sequence ends")
    }
}
