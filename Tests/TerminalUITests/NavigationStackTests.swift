import Testing

@testable import TerminalUICore

private struct Colour: Hashable {
    let name: String
}

/// A stack whose path is an array of strings, with value links and a pop-to-root button.
private struct PathStack: View {
    @State private var path: [String] = []
    let log: Log

    var body: some View {
        NavigationStack(path: $path) {
            VStack(alignment: .leading) {
                NavigationLink("Apple", value: "Apple")
                NavigationLink("Pear", value: "Pear")
            }
            .navigationTitle("Fruit")
            .navigationDestination(for: String.self) { fruit in
                VStack(alignment: .leading) {
                    Text("About \(fruit)")
                    NavigationLink("More", value: fruit + "+")
                    Button("Root") { path.removeAll() }
                }
                .navigationTitle(fruit)
                .onAppear { log("appear \(fruit)") }
                .onDisappear { log("disappear \(fruit)") }
            }
        }
        .onChange(of: path) { log("path \(path)") }
    }
}

@Suite("NavigationStack")
@MainActor
struct NavigationStackTests {
    @Test func valueLinksPushWhatNavigationDestinationMakesAndEscapePops() {
        let log = Log()
        let host = TestHost(PathStack(log: log), width: 40, height: 10)
        #expect(host.screen[0] == " Fruit")
        host.press(.tab)
        host.press(.return)
        #expect(host.screen[0] == " ‹ Fruit  Pear")
        #expect(host.screen[2] == "About Pear")
        #expect(Set(log.entries) == ["appear Pear", "path [\"Pear\"]"])
        host.press(.return)
        #expect(host.screen[0] == " ‹ Pear  Pear+")
        host.press(.escape)
        #expect(host.screen[0] == " ‹ Fruit  Pear")
        host.press(.escape)
        #expect(host.screen[0] == " Fruit")
        #expect(host.focusProblem == nil)
        #expect(log.entries.suffix(2).contains("path []"))
        #expect(log.entries.contains("disappear Pear"))
    }

    /// A button that pushes three fruits onto the path at once.
    private struct Segue: View {
        @State private var path: [String] = []

        var body: some View {
            NavigationStack(path: $path) {
                Button("Super segue!") { path.append(contentsOf: ["Coconut", "Watermelon", "Mango"]) }
                    .navigationDestination(for: String.self) { fruit in
                        Text("Screen \(fruit), \(path.count) deep")
                    }
            }
        }
    }

    @Test func escPopsOneOfSeveralViewsPushedAtOnceEachTime() {
        let host = TestHost(Segue(), width: 40, height: 6)
        host.press(.return)
        #expect(host.shows("Screen Mango, 3 deep"))
        host.press(.escape)
        #expect(host.shows("Screen Watermelon, 2 deep"))
        host.press(.escape)
        #expect(host.shows("Screen Coconut, 1 deep"), "the view under the popped one takes Esc:\n\(host.screenText)")
        host.press(.escape)
        #expect(host.isReversed("[ Super segue! ]"), "back at the root, focus on the button that pushed")
        #expect(host.focusProblem == nil)
    }

    /// A game started by a flag: its board is pushed, with a title and a Home button of its own.
    private struct Games: View {
        @State private var playing = false

        var body: some View {
            NavigationStack {
                VStack {
                    Button("Start") { playing = true }
                    Text(playing ? "playing" : "idle")
                }
                .navigationTitle("Memory")
                .navigationDestination(isPresented: $playing) {
                    Text("The board")
                        .navigationTitle("Medium")
                        .toolbar {
                            ToolbarItem(placement: .navigationBarLeading) { Button("Home") { playing = false } }
                        }
                }
            }
        }
    }

    @Test(arguments: SnapshotTests.sizes)
    func aDestinationByBindingIsPushedWithItsTitleAndToolbar(size: Size) {
        let host = TestHost(Games(), width: size.width, height: size.height)
        host.press(.return)
        #expect(host.shows("The board") && host.shows("Medium") && host.shows("‹ Memory"), "\(host.screenText)")
        #expect(host.shows("[ Home ]"), "its toolbar in the stack's title line")
        #expect(host.focusProblem == nil)
        Snapshot.assert(host, named: "navigationstack-destination-by-binding-\(size.width)x\(size.height)")
        host.press(.escape)
        #expect(host.shows("idle"), "Esc pops it and clears the binding")
        host.press(.return)
        #expect(host.shows("The board"))
        host.press(.return)
        #expect(host.shows("idle") && !host.shows("The board"), "its Home button clears the binding, which pops it")
    }

    @Test func clearingThePathPopsToTheRoot() {
        let log = Log()
        let host = TestHost(PathStack(log: log), width: 40, height: 10)
        host.press(.return)
        host.press(.return)
        #expect(host.screen[2] == "About Apple+")
        host.press(.tab)
        host.press(.return)
        #expect(host.screen[0] == " Fruit")
        #expect(log.entries.contains("disappear Apple+"))
        #expect(log.entries.suffix(3).contains("path []"))
    }

    @Test func aStackWithoutAPathPushesViewDestinationsAndDismissPops() {
        struct Detail: View {
            @Environment(\.dismiss) private var dismiss
            var body: some View {
                Button("Close") { dismiss() }.navigationTitle("Detail")
            }
        }
        let host = TestHost(
            NavigationStack {
                NavigationLink(destination: Detail()) { Text("Open") }
            }, width: 30, height: 6)
        host.press(.return)
        #expect(host.screen[0] == " ‹ Back  Detail")
        host.press(.return)
        #expect(host.screen[2].hasPrefix("Open"))
    }

    @Test func aValueWithoutADestinationShowsAMessageNotACrash() {
        let host = TestHost(
            NavigationStack {
                NavigationLink("Colour", value: Colour(name: "red"))
            }, width: 50, height: 6)
        host.press(.return)
        #expect(host.screen[2] == "No navigationDestination for Colour")
    }

    @Test func aPathKeptInAnObservableModelPushesAndPops() {
        let router = Router()
        let host = TestHost(RoutedStack(router: router), width: 40, height: 6)
        host.press(.return)
        #expect(host.shows("Screen: settings"), "appending to the model's path pushes:\n\(host.screenText)")
        router.path.removeAll()
        host.settle()
        #expect(host.shows("Push!"), "emptying it pops to the root:\n\(host.screenText)")
    }
}

/// A router as modern SwiftUI apps keep one: the path in an `@Observable` model.
@Observable
@MainActor
private final class Router {
    var path: [String] = []
}

private struct RoutedStack: View {
    @Bindable var router: Router

    var body: some View {
        NavigationStack(path: $router.path) {
            Button("Push!") { router.path.append("settings") }
                .navigationDestination(for: String.self) { Text("Screen: \($0)") }
        }
    }
}
