import Testing

@testable import TerminalUICore

@Suite("TextField(_:text:onEditingChanged:onCommit:)")
@MainActor
struct TextFieldEditingCallbacksTests {
    private final class Model: ObservableObject {
        @Published var name = ""
        @Published var log: [String] = []
    }

    private struct Form: View {
        @ObservedObject var model: Model

        var body: some View {
            VStack {
                TextField(
                    "Name", text: $model.name,
                    onEditingChanged: { editing in model.log.append(editing ? "begin" : "end") },
                    onCommit: { model.log.append("commit \(model.name)") }
                )
                .onSubmit { model.log.append("submit") }
                Button("Done") {}
            }
        }
    }

    @Test func editingChangedFollowsFocusAndCommitRunsOnReturnBeforeSubmit() {
        let model = Model()
        let host = TestHost(Form(model: model), width: 30, height: 4)
        #expect(model.log == ["begin"], "the field takes focus first")
        host.type("Ada")
        host.press(.return)
        #expect(model.log == ["begin", "commit Ada", "submit"])
        host.press(.tab)
        #expect(model.log.last == "end")
        host.press(.tab)
        #expect(model.log.last == "begin")
    }
}
