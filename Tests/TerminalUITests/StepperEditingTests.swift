import Testing

@testable import TerminalUICore

// Stepper's remaining SwiftUI initialisers: onEditingChanged (brackets each press), the
// format forms with a label view, and Picker's older (selection:label:content:) form.

@Suite("Stepper initialisers and the older Picker form")
@MainActor
struct StepperEditingTests {
    private struct Steppers: View {
        let log: Log
        @State private var count = 1
        @State private var ratio = 0.5
        @State private var taps = 0

        var body: some View {
            VStack(alignment: .leading) {
                Stepper(value: $count, in: 0...2, step: 1, onEditingChanged: { log("count editing \($0)") }) {
                    Text("Count \(count)")
                }
                Stepper(value: $ratio, in: 0...1, step: 0.25, format: .percent) {
                    Text("Ratio")
                } onEditingChanged: {
                    log("ratio editing \($0)")
                }
                Stepper(
                    "Taps \(taps)", onIncrement: { taps += 1 }, onDecrement: nil,
                    onEditingChanged: { log("taps editing \($0)") })
                Text("ratio \(ratio)")
            }
        }
    }

    @Test func onEditingChangedBracketsEachPressThatWrites() {
        let log = Log()
        let host = TestHost(Steppers(log: log), width: 30, height: 4)
        host.press("+")
        #expect(host.screen[0].hasPrefix("Count 2"))
        #expect(log.entries == ["count editing true", "count editing false"])
        // At the bound nothing is written, so no edit is reported.
        host.press("+")
        #expect(log.entries.count == 2)
        host.press(.tab)
        host.press("-")
        #expect(host.screen[3] == "ratio 0.250000")
        #expect(host.screen[1].hasPrefix("Ratio "))
        host.press(.tab)
        host.press("+")
        #expect(host.screen[2].hasPrefix("Taps 1"))
        #expect(
            log.entries.suffix(4) == [
                "ratio editing true", "ratio editing false", "taps editing true", "taps editing false",
            ])
    }

    private enum Size: String, CaseIterable, Identifiable {
        case small, large
        var id: Self { self }
    }

    private struct OldPicker: View {
        @State private var size = Size.small
        var body: some View {
            Picker(selection: $size, label: Text("Size")) {
                ForEach(Size.allCases) { Text($0.rawValue) }
            }
        }
    }

    @Test func theOlderPickerFormShowsItsLabelAndChooses() {
        let host = TestHost(OldPicker(), width: 30, height: 2)
        #expect(host.screen[0].hasPrefix("Size"))
        #expect(host.screen[0].hasSuffix("small ▾"))
        host.press(.rightArrow)
        #expect(host.screen[0].hasSuffix("large ▾"))
    }
}
