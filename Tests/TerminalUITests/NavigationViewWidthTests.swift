import Testing

@testable import TerminalUICore

// A `NavigationView` splits a wide terminal only when it has something to show beside its
// content: a link's destination or a second view. Without either (a form, a list of its own
// rows), with a form alone, or with a screen that holds no list (text and buttons around a
// link), the content takes the whole width, as on a phone; `.navigationViewStyle` decides
// when it is given.

@Suite("NavigationView width")
@MainActor
struct NavigationViewWidthTests {
    private struct Tip: View {
        @State private var amount = ""
        var body: some View {
            NavigationView {
                Form {
                    Section(header: Text("Check amount, then the share each of the party pays")) {
                        TextField("Amount", text: $amount)
                    }
                }
                .navigationTitle("Split the check")
            }
        }
    }

    private struct Folders: View {
        var body: some View {
            NavigationView {
                List(["Inbox", "Sent"], id: \.self) { name in
                    NavigationLink(name) { Text("All of \(name)") }
                }
                .navigationTitle("Folders")
            }
        }
    }

    @Test(arguments: SnapshotTests.sizes)
    func aFormWithoutLinksTakesTheWholeWidth(size: Size) {
        let host = TestHost(Tip(), width: size.width, height: size.height)
        Snapshot.assert(host, named: "navigation-view-form-\(size.width)x\(size.height)")
        #expect(!host.shows("No selection") && !host.screenText.contains("│"))
        if size.width >= 80 {
            #expect(host.shows("Check amount, then the share each of the party pays"), "not cut to a sidebar")
        }
        host.press("4")
        #expect(host.shows("4"))
    }

    private struct FolderRows: View {
        let names: [String]
        var body: some View {
            List(names, id: \.self) { name in
                NavigationLink(name) { Text("All of \(name)") }
            }
        }
    }

    private struct Subview: View {
        @State var names: [String]
        var body: some View {
            NavigationView {
                FolderRows(names: names)
                    .onKeyPress("a") {
                        names.append("Drafts")
                        return .handled
                    }
            }
        }
    }

    @Test func linksWrittenInTheContentSplitEvenBeforeARowShows() {
        let host = TestHost(
            NavigationView { List([String](), id: \.self) { name in NavigationLink(name) { Text(verbatim: name) } } },
            width: 100, height: 6)
        #expect(host.shows("No selection"))
    }

    @Test func linksFromASubviewSplitOnceOneAppears() {
        let host = TestHost(Subview(names: []), width: 100, height: 6)
        #expect(!host.shows("No selection"), "nothing to show beside an empty list of a subview")
        host.press("a")
        #expect(host.shows("No selection") && host.shows("Drafts"), "split once a link appeared:\n\(host.screenText)")
        let split = TestHost(Subview(names: ["Inbox"]), width: 100, height: 6)
        #expect(split.shows("No selection"), "a link shown in the first layout splits it")
    }

