import Testing

@testable import TerminalUICore

@Suite("TabView")
@MainActor
struct TabViewTests {
    private struct Counter: View {
        @State private var count = 0
        var body: some View {
            Button("Count \(count)") { count += 1 }
        }
    }

    private final class Model: ObservableObject {
        @Published var tab = "home"
    }

    private struct Tabs: View {
        @ObservedObject var model: Model
        var body: some View {
            TabView(selection: $model.tab) {
                Counter()
                    .tabItem { Label("Home", systemImage: "house") }
                    .tag("home")
                Text("All settings here")
                    .tabItem { Text("Settings") }
                    .tag("settings")
                Tab("About", systemImage: "info.circle", value: "about") {
                    Text("Version 1")
                }
            }
        }
    }

    @Test func theRowOfTabsChoosesWhatShowsAndWritesTheSelection() {
        let model = Model()
        let host = TestHost(Tabs(model: model), width: 60, height: 10)
        #expect(
            host.screen[0].contains("Home") && host.screen[0].contains("Settings") && host.screen[0].contains("About"))
        #expect(host.screen.contains { $0.contains("Count 0") })
        host.press(.tab)  // each tab of the row, then the button
        #expect(host.focusedFrame == host.locate("Settings").map { Rect(x: $0.x - 1, y: 0, width: 10, height: 1) })
        #expect(model.tab == "home", "Tab moves along the tabs without choosing one")
        host.press(.tab)
        host.press(.tab)
        host.press(.return)
        #expect(host.screen.contains { $0.contains("Count 1") })
        host.press(.pageDown, modifiers: .control)
        #expect(model.tab == "settings")
        #expect(
            host.screen.contains { $0.contains("All settings here") } && !host.screen.contains { $0.contains("Count") })
        host.press(.rightArrow)
        #expect(model.tab == "about" && host.screen.contains { $0.contains("Version 1") })
        host.press(.leftArrow)
        host.press(.leftArrow)
        #expect(model.tab == "home")
        #expect(host.screen.contains { $0.contains("Count 1") }, "the tab's state lived on while it was away")
        model.tab = "about"
        host.settle()
        #expect(host.screen.contains { $0.contains("Version 1") }, "the selection written from code shows its tab")
    }

    @Test func aTabsLabelIsFoundUnderModifiersAppliedAfterIt() {
        let host = TestHost(
            TabView {
                Text("Is it prime?").tabItem { Text("Check") }.navigationTitle("Check").padding()
                Text("2, 2, 3").tabItem { Text("Factors") }.padding()
            }, width: 30, height: 5)
        #expect(host.screen[0].contains("Check") && host.screen[0].contains("Factors"), "\(host.screenText)")
        host.press(.rightArrow)
        #expect(host.shows("2, 2, 3"), "\(host.screenText)")
    }

    @Test func theFocusedControlIsTheChosenTabNotTheWholeView() throws {
        let host = TestHost(Tabs(model: Model()), width: 60, height: 10)
        let home = try #require(host.locate("Home"))
        let frame = try #require(host.focusedFrame, "the tab row has focus first")
        #expect(frame.minY == 0 && frame.contains(home) && frame.maxX == home.x + 5, "the Home tab, a column each side")
    }

    /// Each tab is a stop of Tab and Shift-Tab: Return or Space chooses the one Tab is on.
    @Test func tabStopsAtEachTabAndReturnChoosesIt() {
        let model = Model()
        let host = TestHost(Tabs(model: model), width: 60, height: 10)
        host.press(.tab)
        host.press(.tab)
        #expect(host.isReversed("About") && model.tab == "home")
        host.press(.return)
        #expect(model.tab == "about" && host.shows("Version 1"))
        host.press(.tab, modifiers: .shift)
        host.press(.space)
        #expect(model.tab == "settings")
        host.press(.tab, modifiers: .shift)
        host.press(.tab)
        #expect(host.isReversed("Settings"), "back on the chosen tab")
    }

    @Test func tabComingToTheRowStartsAtItsFirstTabAndShiftTabAtItsLast() {
        struct Three: View {
            @Binding var chosen: Int
            var body: some View {
                TabView(selection: $chosen) {
                    ForEach(1..<4) { number in
                        Button("Button \(number)") {}.tabItem { Text("Tab \(number)") }.tag(number)
                    }
                }
            }
        }
        let chosen = RecordedValue(2)
        let host = TestHost(Three(chosen: chosen.binding), width: 40, height: 4)
        #expect(host.isReversed("Tab 2"), "focus given at start is on the chosen tab")
        host.press(.tab)
        host.press(.tab)
        #expect(host.shows("Button 2") && host.focusedFrame?.minY != 0, "on to the tab's button")
        host.press(.tab)
        #expect(host.focusedFrame?.minY == 0 && host.isReversed("Tab 1"), "Tab wrapped round to the first tab")
        host.press(.tab)
        host.press(.tab)
        host.press(.tab)
        host.press(.tab, modifiers: .shift)
        #expect(host.focusedFrame?.minY == 0 && host.isReversed("Tab 3"), "Shift-Tab came back to the last tab")
        host.press(.rightArrow)
        #expect(chosen.writes == [3], "→ chooses the tab after the chosen one")
        host.press(.tab, modifiers: .shift)
        host.press(.tab, modifiers: .shift)
        #expect(host.isReversed("Tab 1"))
        host.press(.leftArrow)
        #expect(chosen.writes == [3, 2], "← the tab before the chosen one, wherever Tab had gone")
        #expect(host.focusProblem == nil)
    }

    /// Tabs of text alone: the row is the only control, so Tab comes round its tabs.
    @Test func tabComesRoundTheRowWhenItIsTheOnlyControl() {
        let host = TestHost(
            TabView {
                Text("Page one").tabItem { Text("One") }
                Text("Page two").tabItem { Text("Two") }
            }, width: 40, height: 4)
        host.press(.rightArrow)
        #expect(host.shows("Page two"))
        host.press(.tab)
        #expect(host.isReversed("One"), "past the last tab, back to the first:\n\(host.screenText)")
        host.press(.return)
        #expect(host.shows("Page one"))
        host.press(.tab, modifiers: .shift)
        #expect(host.isReversed("Two"), "Shift-Tab before the first, round to the last")
        #expect(host.focusProblem == nil)
    }

    @Test func downOnTheRowOfTabsIsLeftToTheListBelowIt() {
        let host = TestHost(
            TabView {
                List {
                    Button("Profile") {}
                    Button("Preferences") {}
                    Button("About") {}
                }
                .tabItem { Text("Settings") }
                Text("Help page").tabItem { Text("Help") }
            }, width: 40, height: 8)
        host.press(.downArrow)
        #expect(host.focusedFrame?.minY == 0, "↓ keeps focus on the row:\n\(host.screenText)")
        // A user stepping down the list with ↓ between Tabs: Tab leaves the list for the row,
        // whose tabs let ↓ pass, so each visit to the list goes one row further.
        var reached: [String] = []
        for _ in 0..<9 {
            host.press(.downArrow)
            host.press(.tab)
            if let frame = host.focusedFrame, frame.minY > 0 {
                reached.append(host.screen[frame.minY].trimmingCharacters(in: .whitespaces))
            }
        }
        #expect(reached.contains { $0.contains("About") }, "the list's third row was reached: \(reached)")
        #expect(host.focusProblem == nil)
    }

    @Test func aTabViewWithoutSelectionStartsOnTheFirstAndTakesClicks() {
        let host = TestHost(
            TabView {
                Text("First").tabItem { Text("One") }
                Text("Second").tabItem { Text("Two") }
            }, width: 40, height: 6)
        #expect(host.screen[1].contains("First"))
        let two = host.screen[0].range(of: "Two")!
        host.click(x: host.screen[0].distance(from: host.screen[0].startIndex, to: two.lowerBound), y: 0)
        #expect(host.screen[1].contains("Second"))
        #expect(host.focusProblem == nil)
    }

    @Test func anImageAndATextInATabItemShowSideBySide() {
        let host = TestHost(
            TabView {
                Text("First").tabItem {
                    Image(systemName: "star")
                    Text("Starred")
                }
                Text("Second").tabItem {
                    Image(systemName: "no.such.symbol")
                    Text("Plain")
                }
            }, width: 40, height: 6)
        #expect(host.screen[0].contains("☆ Starred"))
        #expect(host.screen[0].contains("Plain"))
        host.press(.rightArrow)
        #expect(host.screen[1].contains("Second"))
        host.press(.tab, modifiers: .shift)
        host.press(.return)
        #expect(host.screen[1].contains("First"))
    }

    private enum Section: Hashable {
        case home, search
    }

    @Test func aTabsValueIsReadAsTheSelectionsTypeAndMayHaveNoLabel() {
        struct Sections: View {
            @State private var section = Section.home

            var body: some View {
                TabView(selection: $section) {
                    Tab("Home", systemImage: "house", value: .home) { Text("Home page") }
                    Tab(value: .search) { Text("Search page") }
                }
                .overlay(alignment: .bottom) { Text(section == .home ? "on home" : "on search") }
            }
        }
        let host = TestHost(Sections(), width: 40, height: 6)
        #expect(host.shows("⌂ Home") && host.shows("Home page"), "\(host.screenText)")
        host.press(.pageDown, modifiers: .control)
        #expect(host.shows("Search page") && host.shows("on search"), "the untitled tab is chosen:\n\(host.screenText)")
    }

    /// A pushed view keeps what is around its stack in reach: the row of tabs above it.
    @Test func aViewPushedInATabLeavesTheRowOfTabsInReach() throws {
        struct Stacks: View {
            @State private var path: [Int] = []
            var body: some View {
                TabView {
                    NavigationStack(path: $path) {
                        List { NavigationLink("Open 1", value: 1) }
                            .navigationDestination(for: Int.self) { Button("Inside \($0)") {} }
                    }
                    .tabItem { Text("Home") }
                    Text("Settings page").tabItem { Text("Settings") }
                }
            }
        }
        let host = TestHost(Stacks(), width: 40, height: 8)
        host.press(.tab)  // past the row's two tabs
        host.press(.tab)
        host.press(.return)
        #expect(host.shows("Inside 1"), "pushed:\n\(host.screenText)")
        let inside = try #require(host.locate("Inside 1"))
        #expect(host.focusedFrame?.contains(inside) == true, "the pushed view takes focus")
        host.press(.tab)
        #expect(host.focusedFrame?.minY == 1, "Tab goes on to the back button:\n\(host.screenText)")
        host.press(.tab)
        #expect(host.focusedFrame?.minY == 0, "then to the row of tabs:\n\(host.screenText)")
        host.press(.pageDown, modifiers: .control)
        #expect(host.shows("Settings page"), "Ctrl-PgDn from the pushed view's tab:\n\(host.screenText)")
        host.press(.pageUp, modifiers: .control)
        let settings = try #require(host.locate("Settings"))
        host.click(x: settings.x, y: settings.y)
        #expect(host.shows("Settings page"), "a click on the row too")
        #expect(host.focusProblem == nil)
    }

    @Test func aPushedViewWithoutControlsInATabIsLeftWithEsc() {
        let host = TestHost(
            TabView {
                NavigationStack {
                    List { NavigationLink("Menu 2") { Text("Details for Menu 2") } }
                }
                .tabItem { Text("Home") }
                Text("Settings page").tabItem { Text("Settings") }
            }, width: 40, height: 8)
        host.press(.tab)  // past the row's two tabs
        host.press(.tab)
        host.press(.return)
        #expect(host.shows("Details for Menu 2") && host.focusProblem == nil, "\(host.screenText)")
        host.press(.escape)
        #expect(host.shows("Menu 2") && !host.shows("Details for"), "Esc goes back:\n\(host.screenText)")
    }

    @Test func aTagWrittenBeforeTheTabItemNamesTheTab() {
        var section = Section.home
        let host = TestHost(
            TabView(selection: Binding(get: { section }, set: { section = $0 })) {
                Text("Home page").tag(Section.home).tabItem { Text("Home") }
                Text("Search page").tag(Section.search).tabItem { Text("Search") }
            }, width: 40, height: 6)
        host.press(.rightArrow)
        #expect(section == .search && host.shows("Search page"), "→ chose the second tab:\n\(host.screenText)")
    }

    /// Tabs made by a `ForEach`, each tagged as the optional the selection is: the tag, not the
    /// row's id, names the tab.
    @Test func aTagOnAForEachsTabNamesItRatherThanTheRowsID() {
        struct Tabs: View {
            @State private var selection: Section? = .home
            var body: some View {
                TabView(selection: $selection) {
                    ForEach([Section.home, .search], id: \.self) { section in
                        Text(section == .home ? "Home page" : "Search page")
                            .tag(section as Section?)
                            .tabItem { Text(section == .home ? "Home" : "Search") }
                    }
                }
                .overlay(alignment: .bottom) { Text("on \(selection.map { "\($0)" } ?? "none")") }
            }
        }
        let host = TestHost(Tabs(), width: 40, height: 6)
        #expect(host.shows("Home page") && host.shows("on home"))
        host.press(.rightArrow)
        #expect(host.shows("Search page") && host.shows("on search"), "→ chose the second tab:\n\(host.screenText)")
        host.press(.pageUp, modifiers: .control)
        #expect(host.shows("Home page") && host.shows("on home"))
    }

    @Test func aClickOnTheChosenTabWritesTheSelectionAgain() throws {
        final class Taps {
            var count = 0
        }
        let taps = Taps()
        var section = Section.home
        let host = TestHost(
            TabView(
                selection: Binding(
                    get: { section },
                    set: {
                        if $0 == section { taps.count += 1 }
                        section = $0
                    })
            ) {
                Tab("Home", systemImage: "house", value: .home) { Text("Home page") }
                Tab("Search", systemImage: "magnifyingglass", value: .search) { Text("Search page") }
            }, width: 40, height: 6)
        let home = try #require(host.locate("Home"))
        host.click(x: home.x, y: home.y)
        host.click(x: home.x, y: home.y)
        #expect(taps.count == 2, "each tap on the chosen tab is heard, as SwiftUI's (a pop to its first view)")
        host.press(.rightArrow)
        host.press(.rightArrow)
        #expect(section == .search && taps.count == 2, "keys that stay on the last tab write nothing")
    }

    @Test func anImageAndATextStackedInATabItemShowSideBySide() {
        let host = TestHost(
            TabView {
                VStack {
                    Text("Page")
                    Text("below")
                }
                .tabItem {
                    VStack {
                        Image(systemName: "star")
                        Text("Starred")
                    }
                }
                Text("Second").tabItem { Text("Plain") }
            }, width: 40, height: 6)
        #expect(host.screen[0].contains("☆ Starred") && host.screen[0].contains("Plain"), "\(host.screenText)")
        #expect(
            host.screen[1].contains("Page") && host.screen[2].contains("below"), "the tab's own stack stays upright")
    }

    @Test(arguments: SnapshotTests.sizes)
    func snapshots(size: Size) {
        let host = TestHost(Tabs(model: Model()), width: size.width, height: size.height)
        Snapshot.assert(host, named: "tabview-home-\(size.width)x\(size.height)")
        host.press(.rightArrow)
        Snapshot.assert(host, named: "tabview-settings-focused-\(size.width)x\(size.height)")
    }

    /// A tab laid out for a phone's height: a title, a long list of facts, a button below it.
    private struct Facts: View {
        @State private var fact = "Tap for a fact"

        var body: some View {
            TabView {
                VStack {
                    Text("Fun Facts")
                    ForEach(1...30, id: \.self) { Text("Owl fact \($0)") }
                    Text(fact)
                    Button("Show Random Fact") { fact = "Owls cannot move their eyes" }
                }
                .tabItem { Text("Facts") }
                Text("About").tabItem { Text("About") }
            }
        }
    }

    @Test(arguments: SnapshotTests.sizes)
    func aTabTallerThanItsRoomScrollsToTheFocusedControl(size: Size) {
        let host = TestHost(Facts(), width: size.width, height: size.height)
        #expect(host.shows("Fun Facts") && !host.shows("Show Random Fact"), "the button is below the fold")
        host.press(.tab)
        host.press(.tab)
        #expect(host.isReversed("[ Show Random Fact ]"), "Tab reached it, scrolled into view:\n\(host.screenText)")
        host.press(.return)
        #expect(host.shows("Owls cannot move their eyes") || size.height < 24)
        #expect(host.screen[0].contains("Facts"), "the row of tabs stays on top")
        #expect(host.focusProblem == nil)
        Snapshot.assert(host, named: "tabview-tall-tab-\(size.width)x\(size.height)")
    }

    /// A title over a board taller than the room, in a frame to the full height: offered the
    /// height it takes, the title's 1-point spacer no longer gives way, and the tab is a row taller.
    private struct Board: View {
        var body: some View {
            VStack(spacing: 0) {
                VStack(spacing: 0) {
                    Color.clear.frame(height: 1)
                    Text("Board Games").border(.white)
                }
                VStack {
                    ForEach(0..<30, id: \.self) { Text("Square \($0)") }
                    Button("Reset") {}
                }
                .frame(maxWidth: .infinity, maxHeight: .infinity)
            }
        }
    }

    @Test func aTabWhoseLengthsGiveWayScrollsToItsLastControl() {
        let host = TestHost(TabView { Board().tabItem { Text("Play") } }, width: 40, height: 12)
        host.press(.tab)
        #expect(host.isReversed("[ Reset ]"), "the last control, in view:\n\(host.screenText)")
        #expect(host.focusProblem == nil)
    }
}
