import Foundation
import Testing

@testable import TerminalUICore

// Forms of text, styles and fields older and newer SwiftUI code writes: an image inside text,
// a type-erased shape style, the foreground style, a symbol content transition, and a text
// field edited through a Foundation `Formatter`.

@Suite("Text and style forms")
@MainActor
struct TextAndStyleFormsTests {
    @Test func anImageJoinsTextAsItsSymbol() {
        let host = TestHost(Text(Image(systemName: "star")) + Text(" Rated"), width: 20, height: 1)
        #expect(host.screen[0] == "☆ Rated")
    }

    @Test func aTintedSwitchIsTheStandardToggle() {
        let tinted = TestHost(
            Toggle("On", isOn: .constant(true)).toggleStyle(SwitchToggleStyle(tint: .green)), width: 10, height: 1)
        let plain = TestHost(Toggle("On", isOn: .constant(true)), width: 10, height: 1)
        #expect(tinted.snapshot == plain.snapshot)
    }

    @Test func aSwipeActionsDeleteSymbolIsDrawn() {
        #expect(TestHost(Image(systemName: "delete.left.fill"), width: 3, height: 1).screen[0] == "⌫")
    }

    @Test func anyShapeStyleDrawsAsTheStyleItHolds() {
        struct Switch: View {
            @State private var on = true
            var body: some View {
                Text("mark")
                    .foregroundStyle(
                        on
                            ? AnyShapeStyle(.red)
                            : AnyShapeStyle(
                                .linearGradient(colors: [.blue, .red], startPoint: .leading, endPoint: .trailing))
                    )
                    .onTapGesture { on.toggle() }
            }
        }
        let host = TestHost(Switch(), width: 10, height: 1)
        let red = host.cell(x: 0, y: 0).style.foreground
        #expect(red != nil)
        host.pressMouse(x: 0, y: 0)
        #expect(host.cell(x: 0, y: 0).style.foreground != red, "the gradient's first colour, blue")
        #expect(host.cell(x: 0, y: 0).style.foreground != nil)
    }

    @Test func theForegroundStyleIsTheTextColourAndATransitionChangesNothing() {
        let plain = TestHost(Image(systemName: "square"), width: 5, height: 1)
        let styled = TestHost(
            Image(systemName: "square").foregroundStyle(.foreground).contentTransition(.symbolEffect(.replace)),
            width: 5, height: 1)
        #expect(styled.snapshot == plain.snapshot)
    }

    @Test func aFieldEditsItsValueThroughANumberFormatter() {
        struct Price: View {
            @State private var amount = 1234.5
            let formatter: NumberFormatter = {
                let formatter = NumberFormatter()
                formatter.numberStyle = .decimal
                formatter.locale = Locale(identifier: "en_US")
                return formatter
            }()
            var body: some View {
                VStack(alignment: .leading) {
                    TextField("Amount", value: $amount, formatter: formatter)
                    Text("Twice: \(Int(amount * 2))")
                }
            }
        }
        let host = TestHost(Price(), width: 30, height: 3)
        #expect(host.shows("1,234.5"), "shown by the formatter: \(host.screenText)")
        host.press(.tab)
        host.press(.end)
        for _ in 0..<7 { host.press(.delete) }
        host.type("20")
        #expect(host.shows("Twice: 40"), "the typed number written: \(host.screenText)")
        host.type("x")
        #expect(host.shows("Twice: 40"), "text the formatter cannot read writes nothing: \(host.screenText)")
    }
}
