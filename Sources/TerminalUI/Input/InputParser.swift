/// Turns the bytes a terminal sends into key presses, mouse events and pastes, whatever the
/// terminfo entry of `TERM` lists.
///
/// It reads the forms that xterm, tmux, GNU screen, rxvt, the Linux console, VTE, kitty, foot,
/// Alacritty, WezTerm, iTerm2 and Windows Terminal send:
/// - UTF-8 text, control characters as Control with a letter, ESC before a key as Alt;
/// - CSI (`ESC [`) and SS3 (`ESC O`) sequences for the arrows, Home, End, Insert, Delete,
///   PgUp, PgDn, F1–F20 and the keypad, in normal and application mode, with xterm's modifier
///   parameter, rxvt's and the Linux console's own forms, and the kitty keyboard protocol's and
///   xterm's modifyOtherKeys `CSI … u` / `CSI 27 ; m ; k ~` forms;
/// - SGR (and X10 and urxvt) mouse reports, bracketed pastes (between `ESC [ 200 ~` and
///   `ESC [ 201 ~`, cleaned by `PastedText`);
/// - focus reports, replies to queries, OSC, DCS, SOS, PM and APC strings: read to their end
///   and dropped.
///
/// A sequence it does not know, or a malformed one, is read to its end and dropped whole
/// (and noted in `Diagnostics`): no byte of an escape sequence is ever typed as text. A lone
/// ESC is the Escape key once `escapeDelay` passes with nothing after it; `ESC [`, `ESC O` and
/// the string introducers alone in that time are Alt with that key. A sequence cut short ends
/// (dropped) after `sequenceTimeout`, a paste that loses its end marker after `pasteTimeout`.
/// Only a read that finds nothing ends anything: input that arrives, however late it is read,
/// goes on with what it continues.
struct InputParser {
    /// How long a lone ESC waits for what may follow it.
    static let escapeDelay: Duration = .milliseconds(50)
    /// How long a sequence cut short waits for its rest.
    static let sequenceTimeout: Duration = .milliseconds(500)
    /// How long an open paste waits for its end marker.
    static let pasteTimeout: Duration = .seconds(2)
    /// The most Unicode scalars of one paste that are kept.
    static let maximumPasteLength = 10_000

    private enum State {
        case ground
        /// After one ESC, or two (`escapes`).
        case escape
        case controlSequence
        case singleShift
        /// A CSI ending in `[`: the Linux console's F-keys (`ESC [ [ A`), whose letter follows.
        case linuxFunctionKey
        /// `ESC [ M`: an X10 mouse report's three bytes follow.
        case x10MouseReport
        /// An OSC, DCS, SOS, PM or APC string, read to BEL or ST (`ESC \`); `afterEscape` when
        /// its last byte was an ESC.
        case string(introducer: UInt8, afterEscape: Bool)
        case paste
    }

    private var state = State.ground
    /// ESCs in a row before the current sequence (two: Alt with the key that follows).
    private var escapes = 0
    private var sequence = ControlSequence()
    /// The character under way (in the ground state or in a paste).
    private var character = UTF8Accumulator()
    /// Whether the character under way came after an ESC (Alt with it).
    private var characterHasAlt = false
    /// Bytes of the string being skipped.
    private var stringLength = 0
    private var mouseBytes: [UInt8] = []
    private var pasted = PastedText(maximumLength: InputParser.maximumPasteLength)
    /// Bytes of a possible paste marker (`ESC [ 2 0 0 ~` or `ESC [ 2 0 1 ~`) inside a paste.
    private var markerBytes: [UInt8] = []
    private var clicks = ClickCounter()
    /// When the last input was read.
    private var lastInput: ContinuousClock.Instant?

    private static let pasteMarkerPrefix: [UInt8] = [0x1B, UInt8(ascii: "["), UInt8(ascii: "2"), UInt8(ascii: "0")]

    /// The events in `bytes`, read at `time`. A read that found nothing (`bytes` empty) ends
    /// whatever is pending once its time is up.
    mutating func parse(_ bytes: some Sequence<UInt8>, at time: ContinuousClock.Instant) -> [ScreenEvent] {
        var events: [ScreenEvent] = []
        var sawInput = false
        for byte in bytes {
            sawInput = true
            take(byte, at: time, into: &events)
        }
        if sawInput {
            lastInput = time
        } else if let deadline, time >= deadline {
            timeOut(into: &events)
        }
        return events
    }

