import DataFlow
import Foundation
import Testing

@Suite("BindingReads")
struct BindingReadsTests {
    @Test func aReadRunsInsideTheWatchOfItsThreadAndOnlyThere() {
        var stored = 5
        let binding = Binding(get: { stored }, set: { stored = $0 })
        var watched = 0
        let watch = BindingReads.Watch { read in
            watched += 1
            read()
        }
        #expect(binding.wrappedValue == 5)
        #expect(watched == 0, "no watch: a plain read")
        BindingReads.current = watch
        #expect(binding.wrappedValue == 5)
        #expect(watched == 1)
        let done = DispatchSemaphore(value: 0)
        let other = Thread {
            _ = Binding.constant(7).wrappedValue
            done.signal()
        }
        other.start()
        done.wait()
        #expect(watched == 1, "another thread's read does not run in this thread's watch")
        binding.wrappedValue = 6
        #expect(watched == 1, "a write is not a read")
        BindingReads.current = nil
        #expect(binding.wrappedValue == 6)
        #expect(watched == 1)
    }
}
