/// A run of rows in a lazy container, in order with the others (a `List`'s segment, a lazy
/// scroll view's): one view, or the elements of a `ForEach`.
@MainActor
protocol RowRun {
    /// How many rows the run holds.
    var count: Int { get }
}

extension Array where Element: RowRun {
    /// The run holding row `index`, counted over all the runs in order, and the row's offset
    /// within it; `nil` past the last row.
    @MainActor
    func run(holding index: Int) -> (run: Element, offset: Int)? {
        var start = 0
        for run in self {
            let count = run.count
            if index >= start && index < start + count {
                return (run, index - start)
            }
            start += count
        }
        return nil
    }
}
