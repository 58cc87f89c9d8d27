import Testing

@testable import TerminalUICore

// Screens of the controls added for SwiftUI compatibility, at 80 × 24 and 40 × 12. Each scene
// starts with a button focused (every control normal), then Tab focuses the control; a
// disabled copy of the control is on screen throughout. Each snapshot was looked at and
// accepted by eye (see `Support/Snapshot.swift`).

private struct Toggles: View {
    @State private var on = true
    @State private var off = false

    var body: some View {
        Form {
            Button("Start") {}
            Toggle("Notifications", isOn: $on)
            Toggle("张伟 sees this", isOn: $off)
            Toggle("Disabled", isOn: .constant(true)).disabled(true)
        }
    }
}

private struct Pickers: View {
    @State private var people = 4
    @State private var tip = 15
    @State private var size = "M"
    private let tips = [10, 15, 20, 25, 0]

    var body: some View {
        Form {
            Button("Start") {}
            Picker("Number of people", selection: $people) {
                ForEach(2..<30, id: \.self) { Text("\($0) people") }
            }
            Picker("Tip", selection: $tip) {
                ForEach(tips, id: \.self) { Text($0, format: .percent) }
            }
            .pickerStyle(.segmented)
            Picker("Size", selection: $size) {
                Text("Small").tag("S")
                Text("Medium").tag("M")
                Text("Large").tag("L")
            }
            .pickerStyle(.inline)
            Picker("Disabled", selection: .constant(2)) {
                ForEach(1..<4, id: \.self) { Text("Option \($0)") }
            }
            .disabled(true)
        }
    }
}

/// A timer's three wheels side by side, as iOS apps lay them out.
private struct Wheels: View {
    @State private var hours = 0
    @State private var minutes = 5
    @State private var seconds = 30

    var body: some View {
        VStack {
            Button("Start") {}
            HStack {
                Picker("Hours", selection: $hours) { ForEach(0..<24) { Text("\($0) h") } }
                Picker("Minutes", selection: $minutes) { ForEach(0..<60) { Text("\($0) min") } }
                Picker("Seconds", selection: $seconds) { ForEach(0..<60) { Text("\($0) s") } }
            }
            .pickerStyle(.wheel)
            Picker("Disabled", selection: .constant(1)) { ForEach(0..<3) { Text("Option \($0)") } }
                .pickerStyle(.wheel)
                .disabled(true)
        }
    }
}

private struct Sliders: View {
    @State private var volume = 0.3
    @State private var blur: CGFloat = 20

    var body: some View {
        VStack(alignment: .leading) {
            Button("Start") {}
            Slider(value: $volume) { Text("Volume") }
            Slider(value: $blur, in: 0...20)
            Slider(value: .constant(0.5)) { Text("Disabled") }.disabled(true)
        }
    }
}

private struct SecureFields: View {
    @State private var user = "张伟"
    @State private var password = "secret"
    @State private var amount = 12.5

    var body: some View {
        Form {
            Button("Start") {}
            TextField("User", text: $user)
            SecureField("Password", text: $password)
            TextField("Amount", value: $amount, format: .number)
            SecureField("Disabled", text: .constant("hidden")).disabled(true)
        }
    }
}

private struct Shelf: View {
    @State private var path: [String] = []
    @State private var books = ["Dune", "Emma", "Иван Грозный", "三体"]
    @State private var adding = false

    var body: some View {
        NavigationStack(path: $path) {
            List {
                ForEach(books, id: \.self) { book in
                    NavigationLink(value: book) {
                        Label(book, systemImage: "book")
                    }
                }
                .onDelete { books.remove(atOffsets: $0) }
            }
            .navigationTitle("Shelf")
            .toolbar {
                ToolbarItem(placement: .navigationBarLeading) { EditButton() }
                Button("Add", systemImage: "plus") { adding = true }
                Button("Off") {}.disabled(true)
            }
            .navigationDestination(for: String.self) { book in
                VStack(alignment: .leading) {
                    Image(systemName: "star.fill")
                    Text(book).font(.headline)
                }
                .navigationTitle(book)
            }
            .sheet(isPresented: $adding) {
                NavigationStack {
                    Form {
                        TextField("Title", text: .constant(""))
                    }
                    .navigationTitle("New book")
                    .toolbar { Button("Save") { adding = false } }
                }
            }
        }
    }
}

private struct Gallery: View {
    @State private var taps = 0

