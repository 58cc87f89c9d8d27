import Foundation

#if !canImport(Darwin)
    extension Timer {
        /// `Timer()`, which Foundation on Apple platforms has (from `NSObject`) and
        /// swift-corelibs-foundation does not: SwiftUI code often keeps `var timer = Timer()` as
        /// a placeholder until it schedules the real one. The placeholder is a timer that was
        /// never scheduled and does nothing; `invalidate()` on it is harmless, as on Apple
        /// platforms. (The parameter only keeps this from overriding `NSObject.init()`, which
        /// an extension may not; `Timer()` calls this.)
        public convenience init(unscheduled: Void = ()) {
            self.init(timeInterval: 0, repeats: false) { _ in }
        }
    }
#endif
