import Foundation
import Testing

@testable import TerminalUICore

/// Seeded fuzzing of `InputParser`: random bytes; whole sequences between typed text, split
/// across reads anywhere; and sequences cut short or with bytes spliced into them.
///
/// `make test` runs 2,000 rounds of each; `make stress` (ROSTER_STRESS=1) 100,000. A failure
/// names its seed and round; `ROSTER_FUZZ_SEED=<seed>` replays it.
@Suite("InputParser fuzzing")
struct InputParserFuzzTests {
    private static let environment = ProcessInfo.processInfo.environment
    private static let seed = environment["ROSTER_FUZZ_SEED"].flatMap { UInt64($0) } ?? 21
    private static let rounds = environment["ROSTER_STRESS"] == "1" ? 100_000 : 2_000

    /// A small seeded generator (xorshift64*): the same seed, the same rounds.
    struct Generator: RandomNumberGenerator {
        private var state: UInt64

        init(seed: UInt64) {
            state = seed == 0 ? 0x2545_F491_4F6C_DD1D : seed
        }

        mutating func next() -> UInt64 {
            state ^= state >> 12
            state ^= state << 25
            state ^= state >> 27
            return state &* 0x2545_F491_4F6C_DD1D
        }
    }

    /// Typed text: printable characters of several scripts, no ESC.
    private static let textCharacters = Array("abcxyzABC019 .,;:[]~{}<>?/!@#$%^&*()_+-=|\\'\"`éüßñ张ж👍")

    /// The table's sequences, but ESC alone (which is Alt with the text after it).
    private static let wholeSequences = InputParserTerminalTableTests.all.filter { $0.sequence != "\u{1B}" }

    /// Sequences with a beginning and an end of their own, whatever bytes are spliced into
    /// them after their introducer: no CSI-u or modifyOtherKeys keys (which name characters
    /// by number), no keypad characters, no Alt made of a second ESC, no X10 mouse reports
    /// (three raw bytes after `ESC [ M`), no paste markers, no strings ended by `ESC \`.
    private static let framedSequences: [String] =
        wholeSequences.map(\.sequence).filter { sequence in
            guard sequence.utf8.count >= 3, !sequence.hasPrefix("\u{1B}\u{1B}") else { return false }
            if sequence.hasSuffix("u") || sequence.hasPrefix("\u{1B}[27;") { return false }
            return !sequence.hasPrefix("\u{1B}O") || "ABCDHFPQRSabcd".contains(sequence.last!)
        } + [
            "\u{1B}[<0;12;4M", "\u{1B}[<0;12;4m", "\u{1B}[<65;1;1M", "\u{1B}]0;title\u{07}",
            "\u{1B}]11;rgb:0000/0000/0000\u{07}",
            "\u{1B}[99~", "\u{1B}[200;300;400z", "\u{1B}[I", "\u{1B}[O",
        ]

