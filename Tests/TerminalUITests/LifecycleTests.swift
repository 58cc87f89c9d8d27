import Testing

@testable import TerminalUICore

/// Loads in `onAppear`; the first frame must already show the result.
private struct Loader: View {
    let log: Log
    @State private var loaded = false

    var body: some View {
        Text(loaded ? "loaded" : "loading")
            .onAppear {
                log("appear")
                loaded = true
            }
    }
}

/// A view with lifecycle actions on itself and on a view inside it.
private struct Nested: View {
    let log: Log

    var body: some View {
        VStack {
            Text("inner")
                .onAppear { log("inner appear") }
                .onDisappear { log("inner disappear") }
        }
        .onAppear { log("outer appear") }
        .onDisappear { log("outer disappear") }
    }
}

private struct NestedToggle: View {
    let log: Log
    @State private var shown = true

    var body: some View {
        VStack {
            if shown {
                Nested(log: log)
            }
            Button("Toggle") { shown.toggle() }
        }
    }
}

/// A pushed destination that logs its lifecycle and dismisses itself.
private struct Detail: View {
    let log: Log
    @Environment(\.presentationMode) private var presentationMode
    @State private var edits = 0

    var body: some View {
        VStack(alignment: .leading) {
            Text("detail \(edits)")
            Button("Edit") { edits += 1 }
            Button("Done") {
                presentationMode.wrappedValue.dismiss()
                log("action returned")
            }
        }
        .onAppear { log("detail appear") }
        .onDisappear { log("detail disappear") }
    }
}

private struct Master: View {
    let log: Log

    var body: some View {
        NavigationView {
            List {
                NavigationLink("Open", destination: Detail(log: log))
            }
            .onAppear { log("list appear") }
            .onDisappear { log("list disappear") }
        }
    }
}

@Suite("Lifecycle: onAppear and onDisappear")
@MainActor
struct LifecycleTests {
    @Test func onAppearRunsOnceBeforeTheFirstFrame() {
        // Acceptance case 16, first part.
        let log = Log()
        let host = TestHost(Loader(log: log), width: 20, height: 2)
        #expect(host.frameCount == 1)
        #expect(host.screen[0] == "loaded")
        host.resize(width: 30, height: 3)
        host.press(.space)
        #expect(log.entries == ["appear"])
    }

    @Test func aPushedDestinationAppearsOnceAndDismissRunsItsOnDisappearOnce() {
        // Acceptance case 16, second part.
        let log = Log()
        let host = TestHost(Master(log: log), width: 100, height: 10)
        #expect(log.entries == ["list appear"])
        host.press(.return)
        #expect(host.shows("detail 0"))
        #expect(log.entries == ["list appear", "detail appear"])
        host.press(.return)  // Edit: re-evaluates the destination
        #expect(host.shows("detail 1"))
        host.press(.tab)
        host.press(.return)  // Done
        #expect(!host.shows("detail"))
        // dismiss() pops after the action returns; then onDisappear runs.
        #expect(log.entries == ["list appear", "detail appear", "action returned", "detail disappear"])
    }

    @Test func inANarrowTerminalTheListDisappearsUnderThePushAndAppearsAgain() {
        let log = Log()
        let host = TestHost(Master(log: log), width: 40, height: 10)
        host.press(.return)
        #expect(!host.shows("Open"))
        host.press(.tab)
        host.press(.return)  // Done
        #expect(host.shows("Open"))
        // (The order of the list's disappearance and the destination's appearance in one
        // push is not specified.)
        #expect(log.entries.count == 6)
        #expect(log.entries.first == "list appear")
        #expect(Set(log.entries[1...2]) == ["list disappear", "detail appear"])
        #expect(Array(log.entries[3...]) == ["action returned", "detail disappear", "list appear"])
    }

    @Test func appearIsParentFirstAndDisappearChildFirst() {
        let log = Log()
        let host = TestHost(NestedToggle(log: log), width: 20, height: 3)
        #expect(log.entries == ["outer appear", "inner appear"])
        log.clear()
        host.press(.return)
        #expect(log.entries == ["inner disappear", "outer disappear"])
        log.clear()
        host.press(.return)
        #expect(log.entries == ["outer appear", "inner appear"])
    }
}
