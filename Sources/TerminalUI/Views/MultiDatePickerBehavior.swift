import Foundation

/// Lays out and draws a `MultiDatePicker`'s month, moves its cursor and chooses its days.
final class MultiDatePickerBehavior: NodeBehavior {
    var calendar = Calendar.current
    var lowerBound: Date?
    var upperBound: Date?
    /// Reads the selection's current value (live: a write shows before any re-evaluation).
    var readSelection: () -> Set<DateComponents> = { [] }
    var writeSelection: (Set<DateComponents>) -> Void = { _ in }
    /// The start of the day under the cursor; its month is the one shown. Set when first drawn
    /// or pressed, to today (or the nearest day the bounds allow).
    private var cursor: Date?

    /// The columns one day takes: its mark and two digits, then a blank.
    private static let dayWidth = 4
    /// The width of a week: seven days less the last one's blank.
    private static let gridWidth = 7 * dayWidth - 1
    /// The rows of a month: its title, the weekdays, six weeks (the most a month spans; the
    /// height stays put from month to month).
    private static let gridRows = 8

    override var isFocusable: Bool { true }
    override var focusesChildren: Bool { false }

    private var labelNode: Node? { node.children.first { $0.key == .slot(0) && $0.isShown } }

    private var labelHeight: Int {
        guard let labelNode, labelNode.sizeThatFits(ProposedSize(width: nil, height: 1)).width > 0 else { return 0 }
        return 1
    }

    // MARK: Days

    /// Whether the day starting at `day` touches the bounds.
    private func allows(_ day: Date) -> Bool {
        if let upperBound, day >= upperBound { return false }
        if let lowerBound, let next = calendar.date(byAdding: .day, value: 1, to: day), next <= lowerBound {
            return false
        }
        return true
    }

    /// `day`, or the nearest day the bounds allow.
    private func clamped(_ day: Date) -> Date {
        guard !allows(day) else { return day }
        if let lowerBound, day < lowerBound { return calendar.startOfDay(for: lowerBound) }
        if let upperBound, let last = calendar.date(byAdding: .second, value: -1, to: upperBound) {
            return calendar.startOfDay(for: last)
        }
        return day
    }

    private var currentCursor: Date {
        if let cursor { return cursor }
        let today = clamped(calendar.startOfDay(for: Date()))
        cursor = today
        return today
    }

    /// The start of the first day of the month `day` is in.
    private func monthStart(_ day: Date) -> Date {
        calendar.dateInterval(of: .month, for: day)?.start ?? day
    }

    private func daysInMonth(_ day: Date) -> Int {
        calendar.range(of: .day, in: .month, for: day)?.count ?? 30
    }

    /// The column of the month's first day: weekdays count from the calendar's first.
    private func leadingBlanks(_ month: Date) -> Int {
        (calendar.component(.weekday, from: month) - calendar.firstWeekday + 7) % 7
    }

    private func isSame(_ components: DateComponents, as day: DateComponents) -> Bool {
        components.year == day.year && components.month == day.month && components.day == day.day
            && (components.era == nil || day.era == nil || components.era == day.era)
    }

    private func components(of day: Date) -> DateComponents {
        calendar.dateComponents([.calendar, .era, .year, .month, .day], from: day)
    }

    private func isChosen(_ day: Date, in selection: Set<DateComponents>) -> Bool {
        let wanted = components(of: day)
        return selection.contains { isSame($0, as: wanted) }
    }

    /// Adds the day to the selection, or takes it out (with any other components naming it).
    private func toggle(_ day: Date) {
        guard allows(day), node.environment.isEnabled else { return }
        var selection = readSelection()
        let wanted = components(of: day)
        let matches = selection.filter { isSame($0, as: wanted) }
        if matches.isEmpty {
            selection.insert(wanted)
        } else {
            selection.subtract(matches)
        }
        writeSelection(selection)
        // The grid reads the selection when drawn: draw again even if nothing re-evaluates.
        node.graph.setNeedsLayout()
    }

    private func moveCursor(to day: Date) {
        cursor = clamped(calendar.startOfDay(for: day))
        node.invalidate()
    }

    // MARK: Keys

    override func handleKey(_ key: KeyPress) -> Bool {
        guard key.modifiers.isDisjoint(with: [.control, .option, .shift]) else { return false }
        let day = currentCursor
        func by(_ component: Calendar.Component, _ value: Int) -> Date {
            calendar.date(byAdding: component, value: value, to: day) ?? day
        }
        switch key.key {
        case .return, .space: toggle(day)
        case .leftArrow: moveCursor(to: by(.day, -1))
        case .rightArrow: moveCursor(to: by(.day, 1))
        case .upArrow, .downArrow:
            // Within the month shown: past its first or last week, focus moves on.
            let next = by(.day, key.key == .upArrow ? -7 : 7)
            guard monthStart(next) == monthStart(day) else { return false }
            moveCursor(to: next)
        case .pageUp: moveCursor(to: by(.month, -1))
        case .pageDown: moveCursor(to: by(.month, 1))
        case .home: moveCursor(to: monthStart(day))
        case .end: moveCursor(to: by(.day, daysInMonth(day) - calendar.component(.day, from: day)))
        default: return false
        }
        return true
    }

