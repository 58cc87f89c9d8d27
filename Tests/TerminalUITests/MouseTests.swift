import Testing

@testable import TerminalUICore

/// A field, a stepper, buttons and tap-gesture views, one per row.
private struct Controls: View {
    let log: Log
    let name: RecordedValue<String>
    let age: RecordedValue<Int>

    var body: some View {
        VStack(alignment: .leading) {
            TextField("Name", text: name.binding)
            Stepper("Age: \(age.value)", value: age.binding, in: 0...150)
            HStack {
                Button("Save") { log("save") }
                Button("Off") { log("off") }.disabled(true)
            }
            Text("just text")
            Text("tap me").onTapGesture { log("tap") }
            Text("double me").onTapGesture(count: 2) { log("double") }
        }
    }
}

/// Thirty navigation links in a list.
private struct Links: View {
    var body: some View {
        NavigationView {
            List {
                ForEach(0..<30) { index in
                    NavigationLink("Item \(index)", destination: Text("Detail of \(index)"))
                }
            }
            .navigationTitle("Items")
        }
    }
}

/// Rows with tap gestures, in a list.
private struct TapRows: View {
    let log: Log

    var body: some View {
        List {
            ForEach(0..<3) { index in
                Text("Row \(index)").onTapGesture { log("tap \(index)") }
            }
        }
    }
}

/// A button that asks, through a confirmation dialog, before it deletes.
private struct Asking: View {
    let log: Log
    @State private var isAsking = false

    var body: some View {
        VStack(alignment: .leading) {
            Button("Delete…") { isAsking = true }
            Text("content")
        }
        .confirmationDialog("Delete it?", isPresented: $isAsking, titleVisibility: .visible) {
            Button("Delete", role: .destructive) { log("deleted") }
        }
    }
}

/// A button that opens a sheet with a button, and a button at the right, where the sheet
/// shows nothing.
private struct Sheeted: View {
    let log: Log
    @State private var isShown = false

    var body: some View {
        VStack(alignment: .leading) {
            Button("Open") { isShown = true }
            HStack {
                Spacer()
                Button("Behind") { log("behind") }
            }
        }
        .sheet(isPresented: $isShown) {
            Button("Inside") { log("inside") }
        }
    }
}

@Suite("Mouse: clicks and the wheel")
@MainActor
struct MouseTests {
    private func controls(
        _ log: Log, name: String = "Ann", age: Int = 30
    ) -> (TestHost, RecordedValue<String>, RecordedValue<Int>) {
        let nameValue = RecordedValue(name)
        let ageValue = RecordedValue(age)
        let host = TestHost(Controls(log: log, name: nameValue, age: ageValue), width: 40, height: 12)
        return (host, nameValue, ageValue)
    }

    private func click(
        _ host: TestHost, on text: String, offset: Int = 0, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        guard let point = host.locate(text) else {
            Issue.record("\(text) is not on screen:\n\(host.screenText)", sourceLocation: sourceLocation)
            return
        }
        host.click(x: point.x + offset, y: point.y)
    }

    // MARK: Controls

    @Test func aClickPressesAButtonAndLeavesFocusWhereItWas() throws {
        let log = Log()
        let (host, _, _) = controls(log)
        let focused = host.focusedFrame
        click(host, on: "Save")
        #expect(log.entries == ["save"])
        #expect(host.focusedFrame == focused)
        #expect(!host.attributes(of: "[ Save ]").contains(.reverse))
    }

    @Test func aClickOpensANavigationLinkOutsideAList() {
        let host = TestHost(
            NavigationView {
                VStack(alignment: .leading) {
                    Text("Start")
                    NavigationLink("Go on", destination: Text("Arrived"))
                }
            }, width: 40, height: 12)
        click(host, on: "Go on")
        #expect(host.shows("Arrived"))
    }

    @Test func aClickOnADisabledButtonDoesNothing() {
        let log = Log()
        let (host, _, _) = controls(log)
        let before = host.screenText
        click(host, on: "Off")
        #expect(log.entries.isEmpty)
        #expect(host.screenText == before)
        #expect(host.focusProblem == nil)
    }

