import Testing

@testable import TerminalUICore

private struct Wordy: View {
    @State private var isPresented = true

    var body: some View {
        Text("Behind")
            .alert("A long title that needs a few lines here", isPresented: $isPresented) {
                Button("Cancel", role: .cancel) {}
                Button("Reload") {}
                Button("Overwrite", role: .destructive) {}
            } message: {
                Text(
                    "A message far too long for a small terminal: it wraps over many lines, more than the screen has, and must not push the buttons off screen."
                )
            }
    }
}

@Suite("Alerts on small screens")
@MainActor
struct AlertFittingTests {
    @Test(arguments: [
        Size(width: 24, height: 8), Size(width: 27, height: 10), Size(width: 30, height: 12),
        Size(width: 40, height: 9), Size(width: 80, height: 8),
    ])
    func everyButtonStaysOnScreen(size: Size) {
        let host = TestHost(Wordy(), width: size.width, height: size.height)
        for label in ["[ Cancel ]", "[ Reload ]", "[ Overwrite ]"] {
            let point = host.locate(label)
            #expect(point != nil, "\(label) is on the \(size) screen:\n\(host.screenText)")
        }
        #expect(host.isReversed("[ Cancel ]"))
        let frame = host.focusedFrame
        #expect(frame.map { Rect(origin: .zero, size: size).intersection($0) == $0 } == true)
        #expect(host.screen.first?.contains("┌") == true || host.screen.contains { $0.contains("┌") })
        #expect(host.screen.contains { $0.contains("└") }, "the box is closed on screen")
    }

    @Test func aMessageCutShortEndsInAnEllipsis() {
        let host = TestHost(Wordy(), width: 40, height: 9)
        #expect(host.screenText.contains("…"))
        #expect(host.shows("[ Overwrite ]"))
    }
}
