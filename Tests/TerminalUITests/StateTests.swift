import Testing

@testable import TerminalUICore

// Views for the @State rules. Each logs or counts what the tests look at.

/// A child whose state is seeded from an argument (acceptance case 5).
private struct SeededChild: View {
    @State private var value: Int

    init(seed: Int) {
        _value = State(initialValue: seed)
    }

    var body: some View {
        Text("child \(value)")
    }
}

private struct SeedingParent: View {
    @State private var seed = 1

    var body: some View {
        VStack(alignment: .leading) {
            Text("seed \(seed)")
            SeededChild(seed: seed)
            Button("Reseed") { seed += 10 }
        }
    }
}

/// A counter with its own state and lifecycle log.
private struct Tally: View {
    let name: String
    let log: Log
    @State private var count = 0

    var body: some View {
        HStack {
            Text("\(name) \(count)")
            Button("+") { count += 1 }
        }
        .onAppear { log("\(name) appear") }
        .onDisappear { log("\(name) disappear") }
    }
}

/// `if flag { A } else { B }` (acceptance case 6), with Ctrl-F to flip.
private struct Switcher: View {
    let log: Log
    @State private var flag = true

    var body: some View {
        VStack(alignment: .leading) {
            if flag {
                Tally(name: "A", log: log)
            } else {
                Tally(name: "B", log: log)
            }
            Button("Flip") { flag.toggle() }
                .keyboardShortcut("f")
        }
    }
}

/// Counts its body evaluations; Return writes an equal value, Ctrl-N a new one.
private struct EqualWriter: View {
    let evaluations: Counter
    @State private var value = 5

    var body: some View {
        let _ = evaluations.increment()
        VStack {
            Text("value \(value)")
            Button("Same") { value = 5 }
            Button("New") { value = 6 }
                .keyboardShortcut("n")
        }
    }
}

/// A value that is not Equatable and not plain data (it holds a string): every write invalidates.
private struct Opaque {
    var name: String
}

private struct OpaqueWriter: View {
    let evaluations: Counter
    @State private var value = Opaque(name: "one")

    var body: some View {
        let _ = evaluations.increment()
        Button("Write \(value.name)") { value = Opaque(name: "one") }
    }
}

/// Plain data that is not Equatable: Return writes the same bytes, Ctrl-N others.
private struct Spot {
    var x: Int
    var y: Double
}

private struct SpotWriter: View {
    let evaluations: Counter
    @State private var spot = Spot(x: 1, y: 0.5)

    var body: some View {
        let _ = evaluations.increment()
        VStack {
            Text("at \(spot.x) \(spot.y)")
            Button("Same") { spot = Spot(x: 1, y: 0.5) }
            Button("Move") { spot = Spot(x: 2, y: 0.5) }
                .keyboardShortcut("n")
        }
    }
}

/// Rows with their own state, identified by ForEach ids; Ctrl-R reverses, Ctrl-D drops id 2,
/// Ctrl-A adds it back at the end.
private struct TallyRows: View {
    let log: Log
    @State private var ids = [1, 2, 3]

    var body: some View {
        VStack(alignment: .leading) {
            ForEach(ids, id: \.self) { id in
                Tally(name: "row\(id)", log: log)
            }
            Button("Reverse") { ids.reverse() }.keyboardShortcut("r")
            Button("Drop") { ids.removeAll { $0 == 2 } }.keyboardShortcut("d")
            Button("Add") { ids.append(2) }.keyboardShortcut("a")
        }
    }
}

/// The same rows inside a (lazy) List, where Return presses the selected row's button.
private struct TallyList: View {
    let log: Log
    @State private var ids = [1, 2, 3]

    var body: some View {
        List {
            ForEach(ids, id: \.self) { id in
                Tally(name: "row\(id)", log: log)
            }
        }
        .onKeyPress("r") {
            ids.reverse()
            return .handled
        }
        .onKeyPress("d") {
            ids.removeAll { $0 == 2 }
            return .handled
        }
        .onKeyPress("a") {
            ids.append(2)
            return .handled
        }
    }
}

/// A tally whose identity is `.id(generation)`; Ctrl-G makes a new generation.
private struct Regenerating: View {
    let log: Log
    @State private var generation = 0

    var body: some View {
        VStack(alignment: .leading) {
            Tally(name: "gen", log: log)
                .id(generation)
            Button("Regenerate") { generation += 1 }
                .keyboardShortcut("g")
        }
    }
}

/// Writes its own state while its body is evaluated.
private struct BodyScribbler: View {
    @State private var scribbles = 0

    var body: some View {
        let _ = scribble()
        Text("scribbles \(scribbles)")
    }

    private func scribble() {
        scribbles += 1
    }
}

/// Reads its state back right after writing it in an action.
private struct ReadBack: View {
    let log: Log
    @State private var value = 1

    var body: some View {
        Button("Write") {
            value = 7
            log("read \(value)")
        }
    }
}

/// Fifty rows, each with its own tap count.
private struct TappableRow: View {
    let index: Int
    @State private var taps = 0

    var body: some View {
        Button("Row \(index) taps \(taps)") { taps += 1 }
    }
}

@Suite("@State")
@MainActor
struct StateTests {
    @Test func childStateSeededFromAnArgumentKeepsItsFirstValue() {
        // Acceptance case 5.
        let host = TestHost(SeedingParent(), width: 30, height: 5)
        #expect(host.screen[0] == "seed 1")
        #expect(host.screen[1] == "child 1")
        host.press(.return)
        host.press(.return)
        #expect(host.screen[0] == "seed 21")
        #expect(host.screen[1] == "child 1")
    }

