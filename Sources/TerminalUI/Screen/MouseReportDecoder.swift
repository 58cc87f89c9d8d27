import CNcursesw

/// Finds the terminal's mouse reports among what ncurses read and turns them into
/// `MouseEvent`s; the input between them goes on to `KeyDecoder`, in order.
///
/// The reports are xterm's SGR form (mode 1006), which the terminal sends once
/// `NcursesScreen` has turned mouse reporting on: `ESC [ < b ; x ; y M` for a press (or a wheel
/// notch) and the same ending in `m` for a release, `x` and `y` counting cells from 1. The low
/// bits of `b` are the button (0 left, 1 middle, 2 right), 4 adds Shift, 8 Alt, 16 Control,
/// 32 marks motion, 64 the wheel (64 up, 65 down, 66 left, 67 right). ncurses is told not to
/// read these itself (its own decoding depends on the terminfo entry), so they arrive as plain
/// characters. A report cut short at the end of one read is completed by the next. The older
/// form of mode 1000 alone (`ESC [ M` and three bytes), which a terminal without SGR sends,
/// is decoded too, so that its clicks never arrive as typed characters.
struct MouseReportDecoder {
    /// The start of a report cut short by the end of the last read.
    private var pending: [KeyDecoder.Input] = []
    private var clicks = ClickCounter()

    /// The longest report taken apart: three numbers of up to five digits and their separators.
    private static let maximumLength = 3 + 5 * 3 + 3

    /// Decodes a batch of input read at `time`: mouse reports become `.mouse` events (presses
    /// numbered by `ClickCounter`), and `decodeKeys` decodes each run of input between them.
    mutating func decode(
        _ inputs: [KeyDecoder.Input],
        at time: ContinuousClock.Instant,
        decodeKeys: ([KeyDecoder.Input]) -> [ScreenEvent]
    ) -> [ScreenEvent] {
        let inputs = pending + inputs
        pending = []
        var events: [ScreenEvent] = []
        var run: [KeyDecoder.Input] = []
        var index = 0
        while index < inputs.count {
            switch Self.report(in: inputs, at: index) {
            case .notAReport:
                run.append(inputs[index])
                index += 1
            case .cutShort:
                pending = Array(inputs[index...])
                index = inputs.count
            case .report(let event, let end):
                if !run.isEmpty {
                    events += decodeKeys(run)
                    run.removeAll()
                }
                if let event {
                    events.append(.mouse(clicks.count(event, at: time)))
                }
                index = end
            }
        }
        if !run.isEmpty {
            events += decodeKeys(run)
        }
        return events
    }

    private enum Match {
        /// Not a report: an ordinary key.
        case notAReport
        /// The start of a report that the input ends inside.
        case cutShort
        /// A whole report ending before `end`; `nil` for one roster does not use (motion,
        /// buttons beyond the third).
        case report(MouseEvent?, end: Int)
    }

    /// Whether a report starts at `start`.
    private static func report(in inputs: [KeyDecoder.Input], at start: Int) -> Match {
        var index = start
        if inputs[index] == .character(27) {
            guard index + 2 < inputs.count, inputs[index + 1] == .character(UInt32(UInt8(ascii: "["))) else { return .notAReport }
            if inputs[index + 2] == .character(UInt32(UInt8(ascii: "M"))) {
                return x10Report(in: inputs, at: index + 3)
            }
            guard inputs[index + 2] == .character(UInt32(UInt8(ascii: "<"))) else { return .notAReport }
            index += 3
        } else if inputs[index] == .keyCode(KEY_MOUSE) {
            // A terminfo entry whose mouse key is `ESC [ <` (xterm's), should ncurses still
            // match it: the rest of the report follows as characters.
            index += 1
        } else {
            return .notAReport
        }
        var numbers: [Int] = [0]
        var digits = 0
        while index < inputs.count, index - start <= maximumLength {
            guard case .character(let value) = inputs[index] else { return .notAReport }
            index += 1
            switch value {
            case 0x30...0x39:
                guard digits < 5 else { return .notAReport }
                numbers[numbers.count - 1] = numbers[numbers.count - 1] * 10 + Int(value - 0x30)
                digits += 1
            case 0x3B:  // ;
                guard digits > 0, numbers.count < 3 else { return .notAReport }
                numbers.append(0)
                digits = 0
            case 0x4D, 0x6D:  // M, m
                guard digits > 0, numbers.count == 3 else { return .notAReport }
                let event = Self.event(button: numbers[0], x: numbers[1], y: numbers[2], isRelease: value == 0x6D)
                return .report(event, end: index)
            default:
                return .notAReport
            }
        }
        return index == inputs.count && index - start <= maximumLength ? .cutShort : .notAReport
    }

    /// The older form, from a terminal that does not know SGR's: `ESC [ M` and three
    /// characters, each 32 more than the button code, the column and the row. It is taken only
    /// whole within one read (terminals send it at once), and its releases, which do not say
    /// which button, are dropped.
    private static func x10Report(in inputs: [KeyDecoder.Input], at index: Int) -> Match {
        guard index + 2 < inputs.count else { return .notAReport }
        var values: [Int] = []
        for input in inputs[index..<index + 3] {
            guard case .character(let value) = input, value >= 32, value < 32 + 2048 else { return .notAReport }
            values.append(Int(value) - 32)
        }
        let code = values[0]
        let isRelease = code & 64 == 0 && code & 3 == 3
        let event = isRelease ? nil : Self.event(button: code, x: values[1], y: values[2], isRelease: false)
        return .report(event, end: index + 3)
    }

    /// The event one SGR report describes (`x` and `y` from 1), or `nil` for one roster does not
    /// use: motion, buttons beyond the third, a position off the screen's first cell.
    static func event(button code: Int, x: Int, y: Int, isRelease: Bool) -> MouseEvent? {
        guard x >= 1, y >= 1 else { return nil }
        var modifiers: EventModifiers = []
        if code & 4 != 0 { modifiers.insert(.shift) }
        if code & 8 != 0 { modifiers.insert(.option) }
        if code & 16 != 0 { modifiers.insert(.control) }
        let base = code & ~(4 | 8 | 16)
        let kind: MouseEvent.Kind
        switch base {
        case 0, 1, 2:
            let button: MouseButton = [.left, .middle, .right][base]
            kind = isRelease ? .release(button) : .press(button)
        case 64, 65, 66, 67:
            guard !isRelease else { return nil }
            let direction: ScrollDirection = [.up, .down, .left, .right][base - 64]
            kind = .scroll(direction)
        default:
            return nil
        }
        return MouseEvent(kind: kind, location: Point(x: x - 1, y: y - 1), modifiers: modifiers)
    }
}
