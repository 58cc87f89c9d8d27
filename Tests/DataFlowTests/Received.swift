import DataFlow

/// What one receiver got from a publisher: its values and its completion, if any.
final class Received<Output, Failure: Error> {
    private(set) var values: [Output] = []
    private(set) var completions: [Subscribers.Completion<Failure>] = []
    private(set) var subscription: AnyCancellable?

    init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
        subscription = publisher.sink(
            receiveCompletion: { [unowned self] in completions.append($0) },
            receiveValue: { [unowned self] in values.append($0) })
    }

    /// Whether it finished (once).
    var isFinished: Bool {
        guard completions.count == 1, case .finished = completions[0] else { return false }
        return true
    }

    /// The error it failed with, if it failed (once).
    var failure: Failure? {
        guard completions.count == 1, case .failure(let error) = completions[0] else { return nil }
        return error
    }

    func cancel() {
        subscription?.cancel()
    }
}

/// The error the tests fail with.
struct TestError: Error, Equatable {
    let code: Int
}