    @Test func aPhoneScreenWithAListAndALinkBelowItOpensTheLinkInPlace() {
        struct Maker: View {
            @State private var cards = ["Capital of France?"]
            var body: some View {
                NavigationView {
                    VStack {
                        TextField("Type your question here", text: .constant(""))
                        List { ForEach(cards, id: \.self) { Text($0) } }
                        NavigationLink("Start Quiz") { Text("Quiz: \(cards.count) cards") }
                    }
                    .navigationTitle("FlashCards App")
                }
            }
        }
        let host = TestHost(Maker(), width: 80, height: 12)
        #expect(
            !host.shows("No selection") && host.shows("FlashCards App"), "one screen, not split:\n\(host.screenText)")
        #expect(
            NavigationView<EmptyView>.listHoldsLink(in: "List<Never, ForEach<[Int], Int, NavigationLink<Text, Text>>>"))
        #expect(
            !NavigationView<EmptyView>.listHoldsLink(
                in: "VStack<TupleView<(List<Never, Text>, NavigationLink<Text, Text>)>>"),
            "a link after the list is not in it")
    }

    @Test func aListOfLinksSplitsFromTheFirstFrame() {
        let host = TestHost(Folders(), width: 100, height: 10)
        #expect(host.shows("No selection"), "the destination pane waits beside the list:\n\(host.screenText)")
        host.press(.return)
        #expect(host.shows("All of Inbox") && host.shows("Sent"), "the destination shows beside the list")
    }

    @Test func anEightyColumnTerminalIsAPhonesWidthUnlessColumnsAreAskedFor() {
        let host = TestHost(Folders(), width: 80, height: 10)
        #expect(!host.shows("No selection") && host.shows("Folders"), "the list alone:\n\(host.screenText)")
        host.press(.return)
        #expect(host.shows("All of Inbox") && !host.shows("Sent"), "the link opens in the list's place")
        #expect(host.shows("‹ Folders"), "under the way back:\n\(host.screenText)")
        host.press(.escape)
        #expect(host.shows("Sent") && !host.shows("All of Inbox"))
        host.resize(width: 88, height: 10)
        #expect(host.shows("No selection"), "a regular width splits:\n\(host.screenText)")
        let columns = TestHost(Folders().navigationViewStyle(.columns), width: 80, height: 10)
        columns.press(.return)
        #expect(columns.shows("All of Inbox") && columns.shows("Sent"), "asked for, the columns split from 80")
    }

    private struct NightShift: View {
        @State private var scheduled = false
        var body: some View {
            NavigationView {
                Form {
                    Toggle("Scheduled from sunset to sunrise", isOn: $scheduled)
                    NavigationLink("Schedule") { Text("From sunset to sunrise, every day") }
                }
                .navigationTitle("Night Shift")
            }
        }
    }

    @Test func aFormWithALinkOpensItsPageInItsPlace() {
        let host = TestHost(NightShift(), width: 80, height: 8)
        #expect(host.shows("Scheduled from sunset to sunrise"), "the form's width:\n\(host.screenText)")
        #expect(!host.shows("No selection"))
        host.press(.tab)
        host.press(.return)
        #expect(host.shows("From sunset to sunrise, every day") && !host.shows("[ ]"), "the page in the form's place")
        host.press(.escape)
        #expect(host.shows("Scheduled from sunset to sunrise"))
    }

    /// A game's home screen: a title, a board of buttons, a link to another mode.
    private struct Game: View {
        @State private var moves = 0

        var body: some View {
            NavigationView {
                VStack {
                    Text("Tic-Tac-Toe, a board of nine squares for two players")
                    Button("Square (\(moves) moves)") { moves += 1 }
                    NavigationLink("Click for Singleplayer Mode") { Text("Playing against the computer") }
                }
                .navigationTitle("Two players")
            }
        }
    }

    @Test(arguments: SnapshotTests.sizes)
    func aScreenWithoutAListOpensItsLinkInItsPlace(size: Size) {
        let host = TestHost(Game(), width: size.width, height: size.height)
        #expect(!host.shows("No selection") && !host.screenText.contains("│"), "\(host.screenText)")
        if size.width >= 80 {
            #expect(host.shows("Tic-Tac-Toe, a board of nine squares for two players"), "not cut to a sidebar")
            #expect(host.shows("Click for Singleplayer Mode"))
        }
        Snapshot.assert(host, named: "navigation-view-screen-\(size.width)x\(size.height)")
        host.press(.tab)
        host.press(.return)
        #expect(host.shows("Playing against the computer") && !host.shows("Square"), "the page in the screen's place")
        #expect(host.shows("‹ Two players"))
        host.press(.escape)
        #expect(host.shows("Square (0 moves)"))
    }

    @Test func theStackStyleKeepsAListOfLinksOneScreenAtATime() {
        let host = TestHost(Folders().navigationViewStyle(.stack), width: 100, height: 8)
        #expect(!host.shows("No selection"))
        host.press(.return)
        #expect(host.shows("All of Inbox") && !host.shows("Sent"), "in the list's place:\n\(host.screenText)")
    }

    @Test func theColumnsStyleSplitsAScreenWithoutAList() {
        let host = TestHost(Game().navigationViewStyle(.columns), width: 80, height: 8)
        #expect(host.shows("No selection"), "the destination pane waits beside the screen:\n\(host.screenText)")
    }

    @Test func writtenColumnsSplitFromFiftyColumnsAsASplitViewsNestedDetail() {
        struct Nested: View {
            var body: some View {
                NavigationSplitView {
                    List(["Todo", "Links"], id: \.self) { Text($0) }
                } detail: {
                    NavigationView {
                        List(["First", "Second"], id: \.self) { Text($0) }
                        Text("Select an Item")
                    }
                }
            }
        }
        let host = TestHost(Nested(), width: 80, height: 12)
        #expect(host.shows("First") && host.shows("Select an Item"), "both columns of the detail:\n\(host.screenText)")
        let narrow = TestHost(Nested(), width: 40, height: 12)
        #expect(!narrow.shows("Select an Item"), "one column at a time below 50:\n\(narrow.screenText)")
    }
}
