/// How many lines a vertical `TextField` shows: at least `min`, and it grows with its text to
/// `max` (`nil`: no limit) before it scrolls. Set by the `.lineLimit` modifiers.
struct FieldLines: Equatable {
    var min: Int
    var max: Int?
}

private struct FieldLinesKey: EnvironmentKey {
    static let defaultValue = FieldLines(min: 1, max: nil)
}

extension EnvironmentValues {
    /// The lines vertical text fields below show.
    var fieldLines: FieldLines {
        get { self[FieldLinesKey.self] }
        set { self[FieldLinesKey.self] = newValue }
    }
}

extension View {
    /// Limits text to `limit` lines; with `reservesSpace`, a vertical `TextField` shows all
    /// `limit` lines even while its text is shorter (a `Text` takes only the lines it needs).
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
        environment(\.lineLimit, limit).environment(
            \.fieldLines, FieldLines(min: reservesSpace ? max(1, limit) : 1, max: limit))
    }

    /// A vertical `TextField` shows at least `range`'s lower bound of lines and grows to its
    /// upper bound; a `Text` takes at most the upper bound.
    public func lineLimit(_ range: ClosedRange<Int>) -> some View {
        environment(\.lineLimit, range.upperBound).environment(
            \.fieldLines, FieldLines(min: max(1, range.lowerBound), max: range.upperBound))
    }

    /// A vertical `TextField` shows at least `range`'s lower bound of lines, with no upper limit.
    public func lineLimit(_ range: PartialRangeFrom<Int>) -> some View {
        environment(\.lineLimit, nil).environment(\.fieldLines, FieldLines(min: max(1, range.lowerBound), max: nil))
    }

    /// Text takes at most `range`'s upper bound of lines.
    public func lineLimit(_ range: PartialRangeThrough<Int>) -> some View {
        environment(\.lineLimit, range.upperBound).environment(
            \.fieldLines, FieldLines(min: 1, max: range.upperBound))
    }
}
