import Testing

@testable import TerminalUICore

@Suite("Inline Markdown in a Text's literal")
@MainActor
struct InlineMarkdownTests {
    private func spans(_ source: String) -> [String] {
        InlineMarkdown.spans(source).map { span in
            let marks =
                (span.attributes.contains(.bold) ? "B" : "") + (span.attributes.contains(.italic) ? "I" : "")
                + (span.attributes.contains(.underline) ? "U" : "")
            return marks.isEmpty ? span.text : "\(marks):\(span.text)"
        }
    }

    @Test func emphasisCodeLinksAndEscapes() {
        #expect(spans("Hello **world**") == ["Hello ", "B:world"])
        #expect(spans("*one* and _two_") == ["I:one", " and ", "I:two"])
        #expect(spans("***both*** ~~gone~~ `a*b*c`") == ["BI:both", " gone a*b*c"])
        #expect(spans("[Apple](https://apple.com) site") == ["U:Apple", " site"])
        #expect(spans("\\*not\\* snake_case_name 2 * 3 * 4") == ["*not* snake_case_name 2 * 3 * 4"])
        #expect(spans("**unclosed") == ["**unclosed"])
    }

    @Test func aLiteralIsReadAsMarkdownAndAnInterpolatedValueIsNot() {
        let name = "**Ann**"
        let text = Text("Hi **\(name)**, see _this_")
        #expect(text.string == "Hi **Ann**, see this", "the value is shown as it is")
        #expect(text.runs.map(\.attributes) == [[], .bold, [], .italic])
        #expect(Text(verbatim: "**kept**").string == "**kept**", "verbatim text is never read")
        let code = "a_b"
        #expect(Text("`\(code)` and [\(name)](x)").string == "a_b and **Ann**", "values in code and links")
        let host = TestHost(Text("Say **hello**"), width: 20, height: 1)
        #expect(host.screen[0] == "Say hello")
        #expect(host.cell(x: 4, y: 0).style.attributes.contains(.bold))
    }

    @Test func anInflectedRunAgreesWithItsNumber() {
        func glasses(_ count: Int) -> String { Text("^[\(count) glass](inflect: true) of water").string }
        #expect(glasses(1) == "1 glass of water")
        #expect(glasses(2) == "2 glasses of water")
        #expect(glasses(0) == "0 glasses of water")
        let people = 3
        #expect(Text("**^[\(people) Person](inflect: true)** booked").string == "3 People booked")
        #expect(Text("^[1,500 new city](inflect: true)").string == "1,500 new cities")
        let word = "Child"
        let count = 2
        #expect(Text("^[\(count) \(word)](inflect: true)").string == "2 Children", "an interpolated word agrees too")
        #expect(Text("^[\(count) \(word) seat](inflect: true)").string == "2 Child seats", "the last word")
        #expect(Text("^[2 item](morphology: {})").string == "2 item", "other attributes only show the label")
        #expect(
            ["leaf", "knife", "potato", "photo", "day", "sheep", "child", "KEY"].map(Inflection.plural(of:))
                == ["leaves", "knives", "potatoes", "photos", "days", "sheep", "children", "KEYS"])
    }
}
