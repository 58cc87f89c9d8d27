import CNcursesw

/// Turns what ncurses reads (characters and key codes) into `KeyPress`es. It uses ncurses'
/// key-code constants but calls nothing: `NcursesScreen` reads the input and looks up the
/// names of extended keys.
///
/// An ESC followed at once by another key is Alt+that key (that is how terminals send Alt);
/// a lone ESC is the Escape key (ncurses has already waited its short ESC delay).
struct KeyDecoder {
    /// One thing ncurses returned: a character, or a function key code.
    enum Input: Equatable {
        case character(UInt32)
        case keyCode(Int32)
    }

    /// Decodes a batch of inputs read together; `keyName` gives the terminfo name of a key
    /// code that is not one of the standard ones (`kLFT5` for Ctrl-Left).
    static func decode(_ inputs: [Input], keyName: (Int32) -> String? = { _ in nil }) -> [ScreenEvent] {
        var events: [ScreenEvent] = []
        var index = 0
        while index < inputs.count {
            let input = inputs[index]
            index += 1
            if input == .character(27), index < inputs.count, let next = decodeOne(inputs[index], keyName: keyName) {
                index += 1
                if case .key(let press) = next, press.key != .escape {
                    var modifiers = press.modifiers
                    modifiers.insert(.option)
                    events.append(.key(KeyPress(press.key, modifiers: modifiers)))
                    continue
                }
                events.append(.key(KeyPress(.escape)))
                events.append(next)
                continue
            }
            if let event = decodeOne(input, keyName: keyName) {
                events.append(event)
            }
        }
        return events
    }

    private static func decodeOne(_ input: Input, keyName: (Int32) -> String?) -> ScreenEvent? {
        switch input {
        case .character(let value):
            return decodeCharacter(value).map(ScreenEvent.key)
        case .keyCode(let code):
            if code == KEY_RESIZE { return .resize }
            return decodeKeyCode(code, keyName: keyName).map(ScreenEvent.key)
        }
    }

    private static func decodeCharacter(_ value: UInt32) -> KeyPress? {
        switch value {
        case 27: return KeyPress(.escape)
        case 9: return KeyPress(.tab)
        case 10, 13: return KeyPress(.return)
        case 8, 127: return KeyPress(.delete)
        case 0: return KeyPress(.space, modifiers: .control)
        case 1...26:
            let letter = Character(UnicodeScalar(UInt8(value) + 96))
            return KeyPress(KeyEquivalent(letter), modifiers: .control)
        case 28...31:
            return nil
        default:
            guard let scalar = UnicodeScalar(value) else { return nil }
            return KeyPress(KeyEquivalent(Character(scalar)))
        }
    }

    private static func decodeKeyCode(_ code: Int32, keyName: (Int32) -> String?) -> KeyPress? {
        switch code {
        case KEY_UP: return KeyPress(.upArrow)
        case KEY_DOWN: return KeyPress(.downArrow)
        case KEY_LEFT: return KeyPress(.leftArrow)
        case KEY_RIGHT: return KeyPress(.rightArrow)
        case KEY_HOME: return KeyPress(.home)
        case KEY_END: return KeyPress(.end)
        case KEY_PPAGE: return KeyPress(.pageUp)
        case KEY_NPAGE: return KeyPress(.pageDown)
        case KEY_DC: return KeyPress(.deleteForward)
        case KEY_BACKSPACE: return KeyPress(.delete)
        case KEY_ENTER: return KeyPress(.return)
        case KEY_BTAB: return KeyPress(.tab, modifiers: .shift)
        case KEY_SLEFT: return KeyPress(.leftArrow, modifiers: .shift)
        case KEY_SRIGHT: return KeyPress(.rightArrow, modifiers: .shift)
        default:
            // Modified arrows and the like, which ncurses reports by terminfo name.
            return keyName(code).flatMap(decodeKey(named:))
        }
    }

    /// A modified key from its terminfo name (`kLFT5`, `kDN3`, …), if it is one we know.
    static func decodeKey(named name: String) -> KeyPress? {
        let keys: [(String, KeyEquivalent)] = [
            ("kLFT", .leftArrow), ("kRIT", .rightArrow), ("kUP", .upArrow), ("kDN", .downArrow),
            ("kHOM", .home), ("kEND", .end), ("kDC", .deleteForward), ("kPRV", .pageUp), ("kNXT", .pageDown),
        ]
        for (prefix, key) in keys where name.hasPrefix(prefix) {
            guard let level = Int(name.dropFirst(prefix.count)), level >= 2 else { return nil }
            // xterm's modifier encoding: 2 Shift, 3 Alt, 4 Shift-Alt, 5 Ctrl, 6 Shift-Ctrl, 7 Alt-Ctrl.
            let bits = level - 1
            var modifiers: EventModifiers = []
            if bits & 1 != 0 { modifiers.insert(.shift) }
            if bits & 2 != 0 { modifiers.insert(.option) }
            if bits & 4 != 0 { modifiers.insert(.control) }
            return KeyPress(key, modifiers: modifiers)
        }
        return nil
    }
}
