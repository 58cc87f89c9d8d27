/// A key, named as SwiftUI names keys: a character, or one of the special keys below.
///
/// Special keys use the same private-use characters as SwiftUI (and AppKit) do, so a
/// `KeyEquivalent` is just a `Character` and can be written as a literal: `"s"`, `.return`.
public struct KeyEquivalent: Hashable, Sendable, ExpressibleByExtendedGraphemeClusterLiteral, CustomStringConvertible {
    public let character: Character

    public init(_ character: Character) {
        self.character = character
    }

    public init(extendedGraphemeClusterLiteral value: Character) {
        self.character = value
    }

    public static let upArrow = KeyEquivalent("\u{F700}")
    public static let downArrow = KeyEquivalent("\u{F701}")
    public static let leftArrow = KeyEquivalent("\u{F702}")
    public static let rightArrow = KeyEquivalent("\u{F703}")
    public static let escape = KeyEquivalent("\u{1B}")
    public static let delete = KeyEquivalent("\u{7F}")
    public static let deleteForward = KeyEquivalent("\u{F728}")
    public static let home = KeyEquivalent("\u{F729}")
    public static let end = KeyEquivalent("\u{F72B}")
    public static let pageUp = KeyEquivalent("\u{F72C}")
    public static let pageDown = KeyEquivalent("\u{F72D}")
    public static let clear = KeyEquivalent("\u{F739}")
    /// Insert (AppKit's `NSInsertFunctionKey`): TerminalUI's own, SwiftUI names none.
    public static let insert = KeyEquivalent("\u{F727}")
    /// The Menu key (AppKit's `NSMenuFunctionKey`), which opens a context menu: TerminalUI's own.
    public static let menu = KeyEquivalent("\u{F735}")

    /// Function key F`number`, 1 to 35 (AppKit's `NSF1FunctionKey`… code points): TerminalUI's
    /// own, SwiftUI names none.
    public static func functionKey(_ number: Int) -> KeyEquivalent {
        precondition((1...35).contains(number), "function keys are F1 to F35")
        return KeyEquivalent(Character(Unicode.Scalar(UInt32(0xF703 + number))!))
    }
    public static let tab = KeyEquivalent("\t")
    public static let space = KeyEquivalent(" ")
    public static let `return` = KeyEquivalent("\r")

    /// Whether this is a key that types a character (not an arrow, Return, Tab, Esc, …).
    public var isPrintable: Bool {
        guard let scalar = character.unicodeScalars.first else { return false }
        if (0xF700...0xF8FF).contains(scalar.value) { return false }
        return scalar.value >= 0x20 && scalar.value != 0x7F
    }

    public var description: String {
        switch self {
        case .upArrow: "↑"
        case .downArrow: "↓"
        case .leftArrow: "←"
        case .rightArrow: "→"
        case .escape: "Esc"
        case .delete: "Backspace"
        case .deleteForward: "Delete"
        case .home: "Home"
        case .end: "End"
        case .pageUp: "PgUp"
        case .pageDown: "PgDn"
        case .tab: "Tab"
        case .space: "Space"
        case .return: "Return"
        case .insert: "Insert"
        case .menu: "Menu"
        default:
            if let value = character.unicodeScalars.first?.value, (0xF704...0xF726).contains(value) {
                "F\(value - 0xF703)"
            } else {
                String(character)
            }
        }
    }
}

/// Modifier keys held with a key, as SwiftUI's `EventModifiers`.
public struct EventModifiers: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let shift = EventModifiers(rawValue: 1 << 0)
    public static let control = EventModifiers(rawValue: 1 << 1)
    /// Alt (Meta) in a terminal.
    public static let option = EventModifiers(rawValue: 1 << 2)
    public static let command = EventModifiers(rawValue: 1 << 3)
    public static let all: EventModifiers = [.shift, .control, .option, .command]
}

/// One key press, as SwiftUI's `KeyPress`.
public struct KeyPress: Hashable, Sendable, CustomStringConvertible {
    /// What a key press handler did with the key.
    public enum Result: Sendable {
        case handled, ignored
    }

    /// When in a press a handler hears it, as SwiftUI's `KeyPress.Phases`. A terminal reports
    /// a key as it goes down (a held key repeats as more presses); it never reports one going up.
    public struct Phases: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let down = Phases(rawValue: 1)
        public static let `repeat` = Phases(rawValue: 2)
        public static let up = Phases(rawValue: 4)
        public static let all: Phases = [.down, .repeat, .up]
    }

    public let key: KeyEquivalent
    public let modifiers: EventModifiers

    /// The phase of the press: always `.down` in a terminal.
    public var phase: Phases { .down }

    /// The characters the key types (empty for special keys and control combinations).
    public var characters: String {
        key.isPrintable && !modifiers.contains(.control) && !modifiers.contains(.option) ? String(key.character) : ""
    }

    public init(_ key: KeyEquivalent, modifiers: EventModifiers = []) {
        self.key = key
        self.modifiers = modifiers
    }

    public var description: String {
        var parts: [String] = []
        if modifiers.contains(.control) { parts.append("Ctrl") }
        if modifiers.contains(.option) { parts.append("Alt") }
        if modifiers.contains(.shift) { parts.append("Shift") }
        parts.append(key.description)
        return parts.joined(separator: "-")
    }
}
