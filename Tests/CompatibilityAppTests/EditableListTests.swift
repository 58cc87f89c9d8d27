import Combine
import Foundation
import TerminalUI
import Testing

// A shopping list as tutorials write it: a model in its own file with `import Combine`, the
// list over a binding with `editActions: .all`, the environment's locale and time zone, in a
// tab view with a style.

private struct Item: Identifiable {
    let id = UUID()
    var name: String
}

private final class Basket: ObservableObject {
    @Published var items = [Item(name: "Apples"), Item(name: "Bread"), Item(name: "Cheese")]
    var saved: AnyCancellable?
    @Published var changes = 0

    init() {
        saved = $items.sink { [weak self] _ in self?.changes += 1 }
    }
}

private struct ShoppingList: View {
    @StateObject private var basket = Basket()
    @Environment(\.locale) private var locale
    @Environment(\.timeZone) private var timeZone

    var body: some View {
        TabView {
            List($basket.items, editActions: .all) { $item in
                Text(item.name)
            }
            .tabItem { Label("List", systemImage: "cart") }
            Text(
                "\(basket.items.count) items · \(basket.changes) changes · \(locale.identifier.isEmpty ? "?" : "locale") \(timeZone.identifier.isEmpty ? "?" : "zone")"
            )
            .tabItem { Label("Summary", systemImage: "sum") }
        }
        .tabViewStyle(.automatic)
    }
}

@Suite("Editable list")
@MainActor
struct EditableListTests {
    @Test func editActionsDeleteAndMoveRowsThroughTheBinding() {
        let host = TestHost(ShoppingList(), width: 60, height: 16)
        #expect(host.screen.contains { $0.contains("Apples") })
        // Past the row's two tabs into the list, then delete its first row.
        host.press(.tab)
        host.press(.tab)
        host.press(.downArrow)
        host.press(.upArrow)
        host.press(.delete, modifiers: [])
        #expect(!host.screen.contains { $0.contains("Apples") })
        #expect(host.screen.contains { $0.contains("Bread") })
        // Move the selected row (Bread) down below Cheese.
        host.press(.downArrow, modifiers: .option)
        let bread = host.screen.firstIndex { $0.contains("Bread") }
        let cheese = host.screen.firstIndex { $0.contains("Cheese") }
        #expect(bread != nil && cheese != nil && bread! > cheese!)
        // The summary tab: the model's count, its `$items` subscriber's changes, the environment.
        host.press(.pageDown, modifiers: .control)
        #expect(host.screen.contains { $0.contains("2 items · 3 changes · locale zone") })
    }
}
