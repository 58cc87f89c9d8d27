/// The parameters of a control sequence read so far: a CSI (`ESC [`) or an SS3 (`ESC O`)
/// sequence, between its introducer and its final byte, as ECMA-48 lays it out — an optional
/// private marker (`<` `=` `>` `?`), numeric parameters separated by `;`, each with
/// sub-parameters after `:` (the kitty keyboard protocol's), then intermediate bytes.
///
/// Everything is bounded: at most 16 parameters of 8 sub-parameters, numbers saturate, and a
/// sequence that breaks these rules is marked malformed (it is still read to its final byte,
/// then ignored).
struct ControlSequence {
    /// Whether the sequence came after a second ESC (`ESC ESC [ A`: Alt with the key).
    var hasAlt = false
    /// The private marker, if the sequence started with one.
    private(set) var marker: UInt8?
    /// The parameters, each with its sub-parameters; `nil` for one left empty.
    private(set) var parameters: [[Int?]] = []
    private(set) var intermediates: [UInt8] = []
    /// How many bytes were read after the introducer.
    private(set) var length = 0
    private(set) var isMalformed = false

    private static let maximumParameters = 16
    private static let maximumSubParameters = 8
    private static let maximumIntermediates = 4
    private static let maximumValue = 1_000_000

    init(hasAlt: Bool = false) {
        self.hasAlt = hasAlt
    }

    /// Whether nothing was read after the introducer.
    var isEmpty: Bool { length == 0 }

    /// Takes a parameter byte (0x30–0x3F) or an intermediate byte (0x20–0x2F).
    mutating func take(_ byte: UInt8) {
        defer { length += 1 }
        switch byte {
        case 0x30...0x39:
            guard intermediates.isEmpty else { return markMalformed() }
            startParameterIfNeeded()
            let digit = Int(byte - 0x30)
            let last = parameters.count - 1
            let sub = parameters[last].count - 1
            let value = (parameters[last][sub] ?? 0) * 10 + digit
            guard value <= Self.maximumValue else { return markMalformed() }
            parameters[last][sub] = value
        case 0x3A:  // :
            guard intermediates.isEmpty else { return markMalformed() }
            startParameterIfNeeded()
            guard parameters[parameters.count - 1].count < Self.maximumSubParameters else { return markMalformed() }
            parameters[parameters.count - 1].append(nil)
        case 0x3B:  // ;
            guard intermediates.isEmpty else { return markMalformed() }
            startParameterIfNeeded()
            guard parameters.count < Self.maximumParameters else { return markMalformed() }
            parameters.append([nil])
        case 0x3C...0x3F:
            guard length == 0 else { return markMalformed() }
            marker = byte
        case 0x20...0x2F:
            guard intermediates.count < Self.maximumIntermediates else { return markMalformed() }
            intermediates.append(byte)
        default:
            markMalformed()
        }
    }

    /// Parameter `index` (sub-parameter `sub`), or `fallback` when it was not given.
    func parameter(_ index: Int, sub: Int = 0, default fallback: Int) -> Int {
        guard index < parameters.count, sub < parameters[index].count else { return fallback }
        return parameters[index][sub] ?? fallback
    }

    /// Whether parameter `index` (sub-parameter `sub`) was given.
    func hasParameter(_ index: Int, sub: Int = 0) -> Bool {
        index < parameters.count && sub < parameters[index].count && parameters[index][sub] != nil
    }

    /// The modifier keys of xterm's modifier parameter at `index` (1 + Shift 1, Alt 2, Control
    /// 4, Meta or Super 8; the kitty protocol's Caps Lock and Num Lock bits ignored), with Alt
    /// added when the sequence came after a second ESC.
    func modifiers(at index: Int) -> EventModifiers {
        var modifiers: EventModifiers = hasAlt ? .option : []
        let bits = max(0, parameter(index, default: 1) - 1)
        if bits & 1 != 0 { modifiers.insert(.shift) }
        if bits & 2 != 0 { modifiers.insert(.option) }
        if bits & 4 != 0 { modifiers.insert(.control) }
        if bits & 8 != 0 { modifiers.insert(.command) }
        return modifiers
    }

    private mutating func startParameterIfNeeded() {
        if parameters.isEmpty { parameters.append([nil]) }
    }

    private mutating func markMalformed() {
        isMalformed = true
    }
}
