import Foundation
import Testing

@testable import TerminalUICore

/// The names of the views that set them, in tree order.
private struct Names: PreferenceKey {
    static let defaultValue: [String] = []
    static func reduce(value: inout [String], nextValue: () -> [String]) { value += nextValue() }
}

/// The widest width reported, in points.
private struct Widest: PreferenceKey {
    static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
}

/// The bounds of each tab, by its number.
private struct TabBounds: PreferenceKey {
    static var defaultValue: [Int: Anchor<CGRect>] { [:] }
    static func reduce(value: inout [Int: Anchor<CGRect>], nextValue: () -> [Int: Anchor<CGRect>]) {
        value.merge(nextValue()) { $1 }
    }
}

/// A parent that sizes a bar after its widest child, which reports its width from a
/// `GeometryReader` in its background (a common SwiftUI idiom).
private struct WidestLabel: View {
    let log: Log
    @State private var widest: CGFloat = 0

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            ForEach(["Name", "Date of birth", "Age"], id: \.self) { label in
                Text(label).background(
                    GeometryReader { proxy in Color.clear.preference(key: Widest.self, value: proxy.size.width) })
            }
            Text(String(repeating: "=", count: Int(widest / 8)))
            Text("widest: \(Int(widest)) points")
        }
        .onPreferenceChange(Widest.self) { width in
            log("\(Int(width))")
            widest = width
        }
    }
}

/// A tab bar that underlines the selected tab, reading the tabs' bounds through anchors.
private struct TabBar: View {
    @State private var selected = 0
    let titles = ["Inbox", "Sent", "Archive"]

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            HStack(spacing: 16) {
                ForEach(titles.indices, id: \.self) { index in
                    Text(titles[index])
                        .onTapGesture { selected = index }
                        .anchorPreference(key: TabBounds.self, value: .bounds) { [index: $0] }
                }
            }
            Text(" ")
            Text("selected: \(titles[selected])")
        }
        .overlayPreferenceValue(TabBounds.self, alignment: .topLeading) { bounds in
            GeometryReader { proxy in
                if let anchor = bounds[selected] {
                    let rect = proxy[anchor]
                    Text(String(repeating: "^", count: Int(rect.width / 8)))
                        .offset(x: rect.minX, y: rect.maxY)
                }
            }
        }
    }
}

@Suite("Preferences")
@MainActor
struct PreferenceTests {
    @Test func aParentReadsItsChildrensSizesAndTheValuesSettle() {
        let log = Log()
        let host = TestHost(WidestLabel(log: log), width: 40, height: 12)
        #expect(host.screen[3] == String(repeating: "=", count: 13), "as wide as “Date of birth”")
        #expect(host.screen[4] == "widest: 104 points")
        #expect(log.entries == ["104"], "called once, with the first value; setting state did not loop")
        host.press(.tab)
        #expect(log.entries == ["104"], "an equal value calls nothing")
    }

    @Test func valuesAreReducedInTreeOrderAndAPreferenceReplacesItsSubtrees() {
        let log = Log()
        let host = TestHost(
            VStack {
                Text("a").preference(key: Names.self, value: ["a"])
                VStack {
                    Text("hidden").preference(key: Names.self, value: ["hidden"])
                }
                .preference(key: Names.self, value: ["b"])
                Text("c").preference(key: Names.self, value: ["c"])
                    .transformPreference(Names.self) { $0.append("c'") }
                Text("none")
            }
            .onPreferenceChange(Names.self) { log($0.joined(separator: ",")) },
            width: 40, height: 12)
        #expect(log.entries == ["a,b,c,c'"])
        #expect(host.screen[1] == "hidden")
    }

    @Test func aReaderWithNothingBelowIsCalledOnceWithTheDefault() {
        let log = Log()
        _ = TestHost(Text("x").onPreferenceChange(Names.self) { log("\($0)") }, width: 20, height: 5)
        #expect(log.entries == ["[]"])
    }

    @Test func aChangedValueCallsTheActionAgain() {
        struct Counter: View {
            let log: Log
            @State private var count = 1
            var body: some View {
                Button("More") { count += 1 }
                    .preference(key: Names.self, value: Array(repeating: "x", count: count))
                    .onPreferenceChange(Names.self) { log("\($0.count)") }
            }
        }
        let log = Log()
        let host = TestHost(Counter(log: log), width: 20, height: 5)
        host.press(.return)
        host.press(.return)
        #expect(log.entries == ["1", "2", "3"])
    }

    @Test func anOverlayReadsTheSelectedTabsAnchor() {
        let host = TestHost(TabBar(), width: 40, height: 12)
        #expect(host.screen[0] == "Inbox  Sent  Archive")
        #expect(host.screen[1] == "^^^^^", "under Inbox")
        host.click(x: 14, y: 0)
        #expect(host.screen[1] == "             ^^^^^^^", "under Archive")
        #expect(host.screen[2] == "selected: Archive")
    }

    @Test func aBackgroundReadsTheValueAndItsOwnValuesDoNotFeedIt() {
        let host = TestHost(
            Text("abc").preference(key: Names.self, value: ["abc"])
                .backgroundPreferenceValue(Names.self) { names in
                    Text(names.joined()).preference(key: Names.self, value: ["loop"])
                }
                .onPreferenceChange(Names.self) { _ in },
            width: 20, height: 5)
        #expect(host.screen[0] == "abc")
    }

    @Test func aValueThatCannotBeComparedIsBuiltAndDoesNotLoop() {
        struct Actions: PreferenceKey {
            static var defaultValue: [() -> String] { [] }
            static func reduce(value: inout [() -> String], nextValue: () -> [() -> String]) { value += nextValue() }
        }
        let host = TestHost(
            Text("------").preference(key: Actions.self, value: [{ "made" }])
                .overlayPreferenceValue(Actions.self, alignment: .leading) { actions in
                    Text(actions.map { $0() }.joined())
                },
            width: 20, height: 5)
        #expect(host.screen[0] == "made--")
        host.press(.tab)
        #expect(host.screen[0] == "made--")
    }

    @Test func onlyReadersAreWatchedAndARemovedReaderIsForgotten() {
        struct Toggled: View {
            @State private var reads = true
            var body: some View {
                if reads {
                    Button("Stop") { reads = false }.onPreferenceChange(Names.self) { _ in }
                } else {
                    Text("Stopped")
                }
            }
        }
        let plain = FrameDriver(content: Text("plain").padding(), size: Size(width: 20, height: 5), minimumSize: .zero)
        plain.renderFrame()
        #expect(plain.graph.layoutObservers.isEmpty, "a tree without readers has nothing to walk")
        let driver = FrameDriver(content: Toggled(), size: Size(width: 20, height: 5), minimumSize: .zero)
        driver.renderFrame()
        #expect(driver.graph.layoutObservers.count == 1)
        driver.handle(KeyPress(.return))
        driver.renderFrame()
        #expect(driver.graph.layoutObservers.isEmpty)
    }

    @Test(arguments: SnapshotTests.sizes)
    func snapshots(size: Size) {
        let widest = TestHost(WidestLabel(log: Log()), width: size.width, height: size.height)
        Snapshot.assert(widest, named: "preferences-widest-\(size.width)x\(size.height)")
        let tabs = TestHost(TabBar(), width: size.width, height: size.height)
        tabs.click(x: 7, y: 0)
        Snapshot.assert(tabs, named: "preferences-tabs-\(size.width)x\(size.height)")
    }
}
