import Testing

@testable import TerminalUICore

// Each tab of a `TabView` keeps its own navigation: a view pushed in one tab stays pushed while
// another tab pushes its own. Going back in the chosen tab leaves focus on a control shown, never
// in a view pushed in a tab that is not shown.

private struct TabsOfLists: View {
    var body: some View {
        TabView {
            page("First").tabItem { Text("One") }
            page("Second").tabItem { Text("Two") }
        }
    }

    private func page(_ name: String) -> some View {
        NavigationView {
            List {
                NavigationLink {
                    List { Text("\(name) detail") }.navigationTitle("Detail")
                } label: {
                    Text("Open \(name)")
                }
            }
            .navigationTitle(name)
        }
    }
}

@Suite("Tabs of pushed views")
@MainActor
struct TabsOfPushedViewsFocusTests {
    /// Tabs (or Shift-Tabs) until the focused control shows `text`.
    private func reach(_ host: TestHost, _ text: String, backwards: Bool = false) -> Bool {
        for _ in 0..<8 {
            if host.focusedText?.contains(text) == true { return true }
            host.press(.tab, modifiers: backwards ? .shift : [])
        }
        return host.focusedText?.contains(text) == true
    }

    @Test func goingBackInOneTabLeavesFocusThereWhileTheOtherTabKeepsItsPushedView() {
        let host = TestHost(TabsOfLists(), width: 40, height: 8)
        #expect(reach(host, "Open First"))
        host.press(.return)
        #expect(host.shows("First detail"))
        #expect(reach(host, "One", backwards: true))
        host.press(.rightArrow)
        #expect(reach(host, "Open Second"))
        host.press(.return)
        #expect(host.shows("Second detail"))
        #expect(reach(host, "Two", backwards: true))
        host.press(.leftArrow)
        #expect(host.shows("First detail"), "the first tab kept its pushed view:\n\(host.screenText)")
        #expect(reach(host, "‹ First", backwards: true))
        host.press(.escape)
        #expect(host.shows("Open First"), "\(host.screenText)")
        #expect(host.focusProblem == nil, "focus is on a control shown, not in the other tab's pushed view")
        #expect(reach(host, "Open First"))
        host.press(.return)
        #expect(host.shows("First detail"), "the first tab pushes again:\n\(host.screenText)")
        #expect(reach(host, "Two", backwards: true))
        host.press(.rightArrow)
        #expect(host.shows("Second detail"), "the second tab kept its own:\n\(host.screenText)")
    }
}
