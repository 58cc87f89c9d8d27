import Testing

@testable import TerminalUICore

@Suite("TextFieldStyle of your own")
@MainActor
struct TextFieldStyleTests {
    /// Puts a marker before the field and a border round it.
    private struct MarkedStyle: TextFieldStyle {
        func _body(configuration: TextField<Self._Label>) -> some View {
            HStack(spacing: 0) {
                Text("> ")
                configuration
            }
            .padding(.horizontal, .columns(1))
            .border(Color.gray)
        }
    }

    private final class Model {
        var name = ""
        var email = ""
    }

    private func form(_ model: Model) -> some View {
        VStack(alignment: .leading, spacing: 0) {
            TextField("Name", text: Binding(get: { model.name }, set: { model.name = $0 }))
            SecureField("Password", text: Binding(get: { model.email }, set: { model.email = $0 }))
        }
        .textFieldStyle(MarkedStyle())
    }

    @Test func theStyleDrawsEveryFieldBelowAroundTheFieldItself() {
        let host = TestHost(form(Model()), width: 30, height: 8)
        #expect(host.screen[0].hasPrefix("┌") && host.screen[2].hasPrefix("└"), "\(host.screen)")
        #expect(host.screen[1].hasPrefix("│ > Name"), "the prompt shows in the field: \(host.screen)")
        #expect(host.screen[4].hasPrefix("│ > Password"), "\(host.screen)")
    }

    @Test func theFieldInsideEditsAndTabReachesEach() {
        let model = Model()
        let host = TestHost(form(model), width: 30, height: 8)
        host.type("Ada")  // the first field has focus from the start
        host.press(.tab)
        host.type("pw")
        host.press(.tab, modifiers: .shift)
        host.type("!")
        #expect(model.name == "Ada!" && model.email == "pw")
        #expect(host.screen[1].hasPrefix("│ > Ada!"), "\(host.screen)")
        #expect(host.screen[4].hasPrefix("│ > ••"), "a secure field keeps its bullets: \(host.screen)")
        #expect(host.focusProblem == nil)
    }

    @Test func theBuiltInStylesDrawTheStandardField() {
        var name = "Ada"
        let binding = Binding(get: { name }, set: { name = $0 })
        let standard = TestHost(TextField("Name", text: binding), width: 20, height: 1).screen
        #expect(standard[0].hasPrefix("Ada"))
        let rounded = TestHost(TextField("Name", text: binding).textFieldStyle(.roundedBorder), width: 20, height: 1)
        let plain = TestHost(TextField("Name", text: binding).textFieldStyle(.plain), width: 20, height: 1)
        let automatic = TestHost(TextField("Name", text: binding).textFieldStyle(.automatic), width: 20, height: 1)
        #expect(rounded.screen == standard && plain.screen == standard && automatic.screen == standard)
    }

    @Test(arguments: SnapshotTests.sizes)
    func snapshots(size: Size) {
        let host = TestHost(form(Model()), width: size.width, height: size.height)
        Snapshot.assert(host, named: "text-field-style-\(size.width)x\(size.height)")
    }
}
