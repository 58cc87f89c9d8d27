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

/// A model whose names shadow SwiftUI's, as a paint app's `Color` and its `Settings` do: the
/// views write `SwiftUI.Color` and `SwiftUI.Settings` for SwiftUI's.
private struct Color {
    let name: String
    let red: Double

    var swiftUIColor: SwiftUI.Color { .init(red: red, green: 0, blue: 0) }
}

private struct Settings {
    var paint = Color(name: "Crimson", red: 0.8)
}

private struct PaintView: SwiftUI.View {
    @SwiftUI.State private var settings = Settings()

    var body: some SwiftUI.View {
        SwiftUI.VStack(alignment: .leading) {
            SwiftUI.Text(settings.paint.name).foregroundColor(settings.paint.swiftUIColor)
            SwiftUI.Button("Lighter") { settings.paint = Color(name: "Coral", red: 1) }
        }
    }
}

private struct PaintApp: SwiftUI.App {
    var body: some SwiftUI.Scene {
        SwiftUI.WindowGroup { PaintView() }
        SwiftUI.Settings { SwiftUI.Text("Preferences") }
    }
}

@MainActor
struct ExportsTests {
    @Test func swiftUIQualifiedNamesAreTerminalUIsWhereAModelShadowsThem() {
        let host = TestHost(app: PaintApp(), width: 40, height: 12)
        #expect(host.screen[0] == "Crimson", "\(host.screenText)")
        host.press(.return)
        #expect(host.screen[0] == "Coral", "\(host.screenText)")
    }

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
