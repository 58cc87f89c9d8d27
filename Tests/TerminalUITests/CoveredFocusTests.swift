import Testing

@testable import TerminalUICore

@Suite("Covered focus")
@MainActor
struct CoveredFocusTests {
    /// A scroll view under a tab bar an app floats over it, as custom tab bars are made.
    private struct Floating: View {
        @State var chosen = "One"

        var body: some View {
            ZStack {
                ScrollView(.horizontal) {
                    HStack { ForEach(0..<3) { Text("Card \($0)").frame(width: 200, height: 80) } }
                }
                VStack {
                    Spacer()
                    HStack {
                        ForEach(["One", "Two"], id: \.self) { name in
                            Text(name).frame(maxWidth: .infinity).onTapGesture { chosen = name }
                        }
                    }
                }
            }
        }
    }

    @Test func theRowsAControlFloatsOverAreNotTheFocusedControls() throws {
        let host = TestHost(Floating(), width: 30, height: 6)
        #expect(host.screen[5].contains("One") && host.screen[5].contains("Two"))
        let scroll = try #require(host.focusedFrame)
        #expect(scroll.minY == 0)
        #expect(scroll.maxY == 5, "the tab bar's row is not the scroll view's")
        host.press(.tab)
        #expect(host.focusedFrame?.minY == 5, "the tab keeps its row")
    }

    @Test func aClickBetweenTheViewsOfAFloatingStackReachesWhatLiesUnderIt() {
        let log = Log()
        let host = TestHost(
            ZStack {
                VStack {
                    Button("Under") { log("under") }
                    Spacer()
                }
                VStack {
                    Spacer()
                    HStack {
                        Text("Bar").onTapGesture { log("bar") }
                        Spacer()
                    }
                }
            }, width: 20, height: 4)
        #expect(host.screen[0] == "     [ Under ]")
        host.click(x: 6, y: 0)
        host.click(x: 1, y: 3)
        #expect(log.entries == ["under", "bar"])
    }

    @Test func aBackgroundLiesUnderTheControlItDecorates() {
        struct Fields: View {
            @State var name = ""
            @State var city = ""
            var body: some View {
                VStack {
                    TextField("Name", text: $name).background(Color.gray)
                    TextField("City", text: $city).background(Color.gray)
                }
            }
        }
        let host = TestHost(Fields(), width: 20, height: 2)
        #expect(host.focusedFrame == Rect(x: 0, y: 0, width: 20, height: 1), "the field's row is its own")
        host.click(x: 3, y: 1)
        #expect(host.focusedFrame?.minY == 1, "a click on the field reaches it, not its background")
        host.type("Oslo")
        #expect(host.screen[1].hasPrefix("Oslo"))
    }

    @Test func aFramedButtonFloatedInACornerLeavesTheRestToTheViewsUnderIt() {
        let log = Log()
        let host = TestHost(
            ZStack {
                Button("Flip") { log("flip") }
                Button("+") { log("add") }
                    .padding()
                    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topTrailing)
            }, width: 20, height: 5)
        #expect(host.screen[2] == "      [ Flip ]")
        host.click(x: 8, y: 2)
        #expect(log.entries == ["flip"], "the click went past the frame around +")
        let flip = host.focusedFrame
        #expect(flip?.minY == 2 && flip?.height == 1, "its row is its own")
    }

    @Test func anOutlineDrawnOverAButtonDoesNotCoverIt() {
        let host = TestHost(
            Button("Toggle") {}
                .padding(10)
                .overlay(RoundedRectangle(cornerRadius: 8).stroke(.purple, lineWidth: 1)),
            width: 20, height: 3)
        let frame = host.focusedFrame
        #expect(frame?.minY == 1 && frame?.height == 1, "the button's row shows it")
        #expect(host.screen[1].contains("[ Toggle ]"))
    }

    @Test func theColumnsOfAButtonLaidOverAFieldsEndAreTheButtons() {
        let host = TestHost(
            TextField("Message", text: .constant(""))
                .overlay(alignment: .trailing) { Button("Hide") {}.padding(.trailing, 16) },
            width: 30, height: 1)
        #expect(host.screen[0] == "Message             [ Hide ]")
        let field = host.focusedFrame
        #expect(field?.minX == 0 && field?.maxX == 20, "the field's columns, not the button's")
        host.press(.tab)
        #expect(host.focusedFrame?.minX == 20)
    }

    /// A popup over a dimmed backdrop that a tap dismisses, as custom modals are made.
    private struct Popup: View {
        @State var isShown = false
        @State var email = ""
        @State var log: [String] = []

        var body: some View {
            ZStack {
                Button("Show") { isShown = true }
                if isShown {
                    Rectangle()
                        .foregroundColor(.black.opacity(0.5))
                        .ignoresSafeArea()
                        .onTapGesture { isShown = false }
                    VStack {
                        TextField("Email", text: $email)
                        Button("Sign in") { log.append("in \(email)") }
                        Text(log.joined(separator: ","))
                    }
                    .frame(width: 160)
                }
            }
        }
    }

    @Test func aBackdropTappedToDismissHidesTheControlsBeneathAndComesAfterThePopup() throws {
        let host = TestHost(Popup(), width: 30, height: 8)
        host.press(.return)
        #expect(host.screenText.contains("Email"))
        let field = try #require(host.focusedFrame)
        #expect(field.width == 20 && field.height == 1, "the popup's field, not the button beneath it: \(field)")
        host.type("a@b")
        host.press(.tab)
        host.press(.return)
        #expect(host.screenText.contains("in a@b"))
        host.press(.tab)
        #expect(host.focusedFrame == Rect(x: 0, y: 0, width: 30, height: 8), "then the backdrop")
        host.press(.tab)
        #expect(host.focusedFrame?.width == 20, "the button beneath is not reached")
        host.press(.tab, modifiers: .shift)
        host.press(.return)
        #expect(!host.screenText.contains("Sign in"), "Return on the backdrop dismisses the popup")
        #expect(host.focusProblem == nil)
        let row = try #require(host.screen.firstIndex { $0.contains("[ Show ]") })
        let column = try #require(host.screen[row].range(of: "Show")).lowerBound.utf16Offset(in: host.screen[row])
        host.click(x: column, y: row)
        #expect(host.screenText.contains("Sign in"), "a click on the button shows the popup again")
        host.click(x: 0, y: 0)
        #expect(!host.screenText.contains("Sign in"), "a click on the backdrop dismisses it")
    }

    /// Two dialogs in one place, the one not wanted kept at opacity 0 over the other.
    private struct Dialogs: View {
        let log: Log
        var body: some View {
            ZStack {
                Button("Next level") { log("next") }
                Button("Try again") { log("again") }.opacity(0)
            }
        }
    }

    @Test func aViewAtNoOpacityTakesNeitherFocusNorClicks() throws {
        let log = Log()
        let host = TestHost(Dialogs(log: log), width: 30, height: 3)
        #expect(host.isReversed("[ Next level ]"))
        host.press(.tab)
        host.press(.return)
        #expect(log.entries == ["next"], "Tab and Return reach only the button seen")
        let row = try #require(host.screen.firstIndex { $0.contains("Next level") })
        let column = try #require(host.screen[row].range(of: "Next")).lowerBound.utf16Offset(in: host.screen[row])
        host.click(x: column, y: row)
        #expect(log.entries == ["next", "next"], "the click goes through the invisible button")
        #expect(host.focusProblem == nil)
    }
}
