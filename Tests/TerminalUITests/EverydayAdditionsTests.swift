import Foundation
import Testing

@testable import TerminalUICore

/// Shapes by their short names, gradients of stops, a progress bar with its value's label,
/// search scopes and a row binding identified by a key path.
private struct Dashboard: View {
    @State private var scope = "All"
    @State private var query = ""

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("Tip")
                .padding(.horizontal, .columns(1))
                .background(.blue, in: .rect(cornerRadius: 8))
                .clipShape(.capsule)
                .contentShape(.rect)
            Rectangle()
                .fill(
                    RadialGradient(
                        stops: [.init(color: .red, location: 0.3), .init(color: .blue, location: 0.3)],
                        center: .top, startRadius: 200, endRadius: 400)
                )
                .frame(width: .columns(4), height: .rows(1))
            ProgressView(value: 0.25) {
                Text("Downloads")
            } currentValueLabel: {
                Text("1 of 4")
            }
            Image(systemName: "wifi").symbolEffect(.variableColor.iterative, options: .repeating)
            Text(query.isEmpty ? "scope \(scope)" : "\(query) in \(scope)")
                .searchable(text: $query)
                .searchScopes($scope) {
                    Text("All").tag("All")
                    Text("Europe").tag("Europe")
                }
        }
    }
}

/// A popover shown from a button, as a sheet.
private struct PopoverHost: View {
    @State private var showing = false

    var body: some View {
        Button("Info") { showing = true }
            .popover(isPresented: $showing, arrowEdge: .bottom) {
                Text("Details").presentationCompactAdaptation(.popover)
            }
    }
}

/// Names edited in a list over a binding, identified by themselves.
private struct Names: View {
    @State private var names = ["Ann", "Bo", "Cy"]

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text(names.joined(separator: ","))
            List($names, id: \.self, editActions: .delete) { $name in
                Text(name)
            }
        }
    }
}

/// Tasks in a list over a binding with edit actions and a selection.
private struct SelectedTasks: View {
    struct Task: Identifiable {
        let id: Int
        var title: String
    }
    @State private var tasks = [Task(id: 1, title: "Feed"), Task(id: 2, title: "Walk"), Task(id: 3, title: "Read")]
    @State private var selection: Int?

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("\(tasks.map(\.title).joined(separator: ",")) selected \(selection.map(String.init) ?? "none")")
            List($tasks, editActions: .delete, selection: $selection) { $task in
                Text(task.title)
            }
        }
    }
}

/// Tasks edited in place, deleted and moved by the rows of a `ForEach` over a binding.
private struct Tasks: View {
    struct Task: Identifiable {
        let id: Int
        var title: String
    }
    @State private var tasks = [Task(id: 1, title: "Feed"), Task(id: 2, title: "Walk"), Task(id: 3, title: "Read")]

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text(tasks.map(\.title).joined(separator: ","))
            List {
                ForEach($tasks, editActions: .all) { $task in
                    Text(task.title)
                }
            }
        }
    }
}

@Suite("Everyday additions")
@MainActor
struct EverydayAdditionsTests {
    @Test func shapesByNameAndGradientStopsDrawAsTheirShapesAndFirstColour() {
        let host = TestHost(Dashboard(), width: 40, height: 12)
        // The capsule's round ends are braille dots, its middle solid under the text.
        #expect(host.screen[0] == "⢾Tip⡷")
        #expect(host.cell(x: 1, y: 0).style.background == TerminalColor(4))
        #expect(host.cell(x: 0, y: 1).style.background == TerminalColor(1), "the first stop's colour")
    }

    @Test func aProgressViewShowsItsCurrentValueLabelInPlaceOfThePercentage() {
        let host = TestHost(Dashboard(), width: 40, height: 12)
        #expect(host.screen[2] == "Downloads █████░░░░░░░░░░░░░░░ 1 of 4")
    }

    @Test func searchScopesAreASegmentedPickerAboveTheSearch() {
        let host = TestHost(Dashboard(), width: 40, height: 12)
        #expect(host.screen[4] == "‹ All | Europe ›", "the first control: focused")
        host.press(.rightArrow)
        #expect(host.screen.contains("scope Europe"))
    }

    @Test func aPopoverIsASheetThatEscCloses() {
        let host = TestHost(PopoverHost(), width: 40, height: 12)
        host.press(.return)
        #expect(host.screen.contains { $0.contains("Details") })
        host.press(.escape)
        #expect(!host.screen.contains { $0.contains("Details") })
    }

    @Test func aListOverABindingIdentifiedByAKeyPathDeletesRows() {
        let host = TestHost(Names(), width: 30, height: 6)
        host.press(.downArrow)
        host.press(.delete)
        #expect(host.screen[0] == "Ann,Cy")
    }

    @Test func aForEachOverABindingWithEditActionsDeletesAndMovesRows() {
        let host = TestHost(Tasks(), width: 30, height: 6)
        host.press(.delete)
        #expect(host.screen[0] == "Walk,Read", "the first row deleted:\n\(host.screenText)")
        host.press(.downArrow, modifiers: .option)
        #expect(host.screen[0] == "Read,Walk", "and the next moved below the last")
        #expect(UnitPoint() == .zero, "SwiftUI's point made without arguments, as a preview writes it")
    }

    @Test func aListOverABindingWithEditActionsWritesItsSelection() {
        let host = TestHost(SelectedTasks(), width: 40, height: 6)
        host.press(.downArrow)
        #expect(host.screen[0] == "Feed,Walk,Read selected 2")
        host.press(.delete)
        #expect(host.screen[0].hasPrefix("Feed,Read selected"), "the selected row deleted:\n\(host.screenText)")
    }

    @Test(arguments: SnapshotTests.sizes)
    func snapshots(size: Size) {
        let host = TestHost(Dashboard(), width: size.width, height: size.height)
        Snapshot.assert(host, named: "everyday-additions-\(size.width)x\(size.height)")
        let popover = TestHost(PopoverHost(), width: size.width, height: size.height)
        popover.press(.return)
        Snapshot.assert(popover, named: "popover-\(size.width)x\(size.height)")
    }
}
