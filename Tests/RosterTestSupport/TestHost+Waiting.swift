import Foundation
import TerminalUICore

extension TestHost {
    /// Waits (polling, up to 10 s) until the screen satisfies `condition`: for what storage
    /// does off the main actor (an open, another client's commit, a server going away).
    package func waitForScreen(_ condition: ([String]) -> Bool) async -> Bool {
        for _ in 0..<200 {
            settle()
            if condition(screen) { return true }
            try? await Task.sleep(for: .milliseconds(50))
        }
        return false
    }
}
