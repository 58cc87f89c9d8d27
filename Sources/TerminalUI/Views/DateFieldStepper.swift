import Foundation

/// Steps the part of a date picker's field the cursor is in with ↑ and ↓, as a Mac's date
/// picker steps the part it has selected: the year, month or day of `2026-12-01`, the hour or
/// minute of `14:30` (the cursor at a part's end counts as in it; a field just focused has its
/// cursor at the end, on the last part). A text field written in the picker's label keeps its
/// own arrows.
struct DateFieldStepper: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let selection: Binding<Date>
    /// The parts the field shows, in the order their digits come.
    let components: [Calendar.Component]

    func makeBehavior() -> DateFieldStepperBehavior { DateFieldStepperBehavior() }

    func update(_ node: Node, behavior: DateFieldStepperBehavior, content: any View) {
        behavior.selection = selection
        behavior.components = components
        updateContent(node, content)
    }
}

final class DateFieldStepperBehavior: ModifierBehavior {
    var selection: Binding<Date>?
    var components: [Calendar.Component] = []

    override func handleKeyFromDescendant(_ key: KeyPress, focused: Node?) -> Bool {
        guard key.modifiers.isEmpty, key.key == .upArrow || key.key == .downArrow, let selection,
            node.environment.isEnabled, let field = focused?.behavior as? TextFieldBehavior,
            field.labeledControl?.isLabel != true, let component = component(at: field.cursor, in: field.characters)
        else { return false }
        let step = key.key == .upArrow ? 1 : -1
        if let stepped = DatePickerFieldFormat.calendar.date(
            byAdding: component, value: step, to: selection.wrappedValue)
        {
            selection.wrappedValue = stepped
        }
        return true
    }

    /// The part whose digits hold `cursor` (or end at it).
    private func component(at cursor: Int, in characters: [Character]) -> Calendar.Component? {
        var part = 0
        var start: Int?
        // A blank after the last character ends the last part.
        for (index, character) in (characters + [" "]).enumerated() {
            if character.isNumber {
                if start == nil { start = index }
                continue
            }
            if let first = start {
                if cursor >= first && cursor <= index {
                    return components.indices.contains(part) ? components[part] : nil
                }
                part += 1
                start = nil
            }
        }
        return nil
    }
}
