import Testing

@testable import TerminalUICore

/// A picker over a ForEach without tags (tags are the element ids), in a style.
private struct NumberPicker: View {
    let style: PickerStyleKind
    let selection: Binding<Int>

    var body: some View {
        switch style {
        case .menu:
            Picker("People", selection: selection) {
                ForEach(2..<6, id: \.self) { Text("\($0) people") }
            }
        case .segmented:
            Picker("People", selection: selection) {
                ForEach(2..<6, id: \.self) { Text("\($0)") }
            }
            .pickerStyle(.segmented)
        case .inline:
            Picker("People", selection: selection) {
                ForEach(2..<6, id: \.self) { Text("\($0) people") }
            }
            .pickerStyle(.inline)
        case .wheel:
            Picker("Seconds", selection: selection) {
                ForEach(0..<60) { Text("\($0)s") }
            }
            .pickerStyle(.wheel)
        }
    }
}

private enum Flavor: String, CaseIterable, Identifiable {
    case vanilla, chocolate, strawberry
    var id: Self { self }
}

/// WeSplit's picker: rows from a range that starts at 2, with no tags.
private struct PeoplePicker: View {
    @State private var numberOfPeople = 2

    var body: some View {
        VStack(alignment: .leading) {
            Picker("Number of people", selection: $numberOfPeople) {
                ForEach(2..<100) { Text("\($0) people") }
            }
            Text("selection \(numberOfPeople), \(numberOfPeople + 2) people")
        }
    }
}

@Suite("Picker")
@MainActor
struct PickerTests {
    /// A range's rows are tagged by their offset in it, as SwiftUI identifies them: WeSplit's
    /// `numberOfPeople = 2` shows the third row, "4 people", and choosing "6 people" writes 4.
    @Test func rowsOfARangeAreTaggedByTheirOffset() {
        let host = TestHost(PeoplePicker(), width: 40, height: 4)
        #expect(host.screen[0].hasSuffix("4 people ▾"))
        host.press(.return)
        host.press(.downArrow)
        host.press(.downArrow)
        host.press(.return)
        #expect(host.screen[0].hasSuffix("6 people ▾"))
        #expect(host.shows("selection 4, 6 people"))
    }

    @Test func menuShowsTheChoiceAndOpensAPopupThatChoosesWithReturn() {
        let people = RecordedValue(3)
        let host = TestHost(NumberPicker(style: .menu, selection: people.binding), width: 30, height: 10)
        #expect(host.screen[0].hasPrefix("People"))
        #expect(host.screen[0].hasSuffix("3 people ▾"))
        host.press(.return)
        #expect(host.screenText.contains("│ ✓ 3 people"))
        #expect(host.screenText.contains("2 people"))
        host.press(.downArrow)
        host.press(.downArrow)
        host.press(.return)
        #expect(people.writes == [5])
        #expect(!host.screenText.contains("│"))
        #expect(host.screen[0].hasSuffix("5 people ▾"))
    }

    private struct Table: View {
        @State var people = 3
        var body: some View {
            Picker(selection: $people) {
                ForEach(2..<6, id: \.self) { Text("\($0) people") }
            } label: {
                Text("Table")
            } currentValueLabel: {
                Text("for \(people)")
            }
        }
    }

    @Test func aCurrentValueLabelStandsForTheChoiceWhileThePopupListsTheOptions() {
        let host = TestHost(Table(), width: 30, height: 10)
        #expect(host.screen[0].hasPrefix("Table"))
        #expect(host.screen[0].hasSuffix("for 3 ▾"))
        #expect(!host.shows("3 people"))
        host.press(.return)
        #expect(host.screenText.contains("│ ✓ 3 people"), "the popup shows the options themselves")
        host.press(.downArrow)
        host.press(.return)
        #expect(host.screen[0].hasSuffix("for 4 ▾"))
        #expect(!host.shows("people"))
    }

