import Foundation
import Testing

@testable import TerminalUICore

@Suite("GeometryReader")
@MainActor
struct GeometryReaderTests {
    private struct Halves: View {
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                Text("Title")
                GeometryReader { proxy in
                    VStack(alignment: .leading, spacing: 0) {
                        Text("\(Int(proxy.size.width))×\(Int(proxy.size.height)) points")
                        Text("at y \(Int(proxy.frame(in: .global).minY)), local \(Int(proxy.frame(in: .local).minY))")
                        Text(String(repeating: "=", count: Int(proxy.size.width / 2 / 8)))
                    }
                }
            }
        }
    }

    @Test func theContentReadsTheRoomInPoints() {
        let host = TestHost(Halves(), width: 40, height: 12)
        #expect(host.screen[1] == "320×176 points")
        #expect(host.screen[2] == "at y 16, local 0")
        #expect(host.screen[3] == String(repeating: "=", count: 20), "half the width")
    }

    /// Three wheels in a form row, each as tall as the reader around them (a time entry).
    private struct Wheels: View {
        @State private var hours = 0
        @State private var minutes = 0
        var body: some View {
            Form {
                Section(header: Text("Time")) {
                    GeometryReader { geometry in
                        HStack {
                            Picker("", selection: $hours) { ForEach(0..<24) { Text("\($0) h") } }
                                .pickerStyle(.wheel).labelsHidden().fixedSize(horizontal: true, vertical: true)
                                .frame(width: geometry.size.width / 3, height: geometry.size.height).clipped()
                            Picker("", selection: $minutes) { ForEach(0..<60) { Text("\($0) min") } }
                                .pickerStyle(.wheel).labelsHidden()
                                .frame(width: geometry.size.width / 3, height: geometry.size.height).clipped()
                        }
                    }
                }
                Text("Total: \(hours * 60 + minutes) min")
            }
        }
    }

    @Test func aReaderOfferedNoHeightTakesTenPointsSoContentSizedByItShows() {
        let host = TestHost(Wheels(), width: 50, height: 10)
        #expect(host.shows("0 h") && host.shows("0 min"), "the wheels show in their row:\n\(host.screenText)")
        #expect(host.focusedText?.contains("0 h") == true)
        #expect(host.focusedFrame?.size.height == 1, "a wheel at its full height, clipped to its row, shows that row")
        host.press(.downArrow)
        host.press(.downArrow)
        #expect(host.shows("Total: 120 min"), "\(host.screenText)")
    }

    @Test func aResizeBuildsTheContentAgain() {
        let host = TestHost(Halves(), width: 40, height: 12)
        host.resize(width: 80, height: 24)
        #expect(host.screen[1] == "640×368 points")
    }

    @Test(arguments: SnapshotTests.sizes)
    func snapshots(size: Size) {
        let host = TestHost(Halves(), width: size.width, height: size.height)
        Snapshot.assert(host, named: "geometryreader-\(size.width)x\(size.height)")
    }

    @Test func itsViewsLieOverEachOtherEachAtItsOwnPosition() {
        let host = TestHost(
            GeometryReader { _ in
                ForEach(0..<3, id: \.self) { index in
                    Text("card\(index)").position(x: 40 + 96 * CGFloat(index), y: 24)
                }
            }, width: 40, height: 4)
        let row = host.screen.firstIndex { $0.contains("card0") }
        #expect(
            row != nil && host.screen[row!].contains("card1") && host.screen[row!].contains("card2"),
            "side by side on one row, not stacked:\n\(host.screenText)")
    }
}
