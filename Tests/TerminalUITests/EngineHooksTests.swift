import Testing

@testable import TerminalUICore

private struct Greeting: View {
    var body: some View {
        Text("Hello")
    }
}

private struct Framed: ViewModifier {
    func body(content: Content) -> some View {
        content.padding(.vertical, .rows(1)).padding(.horizontal, .columns(1))
    }
}

/// A dynamic property made of another one.
private struct Tally: DynamicProperty {
    @State var count = 0
}

/// The underscored requirements through which a type tells the engine that the engine draws,
/// applies or installs it (`View._primitive`, `ViewModifier._primitive`,
/// `DynamicProperty._installable`): the engine's own types name themselves, types written
/// with a body or made of other properties answer `nil`.
@Suite("Engine hooks")
@MainActor
struct EngineHooksTests {
    @Test func aPrimitiveViewNamesItsTypeAndAViewWithABodyDoesNot() throws {
        let text = try #require(Text._primitive)
        #expect(ObjectIdentifier(text.type) == ObjectIdentifier(Text.self))
        // Conditional conformances answer too.
        let optional = try #require(Optional<Text>._primitive)
        #expect(ObjectIdentifier(optional.type) == ObjectIdentifier(Optional<Text>.self))
        #expect(VStack<Text>._primitive != nil)
        #expect(Greeting._primitive == nil)
    }

    @Test func aPrimitiveModifierNamesItsTypeAndAModifierWithABodyDoesNot() throws {
        let padding = try #require(PaddingModifier._primitive)
        #expect(ObjectIdentifier(padding.type) == ObjectIdentifier(PaddingModifier.self))
        #expect(Framed._primitive == nil)
    }

    @Test func aPropertyWrapperNamesItsTypeAndAPropertyMadeOfOthersDoesNot() throws {
        let state = try #require(State<Int>._installable)
        #expect(ObjectIdentifier(state.type) == ObjectIdentifier(State<Int>.self))
        #expect(Environment<Bool>._installable != nil)
        #expect(Tally._installable == nil)
        #expect(Binding<Int>._installable == nil)
    }

    @Test func aModifierWithABodyIsStillAppliedThroughIt() {
        let host = TestHost(Greeting().modifier(Framed()), width: 12, height: 3)
        #expect(host.screen[1] == " Hello")
    }
}