    @Test func escapeClosesTheMenuWithoutChoosingAndFocusComesBack() {
        let people = RecordedValue(2)
        let host = TestHost(NumberPicker(style: .menu, selection: people.binding), width: 30, height: 10)
        host.press(.space)
        host.press(.downArrow)
        host.press(.escape)
        #expect(people.writes.isEmpty)
        #expect(host.focusProblem == nil)
        #expect(host.focusedFrame?.minY == 0)
        host.press(.rightArrow)
        #expect(people.writes == [3])
    }

    @Test func segmentedChoosesWithLeftAndRightAndStopsAtTheEnds() {
        let people = RecordedValue(4)
        let host = TestHost(NumberPicker(style: .segmented, selection: people.binding), width: 40, height: 1)
        #expect(host.screen[0].hasSuffix("‹ 2 | 3 | 4 | 5 ›"))
        host.press(.rightArrow)
        host.press(.rightArrow)
        host.press(.leftArrow)
        #expect(people.writes == [5, 4])
        let four = host.screen[0].distance(from: host.screen[0].startIndex, to: host.screen[0].firstIndex(of: "4")!)
        #expect(host.cell(x: four, y: 0).style.attributes.contains(.reverse))
    }

    /// "People  ‹ 2 | 3 | 4 | 5 ›" needs 25 columns; in a frame of 20 (160 points: a toolbar's picker given
    /// a width in points) the label gives way, as iOS never shows it, and nothing spills over.
    @Test func aSegmentedPickerShortOfRoomDropsItsLabel() {
        let people = RecordedValue(4)
        let host = TestHost(
            HStack(spacing: 0) {
                NumberPicker(style: .segmented, selection: people.binding).frame(width: 160)
                Text("|after")
            }, width: 40, height: 1)
        #expect(host.screen[0] == "   ‹ 2 | 3 | 4 | 5 ›|after", "\(host.screen[0])")
        let roomy = TestHost(NumberPicker(style: .segmented, selection: people.binding), width: 40, height: 1)
        #expect(roomy.screen[0].hasPrefix("People"), "with room, the label shows: \(roomy.screen[0])")
    }

    /// As a row of tabs: Tab stops at each segment (from the first, reached forward; from the
    /// last, reached back), Return or Space chooses the one it is on, and Tab past the last goes
    /// on to the next control. The focus is the segment, as a user sees it.
    @Test func eachSegmentIsAStopOfTabAndReturnChoosesIt() {
        let people = RecordedValue(4)
        let host = TestHost(
            VStack {
                Button("Before") {}
                NumberPicker(style: .segmented, selection: people.binding)
                Button("After") {}
            }, width: 40, height: 3)
        host.press(.tab)
        #expect(host.focusedText == " 2 ", "reached forward, Tab starts at the first segment")
        host.press(.tab)
        #expect(host.focusedText == " 3 ")
        host.press(.return)
        #expect(people.writes == [3])
        host.press(.tab)
        host.press(.tab)
        #expect(host.focusedText == " 5 ")
        host.press(.space)
        #expect(people.writes == [3, 5])
        host.press(.tab)
        #expect(host.focusedText == "[ After ]", "Tab past the last segment goes on")
        host.press(.tab, modifiers: .shift)
        #expect(host.focusedText == " 5 ", "reached back, at the last segment")
        host.press(.tab, modifiers: .shift)
        host.press(.leftArrow)
        #expect(people.writes == [3, 5, 4], "←/→ still choose from the chosen one")
        #expect(host.focusedText == " 4 ")
    }

    @Test func aSegmentedPickerAloneWalksRoundItsSegments() {
        let people = RecordedValue(2)
        let host = TestHost(NumberPicker(style: .segmented, selection: people.binding), width: 40, height: 1)
        for _ in 0..<4 { host.press(.tab) }
        #expect(host.focusedText == " 2 ", "round to the first")
        #expect(people.writes.isEmpty, "Tab chooses nothing")
    }

    @Test func inlineMarksTheChoiceAndUpDownChoose() {
        let people = RecordedValue(2)
        let host = TestHost(NumberPicker(style: .inline, selection: people.binding), width: 30, height: 6)
        #expect(host.screen[0] == "People")
        #expect(host.screen[1] == "  (•) 2 people")
        #expect(host.screen[2] == "  ( ) 3 people")
        host.press(.downArrow)
        #expect(people.writes == [3])
        #expect(host.screen[2] == "  (•) 3 people")
    }