    var body: some View {
        VStack(alignment: .leading) {
            Button("Start") {}
            Text("Tapped \(taps) times").onTapGesture { taps += 1 }
            Text("Disabled tap").onTapGesture {}.disabled(true)
            HStack {
                Label("Favourites", systemImage: "star.fill")
                Image(systemName: "trash")
                Image(systemName: "chevron.right")
            }
            ZStack(alignment: .leading) {
                RoundedRectangle(cornerRadius: 4).stroke(.blue).frame(width: .columns(14), height: .rows(3))
                Text("in a box").padding(.leading, .columns(2))
            }
            HStack {
                Rectangle().fill(.red).frame(width: .columns(4), height: .rows(1))
                Circle().frame(width: .columns(2), height: .rows(1))
                Text("on green").background(.green)
                Text("faded").opacity(0.5)
            }
            GroupBox("Group") { Text("boxed") }
            LabeledContent("Total", value: "€ 12,50")
            ProgressView("Copying", value: 0.4)
        }
    }
}

private struct DatesAndSearch: View {
    @State private var due = Date(timeIntervalSince1970: 1_780_000_000)
    @State private var tip = 0.15
    @State private var query = ""

    var body: some View {
        NavigationStack {
            VStack(alignment: .leading) {
                Button("Start") {}
                DatePicker("Due", selection: $due, displayedComponents: .date)
                Stepper("Tip", value: $tip, in: 0...0.3, step: 0.05, format: .percent)
                DatePicker("Locked", selection: .constant(Date(timeIntervalSince1970: 0)), displayedComponents: .date)
                    .disabled(true)
                List {
                    ForEach(["Ann", "Bob"].filter { query.isEmpty || $0.contains(query) }, id: \.self) { Text($0) }
                }
                .searchable(text: $query, prompt: "Find")
            }
            .navigationTitle("Plan")
        }
    }
}

private struct ListRows: View {
    @State private var wifi = true
    @State private var volume = 3
    @State private var name = "张伟"
    @State private var theme = "Dark"

    var body: some View {
        VStack(alignment: .leading) {
            Button("Start") {}
            List {
                Section("Network") {
                    Toggle("Wi-Fi", isOn: $wifi)
                    Toggle("Roaming", isOn: .constant(false)).disabled(true)
                }
                Section {
                    Stepper("Volume \(volume)", value: $volume, in: 0...10)
                    TextField("Name", text: $name)
                    Picker("Theme", selection: $theme) {
                        Text("Dark").tag("Dark")
                        Text("Light").tag("Light")
                    }
                } header: {
                    Text("Device")
                } footer: {
                    Text("Changes apply at once")
                }
            }
        }
    }
}

/// Every new control, disabled, between two enabled buttons: Tab goes from one to the other.
private struct DisabledControls: View {
    var body: some View {
        Form {
            Button("First") {}
            Group {
                Toggle("Toggle", isOn: .constant(true))
                Picker("Menu", selection: .constant(1)) { Text("One").tag(1) }
                Picker("Segments", selection: .constant(1)) {
                    Text("One").tag(1)
                    Text("Two").tag(2)
                }
                .pickerStyle(.segmented)
                Picker("Radio", selection: .constant(1)) { Text("One").tag(1) }
                    .pickerStyle(.inline)
                Slider(value: .constant(0.5)) { Text("Slider") }
                Stepper("Stepper", value: .constant(2), in: 0...5)
                Stepper("Share", value: .constant(0.5), in: 0...1, step: 0.1, format: .percent)
                TextField("Amount", value: .constant(4.5), format: .number)
                SecureField("Secret", text: .constant("pw"))
                DatePicker("Date", selection: .constant(Date(timeIntervalSince1970: 0)), displayedComponents: .date)
                Button("Button") {}
            }
            .disabled(true)
            Button("Last") {}
        }
    }
}

@Suite("Compatibility snapshots")
@MainActor
struct CompatibilitySnapshotTests {
    private func record<Content: View>(
        _ view: Content,
        scene: String,
        at size: Size,
        steps: [(name: String, keys: [KeyPress])],
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let host = TestHost(view, width: size.width, height: size.height)
        let suffix = "\(size.width)x\(size.height)"
        Snapshot.assert(host, named: "\(scene)-normal-\(suffix)", sourceLocation: sourceLocation)
        for step in steps {
            for key in step.keys { host.press(key) }
            Snapshot.assert(host, named: "\(scene)-\(step.name)-\(suffix)", sourceLocation: sourceLocation)
        }
    }

