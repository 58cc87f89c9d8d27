import Foundation

/// The process's character locale, which decides how wide each character is.
///
/// ncurses and our layout both measure characters with the C library's `wcwidth`, which only
/// knows wide and combining characters under a UTF-8 locale. We honour the user's locale and
/// fall back to `C.UTF-8` when it is not UTF-8, so that ncurses and the CellGrid always agree.
enum TerminalLocale {
    /// Sets up a UTF-8 character locale once per process; returns whether one is active.
    @discardableResult
    static func ensureUTF8() -> Bool {
        isUTF8
    }

    private static let isUTF8: Bool = {
        setlocale(LC_CTYPE, "")
        if currentIsUTF8() { return true }
        for name in ["C.UTF-8", "C.utf8", "en_US.UTF-8"] where setlocale(LC_CTYPE, name) != nil {
            if currentIsUTF8() { return true }
        }
        return false
    }()

    private static func currentIsUTF8() -> Bool {
        guard let codeset = nl_langinfo(nl_item(CODESET)) else { return false }
        let name = String(cString: codeset).uppercased()
        return name == "UTF-8" || name == "UTF8"
    }
}
