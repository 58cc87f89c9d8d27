import Foundation
import Testing

@testable import TerminalUICore

private enum Flavor: String {
    case vanilla, chocolate
}

private enum Size: Int {
    case small = 1
    case large = 2
}

/// A store of its own per test, removed afterwards (it would be written to the user's
/// configuration folder otherwise).
private final class TestDefaults {
    let name = "TerminalUITests-\(UUID().uuidString)"
    let store: UserDefaults

    init() {
        store = UserDefaults(suiteName: name)!
    }

    deinit {
        store.removePersistentDomain(forName: name)
    }
}

private struct Settings: View {
    @AppStorage private var enabled: Bool
    @AppStorage private var count: Int
    @AppStorage private var ratio: Double
    @AppStorage private var name: String
    @AppStorage private var home: URL?
    @AppStorage private var blob: Data
    @AppStorage private var flavor: Flavor
    @AppStorage private var size: Size

    init(store: UserDefaults) {
        _enabled = AppStorage(wrappedValue: false, "enabled", store: store)
        _count = AppStorage(wrappedValue: 1, "count", store: store)
        _ratio = AppStorage(wrappedValue: 0.5, "ratio", store: store)
        _name = AppStorage(wrappedValue: "none", "name", store: store)
        _home = AppStorage("home", store: store)
        _blob = AppStorage(wrappedValue: Data(), "blob", store: store)
        _flavor = AppStorage(wrappedValue: .vanilla, "flavor", store: store)
        _size = AppStorage(wrappedValue: .small, "size", store: store)
    }

    var body: some View {
        VStack(alignment: .leading) {
            Text(
                "\(enabled) \(count) \(ratio) \(name) \(home?.absoluteString ?? "nil") \(blob.count) \(flavor.rawValue) \(size.rawValue)"
            )
            Button("Change") {
                enabled = true
                count = 7
                ratio = 2.5
                name = "Ada"
                home = URL(string: "https://example.org")
                blob = Data([1, 2, 3])
                flavor = .chocolate
                size = .large
            }
            Button("Clear home") { home = nil }
        }
    }
}

/// Two views of one key: a write through either shows in both.
private struct TwoReaders: View {
    let store: UserDefaults

    var body: some View {
        VStack(alignment: .leading) {
            Reader(store: store, label: "A")
            Reader(store: store, label: "B")
        }
    }
}

private struct Reader: View {
    let label: String
    @AppStorage private var taps: Int

    init(store: UserDefaults, label: String) {
        self.label = label
        _taps = AppStorage(wrappedValue: 0, "taps", store: store)
    }

    var body: some View {
        Button("\(label) \(taps)") { taps += 1 }
    }
}

@Suite("AppStorage")
@MainActor
struct AppStorageTests {
    @Test func everyTypeReadsItsDefaultThenWhatWasStored() {
        let defaults = TestDefaults()
        let host = TestHost(Settings(store: defaults.store), width: 80, height: 12)
        #expect(host.screen[0] == "false 1 0.500000 none nil 0 vanilla 1")
        host.press(.return)
        #expect(host.screen[0] == "true 7 2.500000 Ada https://example.org 3 chocolate 2")
        // Stored in the defaults, where a new view (or a later run) reads them.
        #expect(defaults.store.integer(forKey: "count") == 7)
        #expect(defaults.store.string(forKey: "flavor") == "chocolate")
        let again = TestHost(Settings(store: defaults.store), width: 80, height: 12)
        #expect(again.screen[0] == "true 7 2.500000 Ada https://example.org 3 chocolate 2")
        host.press(.tab)
        host.press(.return)  // nil removes the key
        #expect(defaults.store.object(forKey: "home") == nil)
        #expect(host.screen[0] == "true 7 2.500000 Ada nil 3 chocolate 2")
    }

    @Test func everyOptionalTypeIsStoredThenRemovedByNil() {
        let defaults = TestDefaults()
        let store = defaults.store
        func roundTrip<Value: Equatable>(_ storage: AppStorage<Value?>, _ value: Value, key: String) {
            #expect(storage.wrappedValue == nil)
            storage.wrappedValue = value
            #expect(storage.wrappedValue == value)
            #expect(store.object(forKey: key) != nil)
            storage.wrappedValue = nil
            #expect(storage.wrappedValue == nil)
            #expect(store.object(forKey: key) == nil)
        }
        roundTrip(AppStorage<Bool?>("bool", store: store), true, key: "bool")
        roundTrip(AppStorage<Int?>("int", store: store), 3, key: "int")
        roundTrip(AppStorage<Double?>("double", store: store), 1.5, key: "double")
        roundTrip(AppStorage<String?>("string", store: store), "Ada", key: "string")
        roundTrip(AppStorage<URL?>("url", store: store), URL(string: "https://example.org")!, key: "url")
        roundTrip(AppStorage<Data?>("data", store: store), Data([1]), key: "data")
        roundTrip(AppStorage<Size?>("size", store: store), .large, key: "size")
        roundTrip(AppStorage<Flavor?>("flavor", store: store), .chocolate, key: "flavor")
    }

    @Test func aRawValueNamingNoCaseReadsTheDefault() {
        let defaults = TestDefaults()
        defaults.store.set("strawberry", forKey: "flavor")
        let host = TestHost(Settings(store: defaults.store), width: 80, height: 12)
        #expect(host.screen[0].hasSuffix("vanilla 1"))
    }

    @Test func aWriteReEvaluatesEveryViewReadingTheKey() {
        let defaults = TestDefaults()
        let host = TestHost(TwoReaders(store: defaults.store), width: 40, height: 12)
        #expect(host.screen[0] == "[ A 0 ]")
        #expect(host.screen[1] == "[ B 0 ]")
        host.press(.return)
        #expect(host.screen[0] == "[ A 1 ]")
        #expect(host.screen[1] == "[ B 1 ]")
    }

