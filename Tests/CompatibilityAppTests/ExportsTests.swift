import TerminalUI  // alone, as an app would write `import SwiftUI`: no Foundation or Observation import
import Testing

/// A model using the Observation macro, which `import TerminalUI` brings in.
@Observable
private final class Note {
    var id = UUID()
    var created = Date(timeIntervalSince1970: 0)
    var width: CGFloat = 12
}

/// A view reading the model.
private struct NoteView: View {
    let note: Note

    var body: some View {
        Text("\(Int(note.width)) \(note.created.timeIntervalSince1970 == 0 ? "epoch" : "later")")
    }
}

@MainActor
struct ExportsTests {
    @Test func importingTerminalUIAloneGivesFoundationAndObservation() {
        let note = Note()
        let host = TestHost(NoteView(note: note), width: 20, height: 3)
        #expect(host.screen.contains("12 epoch"))
        note.width = 30
        host.settle()
        #expect(host.screen.contains("30 epoch"))
        #expect(note.id != UUID())
    }
}
