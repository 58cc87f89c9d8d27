import TerminalUICore

/// The containers the `scale-*` scenarios put their rows in.
enum ScaleContainer: String, CaseIterable {
    /// `Form { ForEach }`.
    case form
    /// `ScrollView { VStack { ForEach } }`: built in full, as SwiftUI builds it.
    case vstack
    /// `ScrollView { LazyVStack { ForEach } }`.
    case lazyvstack
    /// `List { ForEach }`.
    case list
    /// `ScrollView { LazyVGrid(columns: [GridItem(.adaptive(minimum: 160))]) { ForEach } }`:
    /// each row a cell, four to a line at 80 columns.
    case lazyvgrid
    /// `ScrollView(.horizontal) { LazyHStack { ForEach } }`: each row a column.
    case lazyhstack

    /// The most rows the scenarios put in it (a plain `VStack` builds every row).
    var maximumRows: Int { self == .vstack ? 10_000 : .max }
}

/// `rows` rows made by `row`, inside `container`.
struct ScaleView<Row: View>: View {
    let container: ScaleContainer
    let rows: Int
    let row: (Int) -> Row

    var body: some View {
        if container == .form {
            Form { ForEach(0..<rows, id: \.self) { row($0) } }
        } else if container == .vstack {
            ScrollView { VStack(alignment: .leading) { ForEach(0..<rows, id: \.self) { row($0) } } }
        } else if container == .lazyvstack {
            ScrollView { LazyVStack(alignment: .leading) { ForEach(0..<rows, id: \.self) { row($0) } } }
        } else if container == .lazyvgrid {
            ScrollView {
                LazyVGrid(columns: [GridItem(.adaptive(minimum: 160))]) { ForEach(0..<rows, id: \.self) { row($0) } }
            }
        } else if container == .lazyhstack {
            ScrollView(.horizontal) { LazyHStack { ForEach(0..<rows, id: \.self) { row($0) } } }
        } else {
            List { ForEach(0..<rows, id: \.self) { row($0) } }
        }
    }
}

/// A row holding its own state, as issue 23 measures: a toggle.
struct ScaleToggleRow: View {
    @State var on = false
    let index: Int

    var body: some View {
        Toggle("Option \(index)", isOn: $on)
    }
}

/// A row holding its own state: a text field.
struct ScaleFieldRow: View {
    @State var text = ""
    let index: Int

    var body: some View {
        TextField("Field \(index)", text: $text)
    }
}

/// A model of many values whose change tells every observer (`ObservableObject`).
final class ScaleObjectModel: ObservableObject {
    @Published var values: [Int]

    init(rows: Int) {
        values = Array(repeating: 0, count: rows)
    }
}

/// A row reading one value of the model through `@ObservedObject`.
struct ScaleObjectRow: View {
    @ObservedObject var model: ScaleObjectModel
    let index: Int

    var body: some View {
        Text("Value \(index): \(model.values[index])")
    }
}

/// One element of an `@Observable` model: a row reading it re-evaluates when it changes, and
/// no other row does.
@Observable
final class ScaleItem {
    var value = 0
}

/// A row reading one `@Observable` element.
struct ScaleItemRow: View {
    let item: ScaleItem
    let index: Int

    var body: some View {
        Text("Item \(index): \(item.value)")
    }
}
