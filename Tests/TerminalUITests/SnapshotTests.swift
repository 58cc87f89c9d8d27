import Testing

@testable import TerminalUICore

// Screens of every control, normal and focused, at 80 × 24 and 40 × 12, with ASCII, CJK,
// Cyrillic and emoji content. Each snapshot was looked at and accepted by eye; see
// `TestHost.snapshot` (Sources/TerminalUI/Runtime/TestHost+Snapshot.swift) for the file format
// and `Support/Snapshot.swift` for how to record them again.

/// Names in several scripts, for rows and fields.
private let names = ["Majid", "张伟", "Иван", "👍 Bob", "👨‍👩‍👧 Family", "Zoë"]

private struct Texts: View {
    var body: some View {
        VStack(alignment: .leading) {
            Text("Plain ASCII text")
            Text("张伟 Zhang Wei")
            Text("Иван Петров")
            Text("👍 thumbs up, 👨‍👩‍👧 family, 🇳🇴 flag")
            Text("Headline").font(.headline)
            Text("Secondary").foregroundColor(.secondary)
            Text("Bold").bold() + Text(" and ") + Text("underlined").underline()
            Text("A sentence long enough that it has to be truncated at the end of a narrow terminal line")
            Text("张伟张伟张伟张伟张伟张伟张伟张伟张伟张伟张伟张伟张伟张伟张伟张伟张伟张伟张伟张伟张伟")
            Text("Wrapped when the line limit allows it, over as many lines as it needs")
                .lineLimit(nil)
            Text("Escapes \u{1B}[31m shown, bell \u{07} too")
        }
    }
}

private struct Stacks: View {
    var body: some View {
        VStack {
            HStack {
                Text("Left")
                Spacer()
                Text("Right")
            }
            Divider()
            HStack {
                Text("张伟")
                Divider()
                Text("Иван")
                Divider()
                Text("👍")
            }
            Divider()
            Text("centred")
            VStack(alignment: .trailing) {
                Text("trailing")
                Text("alignment")
            }
            Spacer()
            Text("bottom")
        }
    }
}

private struct Boxes: View {
    var body: some View {
        VStack(alignment: .leading) {
            Text("padded and bordered")
                .padding()
                .border()
            Text("张伟")
                .frame(width: .columns(12), height: .rows(3), alignment: .bottomTrailing)
                .border()
            Text("Иван")
                .padding(.horizontal, .columns(4))
                .border(.blue)
            Text("full width")
                .frame(maxWidth: .infinity)
                .border()
        }
    }
}

/// A list beside a button, so the list can lose focus.
private struct NameList: View {
    var body: some View {
        VStack(alignment: .leading) {
            List {
                ForEach(0..<40) { index in
                    Text("\(names[index % names.count]) \(index)")
                }
            }
            Button("Add") {}
        }
    }
}

private final class WorldStore: ObservableObject {
    @Published var persons: [Person] = [
        Person(id: .init(), name: "Majid", age: 27),
        Person(id: .init(), name: "张伟", age: 31),
        Person(id: .init(), name: "Иван", age: 25),
        Person(id: .init(), name: "👨‍👩‍👧 Family", age: 40),
    ]
}

private struct WorldPersons: View {
    @ObservedObject var store: WorldStore

    var body: some View {
        NavigationView {
            List {
                ForEach(store.persons.indexed(), id: \.1.id) { index, person in
                    NavigationLink(destination: EditingView(person: $store.persons[index])) {
                        VStack(alignment: .leading) {
                            Text(person.name).font(.headline)
                            Text("Age: \(person.age)").font(.subheadline).foregroundColor(.secondary)
                        }
                    }
                }
            }
            .navigationBarTitle(Text("Persons"))
        }
    }
}

private struct Settings: View {
    @State private var name = "张伟"
    @State private var nickname = ""
    @State private var level = 3

    var body: some View {
        Form {
            Section(header: Text("Profile"), footer: Text("Shown to other players")) {
                TextField("Name", text: $name)
                TextField("Nickname", text: $nickname)
                Stepper("Level \(level)", value: $level, in: 1...5)
            }
            Section {
                Button("Save") {}
                Button("Delete", role: .destructive) {}
            }
        }
    }
}

private struct Fields: View {
    @State private var empty = ""
    @State private var mixed = "Иван 张伟 👍"
    @State private var long = "A long line of text that scrolls sideways inside a narrow field 👨‍👩‍👧 end"

    var body: some View {
        VStack(alignment: .leading) {
            TextField("Type a name…", text: $empty)
            TextField("Mixed", text: $mixed)
            TextField("Long", text: $long)
                .frame(width: .columns(24))
        }
    }
}

private struct Steppers: View {
    @State private var age = 30
    @State private var stars = 5