    @Test func aClickOnNothingDoesNothingAndDrawsNothing() {
        let log = Log()
        let (host, name, age) = controls(log)
        let before = host.snapshot
        let frames = host.frameCount
        click(host, on: "just text")
        host.click(x: 39, y: 11)
        host.click(x: 200, y: 3)
        #expect(log.entries.isEmpty && name.writes.isEmpty && age.writes.isEmpty)
        #expect(host.snapshot == before)
        #expect(host.frameCount == frames, "no frame for clicks that changed nothing")
    }

    @Test func releasesAndOtherButtonsDoNothing() {
        let log = Log()
        let (host, _, _) = controls(log)
        let save = host.locate("Save") ?? Point(x: 0, y: 0)
        let frames = host.frameCount
        host.send([
            MouseEvent(kind: .release(.left), location: save),
            MouseEvent(kind: .press(.right), location: save),
            MouseEvent(kind: .press(.middle), location: save),
            MouseEvent(kind: .scroll(.down), location: save),
        ])
        #expect(log.entries.isEmpty)
        #expect(host.frameCount == frames)
    }

    @Test func aClickFocusesATextFieldWithTheCursorWhereItWasClicked() {
        let log = Log()
        let (host, name, _) = controls(log, name: "Annabel")
        click(host, on: "Annabel", offset: 3)
        #expect(host.cursor == Point(x: 3, y: 0))
        host.type("X")
        #expect(name.writes == ["AnnXabel"])
        host.click(x: 30, y: 0)
        #expect(host.cursor == Point(x: 8, y: 0), "past the end: at the end")
    }

    @Test func aClickOnTheStepperStepsWithMinusAndPlusAndFocusesIt() throws {
        let log = Log()
        let (host, _, age) = controls(log)
        let minus = try #require(host.locate("−"))
        host.click(x: minus.x, y: minus.y)
        #expect(age.writes == [29])
        host.click(x: minus.x + 2, y: minus.y)
        host.click(x: minus.x + 2, y: minus.y)
        #expect(age.writes == [29, 30, 31])
        host.click(x: minus.x + 1, y: minus.y)
        click(host, on: "Age")
        #expect(age.writes == [29, 30, 31], "the bar and the label only focus")
        #expect(host.focusedFrame?.minY == minus.y)
        host.press("+")
        #expect(age.writes == [29, 30, 31, 32], "keys go to the stepper the click focused")
    }

    @Test func aClickFlipsAToggleAndFocusesItUnlessItIsDisabled() throws {
        let wifi = RecordedValue(false)
        let bluetooth = RecordedValue(true)
        let host = TestHost(
            VStack(alignment: .leading) {
                TextField("Name", text: .constant(""))
                Toggle("Wi-Fi", isOn: wifi.binding)
                Toggle("Bluetooth", isOn: bluetooth.binding).disabled(true)
            }, width: 30, height: 3)
        click(host, on: "Wi-Fi")
        #expect(wifi.writes == [true])
        #expect(host.focusedFrame?.minY == 1)
        click(host, on: "[x]")
        #expect(wifi.writes == [true, false], "the box flips it too")
        click(host, on: "Bluetooth")
        #expect(bluetooth.writes.isEmpty)
        #expect(host.focusedFrame?.minY == 1)
    }

    @Test func aClickOpensAMenuPickerAndAClickOnAnOptionChoosesIt() throws {
        let people = RecordedValue(3)
        let host = TestHost(
            Picker("People", selection: people.binding) {
                ForEach(2..<6, id: \.self) { Text("\($0) people") }
            }, width: 30, height: 10)
        click(host, on: "People")
        #expect(host.shows("✓ 3 people"), "the menu is open")
        click(host, on: "5 people")
        #expect(people.writes == [5])
        #expect(!host.shows("✓"), "and closed")
        click(host, on: "5 people")
        let border = try #require(host.locate("┌"))
        host.click(x: border.x, y: border.y)
        #expect(host.shows("✓ 5 people"), "a click on the box's edge chooses nothing")
        host.click(x: 0, y: 9)
        #expect(host.shows("✓ 5 people"), "nor one beside it")
        #expect(people.writes == [5])
    }

