import Foundation

/// Which of a view's contents a margin applies to, as SwiftUI's `ContentMarginPlacement`; a
/// terminal applies every margin around the whole view.
public struct ContentMarginPlacement: Sendable {
    private let name: String
    public static let automatic = ContentMarginPlacement(name: "automatic")
    public static let scrollContent = ContentMarginPlacement(name: "scrollContent")
    public static let scrollIndicators = ContentMarginPlacement(name: "scrollIndicators")
}

// SwiftUI widens the safe area (`safeAreaPadding`) or a scroll view's content margins
// (`contentMargins`): content scrolls under them. A terminal has no safe area and nothing
// shows under a margin, so both are **approximated** as padding around the view, in points.
extension View {
    /// Pads the view by `length` points on `edges` (the default padding without a length).
    public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        padding(edges, length)
    }

    /// Pads the view by `length` points on every edge.
    public func safeAreaPadding(_ length: CGFloat) -> some View {
        padding(length)
    }

    /// Pads the view by `insets`, in points.
    public func safeAreaPadding(_ insets: EdgeInsets) -> some View {
        padding(insets)
    }

    /// Pads the view by `length` points on `edges`, whatever the placement.
    public func contentMargins(
        _ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic
    ) -> some View {
        padding(edges, length)
    }

    /// Pads the view by `length` points on every edge, whatever the placement.
    public func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic) -> some View {
        padding(length)
    }

    /// Pads the view by `insets` on `edges`, whatever the placement.
    public func contentMargins(
        _ edges: Edge.Set = .all, _ insets: EdgeInsets, for placement: ContentMarginPlacement = .automatic
    ) -> some View {
        padding(
            EdgeInsets(
                top: edges.contains(.top) ? insets.top : 0, leading: edges.contains(.leading) ? insets.leading : 0,
                bottom: edges.contains(.bottom) ? insets.bottom : 0,
                trailing: edges.contains(.trailing) ? insets.trailing : 0))
    }
}