    var body: some View {
        VStack(alignment: .leading) {
            Stepper("Age: \(age)", value: $age)
            Stepper("Звёзды: \(stars)", value: $stars, in: 0...5)
        }
    }
}

private struct Buttons: View {
    var body: some View {
        VStack(alignment: .leading) {
            HStack {
                Button("OK") {}
                Button("Отмена") {}
                Button("保存") {}
                Button("👍 Like") {}
            }
            Button("Disabled") {}
                .disabled(true)
            Button("Delete", role: .destructive) {}
        }
    }
}

private struct AlertScreen: View {
    @State private var isPresented = true

    var body: some View {
        VStack(alignment: .leading) {
            Text("张伟 Иван 👍 behind the alert")
            Button("Behind") {}
        }
        .alert("Delete 张伟?", isPresented: $isPresented) {
            Button("Delete", role: .destructive) {}
            Button("Cancel", role: .cancel) {}
        } message: {
            Text("This removes Иван's friend 👨‍👩‍👧 from the roster and cannot be undone.")
        }
    }
}

@Suite("Snapshots")
@MainActor
struct SnapshotTests {
    /// The two screen sizes every scene is drawn at.
    nonisolated static let sizes = [Size(width: 80, height: 24), Size(width: 40, height: 12)]

    /// Hosts `view` at `size`, snapshots it as `<scene>-<first state>-<size>`, then applies
    /// each step and snapshots the state it names.
    private func record<Content: View>(
        _ view: Content,
        scene: String,
        at size: Size,
        initial: String,
        steps: [(name: String, keys: [KeyPress])] = [],
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let host = TestHost(view, width: size.width, height: size.height)
        let suffix = "\(size.width)x\(size.height)"
        Snapshot.assert(host, named: "\(scene)-\(initial)-\(suffix)", sourceLocation: sourceLocation)
        for step in steps {
            for key in step.keys { host.press(key) }
            Snapshot.assert(host, named: "\(scene)-\(step.name)-\(suffix)", sourceLocation: sourceLocation)
        }
    }

    @Test(arguments: sizes)
    func text(size: Size) {
        record(Texts(), scene: "text", at: size, initial: "normal")
    }

    @Test(arguments: sizes)
    func stacksSpacersAndDividers(size: Size) {
        record(Stacks(), scene: "stacks", at: size, initial: "normal")
    }

    @Test(arguments: sizes)
    func paddingFrameAndBorder(size: Size) {
        record(Boxes(), scene: "boxes", at: size, initial: "normal")
    }

    @Test(arguments: sizes)
    func list(size: Size) {
        record(
            NameList(), scene: "list", at: size, initial: "focused",
            steps: [
                ("moved", [KeyPress(.downArrow), KeyPress(.downArrow), KeyPress(.downArrow)]),
                ("end", [KeyPress(.end)]),
                ("unfocused", [KeyPress(.tab)]),
            ])
    }

    @Test(arguments: sizes)
    func navigation(size: Size) {
        record(
            WorldPersons(store: WorldStore()), scene: "navigation", at: size, initial: "list",
            steps: [
                ("pushed", [KeyPress(.downArrow), KeyPress(.return)]),
                ("stepper", [KeyPress(.downArrow)]),
            ])
    }

    @Test(arguments: sizes)
    func form(size: Size) {
        record(
            Settings(), scene: "form", at: size, initial: "field",
            steps: [
                ("placeholder", [KeyPress(.downArrow)]),
                ("stepper", [KeyPress(.downArrow)]),
                ("button", [KeyPress(.downArrow)]),
            ])
    }

    @Test(arguments: sizes)
    func textField(size: Size) {
        record(
            Fields(), scene: "textfield", at: size, initial: "placeholder",
            steps: [
                ("mixed", [KeyPress(.tab)]),
                ("mixed-home", [KeyPress(.home)]),
                ("scrolled", [KeyPress(.tab)]),
                ("scrolled-home", [KeyPress(.home)]),
            ])
    }

    @Test(arguments: sizes)
    func stepper(size: Size) {
        record(
            Steppers(), scene: "stepper", at: size, initial: "focused",
            steps: [
                ("at-bound", [KeyPress(.tab)])
            ])
    }

    @Test(arguments: sizes)
    func button(size: Size) {
        record(
            Buttons(), scene: "button", at: size, initial: "focused",
            steps: [
                ("cjk-focused", [KeyPress(.tab), KeyPress(.tab)]),
                ("destructive-focused", [KeyPress(.tab), KeyPress(.tab)]),
            ])
    }

    @Test(arguments: sizes)
    func alert(size: Size) {
        // With a destructive choice, Cancel starts focused; Tab moves to Delete.
        record(
            AlertScreen(), scene: "alert", at: size, initial: "cancel-focused",
            steps: [
                ("delete-focused", [KeyPress(.tab)])
            ])
    }
}
