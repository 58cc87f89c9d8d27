import Testing

@testable import TerminalUICore

/// A list with an `EditButton` beside it and no navigation container, as SwiftUI's list
/// selection lesson writes it.
private struct Names: View {
    @Environment(\.editMode) private var editMode
    @State private var selection = Set<String>()

    var body: some View {
        List(["Tohru", "Yuki"], id: \.self, selection: $selection) { Text($0) }
        Text(editMode?.wrappedValue.isEditing == true ? "editing" : "browsing")
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
}