    @Test func aClickChoosesASegmentOrAnInlineRow() {
        let count = RecordedValue(4)
        let segmented = TestHost(
            Picker("People", selection: count.binding) {
                ForEach(2..<6, id: \.self) { Text("\($0)") }
            }.pickerStyle(.segmented), width: 40, height: 1)
        click(segmented, on: "2")
        click(segmented, on: "|", offset: 1)
        #expect(count.writes == [2, 3], "the blank beside a segment belongs to it")
        click(segmented, on: "|")
        #expect(count.writes == [2, 3], "the bar between two to neither")
        click(segmented, on: "5")
        #expect(count.writes == [2, 3, 5])
        let flavor = RecordedValue(2)
        let inline = TestHost(
            Picker("People", selection: flavor.binding) {
                ForEach(2..<6, id: \.self) { Text("\($0) people") }
            }.pickerStyle(.inline), width: 30, height: 6)
        click(inline, on: "( ) 4 people")
        #expect(flavor.writes == [4])
        #expect(inline.shows("(•) 4 people"))
    }

    @Test func aClickOnASlidersBarMovesTheKnobAPageTowardIt() throws {
        let volume = RecordedValue(50.0)
        let host = TestHost(Slider(value: volume.binding, in: 0...100) { Text("Volume") }, width: 30, height: 1)
        let knob = try #require(host.locate("●"))
        host.click(x: knob.x + 3, y: 0)
        #expect(volume.writes == [60])
        host.click(x: knob.x - 10, y: 0)
        #expect(volume.writes == [60, 50])
        let moved = try #require(host.locate("●"))
        host.click(x: moved.x, y: 0)
        click(host, on: "Volume")
        #expect(volume.writes == [60, 50], "the knob and the label only focus")
        host.press(.rightArrow)
        #expect(volume.writes.count == 3, "the click focused the slider")
    }

    @Test func aTapGestureRunsOnAClickAndACountOfTwoOnADoubleClick() throws {
        let log = Log()
        let (host, _, _) = controls(log)
        click(host, on: "tap me")
        #expect(log.entries == ["tap"])
        let double = try #require(host.locate("double me"))
        host.click(x: double.x, y: double.y)
        #expect(log.entries == ["tap"], "one click of two")
        host.doubleClick(x: double.x, y: double.y)
        #expect(log.entries == ["tap", "double"])
        #expect(host.focusedFrame?.minY == 0, "focus stays on the field, as for a button")
    }

    @Test func inAListATapGestureRowIsSelectedByAClickAndTappedByTheNext() throws {
        let log = Log()
        let host = TestHost(TapRows(log: log), width: 30, height: 5)
        let row = try #require(host.locate("Row 2"))
        host.click(x: row.x, y: row.y)
        #expect(log.entries.isEmpty)
        #expect(host.attributes(of: "Row 2").contains(.reverse))
        host.click(x: row.x + 10, y: row.y)
        #expect(log.entries == ["tap 2"])
    }

    // MARK: Lists

    @Test func aClickSelectsARowAndAClickOnTheSelectedRowOpensIt() throws {
        let host = TestHost(Links(), width: 40, height: 12)
        let row = try #require(host.locate("Item 3"))
        host.click(x: row.x, y: row.y)
        #expect(host.attributes(of: "Item 3").contains(.reverse))
        #expect(!host.attributes(of: "Item 0").contains(.reverse))
        #expect(!host.shows("Detail of 3"))
        host.click(x: row.x + 20, y: row.y)
        #expect(host.shows("Detail of 3"))
    }

    @Test func aDoubleClickOnARowOpensIt() throws {
        let host = TestHost(Links(), width: 40, height: 12)
        let row = try #require(host.locate("Item 5"))
        host.doubleClick(x: row.x, y: row.y)
        #expect(host.shows("Detail of 5"))
    }

    @Test func theSecondClickOfADoubleClickOnAnOpeningRowDoesNotReachWhatOpenedThere() throws {
        let log = Log()
        /// A list whose selected row opens a sheet with a button where the row was.
        struct Opening: View {
            let log: Log
            @State private var isOpen = false

            var body: some View {
                List {
                    Button("Open") { isOpen = true }
                }
                .sheet(isPresented: $isOpen) {
                    Button("Inside the sheet, a long button") { log("inside") }
                }
            }
        }
        let host = TestHost(Opening(log: log), width: 40, height: 12)
        let row = try #require(host.locate("Open"))
        host.click(x: row.x, y: row.y)  // the row was selected already: this opens it
        #expect(host.shows("Inside the sheet"))
        let inside = try #require(host.locate("Inside the sheet"))
        host.send([MouseEvent(kind: .press(.left), location: inside, clickCount: 2)])
        #expect(log.entries.isEmpty, "the second click of a double click goes where the first went, or nowhere")
        host.click(x: inside.x, y: inside.y)
        #expect(log.entries == ["inside"], "a click of its own does")
    }