    @Test func aWriteToTheDefaultsAroundTheStorageShowsInTheViewsReadingIt() {
        struct Intro: View {
            let store: UserDefaults
            @AppStorage private var seen: Bool

            init(store: UserDefaults) {
                self.store = store
                _seen = AppStorage(wrappedValue: false, "seen", store: store)
            }

            var body: some View {
                VStack {
                    Text(seen ? "welcome back" : "first visit")
                    Button("Done") { store.set(true, forKey: "seen") }
                }
            }
        }
        let defaults = TestDefaults()
        let host = TestHost(Intro(store: defaults.store), width: 20, height: 2)
        #expect(host.screen[0].contains("first visit"))
        host.press(.return)
        #expect(host.screen[0].contains("welcome back"), "the write through UserDefaults shows:\n\(host.screenText)")
        let frames = host.frameCount
        host.press("x")
        #expect(host.frameCount == frames, "no write, no frame")
    }

    @Test func keyValueCodingOnTheDefaultsStoresAndReads() {
        let defaults = TestDefaults()
        defaults.store.setValue(7, forKey: "count")
        #expect(defaults.store.integer(forKey: "count") == 7)
        #expect(defaults.store.value(forKey: "count") as? Int == 7)
        defaults.store.setValue(nil, forKey: "count")
        #expect(defaults.store.value(forKey: "count") == nil)
    }
}

/// A settings model that keeps its values in `UserDefaults`, as settings screens write them.
private final class SettingsModel: ObservableObject {
    @AppStorage var recentFiles: Int

    init(store: UserDefaults) {
        _recentFiles = AppStorage(wrappedValue: 5, "recentFiles", store: store)
    }
}

private struct SettingsModelView: View {
    @ObservedObject var model: SettingsModel

    var body: some View {
        Form {
            HStack {
                Stepper("Recent files", value: $model.recentFiles, in: 1...10, step: 1)
                Text("\(model.recentFiles.formatted()) files")
            }
        }
    }
}

extension AppStorageTests {
    @Test func aWriteThroughAnObservableObjectReEvaluatesTheViewsObservingIt() {
        let defaults = TestDefaults()
        let model = SettingsModel(store: defaults.store)
        let host = TestHost(SettingsModelView(model: model), width: 40, height: 3)
        #expect(host.screen[0].hasSuffix("5 files"), "\(host.screenText)")
        host.press(.rightArrow)
        #expect(host.screen[0].hasSuffix("6 files"), "the text beside the stepper follows:\n\(host.screenText)")
        #expect(defaults.store.integer(forKey: "recentFiles") == 6)
        model.recentFiles = 8
        host.settle()
        #expect(host.screen[0].hasSuffix("8 files"), "a write from the model's own code:\n\(host.screenText)")
    }
}

/// A settings store as Swift with Majid writes it: its values read from the standard defaults,
/// its change notice republished as its own.
private final class NoticedSettings: ObservableObject {
    let objectWillChange = PassthroughSubject<Void, Never>()
    let key = "TerminalUITests-pro-\(UUID().uuidString)"
    private var cancellable: AnyCancellable?

    init() {
        cancellable = NotificationCenter.default.publisher(for: UserDefaults.didChangeNotification)
            .map { _ in () }
            .subscribe(objectWillChange)
    }

    var isPro: Bool {
        get { UserDefaults.standard.bool(forKey: key) }
        set { UserDefaults.standard.set(newValue, forKey: key) }
    }
}

private struct NoticedSettingsView: View {
    @ObservedObject var settings: NoticedSettings

    var body: some View {
        VStack {
            Text(settings.isPro ? "PRO" : "Free")
            Button("Unlock") { settings.isPro = true }
        }
    }
}

extension AppStorageTests {
    @Test func theStandardDefaultsChangeNoticeIsPostedToItsListeners() {
        let settings = NoticedSettings()
        defer { UserDefaults.standard.removeObject(forKey: settings.key) }
        let host = TestHost(NoticedSettingsView(settings: settings), width: 20, height: 2)
        #expect(host.screen[0].contains("Free"))
        host.press(.return)
        #expect(host.screen[0].contains("PRO"), "the store republished the notice:\n\(host.screenText)")
        let frames = host.frameCount
        host.press("x")
        #expect(host.frameCount == frames, "no write, no notice, no frame")
    }
}

private struct SceneReader: View {
    let label: String
    @SceneStorage("tab") private var tab = "first"
    @SceneStorage("visits") private var visits: Int?

    var body: some View {
        Button("\(label) \(tab) \(visits.map(String.init) ?? "nil")") {
            tab = "second"
            visits = (visits ?? 0) + 1
        }
    }
}

@Suite("SceneStorage")
@MainActor
struct SceneStorageTests {
    @Test func aValueIsSharedByTheReadersOfItsSceneAndEachSceneKeepsItsOwn() {
        let host = TestHost(
            VStack {
                SceneReader(label: "A")
                SceneReader(label: "B")
            }, width: 40, height: 12)
        #expect(host.screen[0] == "[ A first nil ]")
        host.press(.return)
        #expect(host.screen[0] == "[ A second 1 ]")
        #expect(host.screen[1] == "[ B second 1 ]")
        // Another scene (a window of its own) starts from the defaults; the first keeps its value.
        let other = TestHost(SceneReader(label: "C"), width: 40, height: 12)
        #expect(other.screen[0] == "[ C first nil ]")
        other.press(.return)
        #expect(host.screen[0] == "[ A second 1 ]")
    }
}
