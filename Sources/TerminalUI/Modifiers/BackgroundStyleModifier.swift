/// The style `.background()` without arguments fills with, as SwiftUI's `backgroundStyle`
/// environment value: nil (the terminal's own background) until `.backgroundStyle(_:)` sets it.
private struct BackgroundStyleKey: EnvironmentKey {
    static var defaultValue: AnyShapeStyle? { nil }
}

extension EnvironmentValues {
    /// The style `.background()` fills with here; nil draws the terminal's background.
    public var backgroundStyle: AnyShapeStyle? {
        get { self[BackgroundStyleKey.self] }
        set { self[BackgroundStyleKey.self] = newValue }
    }
}

/// The fill behind a view with `.background()`: `shape` in the environment's background style,
/// or nothing.
private struct BackgroundStyleFill<S: Shape>: View {
    @Environment(\.backgroundStyle) private var style
    let shape: S

    var body: some View {
        if let style, let color = terminalColor(of: style) {
            shape.fill(color)
        }
    }
}

extension View {
    /// Sets the style `.background()` fills with inside this view.
    public func backgroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        environment(\.backgroundStyle, AnyShapeStyle(style))
    }

    /// Fills this view's frame with the environment's background style (set with
    /// `.backgroundStyle(_:)`); where none is set, the terminal's background shows, as the
    /// system background would.
    public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        background(BackgroundStyleFill(shape: Rectangle()), alignment: .center)
    }

    /// Fills `shape`, in this view's frame, with the environment's background style.
    public func background<T: Shape>(in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        background(BackgroundStyleFill(shape: shape), alignment: .center)
    }
}
