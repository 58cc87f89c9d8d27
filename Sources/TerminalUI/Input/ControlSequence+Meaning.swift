extension ControlSequence {
    /// What a whole sequence means to the app.
    enum Meaning: Equatable {
        case key(KeyPress)
        case mouse(MouseEvent)
        /// `ESC [ 200 ~`: a bracketed paste starts.
        case pasteStart
        /// `ESC [ M`: an X10 mouse report, whose three bytes follow.
        case x10MouseReport
        /// A sequence we know that means nothing here: a key release, a focus report, a stray
        /// paste end, keypad 5 (Begin), a reply to a query.
        case nothing
        /// A sequence we do not know.
        case unknown
    }

    /// The meaning of this sequence as a CSI (`ESC [`) ending in `final`.
    func controlSequenceMeaning(final: UInt8) -> Meaning {
        guard !isMalformed, intermediates.isEmpty else { return .unknown }
        switch marker {
        case nil: break
        case UInt8(ascii: "<"):
            guard final == UInt8(ascii: "M") || final == UInt8(ascii: "m"), parameters.count == 3 else {
                return .unknown
            }
            return mouseReport(button: parameter(0, default: 0), isRelease: final == UInt8(ascii: "m"))
        case UInt8(ascii: "?"), UInt8(ascii: ">"):
            // Replies to queries (the kitty protocol's flags, device attributes): roster asks none.
            return .nothing
        default:
            return .unknown
        }
        switch final {
        case UInt8(ascii: "~"), UInt8(ascii: "$"), UInt8(ascii: "^"), UInt8(ascii: "@"):
            return numberedKeyMeaning(final: final)
        case UInt8(ascii: "u"):
            return Self.key(
                codePoint: parameter(0, default: 0),
                shifted: hasParameter(0, sub: 1) ? parameter(0, sub: 1, default: 0) : nil,
                modifiers: modifiers(at: 1), eventType: parameter(1, sub: 1, default: 1))
        case UInt8(ascii: "M") where parameters.isEmpty:
            return .x10MouseReport
        case UInt8(ascii: "M") where parameters.count == 3:
            // urxvt's mode 1015: decimal numbers, the button 32 more than its code.
            return mouseReport(button: parameter(0, default: 0) - 32, isRelease: false)
        case UInt8(ascii: "I") where parameters.isEmpty, UInt8(ascii: "O") where parameters.isEmpty:
            return .nothing  // focus in, focus out
        case UInt8(ascii: "E"):
            return .nothing  // keypad 5 (Begin)
        case UInt8(ascii: "Z"):
            return .key(KeyPress(.tab, modifiers: letterModifiers().union(.shift)))
        case UInt8(ascii: "a")...UInt8(ascii: "d") where parameters.isEmpty:
            // rxvt's Shift with an arrow.
            return .key(
                KeyPress(Self.arrows[Int(final - UInt8(ascii: "a"))], modifiers: modifiers(at: 0).union(.shift)))
        default:
            guard let key = Self.letterKey(final) else { return .unknown }
            return .key(KeyPress(key, modifiers: letterModifiers()))
        }
    }

    /// The meaning of this sequence as an SS3 (`ESC O`) ending in `final`.
    func singleShiftMeaning(final: UInt8) -> Meaning {
        guard !isMalformed, marker == nil, intermediates.isEmpty else { return .unknown }
        let modifiers = letterModifiers()
        switch final {
        case UInt8(ascii: "M"): return .key(KeyPress(.return, modifiers: modifiers))
        case UInt8(ascii: "I"): return .key(KeyPress(.tab, modifiers: modifiers))
        case UInt8(ascii: "E"): return .nothing
        case UInt8(ascii: "a")...UInt8(ascii: "d"):
            // rxvt's Control with an arrow.
            return .key(KeyPress(Self.arrows[Int(final - UInt8(ascii: "a"))], modifiers: modifiers.union(.control)))
        case UInt8(ascii: "j")...UInt8(ascii: "y") where parameters.isEmpty, UInt8(ascii: "X") where parameters.isEmpty:
            // The keypad in application mode: `* + , - . /`, the digits, `=`.
            let keypad = Array("*+,-./0123456789")
            let character = final == UInt8(ascii: "X") ? "=" : keypad[Int(final - UInt8(ascii: "j"))]
            return .key(KeyPress(KeyEquivalent(character), modifiers: modifiers))
        default:
            guard let key = Self.letterKey(final) else { return .unknown }
            return .key(KeyPress(key, modifiers: modifiers))
        }
    }

    /// The meaning of this sequence as the Linux console's F1–F5: `ESC [ [` then `A`–`E`.
    func linuxFunctionKeyMeaning(_ byte: UInt8) -> Meaning {
        guard isEmpty, (UInt8(ascii: "A")...UInt8(ascii: "E")).contains(byte) else { return .unknown }
        return .key(KeyPress(.functionKey(Int(byte - UInt8(ascii: "A")) + 1), modifiers: hasAlt ? .option : []))
    }

    /// An X10 mouse report's three bytes (each 32 more than the button code, column and row).
    static func x10MouseMeaning(_ bytes: [UInt8]) -> Meaning {
        let code = Int(bytes[0]) - 32
        // Its releases do not say which button: dropped.
        guard code & 64 != 0 || code & 3 != 3 else { return .nothing }
        let event = MouseEvent.reported(button: code, x: Int(bytes[1]) - 32, y: Int(bytes[2]) - 32, isRelease: false)
        return event.map(Meaning.mouse) ?? .nothing
    }

    private func mouseReport(button: Int, isRelease: Bool) -> Meaning {
        let event = MouseEvent.reported(
            button: button, x: parameter(1, default: 0), y: parameter(2, default: 0), isRelease: isRelease)
        return event.map(Meaning.mouse) ?? .nothing
    }

    /// The modifiers of a key named by its final letter: in the second parameter
    /// (`ESC [ 1 ; 5 D`), or alone in the first (`ESC O 5 P`, as some terminals send).
    private func letterModifiers() -> EventModifiers {
        parameters.count >= 2 ? modifiers(at: 1) : modifiers(at: 0)
    }

    private static let arrows: [KeyEquivalent] = [.upArrow, .downArrow, .rightArrow, .leftArrow]

    /// The keys that CSI and SS3 name by a final letter.
    private static func letterKey(_ final: UInt8) -> KeyEquivalent? {
        switch final {
        case UInt8(ascii: "A")...UInt8(ascii: "D"): arrows[Int(final - UInt8(ascii: "A"))]
        case UInt8(ascii: "H"): .home
        case UInt8(ascii: "F"): .end
        case UInt8(ascii: "P")...UInt8(ascii: "S"): .functionKey(Int(final - UInt8(ascii: "P")) + 1)
        default: nil
        }
    }

    /// `ESC [ n ~` (VT220 and xterm), with rxvt's `$` `^` `@` for Shift, Control, both.
    private func numberedKeyMeaning(final: UInt8) -> Meaning {
        let number = parameter(0, default: 0)
        if final == UInt8(ascii: "~") {
            switch number {
            case 200: return .pasteStart
            case 201: return .nothing  // a paste end without its start
            case 27:
                // xterm's modifyOtherKeys: ESC [ 27 ; modifiers ; code ~
                return Self.key(
                    codePoint: parameter(2, default: 0), shifted: nil, modifiers: modifiers(at: 1), eventType: 1)
            default: break
            }
        }
        guard let key = Self.numberedKey(number) else { return .unknown }
        var modifiers = modifiers(at: 1)
        switch final {
        case UInt8(ascii: "$"): modifiers.insert(.shift)
        case UInt8(ascii: "^"): modifiers.insert(.control)
        case UInt8(ascii: "@"): modifiers.formUnion([.shift, .control])
        default: break
        }
        return .key(KeyPress(key, modifiers: modifiers))
    }

    private static func numberedKey(_ number: Int) -> KeyEquivalent? {
        switch number {
        case 1, 7: .home
        case 2: .insert
        case 3: .deleteForward
        case 4, 8: .end
        case 5: .pageUp
        case 6: .pageDown
        case 11...15: .functionKey(number - 10)
        case 17...21: .functionKey(number - 11)
        case 23...26: .functionKey(number - 12)
        case 28: .functionKey(15)
        case 29: .menu
        case 31...34: .functionKey(number - 14)
        default: nil
        }
    }

    /// A key named by its Unicode code point, as the kitty keyboard protocol (`ESC [ code ; mods u`)
    /// and xterm's modifyOtherKeys name them; `eventType` 3 is a release, which means nothing.
    static func key(codePoint: Int, shifted: Int?, modifiers: EventModifiers, eventType: Int) -> Meaning {
        guard eventType != 3 else { return .nothing }
        var modifiers = modifiers
        let key: KeyEquivalent
        switch codePoint {
        case 9: key = .tab
        case 13: key = .return
        case 27: key = .escape
        case 8, 127: key = .delete
        case 57_399...57_415:
            // The keypad: 0–9 . / * - + Enter =
            let keys: [KeyEquivalent] =
                (0...9).map { KeyEquivalent(Character("\($0)")) } + [".", "/", "*", "-", "+", .return, "="]
            key = keys[codePoint - 57_399]
        case 57_417...57_426:
            let keys: [KeyEquivalent] = [
                .leftArrow, .rightArrow, .upArrow, .downArrow, .pageUp, .pageDown, .home, .end, .insert, .deleteForward,
            ]
            key = keys[codePoint - 57_417]
        case 57_376...57_398:
            key = .functionKey(codePoint - 57_376 + 13)
        case 0..<32, 127..<160, 0xE000...0xF8FF:
            // Other control codes, and the private-use area where the protocol puts Caps Lock,
            // the modifier keys themselves, media keys: nothing to the app.
            return .nothing
        default:
            guard let scalar = Unicode.Scalar(UInt32(clamping: codePoint)) else { return .unknown }
            var character = Character(scalar)
            if modifiers.contains(.shift) {
                // The shifted key when the protocol gives it; a letter's capital otherwise.
                if let shifted, let shiftedScalar = Unicode.Scalar(UInt32(clamping: shifted)) {
                    character = Character(shiftedScalar)
                    modifiers.remove(.shift)
                } else if character.isLowercase, !modifiers.contains(.control), case let upper = character.uppercased(),
                    upper.count == 1
                {
                    character = Character(upper)
                    modifiers.remove(.shift)
                }
            }
            key = KeyEquivalent(character)
        }
        return .key(KeyPress(key, modifiers: modifiers))
    }
}
