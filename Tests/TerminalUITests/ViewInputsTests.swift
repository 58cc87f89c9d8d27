import Testing

@testable import TerminalUICore

private final class Shelf: ObservableObject {
    @Published var title = "Books"
}

private final class Note {}

private struct IsShelvedKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// A second `Bool` key, to tell two `@Environment`s of one type apart.
    fileprivate var isShelved: Bool {
        get { self[IsShelvedKey.self] }
        set { self[IsShelvedKey.self] = newValue }
    }
}

/// A child whose inputs are an observed object, an environment value and its own state: the
/// same every time its parent re-evaluates.
private struct SameInputs: View {
    @ObservedObject var shelf: Shelf
    @Environment(\.undoManager) private var undoManager
    @State private var pressed = 0
    let bodies: Counter

    var body: some View {
        let _ = bodies.increment()
        Text("\(shelf.title) \(pressed)")
    }
}

/// A child with a plain value, an object and a nested struct of both.
private struct PlainInputs: View {
    struct Label {
        let text: String
        let note: Note
    }
    let label: Label
    let bodies: Counter

    var body: some View {
        let _ = bodies.increment()
        Text(label.text)
    }
}

/// A child holding a closure: never known to be the same.
private struct ClosureInput: View {
    let action: () -> Void
    let bodies: Counter

    var body: some View {
        let _ = bodies.increment()
        Button("Act", action: action)
    }
}

/// A child holding a weak reference: its bytes cannot be compared.
private struct WeakInput: View {
    weak var note: Note?
    let bodies: Counter

    var body: some View {
        let _ = bodies.increment()
        Text("weak")
    }
}

/// Re-evaluates on Return (its own count), handing each child what `text` and `note` say.
private struct Parent: View {
    let shelf: Shelf
    let note: Note
    let text: String
    let counters: [String: Counter]
    let undoManager: UndoManager
    @State private var presses = 0

    var body: some View {
        VStack(alignment: .leading) {
            Button("Press \(presses)") { presses += 1 }
            SameInputs(shelf: shelf, bodies: counters["same"]!)
            PlainInputs(label: .init(text: text, note: note), bodies: counters["plain"]!)
            ClosureInput(action: {}, bodies: counters["closure"]!)
            WeakInput(note: note, bodies: counters["weak"]!)
        }
        .environment(\.undoManager, undoManager)
    }
}

@Suite("View inputs")
@MainActor
struct ViewInputsTests {
    private let counters = ["same": Counter(), "plain": Counter(), "closure": Counter(), "weak": Counter()]

    private func bodies() -> [String: Int] {
        counters.mapValues(\.value)
    }

    @Test func aChildWhoseInputsAreTheSameIsNotReEvaluatedWithItsParent() {
        let host = TestHost(
            Parent(shelf: Shelf(), note: Note(), text: "plain", counters: counters, undoManager: UndoManager()),
            width: 30, height: 6)
        #expect(bodies() == ["same": 1, "plain": 1, "closure": 1, "weak": 1])
        host.press(.return)
        #expect(host.screen[0] == "[ Press 1 ]")
        // The same object, environment (the same undo manager set again) and state; an
        // equal string and the same object in a nested struct: skipped. A closure and a weak
        // reference cannot be compared: re-evaluated.
        #expect(bodies() == ["same": 1, "plain": 1, "closure": 2, "weak": 2])
    }

    @Test func anObservedObjectsChangeStillReEvaluatesTheChild() {
        let shelf = Shelf()
        let host = TestHost(
            Parent(shelf: shelf, note: Note(), text: "plain", counters: counters, undoManager: UndoManager()),
            width: 30, height: 6)
        shelf.title = "Films"
        host.settle()
        #expect(host.screen[1] == "Films 0")
        #expect(counters["same"]!.value == 2)
    }

    @Test func anotherValueOrAnotherObjectIsNotTheSame() {
        let note = Note()
        let counter = Counter()
        let first = PlainInputs(label: .init(text: "a", note: note), bodies: counter)
        #expect(ViewInputs.areSame(first, PlainInputs(label: .init(text: "a", note: note), bodies: counter)))
        #expect(!ViewInputs.areSame(first, PlainInputs(label: .init(text: "b", note: note), bodies: counter)))
        #expect(!ViewInputs.areSame(first, PlainInputs(label: .init(text: "a", note: Note()), bodies: counter)))
        #expect(!ViewInputs.areSame(first, PlainInputs(label: .init(text: "a", note: note), bodies: Counter())))
    }

    @Test func plainDataIsComparedByItsBytes() {
        struct Tally {
            let count: Int
            let shown: Bool
            let axis: Axis
        }
        let tally = Tally(count: 1, shown: true, axis: .horizontal)
        #expect(ViewInputs.areSame(tally, Tally(count: 1, shown: true, axis: .horizontal)))
        #expect(!ViewInputs.areSame(tally, Tally(count: 2, shown: true, axis: .horizontal)))
        #expect(!ViewInputs.areSame(tally, Tally(count: 1, shown: false, axis: .horizontal)))
        #expect(!ViewInputs.areSame(tally, Tally(count: 1, shown: true, axis: .vertical)))
        // The same bytes are the same input, though `==` says a NaN is not equal to itself.
        #expect(ViewInputs.areSame(Double.nan, Double.nan))
    }

    @Test func environmentAndObjectWrappersCompareWhatTheyRead() {
        let shelf = Shelf()
        #expect(ViewInputs.areSame(ObservedObject(wrappedValue: shelf), ObservedObject(wrappedValue: shelf)))
        #expect(!ViewInputs.areSame(ObservedObject(wrappedValue: shelf), ObservedObject(wrappedValue: Shelf())))
        #expect(ViewInputs.areSame(Environment(\.isEnabled), Environment(\.isEnabled)))
        #expect(!ViewInputs.areSame(Environment(\.isEnabled), Environment(\.isShelved)))
        #expect(ViewInputs.areSame(State(initialValue: 1), State(initialValue: 2)))
        let manager = UndoManager()
        #expect(ViewInputs.areSame(Optional(manager), Optional(manager)))
        #expect(!ViewInputs.areSame(Optional(manager), Optional(UndoManager())))
        #expect(!ViewInputs.areSame(Optional(manager), nil))
    }

    @Test func aChangedEnvironmentValueReEvaluatesTheChild() {
        let shelf = Shelf()
        let bodies = Counter()
        let host = TestHost(ManagerSwitch(shelf: shelf, bodies: bodies), width: 30, height: 3)
        #expect(bodies.value == 1)
        host.press(.return)
        #expect(bodies.value == 2)
        #expect(host.screen[1] == "Books 0")
    }
}

/// Sets a new undo manager in the environment on Return.
private struct ManagerSwitch: View {
    let shelf: Shelf
    let bodies: Counter
    @State private var manager = UndoManager()

    var body: some View {
        VStack(alignment: .leading) {
            Button("Switch") { manager = UndoManager() }
            SameInputs(shelf: shelf, bodies: bodies)
        }
        .environment(\.undoManager, manager)
    }
}
