import Foundation

extension FormatStyle where Self == FloatingPointFormatStyle<Double>.Currency {
    /// Amounts in the currency `code` names, in the user's locale (`$12.50` for `USD` under
    /// `en_US`). Foundation's, on Linux, formats in `en_001` whatever `LANG` says (`US$12.50`);
    /// this one, for `Double` alone, is more specific, so `12.5.formatted(.currency(code: "USD"))`
    /// in a file that imports TerminalUI reads as it does on the user's Mac.
    public static func currency(code: String) -> Self {
        Self(code: code, locale: .process)
    }
}

extension FormatStyle where Self == IntegerFormatStyle<Int>.Currency {
    /// Whole amounts in the currency `code` names, in the user's locale, as the `Double` one.
    public static func currency(code: String) -> Self {
        Self(code: code, locale: .process)
    }
}
