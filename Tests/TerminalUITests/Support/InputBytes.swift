@testable import TerminalUICore

/// Feeds an `InputParser` the way `NcursesScreen` does, for the input tests: bytes read at a
/// time, and reads that find nothing once a given time has passed.
struct InputBytes {
    var parser = InputParser()
    var time = ContinuousClock.now

    /// The events of one read of `text`'s UTF-8 bytes (`\u{1B}` for ESC).
    mutating func read(_ text: String) -> [ScreenEvent] {
        read(Array(text.utf8))
    }

    /// The events of one read of `bytes`.
    mutating func read(_ bytes: [UInt8]) -> [ScreenEvent] {
        parser.parse(bytes, at: time)
    }

    /// The events of a read that finds nothing, `delay` after the last.
    mutating func idle(_ delay: Duration) -> [ScreenEvent] {
        time += delay
        return parser.parse([], at: time)
    }

    /// The events of `text` read at once, then of a read that finds nothing after every
    /// timeout (so a lone ESC ends as Escape).
    static func events(_ text: String) -> [ScreenEvent] {
        var input = InputBytes()
        return input.read(text) + input.idle(.seconds(10))
    }
}

extension ScreenEvent {
    /// A key press of `key` with `modifiers`, for the input tests' expectations.
    static func press(_ key: KeyEquivalent, _ modifiers: EventModifiers = []) -> ScreenEvent {
        .key(KeyPress(key, modifiers: modifiers))
    }

    /// One key press per character of `text`.
    static func typed(_ text: String) -> [ScreenEvent] {
        text.map { .key(KeyPress(KeyEquivalent($0))) }
    }
}
