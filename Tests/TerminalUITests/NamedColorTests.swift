import Testing

@testable import TerminalUICore

@Suite("Asset colours, colour names and gradient backgrounds")
@MainActor
struct NamedColorTests {
    @Test func anAssetColourIsThePaletteColourItsNameHolds() {
        #expect(Color("Dark indigo") == .indigo)
        #expect(Color("BrandRed") == .red)
        #expect(Color("AccentColor") == .accentColor)
        #expect(Color("Background") == .clear, "no colour in the name: the terminal's own")
        #expect(Color.red.description == "red" && Color.primary.description == "primary")
        #expect(Color(red: 0.1, green: 0.2, blue: 0.3).description == "Color")
    }

    /// A sidebar of colours by themselves, as Apple's split view sample lists them.
    @Test func aColourDrawnAsAnotherIsStillAColourOfItsOwn() {
        #expect(Color.teal != .cyan && Color.brown != .yellow)
        #expect(Color.teal.description == "teal" && Color.brown.description == "brown")
        let host = TestHost(
            List([Color.blue, .cyan, .teal], id: \.self) { Text($0.description).foregroundColor($0) },
            width: 20, height: 3)
        #expect(host.screen == [" blue", " cyan", " teal"], "\(host.screenText)")
        #expect(host.cell(x: 1, y: 2).style.foreground == TerminalColor(6), "teal is drawn cyan")
    }

    @Test func aColourLiteralIsItsComponentsAndABorderTakesAnyStyle() {
        // A literal as Xcode's colour well writes it, which this test is about.
        // swift-format-ignore: NoPlaygroundLiterals
        #expect(Color(#colorLiteral(red: 1, green: 0, blue: 0, alpha: 1)) == Color(red: 1, green: 0, blue: 0))
        let host = TestHost(
            Text("Hi").border(LinearGradient(colors: [.blue, .red], startPoint: .top, endPoint: .bottom), width: 4),
            width: 10, height: 3)
        #expect(host.screen.contains { $0.contains("│Hi│") })
        let left = host.screen[1].distance(
            from: host.screen[1].startIndex, to: host.screen[1].firstIndex(of: "│")!)
        #expect(host.cell(x: left, y: 1).style.foreground == TerminalColor(4), "the box in the gradient's first colour")
        #expect(Transaction(animation: .easeInOut(duration: 1)).animation != nil)
    }

    @Test func aGradientBackgroundIsItsFirstColourAndAFooterSectionShowsItsFooter() {
        let host = TestHost(
            Form {
                Section(footer: Text("Kept private")) {
                    Text("Name")
                        .background(
                            LinearGradient(
                                gradient: Gradient(colors: [.blue, .black]), startPoint: .top, endPoint: .bottom))
                }
            }, width: 30, height: 4)
        #expect(host.screen.contains { $0.contains("Kept private") })
        let row = host.screen.firstIndex { $0.contains("Name") }!
        let column = host.screen[row].distance(
            from: host.screen[row].startIndex, to: host.screen[row].range(of: "Name")!.lowerBound)
        #expect(host.cell(x: column, y: row).style.background == TerminalColor(4))
    }
}
