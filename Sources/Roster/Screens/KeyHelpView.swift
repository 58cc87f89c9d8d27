import TerminalUICore

/// Every key the app answers to, from `KeyTable`, in a sheet over the app (`?` in the list);
/// ↑ ↓ PgUp PgDn scroll it, Esc closes it.
package struct KeyHelpView: View {
    package init() {}

    package var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("Keys (Esc closes)").font(.headline)
            List {
                ForEach(KeyTable.overlayLines.indices, id: \.self) { index in
                    Text(KeyTable.overlayLines[index])
                }
            }
        }
        .focusedValue(\.keyHelp, ["↑↓ scroll · Esc close", "Esc close"])
    }
}
