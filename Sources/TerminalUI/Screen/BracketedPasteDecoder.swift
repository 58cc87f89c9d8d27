import CNcursesw

/// Gathers bracketed pastes out of what the terminal sends, so that a paste arrives as one
/// `.paste` event instead of a key press per character.
///
/// A terminal in bracketed-paste mode (`ESC[?2004h`) sends a paste between `ESC[200~` and
/// `ESC[201~`; ncurses reports the two markers as the key codes `NcursesScreen` defined for
/// them. Everything between is the pasted text: control characters are dropped, and each line
/// break (CR, LF or CR LF) becomes one space. Only the first `maximumLength` Unicode scalars
/// are kept, so a paste of any size holds bounded memory; the rest is read and dropped.
///
/// The text may come in any number of reads. A paste whose end marker never comes ends when a
/// read finds nothing `endTimeout` after its last input (or at the next start marker), so keys
/// typed after it are not swallowed for ever.
struct BracketedPasteDecoder {
    /// The key code of `ESC[200~`.
    let startCode: Int32
    /// The key code of `ESC[201~`.
    let endCode: Int32
    /// The most Unicode scalars of one paste that are kept.
    let maximumLength: Int
    /// How long an open paste waits for more input, in nanoseconds, before it ends without
    /// its end marker.
    let endTimeout: UInt64

    /// The pasted text so far, while a paste is open.
    private var text: String.UnicodeScalarView?
    private var length = 0
    /// Whether the last character kept was a CR (an LF after it is part of the same line break).
    private var afterCarriageReturn = false
    /// How many characters of `ESC[201~` (sent as plain characters, as ncurses does when the
    /// marker came too slowly to be matched) have been seen in a row.
    private var rawEndMatched = 0
    /// When the open paste last received input (`DispatchTime` nanoseconds).
    private var lastInput: UInt64 = 0

    private static let rawEnd: [UInt32] = [27, 91, 50, 48, 49, 126]  // ESC [ 2 0 1 ~

    init(startCode: Int32, endCode: Int32, maximumLength: Int = 10_000, endTimeout: UInt64 = 2_000_000_000) {
        self.startCode = startCode
        self.endCode = endCode
        self.maximumLength = maximumLength
        self.endTimeout = endTimeout
    }

    /// Whether a paste has started and not ended yet.
    var isPasting: Bool { text != nil }

    /// The events in `inputs`, read at time `now` (nanoseconds): the inputs outside pastes
    /// decoded by `keys`, each finished paste as one `.paste` event, in the order they came.
    mutating func decode(_ inputs: [KeyDecoder.Input], now: UInt64, keys: ([KeyDecoder.Input]) -> [ScreenEvent]) -> [ScreenEvent] {
        var events: [ScreenEvent] = []
        var plain: [KeyDecoder.Input] = []
        func flushPlain() {
            if !plain.isEmpty {
                events += keys(plain)
                plain.removeAll()
            }
        }
        // Only a read that finds nothing ends it: input waiting (however late it is read, on a
        // busy machine) is the paste going on.
        if isPasting, inputs.isEmpty, now &- lastInput >= endTimeout, let pasted = finish() {
            events.append(.paste(pasted))
        }
        for input in inputs {
            guard isPasting else {
                if input == .keyCode(startCode) {
                    flushPlain()
                    start(at: now)
                } else if input != .keyCode(endCode) {
                    plain.append(input)
                }
                continue
            }
            lastInput = now
            switch input {
            case .keyCode(startCode):
                // The previous paste lost its end marker.
                if let pasted = finish() { events.append(.paste(pasted)) }
                start(at: now)
            case .keyCode(endCode):
                if let pasted = finish() { events.append(.paste(pasted)) }
            case .keyCode(KEY_RESIZE):
                flushPlain()
                events.append(.resize)
            case .keyCode:
                // A key sequence inside the pasted text (an escape sequence ncurses knew): dropped.
                break
            case .character(let value):
                if matchRawEnd(value), let pasted = finish() {
                    events.append(.paste(pasted))
                }
            }
        }
        flushPlain()
        return events
    }

    private mutating func start(at now: UInt64) {
        text = String.UnicodeScalarView()
        length = 0
        afterCarriageReturn = false
        rawEndMatched = 0
        lastInput = now
    }

    /// Ends the open paste; returns its text (`nil` when it kept nothing).
    private mutating func finish() -> String? {
        defer {
            text = nil
            length = 0
            rawEndMatched = 0
        }
        guard let text, !text.isEmpty else { return nil }
        return String(text)
    }

    /// Takes one character of the paste; returns true when it completed a raw end marker.
    private mutating func matchRawEnd(_ value: UInt32) -> Bool {
        if value == Self.rawEnd[rawEndMatched] {
            rawEndMatched += 1
            if rawEndMatched == Self.rawEnd.count { return true }
            return false
        }
        // Not the marker after all: what was held back is text.
        let held = Self.rawEnd[..<rawEndMatched]
        rawEndMatched = 0
        for character in held { append(character) }
        if value == Self.rawEnd[0] {
            rawEndMatched = 1
        } else {
            append(value)
        }
        return false
    }

    private mutating func append(_ value: UInt32) {
        let wasAfterCarriageReturn = afterCarriageReturn
        afterCarriageReturn = value == 13
        let scalar: Unicode.Scalar
        switch value {
        case 13: scalar = " "
        case 10:
            if wasAfterCarriageReturn { return }
            scalar = " "
        case 0..<32, 127..<160: return
        default:
            guard let decoded = Unicode.Scalar(value) else { return }
            scalar = decoded
        }
        guard length < maximumLength else { return }
        text?.append(scalar)
        length += 1
    }

    /// `text` as a paste delivers it: control characters dropped, line breaks as spaces, at
    /// most `maximumLength` scalars (what `TestHost.paste` sends).
    static func sanitized(_ text: String, maximumLength: Int = 10_000) -> String {
        var decoder = BracketedPasteDecoder(startCode: -1, endCode: -2, maximumLength: maximumLength)
        let inputs = [KeyDecoder.Input.keyCode(-1)] + text.unicodeScalars.map { .character($0.value) } + [.keyCode(-2)]
        guard case .paste(let pasted)? = decoder.decode(inputs, now: 0, keys: { _ in [] }).first else { return "" }
        return pasted
    }
}
