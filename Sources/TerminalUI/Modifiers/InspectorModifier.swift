extension View {
    /// Shows `content` as an inspector while `isPresented`, as SwiftUI's `inspector` does on a
    /// phone: in a sheet over this view (Esc closes it); a terminal has no room for a column
    /// beside the content.
    public func inspector<V: View>(isPresented: Binding<Bool>, @ViewBuilder content: @escaping () -> V) -> some View {
        sheet(isPresented: isPresented, content: content)
    }

    /// No-op: the inspector is a sheet, as wide as the screen.
    public func inspectorColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> Self { self }
}
