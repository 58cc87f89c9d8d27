import Testing

@testable import TerminalUICore

@Suite("Bar visibility")
@MainActor
struct BarVisibilityTests {
    @Test func aHiddenNavigationBarGivesItsRowsToTheViewAndItsItemsTakeNoFocus() {
        let log = Log()
        let host = TestHost(
            NavigationStack {
                VStack(alignment: .leading) {
                    Text("My own header")
                    Button("Go") { log("go") }
                }
                .navigationTitle("Notes")
                .toolbar { Button("Add") { log("add") } }
                .navigationBarHidden(true)
            }, width: 30, height: 4)
        #expect(host.screenText == "My own header\n[ Go ]")
        host.press(.return)
        host.press(.tab)
        host.press(.return)
        #expect(log.entries == ["go", "go"])
    }

    @Test func aPushedViewHidesTheBarUntilItIsPopped() {
        let host = TestHost(
            NavigationStack {
                NavigationLink("Details") {
                    Text("Full screen").toolbar(.hidden, for: .navigationBar)
                }
                .navigationTitle("Home")
                .toolbar { Button("Add") {} }
            }, width: 30, height: 4)
        #expect(host.screen[0] == " Home                 [ Add ]")
        host.press(.return)
        #expect(host.screenText == "Full screen")
        host.press(.escape)
        #expect(host.screen[0] == " Home                 [ Add ]")
        #expect(host.screen[2].hasPrefix("Details"))
    }

    @Test func toolbarVisibilityAndNoBarNamedHideTheNavigationViewsTitleLine() {
        let host = TestHost(
            NavigationView {
                Text("Welcome").navigationTitle("Start").toolbarVisibility(.hidden)
            }, width: 20, height: 3)
        #expect(host.screenText == "Welcome")
        let shown = TestHost(
            NavigationView {
                Text("Welcome").navigationTitle("Start").navigationBarHidden(false)
            }, width: 20, height: 3)
        #expect(shown.screen[0] == " Start")
    }

    @Test func aViewInATabHidesTheRowOfTabsWhileItIsShown() {
        let host = TestHost(
            TabView {
                NavigationStack {
                    NavigationLink("Open") {
                        Button("Inside") {}.toolbar(.hidden, for: .tabBar)
                    }
                    .navigationTitle("List")
                }
                .tabItem { Text("One") }
                Text("Second").tabItem { Text("Two") }
            }, width: 30, height: 5)
        #expect(host.screen[0] == " One │ Two")
        host.press(.tab)  // past the row's two tabs
        host.press(.tab)
        host.press(.return)
        #expect(host.screen[0] == " ‹ List")
        #expect(host.screen[2] == "[ Inside ]")
        #expect(host.focusedFrame?.minY == 2)
        host.press(.tab)
        #expect(host.focusedFrame?.minY == 0, "the back button")
        host.press(.tab)
        #expect(host.focusedFrame?.minY == 2, "the hidden row of tabs takes no focus")
        host.press(.escape)
        #expect(host.screen[0] == " One │ Two")
        #expect(host.screen[1] == " List")
    }

    @Test func aVisibilityThatChangesShowsOrHidesTheBarAgain() {
        struct Home: View {
            @State var hidden = false
            var body: some View {
                TabView {
                    Button(hidden ? "Show" : "Hide") { hidden.toggle() }
                        .toolbarVisibility(hidden ? .hidden : .visible, for: .tabBar)
                        .tabItem { Text("Home") }
                    Text("Other").tabItem { Text("Other") }
                }
            }
        }
        let host = TestHost(Home(), width: 30, height: 4)
        #expect(host.screen[0] == " Home │ Other")
        host.press(.tab)  // past the row's two tabs
        host.press(.tab)
        host.press(.return)
        #expect(host.screen[0].hasPrefix("[ Show ]"), "the row of tabs is hidden:\n\(host.screenText)")
        host.press(.return)
        #expect(host.screen[0] == " Home │ Other")
    }
}
