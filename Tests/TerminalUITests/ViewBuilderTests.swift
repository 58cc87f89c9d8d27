import TerminalUICore
import Testing

/// Every form a `@ViewBuilder` body may take, as SwiftUI allows it.
private struct Builders: View {
    enum Mode { case one, two, three }

    let mode: Mode
    let name: String?
    let flag: Bool

    var body: some View {
        VStack(alignment: .leading) {
            Text("1")
            Text("2")
            Text("3")
            Text("4")
            Text("5")
            Text("6")
            Text("7")
            Text("8")
            Text("9")
            Text("10")
            Text("11")
            let doubled = (name ?? "nobody") + "!"
            Text(doubled)
            if let name {
                Text("hello \(name)")
            }
            if flag {
                Text("flag on")
            } else {
                Text("flag off")
            }
            switch mode {
            case .one: Text("mode one")
            case .two: Text("mode two")
            case .three: EmptyView()
            }
            if #available(iOS 17, macOS 14, *) {
                Text("available")
            }
            Optional(Text("optional"))
        }
    }
}

/// Persons edited through `ForEach($store.persons) { $person in … }`.
private final class Team: ObservableObject {
    struct Member: Identifiable, Equatable {
        let id: Int
        var name: String
    }

    @Published var members = [Member(id: 1, name: "Ann"), Member(id: 2, name: "Bo")]
}

private struct TeamEditor: View {
    @ObservedObject var team: Team

    var body: some View {
        VStack(alignment: .leading) {
            ForEach($team.members) { $member in
                HStack {
                    Text("\(member.id):")
                    TextField("name", text: $member.name)
                }
            }
        }
    }
}

@Suite("ViewBuilder forms and ForEach over a binding")
@MainActor
struct ViewBuilderTests {
    @Test func everyBuilderFormShows() {
        let host = TestHost(Builders(mode: .two, name: "Zoë", flag: true), width: 30, height: 20)
        #expect(Array(host.screen.prefix(11)) == (1...11).map(String.init))
        #expect(host.screen[11] == "Zoë!")
        #expect(host.screen[12] == "hello Zoë")
        #expect(host.screen[13] == "flag on")
        #expect(host.screen[14] == "mode two")
        #expect(host.screen[15] == "available")
        #expect(host.screen[16] == "optional")
    }

    @Test func theOtherBranchesShowToo() {
        let host = TestHost(Builders(mode: .three, name: nil, flag: false), width: 30, height: 20)
        #expect(host.screen[11] == "nobody!")
        #expect(host.screen[12] == "flag off")
        #expect(host.screen[13] == "available", "no 'hello' without a name, nothing for mode three")
    }

    @Test func aForEachOverABindingEditsEachElementInPlace() {
        let team = Team()
        let host = TestHost(TeamEditor(team: team), width: 30, height: 4)
        #expect(host.screen[0].hasPrefix("1: Ann"))
        host.type("e")
        host.press(.tab)
        host.type("b")
        #expect(team.members.map(\.name) == ["Anne", "Bob"])
        #expect(host.screen[1].hasPrefix("2: Bob"))
        team.members.reverse()
        host.settle()
        host.press(.tab, modifiers: .shift)
        host.type("!")
        #expect(team.members.map(\.name) == ["Bob", "Anne!"], "the field follows its element by id")
    }
}
