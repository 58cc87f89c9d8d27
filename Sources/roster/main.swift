import Foundation
import TerminalUI

struct Person: Identifiable {
    let id: UUID
    var name: String
    var age: Int
}

final class PersonStore: ObservableObject {
    @Published var persons: [Person] = [
        .init(id: .init(), name: "Majid", age: 27),
        .init(id: .init(), name: "John", age: 31),
        .init(id: .init(), name: "张伟", age: 25),
        .init(id: .init(), name: "Evil\u{1B}]0;pwned\u{07}name", age: 25),
    ] + (0..<50).map { .init(id: .init(), name: "Person \($0)", age: $0) }
}

struct PersonsView: View {
    @ObservedObject var store: PersonStore
    @Environment(\.quit) var quit

    var body: some View {
        NavigationView {
            List {
                ForEach(Array(store.persons.enumerated()), id: \.1.id) { index, person in
                    NavigationLink(destination: EditingView(person: self.$store.persons[index])) {
                        VStack(alignment: .leading) {
                            Text(person.name).font(.headline)
                            Text("Age: \(person.age)").font(.subheadline).foregroundColor(.secondary)
                        }
                    }
                }
            }
            .navigationBarTitle(Text("Persons"))
        }
        .onKeyPress("q") { quit(); return .handled }
    }
}

struct EditingView: View {
    @Environment(\.presentationMode) var presentation
    @Binding var person: Person

    var body: some View {
        Form {
            Section(header: Text("Personal information")) {
                TextField("type something...", text: $person.name)
                Stepper(value: $person.age, in: 0...150) {
                    Text("Age: \(person.age)")
                }
            }
            Section {
                Button("Save") {
                    self.presentation.wrappedValue.dismiss()
                }
            }
        }
        .navigationBarTitle(Text(person.name))
        .onKeyPress(.escape) { presentation.wrappedValue.dismiss(); return .handled }
    }
}

do {
    try MainActor.assumeIsolated {
        try Terminal.run(PersonsView(store: PersonStore()))
    }
} catch {
    FileHandle.standardError.write(Data("\(error)\n".utf8))
    exit(1)
}
