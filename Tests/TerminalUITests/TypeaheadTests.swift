import Testing

@testable import TerminalUICore

/// A button that adds buttons after it; each added one says when it is pressed.
private struct Adder: View {
    @State private var items: [Int] = []
    @State private var pressed = "none"

    var body: some View {
        VStack(alignment: .leading) {
            Button("Add") { items.append(items.count + 1) }
            ForEach(items, id: \.self) { item in
                Button("Item \(item)") { pressed = "Item \(item)" }
            }
            Text("pressed: \(pressed)")
        }
    }
}

/// A field that adds what is typed to a list of toggles below it, as a to-do list does.
private struct ToDo: View {
    @State private var items: [String] = []
    @State private var done: Set<String> = []
    @State private var draft = ""

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            TextField("New item", text: $draft)
                .onSubmit {
                    items.append(draft)
                    draft = ""
                }
            List {
                ForEach(items, id: \.self) { item in
                    Toggle(
                        item,
                        isOn: Binding(
                            get: { done.contains(item) },
                            set: { isOn in
                                if isOn { done.insert(item) } else { done.remove(item) }
                            }))
                }
            }
            Text("done: \(done.sorted().joined(separator: ", "))")
        }
    }
}

/// A button that opens a sheet holding a field focused when it opens.
private struct SheetField: View {
    @State private var isShowingSheet = false
    @State private var name = ""

    var body: some View {
        VStack(alignment: .leading) {
            Button("Edit") { isShowingSheet = true }
            Text("name: \(name)")
        }
        .sheet(isPresented: $isShowingSheet) {
            TextField("Name", text: $name)
        }
    }
}

@Suite("Typeahead: keys read together act one after another")
@MainActor
struct TypeaheadTests {
    @Test func aTabTypedAheadReachesTheControlTheReturnBeforeItAdded() {
        let host = TestHost(Adder(), width: 30, height: 6)
        let frames = host.frameCount
        host.press(together: [KeyPress(.return), KeyPress(.tab), KeyPress(.return)])
        #expect(host.shows("pressed: Item 1"))
        #expect(!host.shows("Item 2"))
        #expect(host.frameCount == frames + 1)
    }

    @Test func aSpaceTypedAheadChecksTheRowTheReturnBeforeItAdded() {
        let host = TestHost(ToDo(), width: 30, height: 8)
        host.type("milk")
        host.press(together: [KeyPress(.return), KeyPress(.tab), KeyPress(.space)])
        #expect(host.shows("done: milk"))
    }

    @Test func keysTypedAheadGoToTheFieldOfTheSheetTheReturnOpened() {
        let host = TestHost(SheetField(), width: 30, height: 8)
        host.press(together: [KeyPress(.return), KeyPress("a"), KeyPress("b")])
        #expect(host.focusedFrame.map { host.screen[$0.origin.y].contains("ab") } == true)
        host.press(.escape)
        #expect(host.shows("name: ab"))
    }
}