    /// When what is pending ends if no input comes (`nil` when nothing is pending).
    var deadline: ContinuousClock.Instant? {
        guard let lastInput else { return nil }
        switch state {
        case .ground:
            return character.isPending ? lastInput + Self.escapeDelay : nil
        case .escape:
            return lastInput + Self.escapeDelay
        case .controlSequence, .singleShift:
            return lastInput + (sequence.isEmpty ? Self.escapeDelay : Self.sequenceTimeout)
        case .string:
            return lastInput + (stringLength == 0 ? Self.escapeDelay : Self.sequenceTimeout)
        case .linuxFunctionKey, .x10MouseReport:
            return lastInput + Self.sequenceTimeout
        case .paste:
            return lastInput + Self.pasteTimeout
        }
    }

    // MARK: Bytes

    private mutating func take(_ byte: UInt8, at time: ContinuousClock.Instant, into events: inout [ScreenEvent]) {
        switch state {
        case .ground:
            takeText(byte, into: &events)
        case .escape:
            takeAfterEscape(byte, into: &events)
        case .controlSequence:
            takeInControlSequence(byte, at: time, into: &events)
        case .singleShift:
            takeInSingleShift(byte, at: time, into: &events)
        case .linuxFunctionKey:
            if byte == 0x1B { return startEscape(dropping: "ESC [ [") }
            guard (0x40...0x7E).contains(byte) else {
                // Anything but its letter is dropped with it (read to the letter).
                return sequence.take(0xFF)
            }
            state = .ground
            finish(
                sequence.linuxFunctionKeyMeaning(byte), bytes: "ESC [ … [ \(Self.name(byte))", at: time, into: &events)
        case .x10MouseReport:
            mouseBytes.append(byte)
            guard mouseBytes.count == 3 else { return }
            state = .ground
            finish(ControlSequence.x10MouseMeaning(mouseBytes), bytes: "ESC [ M", at: time, into: &events)
        case .string(let introducer, let afterEscape):
            takeInString(byte, introducer: introducer, afterEscape: afterEscape, into: &events)
        case .paste:
            takeInPaste(byte, into: &events)
        }
    }

    private mutating func takeText(_ byte: UInt8, into events: inout [ScreenEvent]) {
        if !character.isPending, byte == 0x1B {
            return startEscape()
        }
        switch character.take(byte) {
        case .scalar(let scalar):
            if let key = Self.key(for: scalar) {
                events.append(.key(characterHasAlt ? KeyPress(key.key, modifiers: key.modifiers.union(.option)) : key))
            }
            characterHasAlt = false
        case .pending:
            break
        case .dropped:
            characterHasAlt = false
        case .interrupted:
            characterHasAlt = false
            takeText(byte, into: &events)
        }
    }

    private mutating func startEscape(dropping dropped: String? = nil) {
        if let dropped { Self.note("ignored an input sequence cut short: \(dropped)") }
        state = .escape
        escapes = 1
    }

    private mutating func takeAfterEscape(_ byte: UInt8, into events: inout [ScreenEvent]) {
        switch byte {
        case 0x1B:
            // ESC ESC: Alt with the sequence that follows, or two Escapes.
            if escapes == 2 { events.append(.key(KeyPress(.escape))) }
            escapes = 2
        case UInt8(ascii: "["):
            sequence = ControlSequence(hasAlt: escapes == 2)
            state = .controlSequence
        case UInt8(ascii: "O"):
            sequence = ControlSequence(hasAlt: escapes == 2)
            state = .singleShift
        default:
            if escapes == 2 { events.append(.key(KeyPress(.escape))) }
            escapes = 0
            switch byte {
            case UInt8(ascii: "]"), UInt8(ascii: "P"), UInt8(ascii: "X"), UInt8(ascii: "^"), UInt8(ascii: "_"):
                stringLength = 0
                state = .string(introducer: byte, afterEscape: false)
            case 0x80...:
                state = .ground
                guard character.take(byte) == .pending else {
                    // Not a character: the ESC was Escape, and this byte is dropped.
                    events.append(.key(KeyPress(.escape)))
                    return
                }
                characterHasAlt = true
            default:
                state = .ground
                if let key = Self.key(for: Unicode.Scalar(byte)) {
                    events.append(.key(KeyPress(key.key, modifiers: key.modifiers.union(.option))))
                }
            }
        }
    }

