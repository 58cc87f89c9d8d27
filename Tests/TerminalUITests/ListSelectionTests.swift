import Testing
@testable import TerminalUI

/// What a `List(selection:)` test changes from outside: the data's order and the selection.
@MainActor
private final class Rows: ObservableObject {
    @Published var ids: Numbers = Numbers(values: Array(0..<300))
    @Published var selection: Int?
}

/// Numbers that can say where each is without a search (as a sorted store can).
private struct Numbers: RandomAccessCollection, IDLocatingCollection {
    var values: [Int]
    var startIndex: Int { 0 }
    var endIndex: Int { values.count }
    subscript(position: Int) -> Int { values[position] }

    func offset(ofElementWithID id: AnyHashable) -> Int? {
        (id.base as? Int).flatMap { values.firstIndex(of: $0) }
    }
}

private struct SelectableRows: View {
    @ObservedObject var rows: Rows

    var body: some View {
        List(selection: $rows.selection) {
            ForEach(rows.ids, id: \.self) { number in
                Text("Row \(number)")
            }
        }
    }
}

@Suite("List(selection:)")
@MainActor
struct ListSelectionTests {
    /// The text of the reverse-video row.
    private func selectedRow(_ host: TestHost) -> String {
        (0..<host.screen.count).first { host.cell(x: 1, y: $0).style.attributes.contains(.reverse) }.map { host.screen[$0].trimmingCharacters(in: .whitespaces) } ?? ""
    }

    @Test func movingTheSelectionWritesTheRowsIDAndWritingAnIDSelectsItsRow() {
        let rows = Rows()
        let host = TestHost(SelectableRows(rows: rows), width: 20, height: 8)
        #expect(rows.selection == 0, "the first row is selected, and the binding says so")
        host.press(.downArrow)
        host.press(.downArrow)
        #expect(rows.selection == 2 && selectedRow(host).hasPrefix("Row 2"))
        rows.selection = 40
        host.settle()
        #expect(selectedRow(host).hasPrefix("Row 40"), "a row near the selection")
        host.press(.downArrow)
        #expect(rows.selection == 41)
    }

    @Test func theSelectionFollowsItsElementWhereverTheDataSaysItIs() {
        let rows = Rows()
        let host = TestHost(SelectableRows(rows: rows), width: 20, height: 8)
        host.press(.downArrow)
        host.press(.downArrow)
        rows.ids = Numbers(values: Array((0..<300).reversed()))
        host.settle()
        #expect(selectedRow(host).hasPrefix("Row 2"), "found at offset 297, far past the rows looked through near the selection")
        #expect(rows.selection == 2)
        host.press(.upArrow)
        #expect(rows.selection == 3)
        // Written from outside, far away: the data says where.
        rows.selection = 250
        host.settle()
        #expect(selectedRow(host).hasPrefix("Row 250"))
    }
}
