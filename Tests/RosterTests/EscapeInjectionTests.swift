import Foundation
import Roster
import RosterTestSupport
import TerminalUICore
import Testing

/// Names holding escape sequences and control characters are shown as visible, harmless text.
@Suite("Escape injection, headless")
@MainActor
struct EscapeInjectionTests {
    private func host(_ names: [String], width: Int = 100, height: Int = 40) -> TestHost {
        TestHost(roster: PersonStore(persons: HostileNames.persons(names)), width: width, height: height)
    }

    private func expectSafe(_ host: TestHost, sourceLocation: SourceLocation = #_sourceLocation) {
        let canvas = host.canvas
        for y in 0..<canvas.size.height {
            for x in 0..<canvas.size.width where canvas[x, y].text.unicodeScalars.contains(where: HostileNames.isUnsafe)
            {
                Issue.record(
                    "an unsafe character reached the screen at (\(x), \(y)): \(canvas[x, y].text.debugDescription)",
                    sourceLocation: sourceLocation)
            }
        }
    }

    @Test func theListShowsHostileNamesAsTheirVisibleTwins() {
        let hostile = host(HostileNames.names)
        let twin = host(HostileNames.twins)
        expectSafe(hostile)
        #expect(hostile.canvas == twin.canvas, "hostile:\n\(hostile.screenText)\ntwins:\n\(twin.screenText)")
        #expect(hostile.screen.contains { $0.contains("Title␛]0;PWNED-TITLE␇x") })
        #expect(hostile.screen.contains { $0.contains("C1�31mcsi�0;T�") })
        #expect(hostile.screen.contains { $0.contains("Nul␀Bel␇Del␡BS␈CR␍x") })
    }

    @Test func theFormAndItsTitleShowThemTheSameWay() {
        for index in HostileNames.names.indices {
            let hostile = host(HostileNames.names)
            let twin = host(HostileNames.twins)
            for host in [hostile, twin] {
                for _ in 0..<index { host.press(.downArrow) }
                host.press(.return)
                host.press(.end)
            }
            expectSafe(hostile)
            #expect(hostile.canvas == twin.canvas, "person \(index):\n\(hostile.screenText)")
            #expect(hostile.cursor == twin.cursor)
        }
    }

    @Test func narrowScreensCutThemAtTheSameCells() {
        for width in [24, 30, 45, 79, 80] {
            let hostile = host(HostileNames.names, width: width, height: 12)
            let twin = host(HostileNames.twins, width: width, height: 12)
            hostile.press(.return)
            twin.press(.return)
            expectSafe(hostile)
            #expect(hostile.canvas == twin.canvas, "\(width) wide:\n\(hostile.screenText)")
        }
    }

    @Test func aBadFileQuotingHostileTextShowsItHarmlessly() async throws {
        let folder = TemporaryFolder()
        let path = folder.file("persons.json")
        let text =
            "{\"version\": 1, \"persons\": [{\"id\": \"\\u001b]0;PWNED\\u0007\\u009b2J\", \"name\": \"A\", \"age\": 1}]}"
        folder.write(text, to: "persons.json")
        let store = PersonStore(file: PersonsFile(path: path))
        let host = TestHost(roster: store, width: 100, height: 30)
        await store.loadTask?.value
        host.settle()
        #expect(host.screenText.contains("␛]0;PWNED␇�2J"), "the quoted id is shown, visibly:\n\(host.screenText)")
        expectSafe(host)
        #expect(folder.bytes(of: path) == Array(text.utf8))
    }
}
