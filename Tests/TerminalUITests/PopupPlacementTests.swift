import Testing

@testable import TerminalUICore

/// A popup menu opens next to what opened it, as a drop-down does: below a menu's button or a
/// picker's value, above it where the room below is short, a nested menu in its menu's place, at
/// the point a right click opened a context menu.
@Suite @MainActor struct PopupPlacementTests {
    private struct Toolbar: View {
        @State private var flavour = "Vanilla"
        @State private var log = "none"
        var body: some View {
            VStack(alignment: .leading) {
                Menu("File") {
                    Button("New") { log = "new" }
                    Menu("Export") {
                        Button("PDF") { log = "pdf" }
                        Button("Text") { log = "text" }
                    }
                }
                Spacer()
                Text("Last: \(log)")
                    .contextMenu {
                        Button("Copy") { log = "copied" }
                    }
                Picker("Flavour", selection: $flavour) {
                    ForEach(["Vanilla", "Mint", "Mocha", "Lemon"], id: \.self) { Text($0) }
                }
            }
        }
    }

    /// The top-left corner of the popup's box (`┌`).
    private func popupCorner(_ host: TestHost) -> Point? {
        host.locate("┌")
    }

    @Test func aMenuOpensBelowItsButton() throws {
        let host = TestHost(Toolbar(), width: 80, height: 24)
        let button = try #require(host.locate("[ File ▾ ]"))
        host.press(.return)
        let corner = try #require(popupCorner(host), "\(host.screenText)")
        #expect(corner == Point(x: button.x, y: button.y + 1), "\(host.screenText)")
        #expect(host.shows("New"))
    }

    @Test func aNestedMenuOpensInItsMenusPlace() throws {
        let host = TestHost(Toolbar(), width: 80, height: 24)
        let button = try #require(host.locate("[ File ▾ ]"))
        host.press(.return)
        host.press(.downArrow)
        host.press(.return)
        #expect(host.shows("PDF") && !host.shows("New"), "\(host.screenText)")
        #expect(popupCorner(host) == Point(x: button.x, y: button.y + 1), "\(host.screenText)")
        host.press(.downArrow)
        host.press(.return)
        #expect(host.shows("Last: text"))
    }

    @Test func aPickerAtTheBottomOpensAboveItsValue() throws {
        let host = TestHost(Toolbar(), width: 80, height: 24)
        let value = try #require(host.locate("Vanilla ▾"))
        host.press(.tab)
        host.press(.tab)
        host.press(.return)
        let corner = try #require(popupCorner(host), "\(host.screenText)")
        // Four options and the box's two borders, ending on the row above the value.
        #expect(corner.y == value.y - 6, "\(host.screenText)")
        #expect(host.locate("└")?.y == value.y - 1, "\(host.screenText)")
        #expect(host.shows("✓ Vanilla"))
        host.press(.downArrow)
        host.press(.return)
        #expect(host.shows("Mint ▾"))
    }

    @Test func aRightClickOpensAContextMenuWhereItClicked() throws {
        let host = TestHost(Toolbar(), width: 80, height: 24)
        let label = try #require(host.locate("Last: none"))
        host.send([MouseEvent(kind: .press(.right), location: Point(x: label.x + 4, y: label.y))])
        let copy = try #require(host.locate("Copy"), "\(host.screenText)")
        let corner = try #require(popupCorner(host))
        #expect(corner.x == label.x + 4, "from the column clicked:\n\(host.screenText)")
        #expect(corner.y < label.y, "above the row, the room below being short:\n\(host.screenText)")
        host.click(x: copy.x, y: copy.y)
        #expect(host.shows("Last: copied"))
    }

    @Test func aPopupNearTheRightEdgeStaysOnScreen() throws {
        let host = TestHost(Toolbar().padding(.leading, 8 * 66), width: 80, height: 24)
        host.press(.return)
        let corner = try #require(popupCorner(host), "\(host.screenText)")
        let right = try #require(host.locate("┐"))
        #expect(right.x == 79, "its right edge at the screen's:\n\(host.screenText)")
        #expect(corner.x < 66, "moved left of the button it opened from")
    }

    @Test(arguments: SnapshotTests.sizes)
    func snapshots(size: Size) {
        let host = TestHost(Toolbar(), width: size.width, height: size.height)
        host.press(.return)
        host.press(.downArrow)
        host.press(.return)
        Snapshot.assert(host, named: "popup-submenu-\(size.width)x\(size.height)")
        host.press(.escape)
        host.press(.escape)
        host.press(.tab)
        host.press(.tab)
        host.press(.return)
        Snapshot.assert(host, named: "popup-picker-above-\(size.width)x\(size.height)")
    }
}
