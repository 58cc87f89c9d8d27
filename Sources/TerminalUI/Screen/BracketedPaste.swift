import CNcursesw
import Foundation

/// Bracketed paste on the terminal: the key codes ncurses reports for its markers, and the
/// mode that makes the terminal send them.
enum BracketedPaste {
    private static let start = "\u{1B}[200~"
    private static let end = "\u{1B}[201~"
    /// Key codes for the markers, far above ncurses' own and the ones it gives terminfo's
    /// extended keys.
    private static let startCode: Int32 = KEY_MAX + 1_000
    private static let endCode: Int32 = KEY_MAX + 1_001

    /// Teaches ncurses the two markers (keeping codes the terminal description already gives
    /// them); returns a decoder for them, or `nil` when ncurses refused (pastes then arrive as
    /// typed keys, as on a terminal without bracketed paste).
    @MainActor
    static func defineMarkers() -> BracketedPasteDecoder? {
        guard let startCode = define(start, as: startCode), let endCode = define(end, as: endCode) else { return nil }
        return BracketedPasteDecoder(startCode: startCode, endCode: endCode)
    }

    private static func define(_ sequence: String, as code: Int32) -> Int32? {
        let existing = key_defined(sequence)
        if existing > 0 { return existing }
        return define_key(sequence, code) == OK ? code : nil
    }

    /// Turns the terminal's bracketed-paste mode on (`ESC[?2004h`) or off (`ESC[?2004l`);
    /// terminals without it ignore both.
    static func setEnabled(_ enabled: Bool) {
        let sequence = Array((enabled ? "\u{1B}[?2004h" : "\u{1B}[?2004l").utf8)
        sequence.withUnsafeBufferPointer { buffer in
            _ = Foundation.write(STDOUT_FILENO, buffer.baseAddress, buffer.count)
        }
    }
}
