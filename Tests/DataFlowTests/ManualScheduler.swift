import DataFlow
import Foundation

/// A scheduler that runs its actions when told to (`advance()`).
final class ManualScheduler: Scheduler {
    private var actions: [(id: Int, action: () -> Void)] = []
    private var nextID = 0

    func schedule(after interval: TimeInterval, _ action: @escaping () -> Void) -> AnyCancellable {
        nextID += 1
        let id = nextID
        actions.append((id, action))
        return AnyCancellable { [weak self] in self?.actions.removeAll { $0.id == id } }
    }

    /// Runs what is scheduled now (the interval has passed).
    func advance() {
        let due = actions
        actions.removeAll()
        due.forEach { $0.action() }
    }

    var scheduledCount: Int { actions.count }
}