    @Test(arguments: SnapshotTests.sizes)
    func toggle(size: Size) {
        record(
            Toggles(), scene: "toggle", at: size,
            steps: [
                ("focused", [KeyPress(.tab)]),
                ("flipped", [KeyPress(.space)]),
            ])
    }

    @Test(arguments: SnapshotTests.sizes)
    func picker(size: Size) {
        record(
            Pickers(), scene: "picker", at: size,
            steps: [
                ("menu-focused", [KeyPress(.tab)]),
                ("menu-open", [KeyPress(.return), KeyPress(.downArrow), KeyPress(.downArrow)]),
                ("menu-chosen", [KeyPress(.return)]),
                ("segmented-focused", [KeyPress(.tab), KeyPress(.rightArrow)]),
                // Each segment is a stop of Tab; Return chooses the one Tab is on.
                ("segmented-next-stop", [KeyPress(.tab)]),
                ("segmented-chosen", [KeyPress(.return)]),
                ("inline-focused", [KeyPress(.tab), KeyPress(.tab), KeyPress(.downArrow)]),
            ])
    }

    @Test(arguments: SnapshotTests.sizes)
    func wheelPicker(size: Size) {
        record(
            Wheels(), scene: "wheel", at: size,
            steps: [
                ("focused", [KeyPress(.tab), KeyPress(.tab), KeyPress(.downArrow)]),
                ("top", [KeyPress(.tab), KeyPress(.upArrow), KeyPress(.upArrow), KeyPress(.upArrow)]),
            ])
    }

    @Test(arguments: SnapshotTests.sizes)
    func slider(size: Size) {
        record(
            Sliders(), scene: "slider", at: size,
            steps: [
                ("focused", [KeyPress(.tab), KeyPress(.rightArrow)])
            ])
    }

    @Test(arguments: SnapshotTests.sizes)
    func secureAndFormattedFields(size: Size) {
        record(
            SecureFields(), scene: "securefield", at: size,
            steps: [
                ("focused", [KeyPress(.tab), KeyPress(.tab)]),
                ("formatted-focused", [KeyPress(.tab)]),
            ])
    }

    @Test(arguments: SnapshotTests.sizes)
    func viewsShapesAndTapGestures(size: Size) {
        record(
            Gallery(), scene: "gallery", at: size,
            steps: [
                ("tap-focused", [KeyPress(.tab), KeyPress(.return)])
            ])
    }

    @Test(arguments: SnapshotTests.sizes)
    func datePickerFormattedStepperAndSearch(size: Size) {
        record(
            DatesAndSearch(), scene: "dates", at: size,
            steps: [
                ("date-focused", [KeyPress(.tab)]),
                ("stepper-focused", [KeyPress(.tab), KeyPress("+")]),
                ("search-focused", [KeyPress(.tab), KeyPress("/"), KeyPress("B")]),
            ])
    }

    @Test(arguments: SnapshotTests.sizes)
    func disabledControls(size: Size) {
        record(
            DisabledControls(), scene: "disabled", at: size,
            steps: [
                ("tab-skips-them", [KeyPress(.tab)])
            ])
    }

    @Test(arguments: SnapshotTests.sizes)
    func controlsInListRowsAndSections(size: Size) {
        record(
            ListRows(), scene: "listrows", at: size,
            steps: [
                ("toggle-focused", [KeyPress(.tab)]),
                ("disabled-selected", [KeyPress(.downArrow), KeyPress(.space)]),
                ("stepper-focused", [KeyPress(.downArrow), KeyPress("+")]),
                ("field-focused", [KeyPress(.downArrow), KeyPress("j")]),
                ("picker-focused", [KeyPress(.downArrow), KeyPress(.rightArrow)]),
            ])
    }

    @Test(arguments: SnapshotTests.sizes)
    func navigationStackToolbarAndSheet(size: Size) {
        record(
            Shelf(), scene: "stack", at: size,
            steps: [
                ("editing", [KeyPress(.tab), KeyPress(.return)]),
                ("pushed", [KeyPress(.tab), KeyPress(.tab), KeyPress(.downArrow), KeyPress(.return)]),
                ("sheet", [KeyPress(.escape), KeyPress(.tab), KeyPress(.tab), KeyPress(.return)]),
            ])
    }
}