    private mutating func takeInControlSequence(
        _ byte: UInt8, at time: ContinuousClock.Instant, into events: inout [ScreenEvent]
    ) {
        switch byte {
        case 0x1B:
            startEscape(dropping: "ESC [ …")
        case 0x18, 0x1A:
            // CAN and SUB cancel a sequence.
            state = .ground
        case UInt8(ascii: "$")
        where sequence.marker == nil && sequence.intermediates.isEmpty && !sequence.parameters.isEmpty:
            // rxvt's Shift with a numbered key (`ESC [ 3 $`): its `$` ends the sequence.
            dispatchControlSequence(final: byte, at: time, into: &events)
        case 0x20...0x3F:
            sequence.take(byte)
        case 0x40...0x7E:
            dispatchControlSequence(final: byte, at: time, into: &events)
        default:
            // Other control characters and bytes past ASCII cannot be in a sequence: dropped
            // with it (the sequence is still read to its final byte).
            sequence.take(0xFF)
        }
    }

    private mutating func dispatchControlSequence(
        final: UInt8, at time: ContinuousClock.Instant, into events: inout [ScreenEvent]
    ) {
        guard final != UInt8(ascii: "[") else {
            state = .linuxFunctionKey
            return
        }
        state = .ground
        let meaning = sequence.controlSequenceMeaning(final: final)
        switch meaning {
        case .pasteStart:
            startPaste()
        case .x10MouseReport:
            mouseBytes.removeAll(keepingCapacity: true)
            state = .x10MouseReport
        default:
            finish(meaning, bytes: "ESC [ … \(Self.name(final))", at: time, into: &events)
        }
    }

    private mutating func takeInSingleShift(
        _ byte: UInt8, at time: ContinuousClock.Instant, into events: inout [ScreenEvent]
    ) {
        switch byte {
        case 0x1B:
            startEscape(dropping: "ESC O …")
        case 0x18, 0x1A:
            state = .ground
        case 0x20...0x3F:
            // Modifiers, as some terminals send them (`ESC O 5 P`, `ESC O 1 ; 5 P`).
            sequence.take(byte)
        case 0x40...0x7E:
            state = .ground
            finish(
                sequence.singleShiftMeaning(final: byte), bytes: "ESC O … \(Self.name(byte))", at: time, into: &events)
        default:
            sequence.take(0xFF)
        }
    }

    private mutating func takeInString(
        _ byte: UInt8, introducer: UInt8, afterEscape: Bool, into events: inout [ScreenEvent]
    ) {
        stringLength += 1
        if afterEscape {
            guard byte == UInt8(ascii: "\\") else {
                // An ESC that is not ST ends the string and starts a sequence of its own.
                state = .escape
                escapes = 1
                return takeAfterEscape(byte, into: &events)
            }
            state = .ground
            return
        }
        switch byte {
        case 0x07, 0x18, 0x1A:
            state = .ground
        case 0x1B:
            state = .string(introducer: introducer, afterEscape: true)
        default:
            break
        }
    }

    // MARK: Pastes

    private mutating func startPaste() {
        pasted = PastedText(maximumLength: Self.maximumPasteLength)
        character.reset()
        markerBytes.removeAll(keepingCapacity: true)
        state = .paste
    }

    private mutating func finishPaste(into events: inout [ScreenEvent]) {
        character.reset()
        if !pasted.scalars.isEmpty { events.append(.paste(pasted.text)) }
        pasted = PastedText(maximumLength: Self.maximumPasteLength)
        state = .ground
    }

