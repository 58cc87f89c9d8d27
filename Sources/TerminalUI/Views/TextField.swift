import DataFlow

/// A one-line text editor bound to a string, as SwiftUI's `TextField`.
///
/// Every keystroke, deletion or kill writes the whole new string once; an outside change to
/// the binding replaces the shown text (the cursor is clamped); Return writes nothing and runs
/// `onSubmit`. The cursor moves by grapheme cluster, so 张伟, combining marks and emoji
/// sequences edit as single characters. Keys: Left/Right, Home/End (Ctrl-A/E), Backspace,
/// Delete, Ctrl-K/U (kill to end/start), Ctrl-W and Alt-Backspace (delete word back), Alt-B/F
/// (word back/forward), Alt-D (delete word forward). A click focuses the field and puts the
/// cursor where it was clicked. A paste is inserted at the cursor as one write (see
/// `.pasteLimit(_:onCut:)`).
public struct TextField<Label: View>: View {
    public typealias Body = Never
    let text: Binding<String>
    let prompt: Text?
    let label: Label
    /// Set for a field edited through a format style (`TextField(value:format:)`).
    var editing: FormattedEditing?
    /// Whether typed characters are drawn as bullets (`SecureField`).
    var isSecure = false
    /// `.vertical` for a field that grows to `.lineLimit` lines and wraps (a `TextEditor`).
    var axis = Axis.horizontal
    /// Where the field writes its cursor, and reads where to put it (`init(_:text:selection:prompt:axis:)`).
    var selection: Binding<TextSelection?>?
    /// The older callbacks: told `true` when the field takes focus and `false` when it loses
    /// it, and run on Return (before `onSubmit`).
    var onEditingChanged: ((Bool) -> Void)?
    var onCommit: (() -> Void)?
    /// Whether the environment's `TextFieldStyle` draws this field; not for the field a style
    /// is handed, which is drawn as standard.
    var isStyled = true

    /// A field with a label. The label is not drawn (as in SwiftUI on iOS, a form shows the
    /// field alone); the prompt shows while the field is empty, or a `Text` label when there
    /// is no prompt, as SwiftUI shows it on iOS.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        let label = label()
        self.text = text
        self.prompt = prompt ?? (label as? Text)
        self.label = label
    }
}

extension TextField {
    /// A field that, with `axis: .vertical`, wraps its text and grows from one line to the
    /// `.lineLimit` (then scrolls); Return inserts a line break, as SwiftUI's on iOS.
    public init(text: Binding<String>, prompt: Text? = nil, axis: Axis, @ViewBuilder label: () -> Label) {
        self.init(text: text, prompt: prompt, label: label)
        self.axis = axis
    }
}

extension TextField where Label == Text {
    /// A field whose placeholder is `title`, growing along `axis` (see `init(text:prompt:axis:label:)`).
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {
        self.init(text: text, prompt: Text(title), axis: axis) { Text(title) }
    }

    /// A field with a title and a separate placeholder, growing along `axis`.
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(text: text, prompt: prompt, axis: axis) { Text(title) }
    }

    /// A field whose placeholder, shown while it is empty, is `title`.
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(text: text, prompt: Text(title)) { Text(title) }
    }

    /// A field with a title and a separate placeholder.
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.init(text: text, prompt: prompt) { Text(title) }
    }

    /// A field that writes its cursor to `selection` as it moves (an insertion point: a terminal
    /// field selects no range) and puts the cursor at the end of a selection set from outside.
    /// A field with `axis: .vertical` edits as `init(_:text:axis:)` and leaves `selection` alone.
    public init<S: StringProtocol>(
        _ title: S, text: Binding<String>, selection: Binding<TextSelection?>, prompt: Text? = nil,
        axis: Axis? = nil
    ) {
        self.init(text: text, prompt: prompt ?? Text(title), axis: axis ?? .horizontal) { Text(title) }
        self.selection = selection
    }

    /// The older field (deprecated in SwiftUI): `onEditingChanged` is told `true` when the field
    /// takes focus and `false` when it loses it; `onCommit` runs on Return.
    public init<S: StringProtocol>(
        _ title: S, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        onCommit: @escaping () -> Void = {}
    ) {
        self.init(title, text: text)
        self.onEditingChanged = onEditingChanged
        self.onCommit = onCommit
    }
}

