import Testing

@testable import TerminalUICore

/// How tall a list's rows are when written for a phone: a padded pin or a shape beside the text
/// keeps the row one line, as the rows around it.
@Suite("List row sizes")
@MainActor
struct ListRowSizeTests {
    private struct Recipes: View {
        var body: some View {
            List {
                ForEach(["Chocolate Cake", "Pizza", "Scones"], id: \.self) { name in
                    HStack {
                        Text(name)
                        Spacer()
                        Image(systemName: "pin").padding()
                    }
                }
                HStack {
                    Text("Oven Time")
                    Rectangle().frame(width: 1)
                    Text("45 minutes")
                }
                Text("Tall").padding(.vertical, 40)
                Text("Last")
            }
        }
    }

    @Test(arguments: SnapshotTests.sizes)
    func paddedAndShapedRowsStayOneLine(size: Size) {
        let host = TestHost(Recipes(), width: size.width, height: size.height)
        let rows = ["Chocolate Cake", "Pizza", "Scones", "Oven Time"].map { name in
            host.screen.firstIndex { $0.contains(name) }
        }
        #expect(rows == [0, 1, 2, 3], "one line each:\n\(host.screenText)")
        let tall = host.screen.firstIndex { $0.contains("Tall") }
        let last = host.screen.firstIndex { $0.contains("Last") }
        #expect(tall == 6 && last == 9, "a padding of 40 points (3 rows) keeps two:\n\(host.screenText)")
        Snapshot.assert(host, named: "list-row-sizes-\(size.width)x\(size.height)")
    }

    @Test func aPaddingInASheetOverARowKeepsItsRows() {
        struct Row: View {
            @State private var open = true
            var body: some View {
                List {
                    Text("Row").sheet(isPresented: $open) { Text("Sheet").padding(.vertical, 20) }
                }
            }
        }
        let host = TestHost(Row(), width: 30, height: 10)
        let text = host.screen.firstIndex { $0.contains("Sheet") }
        let top = host.screen.firstIndex { $0.contains("┌") || $0.contains("╭") }
        #expect(
            text.flatMap { text in top.map { text - $0 } } == 2,
            "the border, a padding row, then the text:\n\(host.screenText)")
    }

    @Test func aShapeAskedForItsIdealSizeIsACell() {
        let host = TestHost(
            HStack(spacing: 0) {
                Text("a")
                Circle().fixedSize()
                Text("b")
            }, width: 10, height: 3)
        #expect(host.screen[0].hasPrefix("a") && host.screen[0].count == 3, "\(host.screenText)")
    }

    @Test func arrowsReadARowTallerThanTheListLineByLineBeforeMovingOn() {
        let host = TestHost(
            List(["Monday", "Tuesday"], id: \.self) { day in
                VStack(alignment: .leading) {
                    Text(day)
                    Text("\(day) line 2")
                    Text("\(day) note")
                }
            }, width: 24, height: 2)
        func shown() -> [String] {
            host.screen.map { $0.replacingOccurrences(of: "[│┃ ]+$", with: "", options: .regularExpression) }
        }
        #expect(shown() == [" Monday", " Monday line 2"])
        host.press(.downArrow)
        #expect(shown() == [" Monday line 2", " Monday note"], "↓ scrolls within the row")
        host.press(.downArrow)
        #expect(shown() == [" Tuesday", " Tuesday line 2"], "at its end, ↓ moves on")
        host.press(.upArrow)
        #expect(shown() == [" Monday line 2", " Monday note"], "↑ comes back to the row's end")
        host.press(.upArrow)
        #expect(shown() == [" Monday", " Monday line 2"])
        #expect(host.focusProblem == nil)
    }
}
