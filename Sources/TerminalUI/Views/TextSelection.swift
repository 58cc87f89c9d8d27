/// Where the cursor or the selection is in a text field's text, as SwiftUI's `TextSelection`:
/// a field made with `selection:` writes its cursor there as it moves, and moves its cursor
/// where the binding is set from outside.
///
/// A terminal field selects no range: the field writes an insertion point, and a range set
/// from outside puts the cursor at its end.
public struct TextSelection: Hashable, Sendable {
    /// The selected ranges of the text.
    public enum Indices: Hashable, Sendable {
        /// One range; empty for an insertion point.
        case selection(Range<String.Index>)
        /// Several ranges.
        case multiSelection(RangeSet<String.Index>)
    }

    public var indices: Indices
    /// Which side of a line break an insertion point at one sits on.
    public var affinity: TextSelectionAffinity = .automatic

    /// The selection of `range`.
    public init(range: Range<String.Index>) {
        indices = .selection(range)
    }

    /// The selection of `ranges`.
    public init(ranges: RangeSet<String.Index>) {
        indices = .multiSelection(ranges)
    }

    /// The cursor at `insertionPoint`, with nothing selected.
    public init(insertionPoint: String.Index) {
        indices = .selection(insertionPoint..<insertionPoint)
    }

    /// Whether this is a cursor with nothing selected.
    public var isInsertion: Bool {
        switch indices {
        case .selection(let range): range.isEmpty
        case .multiSelection(let ranges): ranges.isEmpty
        }
    }

    /// Where the cursor of a field that selects no range goes: the end of the selection.
    var end: String.Index? {
        switch indices {
        case .selection(let range): range.upperBound
        case .multiSelection(let ranges): ranges.ranges.last?.upperBound
        }
    }
}

/// Which side of a line break a cursor there sits on, as SwiftUI's: accepted, as a terminal
/// draws a cursor at a break in one place.
public enum TextSelectionAffinity: Hashable, Sendable {
    case automatic
    case upstream
    case downstream
}
