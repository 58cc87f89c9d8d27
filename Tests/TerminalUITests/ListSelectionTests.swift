import Testing

@testable import TerminalUICore

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

/// The offsets read from a `Million`, in order.
private final class ReadLog {
    var offsets: [Int] = []
}

/// The numbers below a million, up or down, that know where one number is (as a store that
/// just sorted knows where the selected person went) and log every offset read.
private struct Million: RandomAccessCollection, IDLocatingCollection {
    static let count = 1_000_000
    let log: ReadLog
    var isDescending = false
    /// The number the data can locate.
    var known: Int?
    var startIndex: Int { 0 }
    var endIndex: Int { Self.count }

    subscript(position: Int) -> Int {
        log.offsets.append(position)
        return isDescending ? Self.count - 1 - position : position
    }

    func offset(ofElementWithID id: AnyHashable) -> Int? {
        guard let number = id.base as? Int, number == known else { return nil }
        return isDescending ? Self.count - 1 - number : number
    }
}

@MainActor
private final class MillionRows: ObservableObject {
    let log = ReadLog()
    @Published var numbers: Million
    @Published var selection: Int?

    init() {
        numbers = Million(log: log)
    }
}

private struct SelectableMillion: View {
    @ObservedObject var rows: MillionRows

    var body: some View {
        List(selection: $rows.selection) {
            ForEach(rows.numbers, id: \.self) { number in
                Text("Row \(number)")
            }
        }
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
        (0..<host.screen.count).first { host.cell(x: 1, y: $0).style.attributes.contains(.reverse) }.map {
            host.screen[$0].trimmingCharacters(in: .whitespaces)
        } ?? ""
    }

    @Test func movingTheSelectionWritesTheRowsIDAndWritingAnIDSelectsItsRow() {
        let rows = Rows()
        let host = TestHost(SelectableRows(rows: rows), width: 20, height: 8)
        #expect(
            rows.selection == nil && selectedRow(host).hasPrefix("Row 0"),
            "the cursor starts on the first row; the binding holds nothing until the user moves, as in SwiftUI")
        host.press(.downArrow)
        host.press(.downArrow)
        #expect(rows.selection == 2 && selectedRow(host).hasPrefix("Row 2"))
        rows.selection = 40
        host.settle()
        #expect(selectedRow(host).hasPrefix("Row 40"), "a row near the selection")
        host.press(.downArrow)
        #expect(rows.selection == 41)
    }

    /// A sidebar's static rows tagged with ids, selected through a set.
    private struct Sidebar: View {
        @State var selection: Set<Int> = [0]
        var body: some View {
            VStack {
                List(selection: $selection) {
                    Text("Tasks").tag(0)
                    Text("Today").tag(1)
                }
                Text("picked \(selection.sorted())")
            }
        }
    }

    @Test func aSetSelectionOfStaticTaggedRowsHoldsTheSelectedRowsTag() {
        let host = TestHost(Sidebar(), width: 20, height: 6)
        #expect(host.shows("picked [0]"), "\(host.screenText)")
        host.press(.downArrow)
        #expect(host.shows("picked [1]"), "\(host.screenText)")
    }

    /// Rows of a `ForEach` tagged, inside their modifiers, with their elements: the list's
    /// selection is an element, not the id.
    private struct Books: View {
        struct Book: Identifiable, Hashable {
            let id: Int
            let title: String
        }
        let books = [Book(id: 1, title: "Emma"), Book(id: 2, title: "Dune")]
        @State private var selection: Book?

        var body: some View {
            VStack {
                List(selection: $selection) {
                    ForEach(books) { book in
                        Text(book.title).tag(book).swipeActions { Button("Read") {} }
                    }
                }
                Text("reading \(selection?.title ?? "nothing")")
            }
        }
    }

    @Test func aTagInsideARowsModifiersIsWhatTheRowSelects() {
        let host = TestHost(Books(), width: 20, height: 6)
        #expect(host.shows("reading nothing"))
        host.press(.downArrow)
        #expect(host.shows("reading Dune"), "\(host.screenText)")
        host.press(.upArrow)
        #expect(host.shows("reading Emma"))
    }

    @Test func theSelectionFollowsItsElementWhereverTheDataSaysItIs() {
        let rows = Rows()
        let host = TestHost(SelectableRows(rows: rows), width: 20, height: 8)
        host.press(.downArrow)
        host.press(.downArrow)
        rows.ids = Numbers(values: Array((0..<300).reversed()))
        host.settle()
        #expect(
            selectedRow(host).hasPrefix("Row 2"),
            "found at offset 297, far past the rows looked through near the selection")
        #expect(rows.selection == 2)
        host.press(.upArrow)
        #expect(rows.selection == 3)
        // Written from outside, far away: the data says where.
        rows.selection = 250
        host.settle()
        #expect(selectedRow(host).hasPrefix("Row 250"))
    }

    @Test func anElementTheDataCannotPlaceIsLookedForNearbyOnceThenTheDataIsAsked() {
        let rows = MillionRows()
        let host = TestHost(SelectableMillion(rows: rows), width: 20, height: 8)
        rows.log.offsets = []
        // Far from the selection, and the data does not know where (as a person a search
        // does not match).
        rows.selection = 500_000
        host.settle()
        #expect(
            rows.log.offsets.count > 64,
            "the 64 rows below the selection (the first row) were read once: \(rows.log.offsets.count)")
        rows.log.offsets = []
        rows.numbers.isDescending = true
        host.settle()
        #expect(
            rows.log.offsets.count < 30,
            "the data changed: the rows shown are read, not the 64 below again: \(rows.log.offsets.count)")
        rows.numbers.known = 500_000
        host.settle()
        #expect(selectedRow(host).hasPrefix("Row 500000"), "the data knows now: \(selectedRow(host))")
        #expect(rows.selection == 500_000)
    }

    @Test func afterASortOnlyTheRowsAroundTheSelectionsNewPlaceAreRead() {
        let rows = MillionRows()
        let host = TestHost(SelectableMillion(rows: rows), width: 20, height: 8)
        rows.numbers.known = 300_000
        rows.selection = 300_000
        host.settle()
        #expect(selectedRow(host).hasPrefix("Row 300000"))
        rows.log.offsets = []
        rows.numbers.isDescending = true
        host.settle()
        #expect(selectedRow(host).hasPrefix("Row 300000"), "followed to offset 699999")
        #expect(rows.selection == 300_000)
        let newPlace = Million.count - 1 - 300_000
        let far = rows.log.offsets.filter { abs($0 - newPlace) > 8 }
        #expect(
            !rows.log.offsets.isEmpty && far.isEmpty,
            "no row read far from the new place (the old one is 300000): \(far.prefix(10))")
        host.press(.downArrow)
        #expect(rows.selection == 299_999)
    }
}
