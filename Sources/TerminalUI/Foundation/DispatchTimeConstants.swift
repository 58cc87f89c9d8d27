import Dispatch

#if !canImport(Darwin)
    // Darwin's time constants, which SwiftUI code reaches through Dispatch on Apple platforms
    // (`try await Task.sleep(nanoseconds: 2 * NSEC_PER_SEC)`); Dispatch on Linux defines them in
    // its C header but does not bring them into Swift.

    /// Nanoseconds in a second.
    public let NSEC_PER_SEC: UInt64 = 1_000_000_000
    /// Nanoseconds in a millisecond.
    public let NSEC_PER_MSEC: UInt64 = 1_000_000
    /// Nanoseconds in a microsecond.
    public let NSEC_PER_USEC: UInt64 = 1_000
    /// Microseconds in a second.
    public let USEC_PER_SEC: UInt64 = 1_000_000
#endif
