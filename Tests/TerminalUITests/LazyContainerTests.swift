import Testing

@testable import TerminalUICore

/// A row holding its own state, as issue 23's scaling scenarios have them.
private struct OptionRow: View {
    @State var on = false
    let index: Int

    var body: some View {
        Toggle("Option \(index)", isOn: $on)
    }
}

/// `rows` option rows (each with its own state) in a `Form`, a `ScrollView` of a `LazyVStack`, or a `ScrollView` alone.
struct LazyOptions: View {
    enum Container { case form, lazyStack, scrollView }

    let container: Container
    let rows: Int

    var body: some View {
        if container == .form {
            Form { ForEach(0..<rows, id: \.self) { OptionRow(index: $0) } }
        } else if container == .lazyStack {
            ScrollView { LazyVStack(alignment: .leading) { ForEach(0..<rows, id: \.self) { OptionRow(index: $0) } } }
        } else {
            ScrollView { ForEach(0..<rows, id: \.self) { OptionRow(index: $0) } }
        }
    }
}

/// A form with sections whose rows come from `ForEach`es.
private struct SectionedForm: View {
    var body: some View {
        Form {
            Section("First") {
                ForEach(0..<3, id: \.self) { OptionRow(index: $0) }
            }
            Section("Second") {
                ForEach(3..<100_000, id: \.self) { OptionRow(index: $0) }
            }
        }
    }
}

@Suite("Lazy containers")
@MainActor
struct LazyContainerTests {
    nonisolated static let containers: [LazyOptions.Container] = [.form, .lazyStack, .scrollView]

    /// Rows built for the first frame of a million rows: a screenful, not the million.
    @Test(arguments: containers)
    func onlyTheRowsInViewAreBuilt(container: LazyOptions.Container) {
        let before = EngineCounters.rowBodies
        let host = TestHost(LazyOptions(container: container, rows: 1_000_000), width: 80, height: 24)
        #expect(EngineCounters.rowBodies - before <= 2 * 24)
        #expect(host.showsOption(0))
        #expect(!host.showsOption(30))
    }

    /// A `VStack` in a scroll view, and a `LazyVStack` outside one, build every row, as before.
    @Test func stacksThatAreNotLazyHereBuildEveryRow() {
        var before = EngineCounters.rowBodies
        _ = TestHost(
            ScrollView { VStack(alignment: .leading) { ForEach(0..<1_000, id: \.self) { OptionRow(index: $0) } } },
            width: 40, height: 12)
        #expect(EngineCounters.rowBodies - before >= 1_000)
        before = EngineCounters.rowBodies
        _ = TestHost(
            LazyVStack(alignment: .leading) { ForEach(0..<1_000, id: \.self) { OptionRow(index: $0) } }, width: 40,
            height: 12)
        #expect(EngineCounters.rowBodies - before >= 1_000)
    }

    @Test(arguments: containers)
    func aRowKeepsItsStateWhenItScrollsAwayAndBack(container: LazyOptions.Container) {
        let host = TestHost(LazyOptions(container: container, rows: 1_000), width: 40, height: 12)
        host.press(.space)
        let on = host.screen[0]
        for _ in 0..<3 { host.press(.pageDown) }
        #expect(!host.screen.contains(on))
        host.press(.home)
        #expect(host.screen[0] == on)
    }

    @Test(arguments: containers)
    func tabReachesARowFarBelowBuildingOnlyTheRowsOnTheWay(container: LazyOptions.Container) {
        let host = TestHost(LazyOptions(container: container, rows: 1_000_000), width: 40, height: 12)
        let before = EngineCounters.rowBodies
        for _ in 0..<40 { host.press(.tab) }
        #expect(host.showsOption(40))
        #expect(host.focusProblem == nil)
        let off = host.screen.first { $0.contains("Option 40") }
        host.press(.space)
        #expect(host.screen.first { $0.contains("Option 40") } != off)
        // Each Tab builds the next row, and the rows in view are brought up to date.
        #expect(EngineCounters.rowBodies - before < 1_000)
        for _ in 0..<40 { host.press(.tab, modifiers: .shift) }
        #expect(host.screen.first { !$0.isEmpty }?.hasSuffix("Option 0") == true)
    }

