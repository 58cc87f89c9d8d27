import Foundation
import Testing

@testable import TerminalUICore

@Suite("The user's locale")
@MainActor
struct LocaleProcessTests {
    @Test func theEnvironmentNamesTheLocaleLCAllFirst() {
        #expect(Locale(environment: ["LANG": "fr_FR.UTF-8"]).identifier == "fr_FR")
        #expect(Locale(environment: ["LC_ALL": "de_DE.UTF-8@euro", "LANG": "fr_FR.UTF-8"]).identifier == "de_DE")
        #expect(Locale(environment: ["LC_ALL": "", "LANG": "en_GB"]).identifier == "en_GB", "an empty one is unset")
    }

    @Test func aLocaleThatChoosesNoLanguageFormatsAsAmericanEnglish() {
        for name in ["C", "C.UTF-8", "POSIX"] {
            #expect(Locale(environment: ["LANG": name]).identifier == "en_US", "\(name)")
        }
        #expect(Locale(environment: [:]).identifier == "en_US")
        let american = Locale(environment: ["LANG": "C.UTF-8"])
        #expect(20.0.formatted(FloatingPointFormatStyle<Double>.Currency(code: "USD", locale: american)) == "$20.00")
    }

    @Test func aTextFormatsInTheUsersLocaleUnlessTheStyleHasItsOwn() {
        let day = Date(timeIntervalSince1970: 660_787_200)
        let style = Date.FormatStyle.dateTime.month(.wide).day().year()
        #expect(Text(day, format: style).string == style.locale(.process).format(day))
        #expect(Text("Born \(day, format: style)").string == "Born " + style.locale(.process).format(day))
        let german = FloatingPointFormatStyle<Double>.Currency(code: "USD", locale: Locale(identifier: "de_DE"))
        #expect(Text(20, format: german).string == "20,00\u{a0}$", "a non-breaking space, as Foundation writes it")
        #expect(
            Text.string(day, style: .date, now: day)
                == Date.FormatStyle(date: .long, time: .omitted, locale: .process).format(day))
        #expect(EnvironmentValues().locale == .process)
    }

    @Test func currencyOfADoubleOrAnIntIsInTheUsersLocale() {
        let amount: FloatingPointFormatStyle<Double>.Currency = .currency(code: "USD")
        let whole: IntegerFormatStyle<Int>.Currency = .currency(code: "USD")
        #expect(amount.locale == .process && whole.locale == .process)
        #expect(12.5.formatted(.currency(code: "USD")) == amount.format(12.5))
        #expect(
            Float(12.5).formatted(.currency(code: "USD"))
                == Float(12.5).formatted(.currency(code: "USD").locale(.current)), "other types keep Foundation's")
    }
}
