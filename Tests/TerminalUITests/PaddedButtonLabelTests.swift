import Testing

@testable import TerminalUICore

/// A button whose label is padded (`Text("Save").padding().background(…)`, as tutorials write
/// them) reads as a button by its background, without brackets; a plain label keeps them on its
/// text's row.
@Suite("Padded button labels")
@MainActor
struct PaddedButtonLabelTests {
    private struct Editor: View {
        @State private var saved = 0

        var body: some View {
            VStack {
                Text("Saved \(saved)")
                Button {
                    saved += 1
                } label: {
                    Text("SAVE")
                        .padding()
                        .frame(maxWidth: .infinity)
                        .background(Color.blue)
                }
                Button("Delete", role: .destructive) {}
            }
        }
    }

    @Test func aLabelOnABackgroundOfItsOwnShowsNoBrackets() {
        let host = TestHost(Editor(), width: 30, height: 8)
        guard let row = host.screen.firstIndex(where: { $0.contains("SAVE") }) else {
            Issue.record("\(host.screen)")
            return
        }
        #expect(!host.screen[row - 1...row + 1].joined().contains("["), "no brackets: \(host.screen)")
        #expect(host.cell(x: 0, y: row).style.background != nil, "the background spans the row")
        #expect(host.screenText.contains("[ Delete ]"), "a plain label keeps its brackets")
        host.press(.return)
        #expect(host.screenText.contains("Saved 1"))
    }

    @Test func aLabelOnAClearBackgroundKeepsItsBrackets() {
        let host = TestHost(
            Button {
            } label: {
                Text("Tap").padding(.horizontal).background(Color.clear)
            }, width: 12, height: 1)
        #expect(host.screen[0].hasPrefix("[   Tap   ]"), "\(host.screen)")
    }

    /// A button of a clear rectangle laid over a field that cannot be typed in (a picker's
    /// field, opened by the button): no brackets over the field's text; focus reverses it.
    @Test func aLabelThatDrawsNothingLaidOverAFieldShowsNoBrackets() {
        let log = Log()
        let host = TestHost(
            VStack {
                TextField("Select a food item.", text: .constant("")).disabled(true)
                    .overlay(
                        Button {
                            log("open")
                        } label: {
                            Rectangle().foregroundColor(.clear)
                        })
                TextField("Select a country.", text: .constant("")).disabled(true)
                    .overlay(
                        Button {
                            log("countries")
                        } label: {
                            Color.clear
                        })
            }, width: 30, height: 2)
        #expect(host.screen[0].hasPrefix("Select a food item."), "\(host.screenText)")
        #expect(host.screen[1].hasPrefix("Select a country."))
        #expect(host.focusedText?.hasPrefix("Select a food item.") == true && host.isReversed("Select a food item."))
        host.press(.return)
        host.press(.tab)
        host.press(.return)
        #expect(log.entries == ["open", "countries"])
    }

    @Test func aLabelWithABackgroundOnlyBesideItsTextKeepsItsBrackets() {
        let host = TestHost(
            Button {
            } label: {
                HStack {
                    Text("+").background(Color.green)
                    Text("Add")
                }
            }, width: 12, height: 1)
        #expect(host.screen[0].hasPrefix("[ + Add ]"), "\(host.screen)")
    }

    @Test func aOneRowButtonKeepsItsBracketsOnItsRow() {
        let host = TestHost(Button("OK") {}, width: 10, height: 1)
        #expect(host.screen[0].hasPrefix("[ OK ]"), "\(host.screen)")
    }

    @Test func theBracketsGiveWayToTheLabelInANarrowFrame() {
        let log = RecordedValue(0)
        let host = TestHost(
            VStack {
                Button("Add to Cart") { log.binding.wrappedValue += 1 }.frame(width: .columns(11))
                Button("Add to Cart", role: .destructive) {}.frame(width: .columns(15))
                Button("Add to Cart") {}.frame(width: .columns(8))
            }, width: 20, height: 3)
        #expect(host.screen == ["  Add to Cart", "[ Add to Cart ]", "   Add to …"], "\(host.screenText)")
        host.press(.return)
        #expect(log.writes == [1])
        #expect(host.isReversed("Add to Cart"))
    }

    @Test func aLabelThatFitsItsLineWithoutTheBracketsGivesThemUpBeforeItWraps() {
        func row(_ width: Int) -> [String] {
            let host = TestHost(
                HStack {
                    Button("Buy!") {}
                    Button("Add to Cart") {}
                }
                .frame(width: .columns(width), alignment: .leading), width: 30, height: 2)
            return host.screen
        }
        #expect(row(24) == ["[ Buy! ] [ Add to Cart ]", ""])
        #expect(row(20) == ["[ Buy! ] Add to Cart", ""], "one line, as the label fits it")
        #expect(row(19) == ["[ Buy! ] Add to", "         Cart"], "narrower than the label, it wraps")
    }

    /// Buttons in the columns of an adaptive grid, their labels too long for a line: each wraps
    /// without brackets, and is as tall as its lines, so the rows follow one another closely.
    @Test func aLabelThatWrapsIsMeasuredAsItIsDrawn() {
        let host = TestHost(
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))], spacing: 0) {
                ForEach(1...9, id: \.self) { index in
                    Button {
                    } label: {
                        Text("Button Item \(index)").padding(10)
                    }
                }
            }, width: 80, height: 12)
        let rows = host.screen.map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(rows[1].hasPrefix("Button") && rows[2].hasPrefix("Item 1"), "\(host.screenText)")
        #expect(rows[5].hasPrefix("Button") && rows[6].hasPrefix("Item 8"), "the grid's next row:\n\(host.screenText)")
        #expect(host.locate("Item 1")?.y == host.locate("Item 4")?.y, "every column alike:\n\(host.screenText)")
        #expect(!host.screenText.contains("["))
    }

    @Test(arguments: SnapshotTests.sizes)
    func snapshots(size: Size) {
        let host = TestHost(Editor(), width: size.width, height: size.height)
        Snapshot.assert(host, named: "padded-button-label-\(size.width)x\(size.height)")
    }
}
