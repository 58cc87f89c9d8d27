import Testing

@testable import TerminalUICore

// Slider's minimum and maximum value labels, and the named colours the 16-colour palette
// lacks (mapped to the nearest) plus `.clear`.

@Suite("Slider value labels and named colours")
@MainActor
struct SliderValueLabelTests {
    private struct Volume: View {
        @State private var level = 5.0

        var body: some View {
            VStack(alignment: .leading) {
                Slider(value: $level, in: 0...10, step: 5) {
                    Text("Volume")
                } minimumValueLabel: {
                    Text("0")
                } maximumValueLabel: {
                    Text("10")
                }
                Text("Level \(Int(level))")
            }
        }
    }

    @Test func theValueLabelsSitAtTheEndsOfTheBarAndTheKeysStillMoveIt() {
        let host = TestHost(Volume(), width: 30, height: 2)
        #expect(host.screen[0].hasPrefix("Volume 0 ━"))
        #expect(host.screen[0].hasSuffix("─ 10"))
        #expect(host.screen[0].contains("●"))
        host.press(.rightArrow)
        #expect(host.screen[1] == "Level 10")
        #expect(host.screen[0].hasSuffix("━● 10"))
        host.press(.home)
        #expect(host.screen[0].hasPrefix("Volume 0 ●─"))
    }

    @Test func theFirstOrderWithValueLabelsAsViewsDrawsTheSame() {
        let host = TestHost(
            Slider(
                value: .constant(5.0), in: 0...10, minimumValueLabel: Text("0"), maximumValueLabel: Text("10"),
                label: { Text("Volume") }), width: 30, height: 1)
        #expect(host.screen[0].hasPrefix("Volume 0 ━"))
        #expect(host.screen[0].hasSuffix("─ 10"))
    }

    @Test func labelsHiddenKeepsTheValueLabels() {
        let host = TestHost(Volume().labelsHidden(), width: 30, height: 2)
        #expect(host.screen[0].hasPrefix("0 ━"))
        #expect(host.screen[0].hasSuffix("─ 10"))
    }

    @Test func colorsWithoutAPaletteEntryTakeTheNearestAndClearFillsNothing() {
        let host = TestHost(
            HStack(spacing: 0) {
                Text("m").foregroundColor(.mint)
                Text("p").foregroundStyle(.pink)
                Text("i").foregroundColor(.indigo)
                Text("t").foregroundColor(.teal)
                Text("b").foregroundColor(.brown)
                Text("c").foregroundColor(.clear)
                Color.clear.frame(width: .columns(2), height: .rows(1))
                Rectangle().fill(.mint).frame(width: .columns(1), height: .rows(1))
            }, width: 10, height: 1)
        #expect((0..<6).map { host.cell(x: $0, y: 0).style.foreground?.index } == [14, 13, 12, 6, 3, nil])
        #expect(host.cell(x: 6, y: 0).style == Style())
        #expect(host.cell(x: 8, y: 0).style.background?.index == 14)
    }
}
