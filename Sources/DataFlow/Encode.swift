import Foundation

/// What encodes values into data of type `Output` (`JSONEncoder`, `PropertyListEncoder`), as
/// Combine's `TopLevelEncoder`, for `encode(encoder:)`.
public protocol TopLevelEncoder {
    /// What the encoder writes.
    associatedtype Output

    /// `value`, encoded.
    func encode<T: Encodable>(_ value: T) throws -> Output
}

extension JSONEncoder: TopLevelEncoder {}
extension PropertyListEncoder: TopLevelEncoder {}

extension Publishers {
    /// Sends what `encoder` makes of each of the upstream's values; fails with the error
    /// encoding throws (`encode(encoder:)`).
    public struct Encode<Upstream: Publisher, Coder: TopLevelEncoder>: Publisher where Upstream.Output: Encodable {
        public typealias Output = Coder.Output
        public typealias Failure = any Error
        public let upstream: Upstream
        let encoder: Coder

        public func sink(
            receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
            receiveValue: @escaping (Output) -> Void
        ) -> AnyCancellable {
            let encoder = encoder
            return upstream.tryMap { try encoder.encode($0) }
                .sink(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
        }
    }
}

extension Publisher where Output: Encodable {
    /// What `encoder` makes of this publisher's values (`Data` to send); a value it cannot
    /// encode fails the receiver.
    public func encode<Coder: TopLevelEncoder>(encoder: Coder) -> Publishers.Encode<Self, Coder> {
        Publishers.Encode(upstream: self, encoder: encoder)
    }
}
