import Testing

@testable import TerminalUICore

@Suite("Darwin's time constants")
struct DispatchTimeConstantsTests {
    @Test func theConstantsHaveDarwinsValuesAndType() {
        let seconds: UInt64 = 2
        #expect(seconds * NSEC_PER_SEC == 2_000_000_000, "as a sleep in nanoseconds is written")
        #expect(NSEC_PER_MSEC * 1_000 == NSEC_PER_SEC)
        #expect(NSEC_PER_USEC * USEC_PER_SEC == NSEC_PER_SEC)
    }
}
