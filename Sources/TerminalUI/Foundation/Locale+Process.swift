import Foundation

extension Locale {
    /// The user's locale as the environment names it (`LC_ALL`, else `LANG`), for what views
    /// show. swift-corelibs-foundation's `Locale.current` is `en_001` whatever the environment
    /// says, so a tip shows `US$3.00` where the user's Mac, in the United States, shows `$3.00`.
    /// `C` and `POSIX`, which choose no language, format as `en_US`, whose conventions theirs are.
    static let process = Locale(environment: ProcessInfo.processInfo.environment)

    /// The locale `LC_ALL` or `LANG` in `environment` names (`de_DE.UTF-8@euro` is `de_DE`).
    init(environment: [String: String]) {
        let name = [environment["LC_ALL"], environment["LANG"]].compactMap { $0 }.first { !$0.isEmpty } ?? "C"
        let identifier = name.prefix { $0 != "." && $0 != "@" }
        let choosesNoLanguage = identifier.isEmpty || identifier == "C" || identifier == "POSIX"
        self.init(identifier: choosesNoLanguage ? "en_US" : String(identifier))
    }
}

extension FormatStyle {
    /// This style in the user's locale (`Locale.process`) when it formats in the current one,
    /// as SwiftUI formats a text in its environment's; a style given a locale of its own keeps it.
    func inProcessLocale() -> Self {
        self == locale(.autoupdatingCurrent) || self == locale(.current) ? locale(.process) : self
    }
}
