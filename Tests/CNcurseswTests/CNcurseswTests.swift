import CNcursesw
import Foundation
import Testing

@Suite("CNcursesw links and works")
struct CNcurseswTests {
    @Test func aWideCharacterDrawnOnAPseudoTerminalReadsBack() throws {
        #expect(setlocale(LC_CTYPE, "C.UTF-8") != nil)
        var path = [CChar](repeating: 0, count: 128)
        let controller = roster_open_pty(&path, UInt(path.count))
        try #require(controller >= 0)
        defer { close(controller) }
        let terminalPath = String(decoding: path.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let terminal = try #require(fopen(terminalPath, "r+"))
        defer { fclose(terminal) }

        let screen = try #require(newterm("xterm-256color", terminal, terminal))
        defer { delscreen(screen) }
        set_term(screen)
        defer { endwin() }
        let window = roster_stdscr()

        var wide = cchar_t()
        let zhang: [wchar_t] = [0x5F20, 0]
        #expect(setcchar(&wide, zhang, roster_a_bold(), 0, nil) == OK)
        #expect(mvwadd_wch(window, 2, 3, &wide) == OK)
        // The cursor moves past both columns of the wide character.
        #expect(getcury(window) == 2 && getcurx(window) == 5)

        var back = cchar_t()
        #expect(mvwin_wch(window, 2, 3, &back) == OK)
        var characters = [wchar_t](repeating: 0, count: 8)
        var attributes: attr_t = 0
        var pair: Int16 = 0
        #expect(getcchar(&back, &characters, &attributes, &pair, nil) == OK)
        #expect(characters[0] == 0x5F20)
        #expect(attributes & roster_a_bold() != 0)
        #expect(roster_getmaxx(window) > 0 && roster_getmaxy(window) > 0)
    }

    @Test func helpersStandInForTheMacros() {
        #expect(roster_key_f(1) == KEY_F0 + 1)
        #expect(roster_color_pair(3) != roster_color_pair(4))
        #expect(roster_a_bold() != roster_a_normal())
        #expect(roster_a_reverse() != roster_a_dim())
        _ = setlocale(LC_CTYPE, "C.UTF-8")
        #expect(roster_wcwidth(0x5F20) == 2)
        #expect(roster_wcwidth(0x0301) == 0)
        #expect(roster_wcwidth(0x41) == 1)
    }
}