extension TextField: PrimitiveView {
    func makeBehavior() -> TextFieldBehavior {
        TextFieldBehavior()
    }

    func update(_ node: Node, behavior: TextFieldBehavior) {
        let style = isStyled ? node.environment.textFieldStyle : nil
        behavior.editsInChild = style != nil || axis == .vertical
        node.reconcileChildren { children in
            if let style {
                children.add(style.body(unstyled), key: .slot(1))
            } else if axis == .vertical {
                children.add(
                    TextEditor(text: text, placeholder: prompt?.string ?? "", lines: node.environment.fieldLines),
                    key: .slot(0))
            }
        }
        behavior.configure(
            text: text,
            placeholder: prompt?.string ?? "",
            submit: onCommit.map { onCommit in
                let submit = node.environment.submitAction
                return {
                    onCommit()
                    submit?()
                }
            } ?? node.environment.submitAction,
            editing: editing,
            isSecure: isSecure,
            selection: axis == .vertical ? nil : selection
        )
        behavior.onEditingChanged = onEditingChanged
    }
}

extension TextField {
    /// This field as a `TextFieldStyle` is handed it: the same field, drawn as standard.
    private var unstyled: TextField<_TextFieldStyleLabel> {
        var field = TextField<_TextFieldStyleLabel>(text: text, prompt: prompt) {
            _TextFieldStyleLabel(content: AnyView(label))
        }
        field.editing = editing
        field.isSecure = isSecure
        field.axis = axis
        field.selection = selection
        field.onEditingChanged = onEditingChanged
        field.onCommit = onCommit
        field.isStyled = false
        return field
    }
}

/// Edits and draws a text field.
final class TextFieldBehavior: NodeBehavior {
    override var editsText: Bool { true }
    /// The field of a labelled control (a `DatePicker`) shows focus on the control, its label
    /// with it; a field in that label (a name typed beside a birthday's date) shows its own.
    override var focusIndicatorFrame: Rect? {
        guard let control = labeledControl, !control.isLabel else { return nil }
        return control.node.frame
    }

    /// The nearest labelled control above the field (a `DatePicker`): the field is its own, or
    /// in its label when it is the label's mark.
    var labeledControl: LabeledControlBehavior? {
        var current = node.parent
        while let ancestor = current {
            if let labeled = ancestor.behavior as? LabeledControlBehavior { return labeled }
            current = ancestor.parent
        }
        return nil
    }

    private var binding: Binding<String>?
    private var placeholder = ""
    private var submit: (() -> Void)?
    private var editing: FormattedEditing?
    private var isSecure = false
    private var selection: Binding<TextSelection?>?
    /// The selection last read from or written to `selection`.
    private var lastSelection: TextSelection?
    /// Whether a selection set from outside placed the cursor since the field last had focus
    /// (focus then keeps it there, instead of putting it at the end).
    private var isPlacedBySelection = false

    /// The text as characters (grapheme clusters), and the last text read from or written to the binding.
    private(set) var characters: [Character] = []
    private var lastText = ""
    /// The cursor, as a character index (0...characters.count).
    private(set) var cursor = 0
    /// The text and cursor before each edit, for Ctrl-_ (most recent last, at most `undoLimit`).
    private var undoStack: [(characters: [Character], cursor: Int)] = []
    /// Whether the last edit typed one character (a run of typing undoes as one edit).
    private var isTypingRun = false
    private static let undoLimit = 100
    /// The first column shown when the text is wider than the field (set by layout).
    private var scroll = 0
    /// The cursor's column within the field, from its left edge (set by layout).
    private var cursorOffset = 0

