import Testing

@testable import TerminalUICore

// The newer style modifiers real SwiftUI code writes: accepted where a terminal has no meaning
// for them (the view draws and works as without), honoured where it has one.

@Suite("Style and shape additions")
@MainActor
struct StyleAndShapeAdditionsTests {
    private struct Item: Identifiable {
        let id: Int
    }

    private struct Styled: View {
        @State private var query = ""
        @State private var tokens: [Item] = []
        @State private var detent = PresentationDetent.medium
        @ScaledMetric(relativeTo: .title) private var iconSize: CGFloat = 24
        var body: some View {
            NavigationStack {
                List {
                    ControlGroup {
                        Button("Undo") {}
                        Button("Redo") {}
                    }
                    .controlGroupStyle(.navigation)
                    Menu("More") { Button("Share") {} }
                        .menuStyle(.borderlessButton)
                        .menuIndicator(.hidden)
                        .menuOrder(.fixed)
                    Text("Rows")
                        .scrollTransition { content, phase in content.opacity(phase.isIdentity ? 1 : 0.5) }
                        .scrollTransition(.animated.threshold(.visible(0.9))) { content, _ in content }
                        .scrollTransition(.interactive.threshold(.centered.inset(by: 8))) { content, _ in content }
                        .accessibilityAdjustableAction { _ in }
                        .searchCompletion("Rows")
                        .frame(height: iconSize / 24)
                }
                .searchable(text: $query, tokens: $tokens, prompt: "Find") { Text("\($0.id)") }
                .statusBarHidden()
                .presentationDragIndicator(.visible)
                .presentationDetents([.medium, .large], selection: $detent)
                .presentationCornerRadius(12)
                .presentationBackground(.thinMaterial)
                .presentationBackground(alignment: .bottom) { Color.blue.opacity(0.2) }
            }
        }
    }

    private struct Plain: View {
        @State private var query = ""
        var body: some View {
            NavigationStack {
                List {
                    ControlGroup {
                        Button("Undo") {}
                        Button("Redo") {}
                    }
                    Menu("More") { Button("Share") {} }
                    Text("Rows")
                }
                .searchable(text: $query, prompt: "Find")
            }
        }
    }

    @Test(arguments: SnapshotTests.sizes)
    func theStyledViewDrawsAndWorksAsThePlainOne(size: Size) {
        let styled = TestHost(Styled(), width: size.width, height: size.height)
        let plain = TestHost(Plain(), width: size.width, height: size.height)
        #expect(styled.snapshot == plain.snapshot)
        for key in [KeyEquivalent.tab, "r", .tab, .downArrow, .return] {
            styled.press(key)
            plain.press(key)
            #expect(styled.snapshot == plain.snapshot)
        }
        #expect(styled.screenText.contains("r"), "the typed search shows")
    }

    @Test func aScaledMetricIsTheLengthWritten() {
        @ScaledMetric var body: CGFloat = 20
        @ScaledMetric(relativeTo: .largeTitle) var title: Double = 34
        #expect(body == 20)
        #expect(title == 34)
    }

    @Test func underlineOnAViewUnderlinesTheTextInIt() {
        let host = TestHost(
            VStack(alignment: .leading) {
                Text("Terms").underline(pattern: .dash, color: .blue)
                HStack { Text("Read") }.underline()
                Text("Plain").underline(false)
            }, width: 10, height: 3)
        #expect(host.screenText.hasPrefix("Terms"))
        #expect(host.cell(x: 0, y: 0).style.attributes.contains(.underline))
        #expect(host.cell(x: 0, y: 1).style.attributes.contains(.underline))
        #expect(!host.cell(x: 0, y: 2).style.attributes.contains(.underline))
    }

    @Test func theTintStyleIsTheAccentColour() {
        let host = TestHost(Text("Go").foregroundStyle(.tint), width: 4, height: 1)
        var accent = Style()
        Color.accentColor.applyForeground(to: &accent)
        #expect(host.cell(x: 0, y: 0).style.foreground == accent.foreground)
        #expect(accent.foreground != nil)
    }

    @Test func anUnevenRoundedRectangleRoundsOnlyTheCornersGivenARadius() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 60)
        let path = UnevenRoundedRectangle(topLeadingRadius: 30, bottomTrailingRadius: 0).path(in: rect)
        #expect(!path.contains(CGPoint(x: 1, y: 1)), "the top-leading corner is cut round")
        #expect(path.contains(CGPoint(x: 99, y: 59)), "the bottom-trailing corner is square")
        #expect(path.contains(CGPoint(x: 99, y: 1)) && path.contains(CGPoint(x: 1, y: 59)))
        #expect(path.boundingRect == rect)
        let radii = RectangleCornerRadii(topLeading: 30)
        #expect(Path(roundedRect: rect, cornerRadii: radii) == path)
        #expect(UnevenRoundedRectangle.rect(cornerRadii: radii).path(in: rect) == path)
    }

    @Test func aButtonBorderShapeIsTheShapeItNames() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 40)
        #expect(ButtonBorderShape.capsule.path(in: rect) == Capsule().path(in: rect))
        #expect(ButtonBorderShape.circle.path(in: rect) == Circle().path(in: rect))
        #expect(
            ButtonBorderShape.roundedRectangle(radius: 4).path(in: rect)
                == RoundedRectangle(cornerRadius: 4).path(in: rect))
        let host = TestHost(
            VStack {
                Text("Sign in").textScale(.secondary).padding().background(.blue).clipShape(.buttonBorder)
                ButtonBorderShape.buttonBorder.stroke().frame(width: 80, height: 48)
            }, width: 12, height: 6)
        #expect(host.screen[1].contains("Sign in"), "\(host.screenText)")
        #expect(host.cell(x: 4, y: 1).style.background == TerminalColor(4), "the clipped background still fills")
        #expect(
            host.screen[3].hasPrefix("╭") && host.screen[5].hasPrefix("╰"),
            "stroked as a rounded box:\n\(host.screenText)")
    }

    @Test func aFilledUnevenRoundedRectangleIsSolidWithDotsOnItsRoundCorner() {
        let host = TestHost(
            UnevenRoundedRectangle(topLeadingRadius: 24).fill(.red), width: 10, height: 4)
        #expect(host.cell(x: 0, y: 0).style.background != TerminalColor(1), "the round corner is not a solid cell")
        #expect(host.cell(x: 9, y: 0).style.background == TerminalColor(1), "a square corner is solid")
        #expect(host.cell(x: 9, y: 3).style.background == TerminalColor(1))
        #expect(host.cell(x: 0, y: 3).style.background == TerminalColor(1))
    }
}