    override func handleMouse(_ event: MouseEvent) -> Bool {
        guard event.isClick else { return false }
        guard node.environment.isEnabled else { return true }
        node.graph.focus.focus(node)
        let origin = gridOrigin
        let point = event.location
        let day = currentCursor
        if point.y == origin.y {
            if point.x == origin.x, let before = calendar.date(byAdding: .month, value: -1, to: day) {
                moveCursor(to: before)
            } else if point.x == origin.x + Self.gridWidth - 1,
                let after = calendar.date(byAdding: .month, value: 1, to: day)
            {
                moveCursor(to: after)
            }
        } else if let clicked = self.day(at: point) {
            moveCursor(to: clicked)
            toggle(clicked)
        }
        return true
    }

    /// The day whose cell holds `point`, if one does.
    private func day(at point: Point) -> Date? {
        let origin = gridOrigin
        let week = point.y - origin.y - 2
        let column = (point.x - origin.x) / Self.dayWidth
        guard week >= 0, week < 6, point.x >= origin.x, column < 7,
            (point.x - origin.x) % Self.dayWidth < Self.dayWidth - 1
        else { return nil }
        let month = monthStart(currentCursor)
        let index = week * 7 + column - leadingBlanks(month)
        guard index >= 0, index < daysInMonth(month) else { return nil }
        return calendar.date(byAdding: .day, value: index, to: month)
    }

    // MARK: Layout

    /// Where the month's title row starts.
    private var gridOrigin: Point {
        Point(x: node.frame.minX, y: node.frame.minY + labelHeight)
    }

    override func sizeThatFits(_ proposal: ProposedSize) -> Size {
        let label = labelNode?.sizeThatFits(ProposedSize(width: nil, height: 1)).width ?? 0
        let ideal = max(label, Self.gridWidth)
        return Size(width: proposal.width.map { max($0, ideal) } ?? ideal, height: (label > 0 ? 1 : 0) + Self.gridRows)
    }

    override func place(in rect: Rect) {
        labelNode?.place(in: Rect(x: rect.minX, y: rect.minY, width: rect.width, height: min(1, rect.height)))
    }

    /// The cursor's day, where focus shows.
    override var focusIndicatorFrame: Rect? {
        guard let cursor else { return nil }
        let month = monthStart(cursor)
        let index = leadingBlanks(month) + calendar.component(.day, from: cursor) - 1
        let origin = gridOrigin
        return Rect(
            x: origin.x + (index % 7) * Self.dayWidth, y: origin.y + 2 + index / 7, width: Self.dayWidth - 1,
            height: 1)
    }

    // MARK: Drawing

    override func draw(in canvas: inout CellGrid) {
        let frame = node.frame
        guard !frame.isEmpty else { return }
        labelNode?.behavior.draw(in: &canvas)
        let origin = gridOrigin
        let cursor = currentCursor
        let month = monthStart(cursor)
        let focused = isFocused
        let dim = Style(attributes: .dim)
        canvas.clipped(to: frame) { canvas in
            // A title stands alone: March's name as a heading, not as in "1 March".
            let symbols = calendar.standaloneMonthSymbols
            let title =
                "\(symbols[calendar.component(.month, from: month) - 1]) \(calendar.component(.year, from: month))"
            canvas.draw("‹", at: origin, style: dim, clip: frame)
            canvas.draw(
                title, at: Point(x: origin.x + max(2, (Self.gridWidth - Glyph.width(of: title)) / 2), y: origin.y),
                style: Style(attributes: .bold), clip: frame)
            canvas.draw("›", at: Point(x: origin.x + Self.gridWidth - 1, y: origin.y), style: dim, clip: frame)
            let weekdays = calendar.shortWeekdaySymbols
            for column in 0..<7 {
                let symbol = String(weekdays[(calendar.firstWeekday - 1 + column) % 7].prefix(2))
                canvas.draw(
                    symbol, at: Point(x: origin.x + column * Self.dayWidth + 1, y: origin.y + 1), style: dim,
                    clip: frame)
            }
            let selection = readSelection()
            let blanks = leadingBlanks(month)
            let today = calendar.startOfDay(for: Date())
            for index in 0..<daysInMonth(month) {
                guard let day = calendar.date(byAdding: .day, value: index, to: month) else { continue }
                let cell = blanks + index
                let point = Point(x: origin.x + (cell % 7) * Self.dayWidth, y: origin.y + 2 + cell / 7)
                let chosen = isChosen(day, in: selection)
                let digits = String(index + 1)
                let text =
                    String(repeating: " ", count: 3 - digits.count - (chosen ? 1 : 0)) + (chosen ? "•" : "")
                    + digits
                var style = Style()
                if !allows(day) { style.attributes.insert(.dim) }
                if chosen { style.attributes.insert(.bold) }
                if day == today { style.attributes.insert(.underline) }
                if focused && day == cursor { style.attributes.insert(.reverse) }
                canvas.draw(text, at: point, style: style, clip: frame)
            }
        }
        if !node.environment.isEnabled {
            canvas.restyle(frame) { $0.attributes.insert(.dim) }
        } else if focused, let labelNode {
            canvas.restyle(labelNode.frame) { $0.attributes.insert(.bold) }
        }
    }
}
