import Testing
@testable import TerminalUI

// Headless tests of the controls added for SwiftUI compatibility (docs/COMPATIBILITY.md):
// Toggle, Picker in its three styles, Slider, SecureField, TextField(value:format:), Image,
// Label, LocalizedStringKey and Text(_:format:).

@Suite("Toggle")
@MainActor
struct ToggleTests {
    @Test func spaceAndReturnFlipTheValueOnceEachAndTheBoxFollows() {
        let isOn = RecordedValue(false)
        let host = TestHost(Toggle("Wi-Fi", isOn: isOn.binding), width: 20, height: 1)
        #expect(host.screen[0] == "[ ] Wi-Fi")
        host.press(.space)
        #expect(isOn.writes == [true])
        #expect(host.screen[0] == "[x] Wi-Fi")
        host.press(.return)
        #expect(isOn.writes == [true, false])
        host.press("x")
        #expect(isOn.writes == [true, false])
    }

    @Test func aDisabledToggleTakesNoFocusAndWritesNothing() {
        let isOn = RecordedValue(true)
        let host = TestHost(Toggle("Locked", isOn: isOn.binding).disabled(true), width: 20, height: 1)
        host.press(.space)
        #expect(isOn.writes.isEmpty)
        #expect(host.focusedFrame == nil)
        #expect(host.cell(x: 1, y: 0).style.attributes.contains(.dim))
    }

    @Test func labelsHiddenLeavesOnlyTheBox() {
        let host = TestHost(Toggle("Hidden", isOn: .constant(true)).labelsHidden(), width: 20, height: 1)
        #expect(host.screen[0] == "[x]")
    }
}

/// A picker over a ForEach without tags (tags are the element ids), in a style.
private struct NumberPicker: View {
    let style: PickerStyleKind
    let selection: Binding<Int>

    var body: some View {
        switch style {
        case .menu:
            Picker("People", selection: selection) {
                ForEach(2..<6) { Text("\($0) people") }
            }
        case .segmented:
            Picker("People", selection: selection) {
                ForEach(2..<6) { Text("\($0)") }
            }
            .pickerStyle(.segmented)
        case .inline:
            Picker("People", selection: selection) {
                ForEach(2..<6) { Text("\($0) people") }
            }
            .pickerStyle(.inline)
        }
    }
}

private enum Flavor: String, CaseIterable, Identifiable {
    case vanilla, chocolate, strawberry
    var id: Self { self }
}

@Suite("Picker")
@MainActor
struct PickerTests {
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
        let host = TestHost(NumberPicker(style: .segmented, selection: people.binding).disabled(true), width: 40, height: 1)
        host.press(.rightArrow)
        #expect(people.writes.isEmpty)
        #expect(host.focusedFrame == nil)
    }
}

@Suite("Slider")
@MainActor
struct SliderTests {
    @Test func arrowsStepPagesJumpAndHomeEndReachTheBounds() {
        let value = RecordedValue(0.5)
        let host = TestHost(Slider(value: value.binding, in: 0...1, step: 0.25), width: 21, height: 1)
        #expect(host.screen[0] == "━━━━━━━━━━●──────────")
        host.press(.rightArrow)
        host.press(.leftArrow)
        host.press(.leftArrow)
        #expect(value.writes == [0.75, 0.5, 0.25])
        host.press(.end)
        host.press(.rightArrow)
        #expect(value.writes == [0.75, 0.5, 0.25, 1])
        #expect(host.screen[0] == "━━━━━━━━━━━━━━━━━━━━●")
        host.press(.home)
        #expect(value.writes.last == 0)
        #expect(host.screen[0] == "●────────────────────")
    }

    @Test func withoutAStepItMovesInTwentiethsAndReportsEditing() {
        let value = RecordedValue<Double>(0)
        let log = Log()
        let host = TestHost(
            Slider(value: value.binding, in: 0...20, onEditingChanged: { log("editing \($0)") }) { Text("Blur") },
            width: 30, height: 1
        )
        #expect(host.screen[0].hasPrefix("Blur ●"))
        host.press(.rightArrow)
        host.press(.pageUp)
        #expect(value.writes == [1, 3])
        #expect(log.entries == ["editing true", "editing false", "editing true", "editing false"])
    }

    @Test func aCGFloatBindingWorks() {
        let value = RecordedValue<CGFloat>(10)
        let host = TestHost(Slider(value: value.binding, in: 0...20), width: 21, height: 1)
        host.press(.leftArrow)
        #expect(value.writes == [9])
    }
}

@Suite("SecureField and formatted TextField")
@MainActor
struct FieldCompatibilityTests {
    @Test func aSecureFieldWritesWhatIsTypedAndShowsBullets() {
        let password = RecordedValue("")
        let host = TestHost(SecureField("Password", text: password.binding), width: 20, height: 1)
        #expect(host.screen[0] == "Password")
        host.type("pa55")
        #expect(password.writes == ["p", "pa", "pa5", "pa55"])
        #expect(host.screen[0] == "••••")
        #expect(host.cursor == Point(x: 4, y: 0))
    }

