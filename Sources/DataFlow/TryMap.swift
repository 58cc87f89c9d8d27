// The throwing forms of `map`, `filter` and `compactMap`: the first error a closure throws
// fails the receiver with it, so their failure is `any Error`, as in Combine.

extension Publishers {
    /// Sends each value `transform` makes of the upstream's; fails with what it throws (`tryMap`).
    public struct TryMap<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = any Error
        public let upstream: Upstream
        public let transform: (Upstream.Output) throws -> Output

        public func sink(
            receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
            receiveValue: @escaping (Output) -> Void
        ) -> AnyCancellable {
            let transform = transform
            return upstream.sinkTrying(receiveCompletion: receiveCompletion, receiveValue: receiveValue) {
                value, send in
                send(try transform(value))
            }
        }
    }

    /// Sends the upstream's values `isIncluded` accepts; fails with what it throws (`tryFilter`).
    public struct TryFilter<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = any Error
        public let upstream: Upstream
        public let isIncluded: (Upstream.Output) throws -> Bool

        public func sink(
            receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
            receiveValue: @escaping (Output) -> Void
        ) -> AnyCancellable {
            let isIncluded = isIncluded
            return upstream.sinkTrying(receiveCompletion: receiveCompletion, receiveValue: receiveValue) {
                value, send in
                if try isIncluded(value) { send(value) }
            }
        }
    }

    /// Sends the values `transform` makes that are not `nil`; fails with what it throws
    /// (`tryCompactMap`).
    public struct TryCompactMap<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = any Error
        public let upstream: Upstream
        public let transform: (Upstream.Output) throws -> Output?

        public func sink(
            receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
            receiveValue: @escaping (Output) -> Void
        ) -> AnyCancellable {
            let transform = transform
            return upstream.sinkTrying(receiveCompletion: receiveCompletion, receiveValue: receiveValue) {
                value, send in
                if let new = try transform(value) { send(new) }
            }
        }
    }
}

extension Publisher {
    /// The values `transform` makes of this one's; an error it throws fails the receiver.
    public func tryMap<T>(_ transform: @escaping (Output) throws -> T) -> Publishers.TryMap<Self, T> {
        Publishers.TryMap(upstream: self, transform: transform)
    }

    /// The values `isIncluded` accepts; an error it throws fails the receiver.
    public func tryFilter(_ isIncluded: @escaping (Output) throws -> Bool) -> Publishers.TryFilter<Self> {
        Publishers.TryFilter(upstream: self, isIncluded: isIncluded)
    }

    /// The values `transform` makes that are not `nil`; an error it throws fails the receiver.
    public func tryCompactMap<T>(_ transform: @escaping (Output) throws -> T?) -> Publishers.TryCompactMap<Self, T> {
        Publishers.TryCompactMap(upstream: self, transform: transform)
    }

    /// Attaches a receiver of what `step` sends for each value: the first error `step` throws
    /// fails the receiver and ends the subscription (the `try` operators).
    func sinkTrying<T>(
        receiveCompletion: @escaping (Subscribers.Completion<any Error>) -> Void,
        receiveValue: @escaping (T) -> Void,
        step: @escaping (Output, (T) -> Void) throws -> Void
    ) -> AnyCancellable {
        let downstream = Downstream(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
        downstream.subscriptions.keep(
            sink(
                receiveCompletion: { downstream.complete($0.mapError { $0 }) },
                receiveValue: { value in
                    do {
                        try step(value, downstream.send)
                    } catch {
                        downstream.complete(.failure(error))
                    }
                }))
        return downstream.cancellable
    }
}
