extension View {
    /// Shows `content` along the top or bottom edge, and this view in the rest of the room, as
    /// SwiftUI's `safeAreaInset` (a bar under a scrolling list, say); `spacing` is in points.
    public func safeAreaInset<V: View>(
        edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> V
    ) -> some View {
        let inset = content()
        return VStack(alignment: alignment, spacing: spacing ?? 0) {
            if edge == .top { inset }
            self.frame(maxHeight: .infinity)
            if edge == .bottom { inset }
        }
    }

    /// Shows `content` along the leading or trailing edge, and this view in the rest of the
    /// room, as SwiftUI's `safeAreaInset`; `spacing` is in points.
    public func safeAreaInset<V: View>(
        edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> V
    ) -> some View {
        let inset = content()
        return HStack(alignment: alignment, spacing: spacing ?? 0) {
            if edge == .leading { inset }
            self.frame(maxWidth: .infinity)
            if edge == .trailing { inset }
        }
    }

    /// Fills `shape`, in this view's frame, with `style` behind this view (a gradient or a
    /// material draws as its colour).
    public func background<S: ShapeStyle, T: Shape>(
        _ style: S, in shape: T, fillStyle: FillStyle = FillStyle()
    )
        -> some View
    {
        background(shape.fill(style))
    }
}

/// How a shape is filled, as SwiftUI's `FillStyle`; a terminal fills whole cells.
public struct FillStyle: Hashable, Sendable {
    public var isEOFilled: Bool
    public var isAntialiased: Bool

    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}