    private mutating func takeInPaste(_ byte: UInt8, into events: inout [ScreenEvent]) {
        guard byte == 0x1B || !markerBytes.isEmpty else { return takePastedByte(byte) }
        let matched = markerBytes.count
        if matched < Self.pasteMarkerPrefix.count, byte == Self.pasteMarkerPrefix[matched] {
            markerBytes.append(byte)
        } else if matched == Self.pasteMarkerPrefix.count, byte == UInt8(ascii: "0") || byte == UInt8(ascii: "1") {
            markerBytes.append(byte)
        } else if matched == Self.pasteMarkerPrefix.count + 1, byte == UInt8(ascii: "~") {
            let isStart = markerBytes.last == UInt8(ascii: "0")
            markerBytes.removeAll(keepingCapacity: true)
            finishPaste(into: &events)
            // A start marker: the previous paste lost its end marker.
            if isStart { startPaste() }
        } else {
            // Not a marker after all: what was held back is text, and this byte is read afresh.
            let held = markerBytes
            markerBytes.removeAll(keepingCapacity: true)
            for heldByte in held { takePastedByte(heldByte) }
            takeInPaste(byte, into: &events)
        }
    }

    private mutating func takePastedByte(_ byte: UInt8) {
        switch character.take(byte) {
        case .scalar(let scalar): pasted.append(scalar)
        case .pending, .dropped: break
        case .interrupted: takePastedByte(byte)
        }
    }

    // MARK: Endings

    /// Adds what a whole sequence means; notes one that means nothing known.
    private mutating func finish(
        _ meaning: ControlSequence.Meaning, bytes: @autoclosure () -> String, at time: ContinuousClock.Instant,
        into events: inout [ScreenEvent]
    ) {
        switch meaning {
        case .key(let press):
            events.append(.key(press))
        case .mouse(let event):
            events.append(.mouse(clicks.count(event, at: time)))
        case .unknown:
            Self.note("ignored an input sequence roster does not know: \(bytes())")
        case .nothing, .pasteStart, .x10MouseReport:
            break
        }
    }

    /// Ends what is pending after its time passed with no input.
    private mutating func timeOut(into events: inout [ScreenEvent]) {
        switch state {
        case .ground:
            character.reset()
            characterHasAlt = false
        case .escape:
            events += Array(repeating: .key(KeyPress(.escape)), count: escapes)
        case .controlSequence where sequence.isEmpty:
            events += Self.alone(UInt8(ascii: "["), afterEscape: sequence.hasAlt)
        case .singleShift where sequence.isEmpty:
            events += Self.alone(UInt8(ascii: "O"), afterEscape: sequence.hasAlt)
        case .string(let introducer, afterEscape: false) where stringLength == 0:
            events += Self.alone(introducer, afterEscape: false)
        case .paste:
            finishPaste(into: &events)
        default:
            Self.note("ignored an input sequence cut short")
        }
        state = .ground
        escapes = 0
    }

    /// ESC and one key with nothing after it: Alt with that key (after an Escape, for a second ESC).
    private static func alone(_ byte: UInt8, afterEscape: Bool) -> [ScreenEvent] {
        let press = ScreenEvent.key(KeyPress(KeyEquivalent(Character(Unicode.Scalar(byte))), modifiers: .option))
        return afterEscape ? [.key(KeyPress(.escape)), press] : [press]
    }

    // MARK: Keys

    /// The key a character types, or a control character stands for (`nil` for the control
    /// characters that stand for none).
    static func key(for scalar: Unicode.Scalar) -> KeyPress? {
        switch scalar.value {
        case 27: KeyPress(.escape)
        case 9: KeyPress(.tab)
        case 10, 13: KeyPress(.return)
        case 8, 127: KeyPress(.delete)
        case 0: KeyPress(.space, modifiers: .control)
        case 1...26: KeyPress(KeyEquivalent(Character(Unicode.Scalar(UInt8(scalar.value) + 96))), modifiers: .control)
        // Ctrl-_ (and Ctrl-/ in most terminals): readline's undo.
        case 31: KeyPress("_", modifiers: .control)
        // Other control characters, and the private-use characters that name special keys
        // (typed as text, they would pass for an arrow).
        case 28...30, 128..<160, 0xF700...0xF8FF: nil
        default: KeyPress(KeyEquivalent(Character(scalar)))
        }
    }

    private static func name(_ byte: UInt8) -> String {
        (0x21...0x7E).contains(byte) ? String(UnicodeScalar(byte)) : "0x" + String(byte, radix: 16)
    }

    private static func note(_ message: String) {
        Diagnostics.report("Input: " + message)
    }
}
