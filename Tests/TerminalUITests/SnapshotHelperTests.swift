import Testing

@testable import TerminalUICore

@Suite("The snapshot helper")
struct SnapshotHelperTests {
    @Test func maskCharactersFollowTheDocumentedRule() {
        func mask(_ attributes: Style.Attributes) -> Character {
            TestHost.maskCharacter(for: Style(attributes: attributes))
        }
        #expect(mask([]) == ".")
        #expect(mask(.dim) == "D")
        #expect(mask(.reverse) == "R")
        #expect(mask([.reverse, .dim]) == "r")
        #expect(mask([.reverse, .bold]) == "R")
        #expect(mask([.underline, .bold]) == "U")
        #expect(mask([.underline, .dim]) == "u")
        #expect(mask(.bold) == "B")
        #expect(mask([.bold, .dim]) == "b")
        #expect(mask(.italic) == "I")
    }
}
