/// The leading or the trailing edge, as SwiftUI's `HorizontalEdge` (a row's swipe actions
/// belong to one).
public enum HorizontalEdge: Int8, CaseIterable, Hashable, Sendable {
    case leading
    case trailing
}
