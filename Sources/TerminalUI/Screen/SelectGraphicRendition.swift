/// The terminal's own sequence for a cell's style (`ESC [ … m`, "select graphic rendition"):
/// what `TrueColorOverlay` writes, since ncurses' colour pairs know palette colours only.
enum SelectGraphicRendition {
    /// `ESC [ 0 ; … m`: resets, then sets `style`'s attributes and colours. A 24-bit colour is
    /// `38;2;r;g;b` (`48;…` behind); a palette colour is `30`–`37`, `90`–`97` or `38;5;n`, the
    /// basic one when the terminal has fewer than `colors`, as ncurses' pairs show it.
    static func sequence(for style: Style, colors: Int) -> String {
        var parameters = ["0"]
        let attributes: [(Style.Attributes, String)] = [
            (.bold, "1"), (.dim, "2"), (.italic, "3"), (.underline, "4"), (.reverse, "7"),
        ]
        for (attribute, code) in attributes where style.attributes.contains(attribute) {
            parameters.append(code)
        }
        if let foreground = style.foreground, let color = parameter(for: foreground, base: 30, colors: colors) {
            parameters.append(color)
        }
        if let background = style.background, let color = parameter(for: background, base: 40, colors: colors) {
            parameters.append(color)
        }
        return "\u{1B}[" + parameters.joined(separator: ";") + "m"
    }

    /// The parameter for a foreground (`base` 30) or background (40) colour; `nil` for the
    /// terminal's default, when neither the colour nor its basic one is among `colors`.
    private static func parameter(for color: TerminalColor, base: Int, colors: Int) -> String? {
        if let rgb = color.rgb {
            return "\(base + 8);2;\(rgb.red);\(rgb.green);\(rgb.blue)"
        }
        let index = Int(color.index) < colors ? Int(color.index) : Int(color.basic)
        switch index {
        case ..<8: return "\(base + index)"
        case 8..<16 where index < colors: return "\(base + 60 + index - 8)"
        case 16... where index < colors: return "\(base + 8);5;\(index)"
        default: return nil
        }
    }
}
