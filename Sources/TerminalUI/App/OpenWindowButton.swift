/// A command that opens the window scene `id`, for the "Window" menu.
struct OpenWindowButton<Label: View>: View {
    @Environment(\.openWindow) private var openWindow
    let id: String
    @ViewBuilder let label: () -> Label

    var body: some View {
        Button {
            openWindow(id: id)
        } label: {
            label()
        }
    }
}
