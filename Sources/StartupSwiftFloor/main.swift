// The Swift startup floor of `make bench` (BENCHMARKS.md, Startup): the C floor's screen
// (Sources/StartupFloor/main.c) drawn by a Swift program built as roster is, with the Swift
// runtime and Foundation linked in, which reads the file through Foundation. What it costs over
// the C floor is what any Swift program with Foundation pays before its first frame.
// Usage: StartupSwiftFloor --file PATH. Not part of the app: it shows the names unchecked.
import CNcursesw
import Foundation

let arguments = CommandLine.arguments
let data = arguments.count > 2 ? (try? Data(contentsOf: URL(fileURLWithPath: arguments[2]))) ?? Data() : Data()
let bytes = [UInt8](data.prefix(1 << 20))

/// Where `pattern` next starts in `bytes` at or after `start`.
func find(_ pattern: String, from start: Int) -> Int? {
    let pattern = Array(pattern.utf8)
    guard pattern.count <= bytes.count else { return nil }
    var index = start
    while index + pattern.count <= bytes.count {
        if bytes[index..<index + pattern.count].elementsEqual(pattern) { return index }
        index += 1
    }
    return nil
}

setlocale(LC_ALL, "")
_ = roster_newterm()
cbreak()
noecho()
nonl()
keypad(roster_stdscr(), true)
curs_set(0)
let lines = roster_lines()
let columns = roster_cols()
attrset(Int32(bitPattern: roster_a_bold()))
mvaddstr(0, 1, "Persons")
attrset(Int32(bitPattern: roster_a_normal()))
mvaddstr(1, 0, String(repeating: "─", count: Int(columns)))
for row in 2..<(lines - 1) { mvaddstr(row, 34, "│") }
var cursor = 0
var row: Int32 = 2
while row + 1 < lines - 1, let name = find("\"name\": \"", from: cursor), let age = find("\"age\": ", from: name) {
    let start = name + 9
    let end = bytes[start...].firstIndex(of: UInt8(ascii: "\"")) ?? start
    let digits = bytes[(age + 7)...].prefix { (0x30...0x39).contains($0) }
    let selected = row == 2 ? roster_a_reverse() : roster_a_normal()
    attrset(Int32(bitPattern: selected))
    mvaddstr(row, 0, String(repeating: " ", count: 34))
    mvaddstr(row + 1, 0, String(repeating: " ", count: 34))
    attrset(Int32(bitPattern: selected | roster_a_bold()))
    mvaddstr(row, 1, String(decoding: bytes[start..<end], as: UTF8.self))
    attrset(Int32(bitPattern: selected | roster_a_dim()))
    mvaddstr(row + 1, 1, "Age: " + String(decoding: digits, as: UTF8.self))
    cursor = age
    row += 2
}
attrset(Int32(bitPattern: roster_a_dim()))
mvaddstr(lines / 2, 34 + (columns - 34 - 12) / 2, "No selection")
mvaddstr(lines - 1, 1, "↑↓ j k move · PgUp PgDn Home End · ⏎ edit · q quit")
refresh()
getch()
endwin()
