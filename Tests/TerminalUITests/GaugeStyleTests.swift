import Testing

@testable import TerminalUICore

/// A speedometer as apps write one: the value's label in big type over "KM/H", and the share
/// of the range as a number.
private struct SpeedometerStyle: GaugeStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack {
            configuration.currentValueLabel
            Text("KM/H")
            Text("share \(Int(configuration.value * 100))%")
            if configuration.minimumValueLabel == nil { Text("no minimum") }
        }
    }
}

private struct Speedometer: View {
    @State private var speed = 100.0

    var body: some View {
        VStack {
            Slider(value: $speed, in: 0...200, step: 10)
            Gauge(value: speed, in: 0...200) {
                Text("Speed")
            } currentValueLabel: {
                Text("\(Int(speed))")
            }
            .gaugeStyle(SpeedometerStyle())
            Gauge(value: speed, in: 0...200) { Text("Plain") }
                .gaugeStyle(.linearCapacity)
        }
    }
}

@Suite("GaugeStyle")
@MainActor
struct GaugeStyleTests {
    @Test func aStyleOfYourOwnMakesTheGaugeFromItsConfiguration() {
        let host = TestHost(Speedometer(), width: 40, height: 12)
        #expect(host.screenText.contains("100") && host.screenText.contains("KM/H"), "\(host.screenText)")
        #expect(host.screenText.contains("share 50%") && host.screenText.contains("no minimum"), "\(host.screenText)")
        #expect(!host.screenText.contains("Speed"), "the style leaves the label out:\n\(host.screenText)")
        host.press(.rightArrow)
        #expect(host.screenText.contains("110") && host.screenText.contains("share 55%"), "\(host.screenText)")
    }

    @Test func aBuiltInStyleIsTheBar() {
        let host = TestHost(Speedometer(), width: 40, height: 12)
        #expect(host.screenText.contains("Plain") && host.screenText.contains("50%"), "\(host.screenText)")
    }
}
