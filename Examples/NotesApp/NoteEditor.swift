import TerminalUI

/// The note's title and its text, in an editor of several lines over the room left; what the
/// text counts, and how long the note has been open.
struct NoteEditor: View {
    @AppStorage("title") private var title = ""
    @AppStorage("text") private var text = ""
    @Environment(\.scenePhase) private var scenePhase
    @State private var secondsOpen = 0
    @State private var suspensions = 0

    private let clock = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

    private var wordCount: Int {
        text.split(whereSeparator: \.isWhitespace).count
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            TextField("Title", text: $title)
            Divider()
            TextEditor(text: $text)
            Divider()
            Text("\(wordCount) words")
            Text("Open for \(secondsOpen) s")
            Text("Suspended \(suspensions) times")
            Text("F1 commands").foregroundColor(.secondary)
        }
        .onReceive(clock) { _ in
            secondsOpen += 1
        }
        .onChange(of: scenePhase) { phase in
            if phase == .background {
                suspensions += 1
            }
        }
    }
}
