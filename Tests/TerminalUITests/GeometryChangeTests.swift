import Foundation
import Testing

@testable import TerminalUICore

/// Shows its own width, which `onGeometryChange` reports after each layout that changes it.
private struct WidthLabel: View {
    let log: Log
    @State private var width: CGFloat = 0

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("Resize me")
                .frame(maxWidth: .infinity, alignment: .leading)
                .onGeometryChange(for: CGFloat.self, of: { $0.size.width }) { width = $0 }
                .onGeometryChange(for: CGSize.self, of: { $0.size }) { old, new in
                    log("\(Int(old.width))x\(Int(old.height))→\(Int(new.width))x\(Int(new.height))")
                }
            Text("width: \(Int(width)) points")
        }
    }
}

@Suite("onGeometryChange")
@MainActor
struct GeometryChangeTests {
    @Test func theActionGetsTheFirstValueThenEachChange() {
        let log = Log()
        let host = TestHost(WidthLabel(log: log), width: 40, height: 12)
        #expect(host.screen[1] == "width: 320 points")
        #expect(log.entries == ["320x16→320x16"], "once, initially, with the first value as both")
        host.press(.tab)
        #expect(log.entries.count == 1, "an unchanged geometry calls nothing")
        host.resize(width: 80, height: 24)
        #expect(host.screen[1] == "width: 640 points")
        #expect(log.entries == ["320x16→320x16", "320x16→640x16"])
    }

    @Test func theProxyGivesTheViewsFrameInPoints() {
        let log = Log()
        _ = TestHost(
            VStack(alignment: .leading, spacing: 0) {
                Text("top")
                Text("here").padding(.leading, .columns(3))
                    .onGeometryChange(for: CGRect.self, of: { $0.frame(in: .global) }) { rect in
                        log("\(Int(rect.minX)),\(Int(rect.minY)) \(Int(rect.width))x\(Int(rect.height))")
                    }
            }, width: 40, height: 12)
        #expect(log.entries == ["0,16 56x16"], "7 columns at row 1")
    }

    @Test(arguments: SnapshotTests.sizes)
    func snapshots(size: Size) {
        let host = TestHost(WidthLabel(log: Log()), width: size.width, height: size.height)
        Snapshot.assert(host, named: "geometry-change-\(size.width)x\(size.height)")
    }
}