    @Test func aCurrencyFieldShowsTheFormatAndWritesNumbersAsTheyAreTyped() {
        let amount = RecordedValue(0.0)
        let format = FloatingPointFormatStyle<Double>.Currency(code: "USD")
        let host = TestHost(VStack {
            TextField("Amount", value: amount.binding, format: format)
            Button("Next") {}
        }, width: 30, height: 2)
        #expect(host.screen[0].trimmingCharacters(in: .whitespaces) == format.format(0))
        host.press(.end)
        for _ in 0..<12 { host.press(.delete) }
        host.type("12.5")
        #expect(amount.writes.last == 12.5)
        #expect(host.screen[0].trimmingCharacters(in: .whitespaces) == "12.5")
        host.press(.tab)
        #expect(host.screen[0].trimmingCharacters(in: .whitespaces) == format.format(12.5))
    }

    @Test func textThatDoesNotParseWritesNothingAndReturnShowsTheValueAgain() {
        let count = RecordedValue(7)
        let host = TestHost(TextField("Count", value: count.binding, format: IntegerFormatStyle<Int>()), width: 20, height: 1)
        host.press(.delete)
        #expect(count.writes.isEmpty)
        host.type("x")
        #expect(count.writes.isEmpty)
        host.press(.return)
        #expect(host.screen[0].trimmingCharacters(in: .whitespaces) == "7")
        host.type("3")
        #expect(count.writes == [73])
    }

    @Test func aPercentFieldAcceptsABareNumber() {
        let tip = RecordedValue(20)
        let host = TestHost(TextField("Tip", value: tip.binding, format: .percent), width: 20, height: 1)
        #expect(host.screen[0].trimmingCharacters(in: .whitespaces) == "20%")
        for _ in 0..<3 { host.press(.delete) }
        host.type("15")
        #expect(tip.writes.last == 15)
    }
}

@Suite("Image, Label and text formats")
@MainActor
struct ImageAndTextTests {
    @Test func systemImagesShowASymbolOrNothing() {
        let host = TestHost(HStack {
            Image(systemName: "star.fill")
            Image(systemName: "star")
            Image(systemName: "plus.circle.fill")
            Image(systemName: "no.such.symbol")
            Image("asset")
            Text("end")
        }, width: 20, height: 1)
        // Unknown names and assets draw nothing (the stack still spaces them).
        #expect(host.screen[0] == "★ ☆ +   end")
    }

    @Test func labelsAndButtonsWithSystemImages() {
        let log = Log()
        let host = TestHost(VStack(alignment: .leading) {
            Label("Favourites", systemImage: "heart.fill")
            Button("Add", systemImage: "plus") { log("add") }
        }, width: 20, height: 2)
        #expect(host.screen == ["♥ Favourites", "[ + Add ]"])
        host.press(.return)
        #expect(log.entries == ["add"])
    }

    @Test func localizedStringKeysShowTheirInterpolatedText() {
        let count = 3
        let key: LocalizedStringKey = "\(count) items, \(2.5, format: .number)"
        let host = TestHost(VStack(alignment: .leading) {
            Text(key)
            Text(0.15, format: .percent)
            Text(12, format: .number)
        }, width: 30, height: 3)
        #expect(host.screen == ["3 items, 2.5", "15%", "12"])
    }
}

@Suite("Stepper initialisers")
@MainActor
struct StepperCompatibilityTests {
    @Test func aFormattedStepperShowsTheValueInItsLabel() {
        struct Tip: View {
            @State private var tip = 0.15
            var body: some View {
                Stepper("Tip", value: $tip, in: 0...0.3, step: 0.05, format: .percent)
            }
        }
        let host = TestHost(Tip(), width: 30, height: 1)
        #expect(host.screen[0].hasPrefix("Tip 15%"))
        host.press("+")
        #expect(host.screen[0].hasPrefix("Tip 20%"))
    }

    @Test func aTitledStepperRunsItsOwnActions() {
        let log = Log()
        let host = TestHost(Stepper("Moves", onIncrement: { log("up") }, onDecrement: { log("down") }), width: 30, height: 1)
        host.press("+")
        host.press("-")
        #expect(log.entries == ["up", "down"])
    }
}

@Suite("DatePicker")
@MainActor
struct DatePickerTests {
    @Test func aDateIsEditedAsAnISOFieldAndClampedToItsRange() throws {
        let calendar = Calendar.current
        let start = try #require(calendar.date(from: DateComponents(year: 2026, month: 3, day: 4)))
        let end = try #require(calendar.date(from: DateComponents(year: 2026, month: 12, day: 31)))
        let date = RecordedValue(start)
        let host = TestHost(DatePicker("Due", selection: date.binding, in: start...end, displayedComponents: .date), width: 30, height: 1)
        #expect(host.screen[0] == "Due 2026-03-04")
        host.press("u", modifiers: .control)
        host.type("2026-05-06")
        #expect(date.writes.last == calendar.date(from: DateComponents(year: 2026, month: 5, day: 6)))
        host.press("u", modifiers: .control)
        host.type("2027-01-01")
        #expect(date.writes.last == end)
        host.press(.return)
        #expect(host.screen[0] == "Due 2026-12-31")
    }
}