    @Test func flippingAnIfAwayAndBackResetsItsStateAndRunsLifecycleOnce() {
        // Acceptance case 6.
        let log = Log()
        let host = TestHost(Switcher(log: log), width: 30, height: 5)
        host.press(.return)
        host.press(.return)
        #expect(host.screen[0] == "A 2 [ + ]")
        #expect(log.entries == ["A appear"])
        host.press("f", modifiers: .control)
        #expect(host.screen[0] == "B 0 [ + ]")
        host.press("f", modifiers: .control)
        #expect(host.screen[0] == "A 0 [ + ]")
        #expect(log.entries.filter { $0.hasPrefix("A") } == ["A appear", "A disappear", "A appear"])
        #expect(log.entries.filter { $0.hasPrefix("B") } == ["B appear", "B disappear"])
    }

    @Test func writingAnEqualValueCausesNoReEvaluation() {
        // Acceptance case 7.
        let evaluations = Counter()
        let host = TestHost(EqualWriter(evaluations: evaluations), width: 30, height: 5)
        #expect(evaluations.value == 1)
        host.press(.return)
        host.press(.return)
        #expect(evaluations.value == 1)
        host.press("n", modifiers: .control)
        #expect(evaluations.value == 2)
        #expect(host.screen[0].contains("value 6"))
    }

    @Test func writingAValueThatIsNotEquatableAlwaysReEvaluates() {
        let evaluations = Counter()
        let host = TestHost(OpaqueWriter(evaluations: evaluations), width: 30, height: 3)
        host.press(.return)
        #expect(evaluations.value == 2)
    }

    @Test func plainDataIsComparedByItsBytesEquatableOrNot() {
        let evaluations = Counter()
        let host = TestHost(SpotWriter(evaluations: evaluations), width: 30, height: 5)
        host.press(.return)
        #expect(evaluations.value == 1, "the same bytes: nothing changed")
        host.press("n", modifiers: .control)
        #expect(evaluations.value == 2)
        #expect(host.screen[0].contains("at 2 0.5"))
    }

    @Test func stateFollowsForEachIdsAcrossReorderingAndResetsWhenAnIdLeavesAndComesBack() {
        let log = Log()
        let host = TestHost(TallyRows(log: log), width: 30, height: 8)
        host.press(.tab)  // row2's button
        host.press(.return)
        host.press(.return)
        #expect(Array(host.screen.prefix(3)) == ["row1 0 [ + ]", "row2 2 [ + ]", "row3 0 [ + ]"])

        host.press("r", modifiers: .control)
        #expect(Array(host.screen.prefix(3)) == ["row3 0 [ + ]", "row2 2 [ + ]", "row1 0 [ + ]"])
        #expect(!log.entries.contains("row2 disappear"))

        host.press("d", modifiers: .control)
        #expect(Array(host.screen.prefix(2)) == ["row3 0 [ + ]", "row1 0 [ + ]"])
        host.press("a", modifiers: .control)
        #expect(Array(host.screen.prefix(3)) == ["row3 0 [ + ]", "row1 0 [ + ]", "row2 0 [ + ]"])
        #expect(log.entries.filter { $0.hasPrefix("row2") } == ["row2 appear", "row2 disappear", "row2 appear"])
    }

    @Test func stateOfLazyListRowsFollowsTheirIds() {
        let log = Log()
        let host = TestHost(TallyList(log: log), width: 30, height: 6)
        host.press(.downArrow)
        host.press(.return)  // presses row2's button
        #expect(host.screen[1].hasPrefix(" row2 1"))
        host.press("r")
        #expect(host.screen[0].hasPrefix(" row3 0"))
        #expect(host.screen[1].hasPrefix(" row2 1"))
        #expect(host.screen[2].hasPrefix(" row1 0"))
        host.press("d")
        host.press("a")
        #expect(host.screen[2].hasPrefix(" row2 0"))
    }

    @Test func stateOfAListRowSurvivesScrollingOutOfViewAndBack() {
        let host = TestHost(List { ForEach(0..<50) { TappableRow(index: $0) } }, width: 30, height: 5)
        host.press(.return)
        #expect(host.screen[0].hasPrefix(" [ Row 0 taps 1 ]"))
        host.press(.end)
        host.press(.home)
        #expect(host.screen[0].hasPrefix(" [ Row 0 taps 1 ]"))
    }

    @Test func aNewIdMakesANewViewWithFreshState() {
        let log = Log()
        let host = TestHost(Regenerating(log: log), width: 30, height: 4)
        host.press(.return)
        #expect(host.screen[0] == "gen 1 [ + ]")
        host.press("g", modifiers: .control)
        #expect(host.screen[0] == "gen 0 [ + ]")
        #expect(log.entries.sorted() == ["gen appear", "gen appear", "gen disappear"])
    }

    @Test func aWriteDuringBodyIsIgnoredAndReportedAndThePassFinishes() {
        let host = TestHost(BodyScribbler(), width: 30, height: 3)
        #expect(host.screen[0] == "scribbles 0")
        #expect(
            Diagnostics.recent.contains { $0.contains("BodyScribbler") && $0.contains("write during body was ignored") }
        )
        #expect(host.frameCount == 1)
    }

    @Test func aWriteIsVisibleToReadsAtOnceOutsideBody() {
        let log = Log()
        let host = TestHost(ReadBack(log: log), width: 30, height: 3)
        host.press(.return)
        #expect(log.entries == ["read 7"])
    }
}
