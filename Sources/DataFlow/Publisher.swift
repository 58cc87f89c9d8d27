/// A source of values over time, as Combine's `Publisher` (Linux has no Combine).
///
/// Our publishers never fail and deliver synchronously, on the thread that sent, to receivers
/// attached with `sink(receiveValue:)`; the everyday operators (`Operators.swift`) are built on
/// that one requirement.
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
}
