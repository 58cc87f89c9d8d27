import Foundation

/// The on-screen keyboard a text field asks for (`.keyboardType(_:)`).
///
/// A terminal has the user's own keyboard, so the pads are kept by what they let a phone's user
/// type: a field asking for `.numberPad` takes typed digits only, `.decimalPad` digits and the
/// locale's decimal separator, `.phonePad` what a phone number holds. Code written for those
/// pads often converts the text with `Int(text)!`, which a typed letter would stop. A paste is
/// not limited, as on a phone. Every other keyboard takes whatever is typed.
public enum UIKeyboardType: Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad,
        emailAddress, decimalPad, twitter, webSearch, asciiCapableNumberPad

    /// `asciiCapable`, by its older name.
    public static let alphabet = UIKeyboardType.asciiCapable

    /// Whether this keyboard has a key that types `character`.
    func canType(_ character: Character) -> Bool {
        switch self {
        case .numberPad, .asciiCapableNumberPad:
            return Self.isDigit(character)
        case .decimalPad:
            return Self.isDigit(character) || String(character) == (Locale.current.decimalSeparator ?? ".")
        case .phonePad:
            return Self.isDigit(character) || "+*#,;".contains(character)
        default:
            return true
        }
    }

    private static func isDigit(_ character: Character) -> Bool {
        character.isASCII && character.isWholeNumber
    }
}

private struct KeyboardTypeKey: EnvironmentKey {
    static var defaultValue: UIKeyboardType { .default }
}

extension EnvironmentValues {
    /// The keyboard text fields below ask for (set with `.keyboardType(_:)`).
    var keyboardType: UIKeyboardType {
        get { self[KeyboardTypeKey.self] }
        set { self[KeyboardTypeKey.self] = newValue }
    }
}

extension View {
    /// Asks for the on-screen keyboard `type` in the text fields inside this view: a number,
    /// decimal or phone pad limits what can be typed there to the pad's keys (see
    /// `UIKeyboardType`).
    public func keyboardType(_ type: UIKeyboardType) -> some View {
        environment(\.keyboardType, type)
    }
}
