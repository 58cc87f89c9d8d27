/// A multi-line text editor bound to a string, as SwiftUI's `TextEditor`.
///
/// The text wraps between words at the editor's width and scrolls to keep the cursor in view; its rows are
/// underlined, as a text field's row is. While it has focus: typing inserts at the cursor,
/// Return inserts a line break, ←/→/↑/↓, Home/End (the row), PgUp/PgDn and Ctrl-A/Ctrl-E move,
/// Backspace, Delete, Ctrl-K (to the end of the line) and Ctrl-U (to its start) delete, and a
/// paste is inserted as one edit. Tab moves focus on, as everywhere in a terminal. Each edit
/// writes the binding at once.
public struct TextEditor: View {
    public typealias Body = Never
    let text: Binding<String>

    /// Shown dimmed while the text is empty (a vertical `TextField`'s prompt).
    var placeholder = ""
    /// How many lines it shows (a vertical `TextField`'s `.lineLimit`); `nil` fills the height offered.
    var lines: FieldLines?

    public init(text: Binding<String>) {
        self.text = text
    }

    init(text: Binding<String>, placeholder: String, lines: FieldLines) {
        self.text = text
        self.placeholder = placeholder
        self.lines = lines
    }
}

extension TextEditor: PrimitiveView {
    func makeBehavior() -> TextEditorBehavior { TextEditorBehavior() }

    func update(_ node: Node, behavior: TextEditorBehavior) {
        behavior.configure(text: text)
        behavior.placeholder = placeholder
        behavior.lines = lines
    }
}

/// Edits, lays out and draws a `TextEditor`.
final class TextEditorBehavior: NodeBehavior {
    override var editsText: Bool { true }
    private var binding: Binding<String>?
    private var characters: [Character] = []
    private var lastText = ""
    /// The cursor, as a character index (0...characters.count).
    private var cursor = 0
    /// The first visual row shown (set by layout).
    private var top = 0
    /// The visual rows of the last layout: each a range of character indices.
    private var rows: [Range<Int>] = [0..<0]
    /// The column the cursor keeps while moving up and down.
    private var goalColumn: Int?
    var placeholder = ""
    var lines: FieldLines?

    override var isFocusable: Bool { true }

    func configure(text: Binding<String>) {
        let isFirst = binding == nil
        binding = text
        let current = text.wrappedValue
        guard current != lastText else { return }
        lastText = current
        // The cursor starts at the end of the text, where writing goes on, as a text field's.
        // Text set from outside (a button appending to it) leaves a cursor that was at the end
        // at the new end, unless the user is typing here.
        let followsEnd = isFirst || (cursor == characters.count && !isFocused)
        characters = Array(current)
        cursor = followsEnd ? characters.count : min(cursor, characters.count)
    }

    // MARK: Editing

    override func handleKey(_ key: KeyPress) -> Bool {
        guard node.environment.isEnabled else { return false }
        let (row, column) = position(of: cursor)
        if key.modifiers.contains(.control) {
            switch key.key {
            case "a": moveCursor(to: lineStart(cursor))
            case "e": moveCursor(to: lineEnd(cursor))
            case "k":
                // To the end of the line; at its end, the line break.
                let end = lineEnd(cursor)
                replace(cursor..<(end == cursor ? min(cursor + 1, characters.count) : end), with: "")
            case "u": replace(lineStart(cursor)..<cursor, with: "")
            default: return false
            }
            return true
        }
        guard !key.modifiers.contains(.option) else { return false }
        switch key.key {
        case .leftArrow: moveCursor(to: cursor - 1)
        case .rightArrow: moveCursor(to: cursor + 1)
        case .upArrow: moveVertically(from: row, column: column, by: -1)
        case .downArrow: moveVertically(from: row, column: column, by: 1)
        case .pageUp: moveVertically(from: row, column: column, by: -max(1, node.frame.height - 1))
        case .pageDown: moveVertically(from: row, column: column, by: max(1, node.frame.height - 1))
        case .home: moveCursor(to: rows[row].lowerBound)
        case .end:
            // A row the line wraps on from ends before its last character (the space, or the
            // cut), which the next row's start would otherwise share.
            let range = rows[row]
            let wraps = row + 1 < rows.count && rows[row + 1].lowerBound == range.upperBound
            moveCursor(to: wraps ? max(range.lowerBound, range.upperBound - 1) : range.upperBound)
        // Shift-Delete is left to what holds the field: a `List` deletes its row with it.
        case .delete where !key.modifiers.contains(.shift): replace(max(0, cursor - 1)..<cursor, with: "")
        case .deleteForward where !key.modifiers.contains(.shift):
            replace(cursor..<min(cursor + 1, characters.count), with: "")
        case .return: replace(cursor..<cursor, with: "\n")
        default:
            guard key.key.isPrintable, key.key != .tab else { return false }
            // A key the editor's on-screen keyboard lacks types nothing (and goes nowhere else).
            guard node.environment.keyboardType.canType(key.key.character) else { return true }
            replace(cursor..<cursor, with: String(key.key.character))
        }
        return true
    }

    override func handlePaste(_ text: String) -> Bool {
        guard node.environment.isEnabled else { return false }
        replace(cursor..<cursor, with: text)
        return true
    }

