import Testing

@testable import TerminalUICore

@Observable
private final class Book {
    var title = "Dune"
    var isAvailable = true
}

private struct BookEditor: View {
    @Bindable var book: Book
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack(alignment: .leading) {
            TextField("Title", text: $book.title).onSubmit { dismiss() }
            Toggle("Available", isOn: $book.isAvailable)
            Button("Close") { dismiss() }
        }
    }
}

private struct BookScreen: View {
    let book: Book
    let log: Log
    @State private var editing = false

    var body: some View {
        VStack(alignment: .leading) {
            Text("\(book.title) — \(book.isAvailable ? "in" : "out")")
            Button("Edit") { editing = true }
        }
        .sheet(isPresented: $editing, onDismiss: { log("dismissed") }) {
            BookEditor(book: book)
        }
    }
}

@Suite("Sheets")
@MainActor
struct SheetTests {
    @Test func aSheetEditsABindableModelAndDismissCloses() {
        let book = Book()
        let log = Log()
        let host = TestHost(BookScreen(book: book, log: log), width: 40, height: 8)
        host.press(.return)
        // A sheet covers the screen but one column each side.
        #expect(host.screen[0].hasPrefix("D┌"))
        host.type("!")
        #expect(book.title == "Dune!")
        host.press(.tab)
        host.press(.space)
        #expect(book.isAvailable == false)
        host.press(.tab)
        host.press(.return)
        #expect(host.screen[0] == "Dune! — out")
        #expect(log.entries == ["dismissed"])
        #expect(host.focusProblem == nil)
    }

    @Test func escapeAndOnSubmitCloseTheSheetToo() {
        let log = Log()
        let host = TestHost(BookScreen(book: Book(), log: log), width: 40, height: 8)
        host.press(.return)
        host.press(.escape)
        #expect(host.screen[0] == "Dune — in")
        host.press(.return)
        host.press(.return)
        #expect(host.screen[0] == "Dune — in")
        #expect(log.entries == ["dismissed", "dismissed"])
    }

    private struct Item: Identifiable {
        let id: Int
    }

    private struct ItemSheet: View {
        @State private var item: Item?
        let log: Log

        var body: some View {
            let _ = log("item \(item?.id ?? 0)")
            Button("Show") { item = Item(id: (item?.id ?? 6) + 1) }
                .sheet(item: $item) { Text("Item \($0.id)") }
        }
    }

    @Test func aSheetForAnItemShowsItAndClosingSetsItToNil() {
        let log = Log()
        let host = TestHost(ItemSheet(log: log), width: 30, height: 6)
        host.press(.return)
        #expect(host.screenText.contains("Item 7"))
        host.press(.escape)
        #expect(log.entries.last == "item 0")
        #expect(!host.screenText.contains("Item 7"))
    }
}
