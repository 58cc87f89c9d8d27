import Testing

@testable import TerminalUICore

/// A list with an `EditButton` beside it and no navigation container, as SwiftUI's list
/// selection lesson writes it.
private struct Names: View {
    @Environment(\.editMode) private var editMode
    @State private var selection = Set<String>()

    var body: some View {
        List(["Tohru", "Yuki", "Kyo"], id: \.self, selection: $selection) { Text($0) }
        Text(editMode?.wrappedValue.isEditing == true ? "editing" : "browsing")
        Text("selected: \(selection.sorted().joined(separator: ", "))")
        EditButton()
    }
}

@Suite("Edit mode at the root")
@MainActor
struct RootEditModeTests {
    @Test func anEditButtonOutsideANavigationContainerTurnsEditModeOnAndOff() {
        let host = TestHost(Names(), width: 30, height: 8)
        #expect(host.shows("browsing"))
        #expect(host.shows("[ Edit ]"))
        host.press(.tab)
        host.press(.return)
        #expect(host.shows("editing"))
        #expect(host.shows("[ Done ]"))
        host.press(.return)
        #expect(host.shows("browsing"))
        #expect(host.shows("[ Edit ]"))
    }

    /// In edit mode the cursor moves without choosing, and Space or Return adds its row to the
    /// set or takes it out, marked ✓, as a tap does in an iPhone's edit mode.
    @Test func inEditModeSpaceAndReturnChooseRowsOfAMultipleSelection() {
        let host = TestHost(Names(), width: 30, height: 8)
        host.press(.tab)
        host.press(.return)  // Edit
        host.press(.tab)  // back to the list
        #expect(host.screen.contains("selected:"))  // coming back to the list chose nothing
        host.press(.downArrow)
        host.press(.space)
        host.press(.downArrow)
        host.press(.return)
        #expect(host.shows("selected: Kyo, Yuki"))
        #expect(host.screen[0] == " Tohru")
        #expect(host.screen[1].hasPrefix("✓Yuki"))
        #expect(host.screen[2].hasPrefix("✓Kyo"))
        host.press(.space)
        #expect(host.shows("selected: Yuki"))
        #expect(!host.screen[2].hasPrefix("✓"))
    }
}