    @Test func theWheelScrollsTheListAndTheSelectionStaysInView() throws {
        let host = TestHost(Links(), width: 40, height: 12)
        let first = try #require(host.locate("Item 0"))
        host.scroll(x: first.x, y: first.y, notches: 2)
        #expect(!host.shows("Item 5 "), "six rows scrolled away")
        #expect(host.shows("Item 6"))
        #expect(host.attributes(of: "Item 6").contains(.reverse), "the selection moved into view")
        host.scroll(x: first.x, y: first.y, notches: -1)
        #expect(host.shows("Item 3"))
        #expect(host.attributes(of: "Item 6").contains(.reverse), "still in view: it stays")
        host.scroll(x: first.x, y: first.y, notches: 40)
        #expect(host.shows("Item 29"))
        host.scroll(x: first.x, y: first.y, notches: -40)
        #expect(host.shows("Item 0"))
        host.press(.return)
        #expect(host.shows("Detail of"), "the list still works by keys")
    }

    @Test(arguments: [Size(width: 80, height: 24), Size(width: 40, height: 12)])
    func clickedAndScrolledListSnapshots(size: Size) throws {
        let host = TestHost(Links(), width: size.width, height: size.height)
        let row = try #require(host.locate("Item 2"))
        host.click(x: row.x, y: row.y)
        Snapshot.assert(host, named: "mouse-list-clicked-\(size.width)x\(size.height)")
        host.scroll(x: row.x, y: row.y, notches: 3)
        Snapshot.assert(host, named: "mouse-list-scrolled-\(size.width)x\(size.height)")
        let opened = try #require(host.locate("Item 9"))
        host.doubleClick(x: opened.x, y: opened.y)
        Snapshot.assert(host, named: "mouse-list-opened-\(size.width)x\(size.height)")
    }

    // MARK: Alerts, dialogs, sheets

    @Test func aConfirmationDialogTakesClicksOnItsButtonsAndNotBesideThem() throws {
        let log = Log()
        let host = TestHost(Asking(log: log), width: 40, height: 12)
        click(host, on: "Delete…")
        #expect(host.shows("Delete it?"))
        host.click(x: 0, y: 0)
        #expect(host.shows("Delete it?"), "a click outside the dialog does nothing")
        click(host, on: "Cancel")
        #expect(!host.shows("Delete it?") && log.entries.isEmpty)
        click(host, on: "Delete…")
        click(host, on: "[ Delete ]", offset: 2)
        #expect(log.entries == ["deleted"])
        #expect(!host.shows("Delete it?"))
    }

    @Test func anAlertsButtonTakesAClick() {
        let log = Log()
        /// An alert with one button over a button.
        struct Alerting: View {
            let log: Log
            @State private var isShown = true

            var body: some View {
                Button("Behind") { log("behind") }
                    .alert("Saved", isPresented: $isShown) {
                        Button("Fine") { log("fine") }
                    }
            }
        }
        let host = TestHost(Alerting(log: log), width: 40, height: 12)
        click(host, on: "Behind")
        #expect(log.entries.isEmpty, "behind an alert")
        click(host, on: "Fine")
        #expect(log.entries == ["fine"])
        #expect(!host.shows("Saved"))
        click(host, on: "Behind")
        #expect(log.entries == ["fine", "behind"])
    }

    @Test func aSheetTakesClicksAndWhatIsBehindItDoesNot() throws {
        let log = Log()
        let host = TestHost(Sheeted(log: log), width: 40, height: 12)
        let behind = try #require(host.locate("Behind"))
        click(host, on: "Open")
        click(host, on: "Inside")
        #expect(log.entries == ["inside"])
        host.click(x: behind.x, y: behind.y)
        #expect(log.entries == ["inside"])
    }

    @Test(arguments: [Size(width: 80, height: 24), Size(width: 40, height: 12)])
    func dialogSnapshots(size: Size) {
        let host = TestHost(Asking(log: Log()), width: size.width, height: size.height)
        click(host, on: "Delete…")
        host.click(x: 0, y: size.height - 1)
        Snapshot.assert(host, named: "mouse-dialog-after-a-click-beside-it-\(size.width)x\(size.height)")
    }
}
