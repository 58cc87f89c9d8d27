import Testing

@testable import TerminalUICore

@Suite("Layout")
@MainActor
struct LayoutTests {
    @Test func aStackOfferedItsIdealWidthGivesEveryChildItsIdealWidth() {
        // A VStack measures the HStack, then places it at exactly that width.
        let host = TestHost(
            VStack {
                HStack {
                    Text("A 2")
                    Button("+") {}
                }
                Button("A much wider button") {}
            }, width: 30, height: 2)
        #expect(host.screen[0] == "       A 2 [ + ]")
    }

    @Test func whenSpaceIsShortChildrenShareItEvenly() {
        let host = TestHost(
            HStack {
                Text("abcdefghij")
                Text("klmnopqrst")
            }, width: 13, height: 1)
        #expect(host.screen[0] == "abcde… klmno…")
    }

    @Test func spacersShareWhatIsLeftWithOtherFlexibleChildren() {
        let host = TestHost(
            VStack {
                Text("top")
                HStack {
                    Text("a")
                    Divider()
                    Text("b")
                }
                Spacer()
                Text("bottom")
            }, width: 10, height: 8)
        // Six free rows: the divided row (whose divider grows) and the spacer get three each.
        #expect(host.screen == [" top", "  │", "a │ b", "  │", "", "", "", "bottom"])
    }

    @Test func aDividerUnderModifiersStaysAcrossItsStack() {
        let host = TestHost(
            HStack {
                Text("a")
                Divider().frame(height: 40)
                Text("b")
                Divider().background(Color.red).padding(.vertical, 0)
                Text("c")
            }, width: 12, height: 3)
        #expect(host.screen == ["  │   │", "a │ b │ c", "  │   │"])
    }