    /// Whether the field's child edits, draws and takes focus: a `TextEditor` for a vertical
    /// field, or the body of the environment's `TextFieldStyle`.
    var editsInChild = false

    /// Told whether the field has focus, when that changes (`TextField(_:text:onEditingChanged:)`).
    var onEditingChanged: ((Bool) -> Void)?

    override var isFocusable: Bool { !editsInChild }
    override var keepsLayout: Bool { true }

    func configure(
        text: Binding<String>, placeholder: String, submit: (() -> Void)?, editing: FormattedEditing? = nil,
        isSecure: Bool = false, selection: Binding<TextSelection?>? = nil
    ) {
        binding = text
        self.placeholder = placeholder
        self.submit = submit
        self.editing = editing
        self.isSecure = isSecure
        let current = text.wrappedValue
        if current != lastText {
            let wasAtEnd = cursor == characters.count
            lastText = current
            characters = Array(current)
            cursor = wasAtEnd && !isFocused ? characters.count : min(cursor, characters.count)
            // Changed from outside: the field's own edits no longer undo onto it.
            undoStack.removeAll()
            isTypingRun = false
        }
        self.selection = selection
        if let selection {
            readSelection(selection.wrappedValue)
        }
    }

    /// Puts the cursor at the end of a selection set from outside (one the field did not write).
    private func readSelection(_ value: TextSelection?) {
        guard value != lastSelection else { return }
        lastSelection = value
        guard let end = value?.end, end >= lastText.startIndex, end <= lastText.endIndex else { return }
        cursor = min(lastText[..<end].count, characters.count)
        isPlacedBySelection = !isFocused
        node.graph.setNeedsLayout(of: node)
    }

    /// Writes the cursor to the `selection` binding, if any, when it is not there already.
    private func reportSelection() {
        guard let selection else { return }
        let text = String(characters)
        let value = TextSelection(insertionPoint: text.index(text.startIndex, offsetBy: cursor))
        guard value != lastSelection else { return }
        lastSelection = value
        selection.wrappedValue = value
    }

    override func focusDidChange() {
        if isFocused {
            if !isPlacedBySelection { cursor = characters.count }
            isPlacedBySelection = false
            reportSelection()
        } else {
            commitFormattedText()
        }
        onEditingChanged?(isFocused)
    }

    /// A formatted field shows the value in its format again once editing ends (Return, or
    /// focus moving away); what was typed was written while it parsed.
    private func commitFormattedText() {
        guard editing != nil, let binding else { return }
        lastText = binding.wrappedValue
        characters = Array(lastText)
        cursor = characters.count
        node.graph.setNeedsLayout(of: node)
    }

    // MARK: Editing

