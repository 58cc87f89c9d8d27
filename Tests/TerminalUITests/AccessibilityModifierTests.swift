import Foundation
import Testing

@testable import TerminalUICore

/// The accessibility modifiers keep their values for an accessible mode, which
/// `TestHost.accessibilityElements` reads, and change nothing drawn.
@Suite("Accessibility modifiers keep their values")
@MainActor
struct AccessibilityModifierTests {
    /// A rating row as real code writes one: stars a screen reader should read as a sentence.
    private struct Rating: View {
        @State private var stars = 3
        var body: some View {
            VStack(alignment: .leading) {
                Text("Rating").accessibilityHeading(.h1)
                HStack {
                    Text(String(repeating: "★", count: stars))
                    Text("(\(stars))")
                }
                .accessibilityElement(children: .ignore)
                .accessibilityLabel("Rating")
                .accessibilityValue("\(stars) of 5 stars")
                .accessibilityHint("Adjust to change")
                .accessibilityIdentifier("rating")
                .accessibilityAdjustableAction { direction in
                    stars += direction == .increment ? 1 : -1
                }
                Button("Reset") { stars = 0 }
                    .accessibilityAction(named: "Reset to zero") { stars = 0 }
                    .accessibilityInputLabels(["Reset", "Clear"])
                Text("decoration").accessibilityHidden(true)
            }
        }
    }

    @Test func theValuesAreKeptOnEachElementInReadingOrder() throws {
        let host = TestHost(Rating(), width: 30, height: 6)
        let elements = host.accessibilityElements
        #expect(elements.map(\.label) == ["Rating", "Rating", "Reset"])
        let heading = elements[0]
        #expect(heading.headingLevel == .h1)
        #expect(heading.traits == .isHeader)
        let rating = elements[1]
        #expect(rating.value == "3 of 5 stars")
        #expect(rating.hint == "Adjust to change")
        #expect(rating.identifier == "rating")
        #expect(rating.frame == Rect(x: 0, y: 1, width: 7, height: 1))
        #expect(rating.isAdjustable)
        #expect(elements[2].inputLabels == ["Reset", "Clear"])
        #expect(elements[2].actions.map(\.name) == ["Reset to zero"])
    }

    @Test func nothingDrawnChanges() {
        let plain = TestHost(
            VStack(alignment: .leading) {
                Text("Rating")
                HStack {
                    Text("★★★")
                    Text("(3)")
                }
                Button("Reset") {}
                Text("decoration")
            }, width: 30, height: 6)
        let described = TestHost(Rating(), width: 30, height: 6)
        #expect(described.screen == plain.screen)
    }

    @Test func anAdjustmentAndANamedActionRunTheirHandlers() throws {
        let host = TestHost(Rating(), width: 30, height: 6)
        try #require(host.accessibilityElements[1].adjust(.increment))
        host.settle()
        #expect(host.screen[1] == "★★★★ (4)")
        #expect(host.accessibilityElements[1].value == "4 of 5 stars")
        #expect(host.accessibilityElements[2].performAction(named: "Reset to zero"))
        host.settle()
        #expect(host.screen[1] == " (0)")
        #expect(!host.accessibilityElements[2].performAction(named: "Missing"))
        #expect(!host.accessibilityElements[0].adjust(.decrement), "a heading is not adjustable")
    }

    @Test func combineReadsTheChildrenAsOneLabelAndContainSortsThemByPriority() {
        let host = TestHost(
            VStack {
                HStack {
                    Text("Total")
                    Text("$12")
                }
                .accessibilityElement(children: .combine)
                VStack {
                    Text("Second").accessibilityLabel("second")
                    Text("First").accessibilityLabel("first").accessibilitySortPriority(1)
                }
                .accessibilityElement(children: .contain)
            }, width: 20, height: 4)
        #expect(host.accessibilityElements.map(\.label) == ["Total $12", "first", "second"])
    }

    @Test func theCallersValueWinsOverTheViewsOwnAndHiddenHidesTheSubtree() {
        struct Badge: View {
            var body: some View { Text("New").accessibilityLabel("own").accessibilityHint("inner") }
        }
        let host = TestHost(
            VStack {
                Badge().accessibilityLabel("caller")
                VStack { Text("gone").accessibilityLabel("gone") }.accessibilityHidden(true)
                Text("back").accessibilityHidden(true).accessibilityHidden(false)
            }, width: 20, height: 3)
        let elements = host.accessibilityElements
        #expect(elements.map(\.label) == ["caller", "back"])
        #expect(elements.first?.hint == "inner", "what the caller leaves unsaid stays")
    }

    @Test func traitsAddUpAndRemovalsTakeThemAway() {
        let host = TestHost(
            Text("Play").accessibilityAddTraits([.isButton, .startsMediaSession])
                .accessibilityRemoveTraits(.startsMediaSession).accessibilityAddTraits(.isSelected),
            width: 10, height: 1)
        #expect(host.accessibilityElements.first?.traits == [.isButton, .isSelected])
    }

    @Test func aTextKeepsItsOwnLabelAndStillJoinsWithPlus() {
        let joined: Text = Text("5★").accessibilityLabel("five stars") + Text(" ok")
        let host = TestHost(
            VStack {
                Text("5★").accessibilityLabel("five stars")
                joined
            }, width: 10, height: 2)
        #expect(host.screen.map { $0.trimmingCharacters(in: .whitespaces) } == ["5★", "5★ ok"])
        #expect(
            host.accessibilityElements.map(\.label) == ["five stars", "five stars ok"],
            "the labelled part is read in its place")
    }

    @Test func whileAnAlertIsOpenOnlyItIsRead() {
        struct Screen: View {
            @State private var showing = true
            var body: some View {
                Text("Behind").accessibilityLabel("behind")
                    .alert("Saved", isPresented: $showing) {
                        Button("OK") {}.accessibilityLabel("dismiss")
                    }
            }
        }
        let host = TestHost(Screen(), width: 30, height: 8)
        #expect(host.accessibilityElements.map(\.label) == ["dismiss"])
        host.press(.return)
        #expect(host.accessibilityElements.map(\.label) == ["behind"])
    }

    @Test func theOlderFormsKeepTheirValuesToo() {
        let host = TestHost(
            Text("7").accessibility(identifier: "pins").accessibility(label: Text("Seven"))
                .accessibility(value: Text("pins")).accessibility(addTraits: .isButton),
            width: 10, height: 1)
        let element = host.accessibilityElements.first
        #expect(element?.label == "Seven")
        #expect(element?.identifier == "pins")
        #expect(element?.value == "pins")
        #expect(element?.traits == .isButton)
    }

    @Test(arguments: SnapshotTests.sizes)
    func snapshots(size: Size) {
        let host = TestHost(Rating(), width: size.width, height: size.height)
        Snapshot.assert(host, named: "accessibility-\(size.width)x\(size.height)")
    }
}