    /// A click focuses the editor and puts the cursor at the character clicked.
    override func handleMouse(_ event: MouseEvent) -> Bool {
        guard event.isClick else { return false }
        guard node.environment.isEnabled else { return true }
        node.graph.focus.focus(node)
        let row = min(rows.count - 1, max(0, top + event.location.y - node.frame.minY))
        moveCursor(to: index(inRow: row, column: event.location.x - node.frame.minX))
        return true
    }

    private func moveCursor(to index: Int, keepingGoal: Bool = false) {
        if !keepingGoal { goalColumn = nil }
        cursor = min(max(0, index), characters.count)
        node.graph.setNeedsLayout()
    }

    private func moveVertically(from row: Int, column: Int, by delta: Int) {
        let goal = goalColumn ?? column
        let target = min(max(0, row + delta), rows.count - 1)
        moveCursor(to: index(inRow: target, column: goal), keepingGoal: true)
        goalColumn = goal
    }

    private func replace(_ range: Range<Int>, with string: String) {
        guard !range.isEmpty || !string.isEmpty else { return }
        let inserted = Array(string)
        characters.replaceSubrange(range, with: inserted)
        cursor = range.lowerBound + inserted.count
        goalColumn = nil
        lastText = String(characters)
        binding?.wrappedValue = lastText
        node.graph.setNeedsLayout()
    }

    private func lineStart(_ index: Int) -> Int {
        var position = index
        while position > 0, characters[position - 1] != "\n" { position -= 1 }
        return position
    }

    private func lineEnd(_ index: Int) -> Int {
        var position = index
        while position < characters.count, characters[position] != "\n" { position += 1 }
        return position
    }

    // MARK: Rows

    /// The text's visual rows at `width` columns: each logical line, wrapped after the last
    /// space that fits (a word longer than the row is broken where the row ends).
    private func wrap(width: Int) -> [Range<Int>] {
        var result: [Range<Int>] = []
        var start = 0
        var column = 0
        for (index, character) in characters.enumerated() {
            if character == "\n" {
                result.append(start..<index)
                start = index + 1
                column = 0
                continue
            }
            let glyphWidth = Glyph.width(of: character)
            // A space past the end hangs there, unseen; a word that does not fit starts the
            // next row, after the row's last space.
            if column + glyphWidth > width, index > start, character != " " {
                var end = index
                while end > start, characters[end - 1] != " " { end -= 1 }
                if end == start { end = index }
                result.append(start..<end)
                start = end
                column = characters[end..<index].reduce(0) { $0 + Glyph.width(of: $1) }
            }
            column += glyphWidth
        }
        result.append(start..<characters.count)
        return result
    }

    /// The visual row and column of character index `index`.
    private func position(of index: Int) -> (row: Int, column: Int) {
        for (row, range) in rows.enumerated() {
            let isLast = row == rows.count - 1
            let nextStartsHere = !isLast && rows[row + 1].lowerBound == index
            if range.contains(index) || (index == range.upperBound && !nextStartsHere) || isLast {
                let column = characters[range.lowerBound..<min(index, range.upperBound)].reduce(0) {
                    $0 + Glyph.width(of: $1)
                }
                return (row, column)
            }
        }
        return (0, 0)
    }

    /// The character index at `column` of visual row `row` (its end when the row is shorter).
    private func index(inRow row: Int, column: Int) -> Int {
        let range = rows[row]
        var x = 0
        for index in range {
            let width = Glyph.width(of: characters[index])
            if column < x + width { return index }
            x += width
        }
        return range.upperBound
    }

    // MARK: Layout and drawing

    override func sizeThatFits(_ proposal: ProposedSize) -> Size {
        let width = max(1, proposal.width ?? 40)
        if let lines {
            let count = wrap(width: width).count
            return Size(width: width, height: max(lines.min, min(count, lines.max ?? count)))
        }
        return Size(width: width, height: max(1, proposal.height ?? wrap(width: width).count))
    }

    override func place(in rect: Rect) {
        rows = wrap(width: max(1, rect.width))
        let row = position(of: cursor).row
        if row < top { top = row }
        if row >= top + rect.height { top = row - rect.height + 1 }
        top = min(max(0, top), max(0, rows.count - 1))
    }

    override func draw(in canvas: inout CellGrid) {
        let frame = node.frame
        guard !frame.isEmpty else { return }
        var style = Style(attributes: .underline)
        if !node.environment.isEnabled { style.attributes.insert(.dim) }
        if isFocused { style.attributes.insert(.bold) }
        canvas.fill(frame, style: style)
        if characters.isEmpty && !placeholder.isEmpty {
            var dimmed = style
            dimmed.attributes.insert(.dim)
            canvas.draw(placeholder, at: frame.origin, style: dimmed, clip: frame)
        }
        for offset in 0..<frame.height where top + offset < rows.count {
            var x = frame.minX
            for index in rows[top + offset] {
                Glyph.forEach(of: characters[index]) { glyph in
                    x += canvas.put(glyph, at: Point(x: x, y: frame.minY + offset), style: style, clip: frame)
                }
            }
        }
    }

    override var cursorPosition: Point? {
        let frame = node.frame
        guard !frame.isEmpty, node.environment.isEnabled else { return nil }
        let (row, column) = position(of: cursor)
        guard row >= top, row < top + frame.height else { return nil }
        return Point(x: frame.minX + min(column, frame.width - 1), y: frame.minY + row - top)
    }
}
