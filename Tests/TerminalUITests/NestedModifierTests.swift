import Testing

@testable import TerminalUICore

@Suite("Modifiers whose bodies apply modifiers of their own")
@MainActor
struct NestedModifierTests {
    private struct Framed: ViewModifier {
        func body(content: Content) -> some View {
            HStack(spacing: 0) {
                Text("[")
                content
                Text("]")
            }
        }
    }

    private struct Labelled: ViewModifier {
        let label: String

        func body(content: Content) -> some View {
            content.modifier(Framed()).modifier(Framed()).overlay(alignment: .trailing) { EmptyView() }
                .padding(.leading, .columns(label.count + 1))
                .overlay(alignment: .leading) { Text(label) }
        }
    }

    @Test func eachModifiersContentIsTheViewItModifies() {
        let host = TestHost(Text("x").modifier(Labelled(label: "Name")), width: 20, height: 1)
        #expect(host.screen[0] == "Name [[x]]")
    }
}
