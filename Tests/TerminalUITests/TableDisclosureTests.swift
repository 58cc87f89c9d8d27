import Testing

@testable import TerminalUICore

/// A manager and the people who report to them.
private struct Employee: Identifiable {
    let name: String
    var reports: [Employee] = []
    var id: String { name }
}

private let staff = [
    Employee(name: "Robert", reports: [Employee(name: "Sander"), Employee(name: "Charlie")]),
    Employee(name: "Anna"),
]

/// A table of managers whose reports are disclosure rows, as a macOS outline table writes it.
private struct Staff: View {
    var body: some View {
        Table(of: Employee.self) {
            TableColumn("Name", value: \.name)
        } rows: {
            ForEach(staff) { employee in
                if employee.reports.isEmpty {
                    TableRow(employee)
                } else {
                    DisclosureTableRow(employee) {
                        ForEach(employee.reports)
                    }
                }
            }
        }
    }
}

/// A table of rows without disclosure rows.
private struct Plain: View {
    var body: some View {
        Table(of: Employee.self) {
            TableColumn("Name", value: \.name)
        } rows: {
            TableRow(staff[1])
            TableRow(staff[0])
        }
    }
}

/// The same table, its one disclosure row's state in a binding the view keeps.
private struct BoundStaff: View {
    @State private var isExpanded = true

    var body: some View {
        VStack(alignment: .leading) {
            Table(of: Employee.self) {
                TableColumn("Name", value: \.name)
            } rows: {
                DisclosureTableRow(staff[0], isExpanded: $isExpanded) {
                    ForEach(staff[0].reports)
                }
            }
            Text(isExpanded ? "open" : "closed")
        }
    }
}

@Suite("Table disclosure rows")
@MainActor
struct TableDisclosureTests {
    @Test func aDisclosureRowsRowsShowOnReturnOrRightAndHideOnLeft() {
        let host = TestHost(Staff(), width: 30, height: 8)
        #expect(host.screen[1] == " ▸ Robert")
        #expect(host.screen[2] == "   Anna")
        #expect(!host.shows("Sander"))
        host.press(.return)
        #expect(host.screen[1].hasPrefix(" ▾ Robert"))
        #expect(host.screen[2].hasPrefix("     Sander"))
        #expect(host.screen[3].hasPrefix("     Charlie"))
        #expect(host.screen[4].hasPrefix("   Anna"))
        host.press(.leftArrow)
        #expect(!host.shows("Sander"))
        host.press(.rightArrow)
        #expect(host.shows("Charlie"))
        // ↓ goes on to the row's own rows, where ← does nothing to Robert's.
        host.press(.downArrow)
        host.press(.leftArrow)
        #expect(host.shows("Charlie"))
    }

    @Test func rowsOfATableWithoutDisclosureRowsAreNotIndented() {
        let host = TestHost(Plain(), width: 30, height: 4)
        #expect(host.screen[1] == " Anna")
        #expect(host.screen[2] == " Robert")
    }

    @Test func aRowGivenABindingReadsAndWritesIt() {
        let host = TestHost(BoundStaff(), width: 30, height: 8)
        #expect(host.shows("Sander"))
        #expect(host.shows("open"))
        host.press(.leftArrow)
        #expect(!host.shows("Sander"))
        #expect(host.shows("closed"))
    }
}
