/// The text of one paste as the app receives it: control characters dropped, each line break
/// (CR, LF or CR LF) one space, and only the first `maximumLength` Unicode scalars kept, so
/// that a paste of any size holds bounded memory.
struct PastedText {
    /// The most Unicode scalars of one paste that are kept.
    let maximumLength: Int
    private(set) var scalars = String.UnicodeScalarView()
    private var length = 0
    /// Whether the last scalar taken was a CR (an LF after it is part of the same line break).
    private var afterCarriageReturn = false

    init(maximumLength: Int) {
        self.maximumLength = maximumLength
    }

    /// The text so far.
    var text: String { String(scalars) }

    /// Takes the next scalar of the paste.
    mutating func append(_ scalar: Unicode.Scalar) {
        let wasAfterCarriageReturn = afterCarriageReturn
        afterCarriageReturn = scalar == "\r"
        var kept = scalar
        switch scalar.value {
        case 13: kept = " "
        case 10:
            if wasAfterCarriageReturn { return }
            kept = " "
        case 0..<32, 127..<160: return
        default: break
        }
        guard length < maximumLength else { return }
        scalars.append(kept)
        length += 1
    }

    /// `text` as a paste of it is delivered (what `TestHost.paste` sends).
    static func sanitized(_ text: String, maximumLength: Int = InputParser.maximumPasteLength) -> String {
        var pasted = PastedText(maximumLength: maximumLength)
        for scalar in text.unicodeScalars { pasted.append(scalar) }
        return pasted.text
    }
}
