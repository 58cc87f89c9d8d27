import Testing

@testable import TerminalUICore

@Suite("OutlineGroup and List(children:)")
@MainActor
struct OutlineGroupTests {
    fileprivate struct Item: Identifiable {
        let name: String
        var children: [Item]?
        var id: String { name }
    }

    nonisolated fileprivate static let tree = [
        Item(
            name: "Sources",
            children: [
                Item(name: "App", children: [Item(name: "main.swift")]), Item(name: "Model.swift"),
            ]),
        Item(name: "README.md"),
    ]

    private struct Outline: View {
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                OutlineGroup(OutlineGroupTests.tree, children: \.children) { item in
                    Text(item.name)
                }
            }
        }
    }

    private struct Files: View {
        @Binding var selection: String?
        var body: some View {
            List(OutlineGroupTests.tree, children: \.children, selection: $selection) { item in
                Text(item.name)
            }
        }
    }

    @Test func parentsAreDisclosureRowsThatArrowsOpenAndClose() {
        let host = TestHost(Outline(), width: 40, height: 12)
        #expect(host.screen[0] == "▸ Sources" && host.screen[1] == "README.md")
        host.press(.rightArrow)
        #expect(host.screen[1] == "  ▸ App" && host.screen[2] == "  Model.swift")
        host.press(.tab)
        host.press(.rightArrow)
        #expect(host.screen[2] == "    main.swift")
        host.press(.tab, modifiers: .shift)
        host.press(.leftArrow)
        #expect(host.screen[0] == "▸ Sources" && host.screen[1] == "README.md")
        #expect(host.focusProblem == nil)
    }

    /// A sidebar as real code writes one: an outline group written out in a list, a row after it.
    private struct Sidebar: View {
        var body: some View {
            List {
                OutlineGroup(OutlineGroupTests.tree, children: \.children) { item in
                    Text(item.name)
                }
                Text("Packages")
            }
        }
    }

    @Test func anOutlineGroupInAListMakesEachElementShownARowThatArrowsReach() {
        let host = TestHost(Sidebar(), width: 40, height: 12)
        #expect(Array(host.screen.prefix(3)) == [" ▸ Sources", " README.md", " Packages"])
        host.press(.rightArrow)
        #expect(host.screen[1] == "   ▸ App" && host.screen[2] == "   Model.swift")
        host.press(.downArrow)
        #expect(host.focusedFrame?.minY == 1, "↓ goes to the first child's row, not past the tree")
        host.press(.rightArrow)
        #expect(host.screen[2] == "     main.swift")
        host.press(.downArrow)
        host.press(.downArrow)
        #expect(host.focusedFrame?.minY == 3, "then to Model.swift:\n\(host.screenText)")
        #expect(host.focusProblem == nil)
    }

    @Test func aListOfTreesMakesEveryElementShownARow() {
        var selection: String?
        let binding = Binding(get: { selection }, set: { selection = $0 })
        let host = TestHost(Files(selection: binding), width: 40, height: 12)
        #expect(host.screen[0] == " ▸ Sources" && host.screen[1] == " README.md" && selection == nil)
        host.press(.rightArrow)
        #expect(host.screen[1] == "   ▸ App" && host.screen[2] == "   Model.swift" && host.screen[3] == " README.md")
        host.press(.downArrow)
        #expect(selection == "App", "a child's row is selected as a top-level one")
        host.press(.rightArrow)
        host.press(.downArrow)
        #expect(host.screen[2] == "     main.swift" && selection == "main.swift")
        host.press(.upArrow)
        host.press(.upArrow)
        host.press(.leftArrow)
        #expect(host.screen[1] == " README.md", "collapsing a parent hides its descendants' rows")
        host.press(.downArrow)
        #expect(selection == "README.md")
    }

    /// Tips identified by their text, as an app decoding them from JSON writes them.
    @Test func aListOfTreesIdentifiedByAKeyPath() {
        struct Tip {
            let text: String
            var children: [Tip]?
        }
        let tips = [Tip(text: "What to pack", children: [Tip(text: "Sun cream")]), Tip(text: "Where to go")]
        var picked: String?
        let selection = Binding(get: { picked }, set: { picked = $0 })
        let host = TestHost(
            VStack(spacing: 0) {
                List(tips, id: \.text, children: \.children) { Text($0.text) }
                List(tips, id: \.text, children: \.children, selection: selection) { Text($0.text) }
            }, width: 30, height: 8)
        #expect(host.screen[0] == " ▸ What to pack" && host.screen[1] == " Where to go", "\(host.screenText)")
        host.press(.rightArrow)
        #expect(host.screen[1] == "   Sun cream", "\(host.screenText)")
        host.press(.tab)
        host.press(.downArrow)
        #expect(picked == "Where to go", "the second list's selection is the row's id")
    }

    /// One tree a section, each from its root identified by a key path, as a sidebar writes it.
    @Test func aRootIdentifiedByAKeyPathIsItsTreesFirstRow() {
        struct Shelf {
            let title: String
            var children: [Shelf]?
        }
        let shelves = [
            Shelf(title: "Fiction", children: [Shelf(title: "Dune"), Shelf(title: "Emma")]),
            Shelf(title: "Poetry", children: [Shelf(title: "Odes")]),
        ]
        let host = TestHost(
            List {
                ForEach(shelves, id: \.title) { shelf in
                    Section {
                        OutlineGroup(shelf, id: \.title, children: \.children) { Text($0.title) }
                    }
                }
            }, width: 30, height: 10)
        #expect(host.screenText.contains("▸ Fiction") && host.screenText.contains("▸ Poetry"), "\(host.screenText)")
        #expect(!host.screenText.contains("Dune"))
        host.press(.rightArrow)
        #expect(host.screenText.contains("Dune") && host.screenText.contains("Emma"), "\(host.screenText)")
        #expect(!host.screenText.contains("Odes"), "the other root stays collapsed")
        #expect(host.focusProblem == nil)
    }

    @Test(arguments: SnapshotTests.sizes)
    func snapshots(size: Size) {
        var selection: String?
        let binding = Binding(get: { selection }, set: { selection = $0 })
        let host = TestHost(Files(selection: binding), width: size.width, height: size.height)
        host.press(.rightArrow)
        host.press(.downArrow)
        host.press(.rightArrow)
        Snapshot.assert(host, named: "outline-expanded-focused-\(size.width)x\(size.height)")
    }
}
