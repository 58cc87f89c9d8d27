/// A control for choosing a colour, as SwiftUI's `ColorPicker`.
///
/// **Approximated:** a menu-style `Picker` over the terminal's named colours: the label at the
/// left, `■ Name ▾` at the right (the square in the colour). Return or Space open the palette
/// as a popup, ←/→ choose the colour before or after without opening it. A colour not in the
/// palette (`Color(red:green:blue:)`, say) is listed first as "Custom". `supportsOpacity` is
/// accepted: a cell has no translucency to choose.
public struct ColorPicker<Label: View>: View {
    let selection: Binding<Color>
    let label: Label

    public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.label = label()
    }

    public var body: some View {
        Picker(selection: selection) {
            ForEach(ColorPickerEntry.palette(including: selection.wrappedValue)) { entry in
                (Text("■").foregroundColor(entry.color) + Text(" " + entry.name)).tag(entry.color)
            }
        } label: {
            label
        }
        .pickerStyle(.menu)
    }
}

extension ColorPicker where Label == Text {
    /// A colour picker titled `title`.
    public init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
    }

    /// A colour picker titled with the string `titleKey` stands for.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
    }
}

/// A colour a `ColorPicker` offers, with its name.
struct ColorPickerEntry: Identifiable {
    let name: String
    let color: Color
    var id: Color { color }

    /// The named colours that differ in a terminal's palette (`.brown` and `.teal` are the
    /// yellow and the cyan there).
    static let named = [
        ColorPickerEntry(name: "Red", color: .red), ColorPickerEntry(name: "Orange", color: .orange),
        ColorPickerEntry(name: "Yellow", color: .yellow), ColorPickerEntry(name: "Green", color: .green),
        ColorPickerEntry(name: "Mint", color: .mint), ColorPickerEntry(name: "Cyan", color: .cyan),
        ColorPickerEntry(name: "Blue", color: .blue), ColorPickerEntry(name: "Indigo", color: .indigo),
        ColorPickerEntry(name: "Purple", color: .purple), ColorPickerEntry(name: "Pink", color: .pink),
        ColorPickerEntry(name: "Gray", color: .gray), ColorPickerEntry(name: "White", color: .white),
        ColorPickerEntry(name: "Black", color: .black),
    ]

    /// The named colours, after `current` as "Custom" when it is none of them.
    static func palette(including current: Color) -> [ColorPickerEntry] {
        named.contains { $0.color == current } ? named : [ColorPickerEntry(name: "Custom", color: current)] + named
    }
}
