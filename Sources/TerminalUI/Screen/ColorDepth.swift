/// How many colours the screen shows: none (`NO_COLOR`, or a terminal without colour), the
/// terminal's palette (256 or 16, through ncurses' colour pairs), or 24-bit colour as well,
/// where `COLORTERM` says the terminal has it (`truecolor` or `24bit`, as terminals set it).
enum ColorDepth: Equatable {
    case none
    case palette
    case trueColor

    /// The depth `environment` asks for on a terminal that has colours (`hasColors`) or not.
    static func of(environment: [String: String], hasColors: Bool) -> ColorDepth {
        let noColor = environment["NO_COLOR"].map { !$0.isEmpty } ?? false
        guard hasColors, !noColor else { return .none }
        switch environment["COLORTERM"]?.lowercased() {
        case "truecolor", "24bit": return .trueColor
        default: return .palette
        }
    }
}
