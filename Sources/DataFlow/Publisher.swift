/// A source of values over time, as Combine's `Publisher` (Linux has no Combine).
///
/// Publishers deliver synchronously, on the thread that sent, to receivers attached with
/// `sink`; there is no demand: a receiver takes every value. A publisher that may end (`Just`,
/// a sequence's, `Future`, `first()`) implements `sink(receiveCompletion:receiveValue:)`; one
/// that never ends (a subject, `@Published`, a timer) may implement `sink(receiveValue:)` only.
/// A conforming type implements one of the two: each is the other by default.
public protocol Publisher<Output, Failure> {
    /// The kind of value sent.
    associatedtype Output
    /// The kind of error sent; `Never` for every publisher here.
    associatedtype Failure: Error

    /// Attaches a receiver; it gets values until the returned cancellable is cancelled or released.
    ///
    /// `receiveValue` is a plain escaping closure, not `@Sendable`, so main-actor code can
    /// capture local state in it, as it can with Combine.
    func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable

    /// Attaches a receiver of values and of the completion that ends them (at most one: after
    /// it, nothing more arrives); values arrive until the returned cancellable is cancelled or
    /// released.
    func sink(
        receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
        receiveValue: @escaping (Output) -> Void
    ) -> AnyCancellable
}

extension Publisher {
    /// A publisher that never ends: values only.
    public func sink(
        receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
        receiveValue: @escaping (Output) -> Void
    ) -> AnyCancellable {
        sink(receiveValue: receiveValue)
    }

    /// The values of a publisher that may end, its completion ignored.
    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        sink(receiveCompletion: { _ in }, receiveValue: receiveValue)
    }
}

/// Namespace of receivers' types, as Combine's `Subscribers`.
public enum Subscribers {
    /// How a publisher ended, as Combine's `Subscribers.Completion`.
    public enum Completion<Failure: Error> {
        /// It sent all it had.
        case finished
        /// It failed with an error.
        case failure(Failure)
    }
}

extension Subscribers.Completion: Equatable where Failure: Equatable {}
extension Subscribers.Completion: Sendable where Failure: Sendable {}