    @Test(arguments: containers)
    func pageKeysHomeAndEndScroll(container: LazyOptions.Container) {
        let host = TestHost(LazyOptions(container: container, rows: 100_000), width: 40, height: 12)
        host.press(.pageDown)
        #expect(!host.showsOption(0))
        host.press(.pageUp)
        #expect(host.showsOption(0))
        host.press(.end)
        #expect(host.showsOption(99999))
        host.press(.home)
        #expect(host.showsOption(0))
        #expect(host.focusProblem == nil)
    }

    @Test(arguments: containers)
    func theMouseWheelScrolls(container: LazyOptions.Container) {
        let host = TestHost(LazyOptions(container: container, rows: 100_000), width: 40, height: 12)
        host.scroll(x: 5, y: 5, notches: 2)
        #expect(!host.showsOption(0))
        host.scroll(x: 5, y: 5, notches: -2)
        #expect(host.showsOption(0))
        #expect(host.focusProblem == nil)
    }

    @Test func arrowsInALazyFormMoveFocusRowByRowAndWrap() {
        let host = TestHost(LazyOptions(container: .form, rows: 100_000), width: 40, height: 12)
        host.press(.upArrow)
        #expect(host.showsOption(99999))
        host.press(.downArrow)
        #expect(host.showsOption(0))
        for _ in 0..<10 { host.press(.downArrow) }
        #expect(host.showsOption(10))
    }

    @Test func anObservableElementReEvaluatesItsRowOnly() {
        let items = (0..<100_000).map { _ in Item() }
        let host = TestHost(
            Form { ForEach(0..<items.count, id: \.self) { ItemRow(item: items[$0]) } }, width: 40, height: 12)
        let before = EngineCounters.nodeEvaluations
        items[2].value = 7
        host.settle()
        #expect(host.screen.contains { $0.contains("Item 7") })
        // The row's body and its text.
        #expect(EngineCounters.nodeEvaluations - before == 2)
    }

    @Test(arguments: SnapshotTests.sizes)
    func snapshots(size: Size) {
        let suffix = "\(size.width)x\(size.height)"
        let form = TestHost(LazyOptions(container: .form, rows: 100_000), width: size.width, height: size.height)
        Snapshot.assert(form, named: "lazy-form-top-\(suffix)")
        for _ in 0..<12 { form.press(.tab) }
        Snapshot.assert(form, named: "lazy-form-tabbed-\(suffix)")
        form.press(.end)
        Snapshot.assert(form, named: "lazy-form-end-\(suffix)")
        let stack = TestHost(LazyOptions(container: .lazyStack, rows: 100_000), width: size.width, height: size.height)
        stack.press(.pageDown)
        Snapshot.assert(stack, named: "lazy-stack-page-\(suffix)")
        let sections = TestHost(SectionedForm(), width: size.width, height: size.height)
        Snapshot.assert(sections, named: "lazy-form-sections-\(suffix)")
    }
}

extension TestHost {
    /// Whether the row of option `index` is on screen.
    fileprivate func showsOption(_ index: Int) -> Bool {
        screen.contains { $0.hasSuffix("Option \(index)") }
    }
}

@Observable
private final class Item {
    var value = 0
}

private struct ItemRow: View {
    let item: Item

    var body: some View {
        Text("Item \(item.value)")
    }
}

@Suite("Tab past lazy rows")
@MainActor
struct LazyRowsTabTests {
    /// A field above a scroll view whose only control is a button before fifty cards of text:
    /// Tab past the button looks through the cards, finds no control, and goes on round to the
    /// field.
    @Test func tabPastTheLastControlBeforeRowsOfTextGoesOnOutOfTheRows() {
        struct Cards: View {
            @State private var text = ""
            var body: some View {
                VStack {
                    TextField("Go to", text: $text)
                    ScrollView {
                        Button("Scroll") {}
                        ForEach(0..<50) { Text("Card \($0)").frame(height: 48) }
                    }
                }
            }
        }
        let host = TestHost(Cards(), width: 30, height: 10)
        host.press(.tab)
        #expect(host.focusedText?.contains("Scroll") == true)
        host.press(.tab)
        #expect(host.focusedText?.contains("Go to") == true, "round to the field:\n\(host.screenText)")
        host.press(.tab, modifiers: .shift)
        #expect(host.focusedText?.contains("Scroll") == true, "and back")
        #expect(host.focusProblem == nil)
    }
}
