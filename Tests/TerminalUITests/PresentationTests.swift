import Foundation
import Testing

@testable import TerminalUICore

/// Shows whether it is presented, and tries to dismiss itself both ways.
private struct PresentationProbe: View {
    let name: String
    let log: Log
    @Environment(\.presentationMode) private var presentationMode
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack(alignment: .leading) {
            Text("\(name) presented: \(presentationMode.wrappedValue.isPresented)")
            Button("Mode") {
                presentationMode.wrappedValue.dismiss()
                log("\(name) dismissed with presentationMode")
            }
            Button("Dismiss") {
                dismiss()
                log("\(name) dismissed with dismiss")
            }
        }
    }
}

private struct PresentingRoot: View {
    let log: Log

    var body: some View {
        // In columns, so that the root stays on screen beside what it pushed.
        NavigationView {
            VStack(alignment: .leading) {
                PresentationProbe(name: "root", log: log)
                NavigationLink("Push", destination: PresentationProbe(name: "pushed", log: log))
            }
        }
        .navigationViewStyle(.columns)
    }
}

/// A destination that counts how often it is built and how often its body runs.
private struct CountedDestination: View {
    let bodies: Counter

    init(builds: Counter, bodies: Counter) {
        builds.increment()
        self.bodies = bodies
    }

    @Environment(\.dismiss) private var dismiss

    var body: some View {
        let _ = bodies.increment()
        Button("Close destination") { dismiss() }
    }
}

private struct CountingList: View {
    let builds: Counter
    let bodies: Counter
    let refresh: BindingBox<Int>
    @State private var generation = 0

    var body: some View {
        let _ = refresh.keep($generation)
        NavigationView {
            List {
                NavigationLink("Row \(generation)", destination: CountedDestination(builds: builds, bodies: bodies))
            }
        }
    }
}

@Suite("presentationMode and dismiss")
@MainActor
struct PresentationTests {
    @Test func isPresentedIsTrueOnlyInAPushedView() {
        let log = Log()
        let host = TestHost(PresentingRoot(log: log), width: 100, height: 12)
        #expect(host.shows("root presented: false"))
        host.press(.tab)
        host.press(.tab)  // the link
        host.press(.return)
        #expect(host.shows("pushed presented: true"))
        #expect(host.shows("root presented: false"))
    }

    @Test func dismissAtTheRootDoesNothing() {
        let log = Log()
        let host = TestHost(PresentingRoot(log: log), width: 100, height: 12)
        let before = host.screen
        host.press(.return)  // Mode
        host.press(.tab)
        host.press(.return)  // Dismiss
        #expect(log.entries == ["root dismissed with presentationMode", "root dismissed with dismiss"])
        #expect(host.screen == before)
        #expect(host.shows("root presented: false"))
        #expect(host.isReversed("[ Dismiss ]"))
    }

    @Test(arguments: ["Mode", "Dismiss"])
    func bothDismissActionsPopAPushedView(button: String) {
        let log = Log()
        let host = TestHost(PresentingRoot(log: log), width: 100, height: 12)
        host.press(.tab)
        host.press(.tab)
        host.press(.return)
        #expect(host.shows("pushed presented: true"))
        if button == "Dismiss" { host.press(.tab) }
        host.press(.return)
        #expect(!host.shows("pushed presented"))
        #expect(log.entries.count == 1)
        #expect(log.entries.first?.hasPrefix("pushed dismissed") == true)
        // Focus returns to the link that pushed.
        #expect(host.isReversed("Push"))
    }

    @Test func aLinkBuildsItsDestinationEveryEvaluationButItsBodyRunsOnlyWhileShown() {
        let builds = Counter()
        let bodies = Counter()
        let refresh = BindingBox<Int>()
        let host = TestHost(CountingList(builds: builds, bodies: bodies, refresh: refresh), width: 80, height: 8)
        #expect(builds.value == 1)
        refresh.set(1)
        host.settle()
        refresh.set(2)
        host.settle()
        #expect(host.shows("Row 2"))
        #expect(builds.value == 3)
        #expect(bodies.value == 0)

        host.press(.return)
        #expect(host.shows("Close destination"))
        #expect(bodies.value >= 1)

        // While shown, the destination is rebuilt and re-evaluated with each evaluation.
        var shown = (builds: builds.value, bodies: bodies.value)
        refresh.set(3)
        host.settle()
        #expect(builds.value == shown.builds + 1)
        #expect(bodies.value == shown.bodies + 1)

        host.press(.return)  // Close
        #expect(!host.shows("Close destination"))
        shown = (builds.value, bodies.value)
        refresh.set(4)
        host.settle()
        #expect(builds.value == shown.builds + 1)
        #expect(bodies.value == shown.bodies)
    }

    @Test func theDestinationIsPoppedWhenItsRowDisappears() {
        let store = PersonStore()
        let host = TestHost(PersonsView(store: store), width: 100, height: 12)
        host.press(.end)
        host.press(.return)
        #expect(host.shows("Personal information"))
        store.persons.removeLast()
        host.settle()
        #expect(!host.shows("Personal information"))
        #expect(host.shows("No selection"))
        #expect(!host.shows("Fred"))
        // Typing now goes to the list, not to a field bound to the deleted person.
        host.type("x")
        #expect(store.persons.map(\.name) == ["Majid", "John"])
    }
}