    @Test func randomBytesNeverCrashAndAlwaysSettle() {
        var random = Generator(seed: Self.seed)
        var input = InputBytes()
        for round in 0..<Self.rounds {
            var bytes: [UInt8] = []
            for _ in 0..<Int.random(in: 1...24, using: &random) {
                // ESC and the bytes of sequences more often than the rest.
                bytes.append(
                    Bool.random(using: &random)
                        ? [0x1B, 0x5B, 0x4F, 0x3B, 0x31, 0x7E, 0x07, 0x5C].randomElement(using: &random)!
                        : UInt8.random(in: 0...255, using: &random))
            }
            let events =
                input.read(bytes)
                + (Int.random(in: 0..<8, using: &random) == 0
                    ? input.idle(.milliseconds(Int.random(in: 0...3_000, using: &random))) : [])
            for case .key(let press) in events where press.key.isPrintable {
                #expect(
                    !(0xF700...0xF8FF).contains(press.key.character.unicodeScalars.first!.value),
                    "seed \(Self.seed), round \(round)")
            }
        }
        _ = input.idle(.seconds(10))
        #expect(input.parser.deadline == nil, "nothing is pending after every timeout")
    }

    @Test func wholeSequencesSplitAnywhereAreExactlyTheirKeys() {
        var random = Generator(seed: Self.seed &+ 1)
        for round in 0..<Self.rounds {
            var bytes: [UInt8] = []
            var expected: [ScreenEvent] = []
            for _ in 0..<Int.random(in: 1...6, using: &random) {
                switch Int.random(in: 0..<3, using: &random) {
                case 0:
                    let text = String(
                        (0..<Int.random(in: 1...4, using: &random)).map { _ in
                            Self.textCharacters.randomElement(using: &random)!
                        })
                    bytes += Array(text.utf8)
                    expected += ScreenEvent.typed(text)
                case 1:
                    let entry = Self.wholeSequences.randomElement(using: &random)!
                    bytes += Array(entry.sequence.utf8)
                    expected.append(.key(entry.press))
                default:
                    let text = String(
                        (0..<Int.random(in: 1...6, using: &random)).map { _ in
                            Self.textCharacters.randomElement(using: &random)!
                        })
                    bytes += Array("\u{1B}[200~\(text)\u{1B}[201~".utf8)
                    expected.append(.paste(text))
                }
            }
            var input = InputBytes()
            var events: [ScreenEvent] = []
            var start = 0
            while start < bytes.count {
                let end = min(bytes.count, start + Int.random(in: 1...8, using: &random))
                events += input.read(Array(bytes[start..<end]))
                start = end
            }
            events += input.idle(.seconds(10))
            #expect(
                events == expected,
                "seed \(Self.seed), round \(round): \(String(decoding: bytes, as: UTF8.self).debugDescription)")
            if events != expected { return }
        }
    }

    @Test func sequencesCutShortOrSplicedNeverTypeTheirBytes() {
        var random = Generator(seed: Self.seed &+ 2)
        // Bytes that may appear inside a sequence without ending it: no `$`, which ends rxvt's
        // (`ESC [ 3 $`), and no 0, so that no splice makes a paste start.
        let spliced = Array(" !\"#%&'()*+,-./123456789:;<=>?".utf8)
        for round in 0..<Self.rounds {
            var input = InputBytes()
            var events: [ScreenEvent] = []
            var typedText: [Character] = []
            var sent = ""
            for _ in 0..<Int.random(in: 1...8, using: &random) {
                var sequence = Array(Self.framedSequences.randomElement(using: &random)!.utf8)
                switch Int.random(in: 0..<4, using: &random) {
                case 0:
                    let text = String(
                        (0..<Int.random(in: 1...4, using: &random)).map { _ in
                            Self.textCharacters.randomElement(using: &random)!
                        })
                    typedText += text
                    sent += text
                    events += input.read(text)
                case 1:
                    // Cut short, then the terminal sends nothing more for a while.
                    sequence = Array(sequence[..<Int.random(in: 3...max(3, sequence.count - 1), using: &random)])
                    sent += String(decoding: sequence, as: UTF8.self) + "‹pause›"
                    events += input.read(sequence) + input.idle(.seconds(1))
                case 2:
                    for _ in 0..<Int.random(in: 1...3, using: &random) {
                        sequence.insert(
                            spliced.randomElement(using: &random)!,
                            at: Int.random(in: 2..<sequence.count, using: &random))
                    }
                    sent += String(decoding: sequence, as: UTF8.self)
                    events += input.read(sequence)
                default:
                    sent += String(decoding: sequence, as: UTF8.self)
                    events += input.read(sequence)
                }
            }
            events += input.idle(.seconds(10))
            let printed = events.flatMap { event -> [Character] in
                switch event {
                case .key(let press): Array(press.characters)
                case .paste(let text): Array(text)
                default: []
                }
            }
            #expect(
                isSubsequence(printed, of: typedText),
                "seed \(Self.seed), round \(round): \(sent.debugDescription) printed \(String(printed).debugDescription)"
            )
            if !isSubsequence(printed, of: typedText) { return }
        }
    }

    private func isSubsequence(_ part: [Character], of whole: [Character]) -> Bool {
        var index = whole.startIndex
        for character in part {
            guard let found = whole[index...].firstIndex(of: character) else { return false }
            index = found + 1
        }
        return true
    }
}
