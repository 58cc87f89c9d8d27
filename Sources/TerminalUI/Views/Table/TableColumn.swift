import Foundation

/// A column of a `Table`, as SwiftUI's `TableColumn`: a title, the view each row shows in it,
/// and, for a column made with `value:`, the comparator that sorts the table by it.
///
/// Widths (`.width(_:)`, `.width(min:ideal:max:)`) are points (`PointLength`): 8 a column.
public struct TableColumn<RowValue: Identifiable, Sort, Content: View, Label: View>: TableColumnContent {
    public typealias TableRowValue = RowValue
    public typealias TableColumnSortComparator = Sort

    let label: Label
    let content: (RowValue) -> Content
    let comparator: Sort?
    var limits = TableColumnWidthLimits()
    var customizationID: String?
    var defaultVisibility = Visibility.automatic

    init(label: Label, comparator: Sort?, content: @escaping (RowValue) -> Content) {
        self.label = label
        self.comparator = comparator
        self.content = content
    }

    public var _columns: [_TableColumnStorage<RowValue>] {
        let content = content
        return [
            _TableColumnStorage(
                label: AnyView(label), cell: { AnyView(content($0)) }, comparator: comparator, limits: limits,
                customizationID: customizationID, defaultVisibility: defaultVisibility)
        ]
    }

    /// The column's id in a `TableColumnCustomization`, which may then hide it.
    public func customizationID(_ id: String) -> Self {
        var column = self
        column.customizationID = id
        return column
    }

    /// Whether the column shows while a `TableColumnCustomization` has no say (`.hidden`: it
    /// shows only once the customization makes it visible).
    public func defaultVisibility(_ visibility: Visibility) -> Self {
        var column = self
        column.defaultVisibility = visibility
        return column
    }

    /// The column `width` points wide, whatever its cells hold.
    public func width(_ width: CGFloat?) -> Self {
        var column = self
        column.limits.fixed = width.map(PointLength.columns)
        return column
    }

    /// The column as wide as its widest cell, kept within `min` and `max` points (`ideal` is
    /// its width while no cell is measured wider).
    public func width(min: CGFloat? = nil, ideal: CGFloat? = nil, max: CGFloat? = nil) -> Self {
        var column = self
        column.limits.minimum = min.map(PointLength.columns)
        column.limits.ideal = ideal.map(PointLength.columns)
        column.limits.maximum = max.map(PointLength.columns)
        return column
    }
}

extension TableColumn where Sort == KeyPathComparator<RowValue>, Content == Text, Label == Text {
    /// A column showing the string at `value`, sorted by it.
    public init(_ titleKey: LocalizedStringKey, value: any KeyPath<RowValue, String> & Sendable) {
        self.init(label: Text(titleKey), comparator: KeyPathComparator(value)) { Text($0[keyPath: value]) }
    }

    /// A column titled `title` showing the string at `value`, sorted by it.
    public init<S: StringProtocol>(_ title: S, value: any KeyPath<RowValue, String> & Sendable) {
        self.init(label: Text(title), comparator: KeyPathComparator(value)) { Text($0[keyPath: value]) }
    }

    /// A column titled by `text` showing the string at `value`, sorted by it.
    public init(_ text: Text, value: any KeyPath<RowValue, String> & Sendable) {
        self.init(label: text, comparator: KeyPathComparator(value)) { Text($0[keyPath: value]) }
    }
}

extension TableColumn where Sort == KeyPathComparator<RowValue>, Label == Text {
    /// A column showing `content` for each row, sorted by the value at `value`.
    public init<V: Comparable>(
        _ titleKey: LocalizedStringKey, value: any KeyPath<RowValue, V> & Sendable,
        @ViewBuilder content: @escaping (RowValue) -> Content
    ) {
        self.init(label: Text(titleKey), comparator: KeyPathComparator(value), content: content)
    }

    /// A column titled `title` showing `content` for each row, sorted by the value at `value`.
    public init<S: StringProtocol, V: Comparable>(
        _ title: S, value: any KeyPath<RowValue, V> & Sendable, @ViewBuilder content: @escaping (RowValue) -> Content
    ) {
        self.init(label: Text(title), comparator: KeyPathComparator(value), content: content)
    }

    /// A column titled by `text` showing `content` for each row, sorted by the value at `value`.
    public init<V: Comparable>(
        _ text: Text, value: any KeyPath<RowValue, V> & Sendable, @ViewBuilder content: @escaping (RowValue) -> Content
    ) {
        self.init(label: text, comparator: KeyPathComparator(value), content: content)
    }
}

extension TableColumn where Sort == KeyPathComparator<RowValue>, Label == Text {
    /// A column showing `content` for each row, sorted by the value at `value` as `comparator`
    /// orders it.
    public init<V, C: SortComparator>(
        _ titleKey: LocalizedStringKey, value: any KeyPath<RowValue, V> & Sendable, comparator: C,
        @ViewBuilder content: @escaping (RowValue) -> Content
    ) where C.Compared == V {
        self.init(label: Text(titleKey), comparator: KeyPathComparator(value, comparator: comparator), content: content)
    }

    /// A column titled `title` showing `content` for each row, sorted by the value at `value`
    /// as `comparator` orders it.
    public init<S: StringProtocol, V, C: SortComparator>(
        _ title: S, value: any KeyPath<RowValue, V> & Sendable, comparator: C,
        @ViewBuilder content: @escaping (RowValue) -> Content
    ) where C.Compared == V {
        self.init(label: Text(title), comparator: KeyPathComparator(value, comparator: comparator), content: content)
    }

    /// A column titled by `text` showing `content` for each row, sorted by the value at
    /// `value` as `comparator` orders it.
    public init<V, C: SortComparator>(
        _ text: Text, value: any KeyPath<RowValue, V> & Sendable, comparator: C,
        @ViewBuilder content: @escaping (RowValue) -> Content
    ) where C.Compared == V {
        self.init(label: text, comparator: KeyPathComparator(value, comparator: comparator), content: content)
    }
}

extension TableColumn where Sort == Never, Label == Text {
    /// A column showing `content` for each row; it does not sort the table.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(titleKey), comparator: nil, content: content)
    }

    /// A column titled `title` showing `content` for each row; it does not sort the table.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(title), comparator: nil, content: content)
    }

    /// A column titled by `text` showing `content` for each row; it does not sort the table.
    public init(_ text: Text, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: text, comparator: nil, content: content)
    }
}

/// A column's width bounds, in cells.
struct TableColumnWidthLimits {
    var fixed: Int?
    var minimum: Int?
    var ideal: Int?
    var maximum: Int?

    /// The width a column whose widest cell is `measured` cells wide takes.
    func width(measured: Int) -> Int {
        if let fixed { return fixed }
        var width = Swift.max(measured, ideal ?? 0)
        if let maximum { width = Swift.min(width, maximum) }
        if let minimum { width = Swift.max(width, minimum) }
        return width
    }
}