    /// As the rows of a list a user taps: Tab stops at each option's row, Return or Space chooses
    /// the one it is on, and ↑/↓ still choose the option above or below the chosen one. The focus
    /// is the row with its mark.
    @Test func eachInlineRowIsAStopOfTabAndReturnChoosesIt() {
        let people = RecordedValue(3)
        let host = TestHost(
            VStack {
                NumberPicker(style: .inline, selection: people.binding)
                Button("After") {}
            }, width: 30, height: 6)
        #expect(host.focusedText == "(•) 3 people", "at start, the chosen row")
        host.press(.tab)
        #expect(host.focusedText == "( ) 4 people")
        #expect(host.cell(x: 2, y: 3).style.attributes.contains(.reverse), "the mark of the row Tab is on")
        #expect(!host.cell(x: 2, y: 2).style.attributes.contains(.reverse))
        host.press(.return)
        #expect(people.writes == [4])
        #expect(host.screen[3] == "  (•) 4 people")
        host.press(.tab)
        host.press(.tab)
        #expect(host.focusedText == "[ After ]", "Tab past the last row goes on")
        host.press(.tab, modifiers: .shift)
        #expect(host.focusedText == "( ) 5 people", "reached back, at the last row")
        host.press(.upArrow)
        #expect(people.writes == [4, 3], "↑ chooses from the chosen one")
        #expect(host.focusedText == "(•) 3 people")
    }

    @Test func wheelShowsFiveRowsAroundTheChoiceWithoutItsLabel() {
        let seconds = RecordedValue(0)
        let host = TestHost(NumberPicker(style: .wheel, selection: seconds.binding), width: 20, height: 8)
        #expect(host.screen.prefix(6) == ["  (•) 0s", "  ( ) 1s", "  ( ) 2s", "  ( ) 3s", "  ( ) 4s", ""])
        #expect(host.focusedText == "(•) 0s", "the focus is the chosen row")
        for _ in 0..<3 { host.press(.downArrow) }
        #expect(seconds.writes == [1, 2, 3])
        #expect(host.screen.prefix(6) == ["  ( ) 1s", "  ( ) 2s", "  (•) 3s", "  ( ) 4s", "  ( ) 5s", ""])
        #expect(host.focusedText == "(•) 3s")
        host.click(x: 6, y: 0)
        #expect(seconds.writes == [1, 2, 3, 1])
        #expect(host.screen[1] == "  (•) 1s")
    }

    @Test func wheelStopsAtItsLastOptionAndUpOnTheFirstLeavesTheKey() {
        let seconds = RecordedValue(59)
        let host = TestHost(NumberPicker(style: .wheel, selection: seconds.binding), width: 20, height: 8)
        #expect(host.screen.prefix(5) == ["  ( ) 55s", "  ( ) 56s", "  ( ) 57s", "  ( ) 58s", "  (•) 59s"])
        host.press(.downArrow)
        #expect(seconds.writes.isEmpty)
    }

    @Test func explicitTagsChooseEnumCasesAndUntaggedOptionsCannotBeChosen() {
        let flavor = RecordedValue(Flavor.vanilla)
        let host = TestHost(
            Picker("Flavor", selection: flavor.binding) {
                ForEach(Flavor.allCases) { Text($0.rawValue.capitalized).tag($0) }
                Text("Mystery")
            }.pickerStyle(.inline),
            width: 30, height: 6
        )
        host.press(.downArrow)
        host.press(.downArrow)
        #expect(flavor.writes == [.chocolate, .strawberry])
        host.press(.downArrow)
        #expect(flavor.writes == [.chocolate, .strawberry])
        #expect(host.screen[4] == "  ( ) Mystery")
    }

    @Test func aDisabledPickerTakesNoKeys() {
        let people = RecordedValue(2)
        let host = TestHost(
            NumberPicker(style: .segmented, selection: people.binding).disabled(true), width: 40, height: 1)
        host.press(.rightArrow)
        #expect(people.writes.isEmpty)
        #expect(host.focusedFrame == nil)
    }
}
