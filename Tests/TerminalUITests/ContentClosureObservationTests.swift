import Observation
import Testing

@testable import TerminalUICore

/// `@Observable` properties read only in a content closure a view calls as it updates, not in
/// any body, still update the screen when they change.
@Suite("Observation in content closures")
@MainActor
struct ContentClosureObservationTests {
    @Observable
    final class Display {
        var text = "0"
    }

    private func expectUpdates(_ view: some View, _ display: Display, sourceLocation: SourceLocation = #_sourceLocation)
    {
        let host = TestHost(view, width: 30, height: 8)
        #expect(host.shows("shows 0"), "\(host.screenText)", sourceLocation: sourceLocation)
        display.text = "78"
        host.settle()
        #expect(host.shows("shows 78"), "\(host.screenText)", sourceLocation: sourceLocation)
    }

    @Test func aGeometryReadersContent() {
        let display = Display()
        expectUpdates(GeometryReader { _ in Text("shows \(display.text)") }, display)
    }

    @Test func aScrollViewReadersContent() {
        let display = Display()
        expectUpdates(ScrollViewReader { _ in Text("shows \(display.text)") }, display)
    }

    @Test func anExpandedDisclosureGroupsContent() {
        let display = Display()
        expectUpdates(DisclosureGroup("More", isExpanded: .constant(true)) { Text("shows \(display.text)") }, display)
    }

    @Test func aSheetsContent() {
        let display = Display()
        expectUpdates(Color.clear.sheet(isPresented: .constant(true)) { Text("shows \(display.text)") }, display)
    }

    @Test func anInspectorsContent() {
        let display = Display()
        expectUpdates(Color.clear.inspector(isPresented: .constant(true)) { Text("shows \(display.text)") }, display)
    }

    @Test func aNavigationDestinationsContent() {
        let display = Display()
        let view = NavigationStack(path: .constant([7])) {
            Text("root")
                .navigationDestination(for: Int.self) { _ in Text("shows \(display.text)") }
        }
        expectUpdates(view, display)
    }

    private struct Tall: PreferenceKey {
        static let defaultValue = 0
        static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
    }

    @Test func aPreferencesOverlay() {
        let display = Display()
        let view = Color.clear.preference(key: Tall.self, value: 1)
            .overlayPreferenceValue(Tall.self) { _ in Text("shows \(display.text)") }
        expectUpdates(view, display)
    }
}