    override func handleKey(_ key: KeyPress) -> Bool {
        guard !editsInChild else { return false }
        let mods = key.modifiers
        if mods.contains(.control) {
            switch key.key {
            case "a": moveCursor(to: 0)
            case "e": moveCursor(to: characters.count)
            case "b": moveCursor(to: cursor - 1)
            case "f": moveCursor(to: cursor + 1)
            case "k": replace(cursor..<characters.count, with: "")
            case "u": replace(0..<cursor, with: "")
            case "w": replace(wordStart(before: cursor)..<cursor, with: "")
            case "d": replace(cursor..<min(cursor + 1, characters.count), with: "")
            case "_": undo()
            case .leftArrow: moveCursor(to: wordStart(before: cursor))
            case .rightArrow: moveCursor(to: wordEnd(after: cursor))
            default: return false
            }
            return true
        }
        if mods.contains(.option) {
            switch key.key {
            case "b", .leftArrow: moveCursor(to: wordStart(before: cursor))
            case "f", .rightArrow: moveCursor(to: wordEnd(after: cursor))
            case "d": replace(cursor..<wordEnd(after: cursor), with: "")
            case .delete: replace(wordStart(before: cursor)..<cursor, with: "")
            default: return false
            }
            return true
        }
        switch key.key {
        case .leftArrow: moveCursor(to: cursor - 1)
        case .rightArrow: moveCursor(to: cursor + 1)
        case .home: moveCursor(to: 0)
        case .end: moveCursor(to: characters.count)
        // Shift-Delete is left to what holds the field: a `List` deletes its row with it.
        case .delete where !key.modifiers.contains(.shift): replace(max(0, cursor - 1)..<cursor, with: "")
        case .deleteForward where !key.modifiers.contains(.shift):
            replace(cursor..<min(cursor + 1, characters.count), with: "")
        case .return:
            commitFormattedText()
            submit?()
        default:
            guard key.key.isPrintable, key.key != .tab else { return false }
            // A key the field's on-screen keyboard lacks types nothing (and goes nowhere else).
            guard node.environment.keyboardType.canType(key.key.character) else { return true }
            replace(cursor..<cursor, with: String(key.key.character), typing: true)
        }
        return true
    }

    /// Inserts a paste at the cursor as one edit (one write to the binding, one step of
    /// Ctrl-_), cut to the `.pasteLimit` in the environment, if any.
    override func handlePaste(_ text: String) -> Bool {
        var pasted = text
        var leftOut = 0
        if let limit = node.environment.pasteLimit {
            let room = max(0, limit.characters - characters.count)
            let count = pasted.count
            if count > room {
                pasted = String(pasted.prefix(room))
                leftOut = count - room
            }
        }
        replace(cursor..<cursor, with: pasted)
        if leftOut > 0 {
            node.environment.pasteLimit?.onCut(leftOut)
        }
        return true
    }

    /// A click focuses the field and puts the cursor at the character clicked (or the end).
    override func handleMouse(_ event: MouseEvent) -> Bool {
        guard event.isClick, !editsInChild else { return false }
        guard node.environment.isEnabled else { return true }
        // What is shown now: an unfocused field shows the start of its text.
        let column = max(0, event.location.x - node.frame.minX) + (isFocused ? scroll : 0)
        node.graph.focus.focus(node)
        var index = 0
        var x = 0
        while index < characters.count {
            let width = isSecure ? 1 : Glyph.width(of: characters[index])
            if column < x + width { break }
            x += width
            index += 1
        }
        moveCursor(to: index)
        return true
    }

    private func moveCursor(to index: Int) {
        isTypingRun = false
        let moved = min(max(0, index), characters.count)
        guard moved != cursor else { return }
        cursor = moved
        node.graph.setNeedsLayout(of: node)
        reportSelection()
    }

    /// Replaces `range` with `string`, remembering the text before for Ctrl-_ (a run of typed
    /// characters, `typing`, is remembered once).
    private func replace(_ range: Range<Int>, with string: String, typing: Bool = false) {
        guard !range.isEmpty || !string.isEmpty else { return }
        if !(typing && isTypingRun) {
            undoStack.append((characters, cursor))
            if undoStack.count > Self.undoLimit { undoStack.removeFirst() }
        }
        isTypingRun = typing
        let before = String(characters[..<range.lowerBound]) + string
        setText(Array(before + String(characters[range.upperBound...])), cursor: before.count)
    }

    /// Puts back the text and cursor from before the last edit (or typing run), as readline's Ctrl-_.
    private func undo() {
        isTypingRun = false
        guard let previous = undoStack.popLast() else { return }
        setText(previous.characters, cursor: previous.cursor)
    }

