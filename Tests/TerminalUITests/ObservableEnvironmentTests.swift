import Testing

@testable import TerminalUICore

@Observable
private final class Account {
    var name = "Ann"
}

@Suite("Observation with import TerminalUI alone")
@MainActor
struct ObservableEnvironmentTests {
    private struct Greeting: View {
        @Environment(Account.self) private var account
        @Environment(Account.self) private var optionalAccount: Account?

        var body: some View {
            @Bindable var account = account
            VStack(alignment: .leading) {
                Text("Hi \(account.name) \(optionalAccount == nil ? "-" : "+")")
                TextField("Name", text: $account.name)
            }
        }
    }

    @Test func environmentProvidesAnObservableObjectByType() {
        let account = Account()
        let host = TestHost(Greeting().environment(account), width: 30, height: 2)
        #expect(host.screen[0] == "Hi Ann +")
        host.type("e")
        #expect(account.name == "Anne")
        #expect(host.screen[0] == "Hi Anne +")
        account.name = "Bo"
        host.settle()
        #expect(host.screen[0] == "Hi Bo +")
    }

    @Test func theOptionalFormReadsNilWhenNothingWasProvided() {
        struct Probe: View {
            @Environment(Account.self) private var account: Account?
            var body: some View { Text(account == nil ? "none" : "some") }
        }
        #expect(TestHost(Probe(), width: 10, height: 1).screen[0] == "none")
        #expect(TestHost(Probe().environment(Account()), width: 10, height: 1).screen[0] == "some")
    }
}
