/// The widths of a table's columns, shared by its header and its rows: each layout measures
/// the title and the cells in view of each column, and the next one uses the widths found.
@MainActor
final class TableColumnWidths {
    /// Cells between two columns.
    static let gap = 2

    /// Each column's width as the last layout found it.
    private(set) var widths: [Int] = []
    /// The widest title or cell of each column measured in this layout.
    private var measured: [Int] = []

    /// Where each column starts, from the row's left edge.
    var offsets: [Int] {
        var offsets: [Int] = []
        var x = 0
        for width in widths {
            offsets.append(x)
            x += width + Self.gap
        }
        return offsets
    }

    /// All the columns side by side.
    var totalWidth: Int {
        widths.reduce(0, +) + Self.gap * max(0, widths.count - 1)
    }

    /// Starts measuring `count` columns.
    func beginMeasuring(columns count: Int) {
        measured = Array(repeating: 0, count: count)
        if widths.count != count { widths = Array(repeating: 0, count: count) }
    }

    /// A title or cell of `column` wants `width` cells.
    func record(_ width: Int, column: Int) {
        guard measured.indices.contains(column) else { return }
        measured[column] = max(measured[column], width)
    }

    /// Sets the widths from what was measured, within `limits`, narrowing the widest columns
    /// first to fit `available` cells. Returns whether they changed.
    func finishMeasuring(available: Int, limits: [TableColumnWidthLimits]) -> Bool {
        var fitted = measured.enumerated().map { column, width in
            limits.indices.contains(column) ? limits[column].width(measured: width) : width
        }
        var excess = fitted.reduce(0, +) + Self.gap * max(0, fitted.count - 1) - available
        while excess > 0, let widest = fitted.indices.max(by: { fitted[$0] < fitted[$1] }), fitted[widest] > 1 {
            let others = fitted.enumerated().filter { $0.offset != widest }.map(\.element).max() ?? 0
            let cut = min(excess, max(1, fitted[widest] - others))
            fitted[widest] -= cut
            excess -= cut
        }
        guard fitted != widths else { return false }
        widths = fitted
        return true
    }
}
