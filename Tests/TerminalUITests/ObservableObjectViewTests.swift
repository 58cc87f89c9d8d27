import Testing

@testable import TerminalUICore

/// A model with three published properties.
private final class Profile: ObservableObject {
    @Published var name = "Ann"
    @Published var age = 30
    @Published var city = "Oslo"
}

/// Shows a profile, counting its evaluations; Return writes all three properties.
private struct ProfileView: View {
    @ObservedObject var profile: Profile
    let evaluations: Counter

    var body: some View {
        let _ = evaluations.increment()
        VStack(alignment: .leading) {
            Text("\(profile.name), \(profile.age), \(profile.city)")
            Button("Move") {
                profile.name = "Bea"
                profile.age += 1
                profile.city = "Rome"
            }
        }
    }
}

/// Writes three `@State` values in one action.
private struct ThreeStates: View {
    let evaluations: Counter
    @State private var a = 0
    @State private var b = 0
    @State private var c = 0

    var body: some View {
        let _ = evaluations.increment()
        VStack(alignment: .leading) {
            Text("\(a) \(b) \(c)")
            Button("Write") {
                a = 1
                b = 2
                c = 3
            }
        }
    }
}

/// A model that counts how many were made.
@MainActor
private final class Session: ObservableObject {
    @Published var clicks = 0

    init(made: Counter) {
        made.increment()
    }
}

/// Owns a session with `@StateObject`.
private struct SessionView: View {
    @StateObject private var session: Session

    init(made: Counter) {
        _session = StateObject(wrappedValue: Session(made: made))
    }

    var body: some View {
        Button("Clicks \(session.clicks)") { session.clicks += 1 }
    }
}

/// Re-renders the session view (Ctrl-R) and gives it a new identity (Ctrl-N).
private struct SessionHost: View {
    let made: Counter
    @State private var renders = 0
    @State private var generation = 0

    var body: some View {
        VStack(alignment: .leading) {
            Text("renders \(renders)")
            SessionView(made: made)
                .id(generation)
            Button("Render") { renders += 1 }
                .keyboardShortcut("r")
            Button("New") { generation += 1 }
                .keyboardShortcut("n")
        }
    }
}

/// Reads the store from the environment, two levels down.
private struct StoreNameField: View {
    @EnvironmentObject var store: PersonStore

    var body: some View {
        VStack(alignment: .leading) {
            Text("first: \(store.persons[0].name)")
            TextField("Name", text: $store.persons[0].name)
        }
    }
}

private struct StoreScreen: View {
    var body: some View {
        StoreNameField()
    }
}

@Suite("ObservableObject in views")
@MainActor
struct ObservableObjectViewTests {
    @Test func threeWritesInOneEventReEvaluateOnceShowingTheFinalValues() {
        // Acceptance case 4.
        let profile = Profile()
        let evaluations = Counter()
        let host = TestHost(ProfileView(profile: profile, evaluations: evaluations), width: 30, height: 3)
        #expect(evaluations.value == 1)
        host.press(.return)
        #expect(evaluations.value == 2)
        #expect(host.screen[0] == "Bea, 31, Rome")
    }

    @Test func threeStateWritesInOneEventReEvaluateOnce() {
        let evaluations = Counter()
        let host = TestHost(ThreeStates(evaluations: evaluations), width: 30, height: 3)
        host.press(.return)
        #expect(evaluations.value == 2)
        #expect(host.screen[0] == "1 2 3")
    }

    @Test func outsideWritesToAnObservedObjectCostOnePass() {
        let profile = Profile()
        let evaluations = Counter()
        let host = TestHost(ProfileView(profile: profile, evaluations: evaluations), width: 30, height: 3)
        profile.name = "Cy"
        profile.age = 40
        #expect(evaluations.value == 1)
        host.settle()
        #expect(evaluations.value == 2)
        #expect(host.screen[0] == "Cy, 40, Oslo")
        host.settle()
        #expect(evaluations.value == 2)
    }

    @Test func aStateObjectIsMadeOncePerIdentity() {
        let made = Counter()
        let host = TestHost(SessionHost(made: made), width: 30, height: 5)
        #expect(made.value == 1)
        host.press(.return)
        host.press(.return)
        #expect(host.shows("Clicks 2"))
        host.press("r", modifiers: .control)
        host.press("r", modifiers: .control)
        #expect(host.shows("renders 2"))
        #expect(host.shows("Clicks 2"))
        #expect(made.value == 1)
        host.press("n", modifiers: .control)
        #expect(host.shows("Clicks 0"))
        #expect(made.value == 2)
    }

    @Test func anEnvironmentObjectReachesDescendantsAndUpdatesThem() {
        let store = PersonStore()
        let host = TestHost(StoreScreen().environmentObject(store), width: 30, height: 3)
        #expect(host.screen[0] == "first: Majid")
        host.type("a")
        #expect(store.persons[0].name == "Majida")
        #expect(host.screen[0] == "first: Majida")
        store.persons[0].name = "Max"
        host.settle()
        #expect(host.screen[0] == "first: Max")
        #expect(host.screen[1].hasPrefix("Max"))
    }
}
