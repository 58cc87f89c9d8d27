import Foundation

/// A publisher of one result, made once by a closure run as the future is made: each receiver
/// gets the value (then the end) or the failure, when it comes or at once if it came, as
/// Combine's `Future`.
public final class Future<Output, Failure: Error>: Publisher, @unchecked Sendable {
    /// Fulfils the future with its result (later calls do nothing).
    public typealias Promise = (Result<Output, Failure>) -> Void

    private struct Waiting {
        let completion: (Subscribers.Completion<Failure>) -> Void
        let value: (Output) -> Void
    }

    private let state = Locked<(result: Result<Output, Failure>?, waiting: [Int: Waiting], nextKey: Int)>(
        (nil, [:], 0))

    public init(_ attemptToFulfill: @escaping (@escaping Promise) -> Void) {
        attemptToFulfill { [self] result in fulfil(with: result) }
    }

    public func sink(
        receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
        receiveValue: @escaping (Output) -> Void
    ) -> AnyCancellable {
        let receiver = Waiting(completion: receiveCompletion, value: receiveValue)
        let (result, key) = state.withLock { state -> (Result<Output, Failure>?, Int) in
            guard state.result == nil else { return (state.result, 0) }
            state.nextKey += 1
            state.waiting[state.nextKey] = receiver
            return (nil, state.nextKey)
        }
        if let result {
            Self.deliver(result, to: receiver)
            return AnyCancellable {}
        }
        return AnyCancellable { [weak self] in
            _ = self?.state.withLock { $0.waiting.removeValue(forKey: key) }
        }
    }

    private func fulfil(with result: Result<Output, Failure>) {
        let waiting = state.withLock { state -> [Waiting] in
            guard state.result == nil else { return [] }
            state.result = result
            defer { state.waiting = [:] }
            return state.waiting.sorted { $0.key < $1.key }.map(\.value)
        }
        for receiver in waiting {
            Self.deliver(result, to: receiver)
        }
    }

    private static func deliver(_ result: Result<Output, Failure>, to receiver: Waiting) {
        switch result {
        case .success(let value):
            receiver.value(value)
            receiver.completion(.finished)
        case .failure(let error):
            receiver.completion(.failure(error))
        }
    }
}