    /// Shows `newCharacters` with the cursor at `newCursor` and writes them to the binding.
    private func setText(_ newCharacters: [Character], cursor newCursor: Int) {
        let text = String(newCharacters)
        characters = newCharacters
        cursor = min(newCursor, characters.count)
        node.graph.setNeedsLayout(of: node)
        defer { reportSelection() }
        if let editing, let binding {
            // Writes the value when the text parses; the field keeps showing what was typed
            // until editing ends, and notices outside changes by the formatted value.
            editing.parse(text)
            lastText = binding.wrappedValue
            return
        }
        lastText = text
        binding?.wrappedValue = text
    }

    private func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_"
    }

    private func wordStart(before index: Int) -> Int {
        var position = index
        while position > 0, !isWordCharacter(characters[position - 1]) { position -= 1 }
        while position > 0, isWordCharacter(characters[position - 1]) { position -= 1 }
        return position
    }

    private func wordEnd(after index: Int) -> Int {
        var position = index
        while position < characters.count, !isWordCharacter(characters[position]) { position += 1 }
        while position < characters.count, isWordCharacter(characters[position]) { position += 1 }
        return position
    }

    // MARK: Layout and drawing

    override func sizeThatFits(_ proposal: ProposedSize) -> Size {
        if editsInChild { return layoutChildrenAsStack().sizeThatFits(proposal) }
        let ideal = max(20, (isSecure ? characters.count : Glyph.width(of: lastText)) + 1)
        return Size(width: max(1, proposal.width ?? ideal), height: 1)
    }

    /// Scrolls the text so that the cursor stays in view while focused (unfocused, the start of
    /// the text shows), and places the cursor; drawing only reads what this decided.
    override func place(in rect: Rect) {
        if editsInChild { return layoutChildrenAsStack().place(in: rect) }
        let column = isSecure ? cursor : characters[..<cursor].reduce(0) { $0 + Glyph.width(of: $1) }
        if characters.isEmpty {
            scroll = 0
        } else {
            let shown = isFocused ? column : 0
            let room = max(1, rect.width - 1)
            if shown < scroll { scroll = shown }
            if shown > scroll + room { scroll = shown - room }
        }
        cursorOffset = min(max(0, column - scroll), max(0, rect.width - 1))
    }

    override func draw(in canvas: inout CellGrid) {
        if editsInChild { return super.draw(in: &canvas) }
        let frame = node.frame
        guard !frame.isEmpty else { return }
        let enabled = node.environment.isEnabled
        var field = Style(attributes: .underline)
        if !enabled { field.attributes.insert(.dim) }
        if isFocused { field.attributes.insert(.bold) }
        let row = Rect(x: frame.minX, y: frame.minY, width: frame.width, height: 1)
        if characters.isEmpty {
            // An empty field is transparent, as SwiftUI's: a label laid under it (a `ZStack`
            // showing "EMAIL" while the text is empty) shows, underlined as the field.
            canvas.restyle(row) { $0.attributes.formUnion(field.attributes) }
            var style = field
            style.attributes.remove(.bold)
            style.attributes.insert(.dim)
            canvas.draw(placeholder, at: frame.origin, style: style, clip: frame)
            return
        }
        canvas.fill(row, style: field)
        var x = 0
        var glyphs: [Glyph] = []
        for character in characters {
            if isSecure { glyphs.append(.bullet) } else { Glyph.forEach(of: character) { glyphs.append($0) } }
        }
        for glyph in glyphs {
            defer { x += glyph.width }
            if x + glyph.width <= scroll { continue }
            let screenX = frame.minX + x - scroll
            if screenX >= frame.maxX { break }
            if x < scroll {
                canvas.put(.space, at: Point(x: frame.minX, y: frame.minY), style: field, clip: frame)
                continue
            }
            canvas.put(glyph, at: Point(x: screenX, y: frame.minY), style: field, clip: frame)
        }
    }

    override var cursorPosition: Point? {
        guard !editsInChild else { return nil }
        let frame = node.frame
        guard !frame.isEmpty, node.environment.isEnabled else { return nil }
        return Point(x: frame.minX + cursorOffset, y: frame.minY)
    }
}