    @Test func paddingGivesUpRowsSoThatItsContentKeepsOne() {
        func insets(_ top: Int, _ bottom: Int) -> CellInsets {
            CellInsets(top: top, leading: 2, bottom: bottom, trailing: 2)
        }
        #expect(insets(1, 1).keeping(inHeight: 1) == insets(0, 0))
        #expect(insets(1, 1).keeping(inHeight: 2) == insets(1, 0))
        #expect(insets(2, 2).keeping(inHeight: 3) == insets(1, 1))
        #expect(insets(0, 3).keeping(inHeight: 2) == insets(0, 1))
        #expect(insets(1, 1).keeping(inHeight: 3) == insets(1, 1), "room enough")
        #expect(insets(1, 1).keeping(inHeight: 0) == insets(1, 1), "no room at all")
        #expect(insets(0, 1).keeping(contentRows: 0, inHeight: 1) == insets(0, 1), "content that needs no row")

        let bar = TestHost(
            NavigationStack {
                Text("Recipes")
                    .toolbar {
                        Button(action: {}) { Image(systemName: "plus").padding(8) }
                    }
            }, width: 30, height: 4)
        #expect(
            bar.screen[0].hasSuffix("[  +  ]"), "a padded toolbar label shows in the title line:\n\(bar.screenText)")
        let framed = TestHost(Text("Hi").padding().frame(height: 20), width: 6, height: 3)
        #expect(framed.screen == ["  Hi", "", ""], "a frame one row tall keeps the text, not the padding")
    }

    @Test func aMinimumHeightTallerThanTheScreenGivesWay() {
        let host = TestHost(
            VStack {
                Text("Fun Facts")
                Text("Tap for a fact").frame(minHeight: 400)
                Button("Show Random Fact") {}
            }, width: 40, height: 12)
        #expect(host.shows("Fun Facts") && host.shows("Show Random Fact"), "all of it on screen:\n\(host.screenText)")
        #expect(host.screen.firstIndex { $0.contains("Show Random Fact") } == 11, "the frame takes the rows left")
    }

    /// A phone's weather screen: a 180-point picture (11 rows) between the city and the
    /// temperature, a button below; 24 rows hold it all only when the picture gives way.
    private struct Weather: View {
        var body: some View {
            VStack {
                Text("Cupertino, CA").padding()
                Image(systemName: "cloud.sun.fill").resizable().frame(width: 180, height: 180)
                Text("76°").padding(.bottom, 40)
                ForEach(["TUE", "WED", "THU", "FRI", "SAT"], id: \.self) { Text($0) }
                Button("Change Day Time") {}
                Spacer()
            }
        }
    }

    @Test func aFixedHeightGivesWayOnlyWhenTheStackIsShortOfRoom() {
        let short = TestHost(Weather(), width: 40, height: 16)
        #expect(short.shows("Cupertino, CA") && short.shows("76°"), "all of it on screen:\n\(short.screenText)")
        #expect(short.shows("[ Change Day Time ]") && short.shows("SAT"))
        #expect(short.focusProblem == nil)
        let tall = TestHost(Weather(), width: 40, height: 40)
        let city = tall.screen.firstIndex { $0.contains("Cupertino") }
        let degrees = tall.screen.firstIndex { $0.contains("76°") }
        #expect(
            city.flatMap { city in degrees.map { $0 - city } } == 13, "the padding row and 11 rows of picture between")
    }

    @Test func aFixedLengthGivesWayNoFurtherThanItsContentNeeds() {
        let host = TestHost(
            VStack(alignment: .leading, spacing: 0) {
                Text("Header")
                Text("in a card").frame(height: 160)
                Text("Footer")
            }, width: 20, height: 3)
        #expect(host.screen == ["Header", "in a card", "Footer"], "\(host.screenText)")
    }

    @Test func aMacWindowsMinimumWidthGivesWayToTheTerminal() {
        let host = TestHost(
            HStack {
                Text("Sidebar")
                Spacer()
                Text("Detail")
            }
            .frame(minWidth: 1100, minHeight: 500), width: 40, height: 3)
        #expect(host.screen[1].hasPrefix("Sidebar") && host.screen[1].hasSuffix("Detail"), "\(host.screenText)")
    }

    @Test func aNegativePaddingTakesBackTheRoomAnOffsetLeft() {
        let host = TestHost(
            VStack(alignment: .leading, spacing: 0) {
                Text("map").frame(height: 64, alignment: .top)
                Text("picture").offset(y: -32).padding(.bottom, -32)
                Text("Turtle Rock")
            }, width: 12, height: 6)
        #expect(host.screen == ["map", "", "picture", "", "Turtle Rock", ""], "\(host.screenText)")
    }

    @Test func aViewMovedOutOfItsFrameByANegativePaddingKeepsThePaddingAroundIt() {
        // SwiftUI's idiom for a caption tucked under a padded row: the caption's frame takes no
        // row, so the padding after it keeps its own row instead of giving it up.
        let caption = VStack(spacing: 0) {
            Text("slider").padding()
            Text("caption").padding(.top, -20).padding(.bottom, 20)
            Text("next")
        }
        for view in [AnyView(caption), AnyView(ScrollView { caption })] {
            let host = TestHost(view, width: 12, height: 8)
            let rows = ["slider", "caption", "next"].map { text in host.screen.firstIndex { $0.contains(text) } }
            #expect(rows == [1, 2, 4], "the caption on the slider's padding, a row below it:\n\(host.screenText)")
        }
    }

    @Test func aStacksGapsGiveWayBeforeItsViewsLeaveTheScreen() {
        struct Keypad: View {
            var body: some View {
                VStack(spacing: 20) {
                    ForEach(1..<9) { Text("key \($0)") }
                }
            }
        }
        let tall = TestHost(Keypad(), width: 10, height: 16)
        #expect(tall.screen.prefix(3) == ["key 1", "", "key 2"], "room enough: a row between the keys")
        let short = TestHost(Keypad(), width: 10, height: 10)
        #expect(Array(short.screen.prefix(8)) == (1..<9).map { "key \($0)" }, "\(short.screenText)")
        let scrolled = TestHost(ScrollView { Keypad() }, width: 10, height: 10)
        #expect(
            scrolled.screen[0].hasPrefix("key 1") && scrolled.screen[2].hasPrefix("key 2"),
            "a scroll view's content keeps its gaps")
    }

    @Test func aScrollViewInTheStackGivesWayBeforeTheGaps() {
        struct Seats: View {
            var body: some View {
                VStack(spacing: 20) {
                    Text("Select Your Seats (0 of 2)")
                    Button("Reset Seats") {}.padding(.top, -10)
                    ScrollView {
                        VStack { ForEach(1...30, id: \.self) { Text("row \($0)") } }
                    }
                    .background(Color.blue)
                    .padding(.horizontal)
                }
            }
        }
        let host = TestHost(Seats(), width: 30, height: 12)
        #expect(host.screen[0].hasSuffix("Select Your Seats (0 of 2)"), "\(host.screenText)")
        #expect(host.screen[1].contains("[ Reset Seats ]"), "the gap and the padding of 10 points cancel out")
        #expect(host.screen[3].contains("row 1"), "a gap above the scroll view")
    }

    /// A point or two of negative padding (an overlap of hairlines) takes back no cell: the
    /// price under its title stays in sight.
    @Test func aHairlinesNegativePaddingTakesBackNoCell() {
        let host = TestHost(
            VStack {
                VStack {
                    Text("Price in CAD:")
                    Text("$49.95")
                }
                .padding([.bottom, .trailing], -1.0)
                Text("Category:")
            }, width: 20, height: 4)
        #expect(host.screen.prefix(3) == ["Price in CAD:", "   $49.95", "  Category:"], "\(host.screenText)")
    }

    /// A form tucked under its navigation bar by a negative top padding (SwiftUI's grouped form
    /// has a top inset for it to take up) keeps its first rows in sight below the bar, in a
    /// `NavigationView` and a `NavigationStack` alike.
    @Test func aNegativeTopPaddingDoesNotHideAPanesFirstRowsUnderItsBar() {
        func form() -> some View {
            Form {
                Section {
                    TextField("First name", text: .constant("Simon"))
                    TextField("Last name", text: .constant("Wachtler"))
                }
                Section { Toggle("Notifications", isOn: .constant(true)) }
            }
            .padding(.top, -26)
            .navigationTitle("Profile")
        }
        for host in [
            TestHost(NavigationView { form() }, width: 40, height: 12),
            TestHost(NavigationStack { form() }, width: 40, height: 12),
        ] {
            #expect(host.screen[0].contains("Profile"), "\(host.screenText)")
            #expect(host.screen[2].contains("Simon") && host.screen[3].contains("Wachtler"), "\(host.screenText)")
        }
        // Under paddings of its sides too, as a shopping list wraps its stack.
        let sides = TestHost(
            NavigationView {
                VStack(alignment: .leading, spacing: 4) {
                    Text("Item Name")
                    TextField("Enter name", text: .constant(""))
                    List { Text("Apples") }
                }
                .toolbar { Button("Save") {} }
                .padding(.top, -20).padding(.leading, 5).padding(.trailing, 5)
            }, width: 40, height: 8)
        #expect(sides.screen[2].contains("Item Name"), "\(sides.screenText)")
    }

    /// Outside a navigation pane too: the negative top padding around a form or a list takes
    /// up the inset SwiftUI's has, and pulls none of its rows above the screen.
    @Test func aNegativeTopPaddingAroundAFormOrListPullsNoRowAbove() {
        let form = TestHost(
            VStack {
                Form {
                    Text("Las Vegas")
                    TextField("Your name...", text: .constant(""))
                }
                .padding(.top, -40)
            }, width: 30, height: 6)
        #expect(form.screen[0].contains("Las Vegas"), "\(form.screenText)")
        let list = TestHost(
            List {
                Text("First")
                Text("Second")
            }.padding(.top, -35), width: 20, height: 4)
        #expect(list.screen[0].contains("First"), "\(list.screenText)")
        let text = TestHost(
            VStack(spacing: 0) {
                Text("above")
                Text("pulled").padding(.top, -16)
            }, width: 10, height: 3)
        #expect(text.screen[0] == "pulled", "other views are still pulled up:\n\(text.screenText)")
    }

    @Test func paddingAndBorderGrowTheViewByTheirInsets() {
        let host = TestHost(Text("hi").padding(.horizontal, .columns(2)).border(), width: 20, height: 4)
        #expect(Array(host.screen.prefix(3)) == ["┌──────┐", "│  hi  │", "└──────┘"])
    }

    @Test func aBorderInARoomOfOneRowKeepsItsContentBetweenTwoBars() {
        let host = TestHost(
            NavigationStack {
                Text("Body")
                    .navigationTitle("Notes")
                    .toolbar { Text("primaryA").border(.blue) }
            }, width: 30, height: 4)
        #expect(host.screen[0].hasSuffix("│primaryA│"), "the item keeps its text:\n\(host.screenText)")
    }

    @Test func aFixedFrameAlignsItsContent() {
        let host = TestHost(
            HStack(spacing: 0) {
                Text("|")
                Text("x").frame(width: .columns(5), height: .rows(3), alignment: .bottomTrailing)
                Text("|")
            }, width: 20, height: 5)
        #expect(Array(host.screen.prefix(3)) == ["", "|     |", "     x"])
    }

    @Test func aBorderOnAFixedFrameIsDrawnInsideItAsSwiftUIDraws() {
        let host = TestHost(
            VStack(spacing: 0) {
                HStack(spacing: 0) {
                    ForEach(["o", "x"], id: \.self) { mark in
                        Rectangle()
                            .foregroundColor(.clear)
                            .frame(width: .columns(5), height: .rows(3))
                            .border(Color.gray)
                            .overlay { Text(mark) }
                    }
                }
                Text("text").frame(width: .columns(10), height: .rows(3), alignment: .bottom).border()
            }, width: 20, height: 8)
        let rows = host.screen.map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(Array(rows.prefix(3)) == ["┌───┐┌───┐", "│ o ││ x │", "└───┘└───┘"], "\(host.screenText)")
        #expect(rows[6] == "│   text   │", "around text the box grows, so as not to cover it:\n\(host.screenText)")
    }
}
