import Foundation
import Testing

@testable import TerminalUICore

// Environment values real SwiftUI code reads: whether a search runs and how to end it, whether
// a view is presented, the older text size, layout direction, display scale and control size.

@Suite("Environment additions")
@MainActor
struct EnvironmentAdditionsTests {
    private struct Results: View {
        @Environment(\.isSearching) private var isSearching
        @Environment(\.dismissSearch) private var dismissSearch
        var body: some View {
            VStack(alignment: .leading) {
                Text(isSearching ? "Searching" : "Browsing")
                Button("Done") { dismissSearch() }
            }
        }
    }

    private struct Searchable: View {
        @State private var query = ""
        var body: some View {
            Results().searchable(text: $query)
        }
    }

    @Test func isSearchingWhileThereIsSearchTextAndDismissSearchClearsIt() {
        let host = TestHost(Searchable(), width: 30, height: 5)
        #expect(host.shows("Browsing"))
        host.press("/")
        host.type("ad")
        #expect(host.shows("Searching"), "\(host.screenText)")
        host.press(.tab)
        #expect(host.focusedFrame.map { host.screen[$0.minY].contains("Done") } == true, "\(host.screenText)")
        host.press(.return)
        #expect(host.shows("Browsing"), "the search is over: \(host.screenText)")
        #expect(!host.shows("ad"), "and its text cleared: \(host.screenText)")
    }

    private struct Presented: View {
        @Environment(\.isPresented) private var isPresented
        var body: some View { Text(isPresented ? "presented" : "root") }
    }

    @Test func isPresentedInAPushedDestination() {
        let host = TestHost(
            NavigationStack {
                VStack {
                    Presented()
                    NavigationLink("Open") { Presented() }
                }
            }, width: 30, height: 6)
        #expect(host.shows("root"))
        host.press(.tab)
        host.press(.return)
        #expect(host.shows("presented"), "\(host.screenText)")
    }

    private struct Reader: View {
        @Environment(\.sizeCategory) private var sizeCategory
        @Environment(\.layoutDirection) private var layoutDirection
        @Environment(\.displayScale) private var displayScale
        @Environment(\.controlSize) private var controlSize
        @Environment(\.controlActiveState) private var controlActiveState
        var body: some View {
            Text("\(sizeCategory) \(layoutDirection) \(Int(displayScale)) \(controlSize) \(controlActiveState)")
        }
    }

    @Test func theDefaultsAndWhatIsSet() {
        #expect(TestHost(Reader(), width: 60, height: 1).screen[0] == "large leftToRight 1 regular key")
        let set = TestHost(
            Reader()
                .environment(\.dynamicTypeSize, .xxLarge)
                .environment(\.layoutDirection, .rightToLeft)
                .controlSize(.large),
            width: 60, height: 1)
        #expect(set.screen[0] == "extraExtraLarge rightToLeft 1 large key", "the older size follows dynamicTypeSize")
        var values = EnvironmentValues()
        values.sizeCategory = .accessibilityMedium
        #expect(values.dynamicTypeSize == .accessibility1)
        #expect(values.sizeCategory.isAccessibilityCategory)
    }
}
