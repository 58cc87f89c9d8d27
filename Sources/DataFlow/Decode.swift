import Foundation

/// What decodes values from data of type `Input` (`JSONDecoder`, `PropertyListDecoder`), as
/// Combine's `TopLevelDecoder`, for `decode(type:decoder:)`.
public protocol TopLevelDecoder {
    /// What the decoder reads.
    associatedtype Input

    /// The value of `type` that `from` holds.
    func decode<T: Decodable>(_ type: T.Type, from: Input) throws -> T
}

extension JSONDecoder: TopLevelDecoder {}
extension PropertyListDecoder: TopLevelDecoder {}

extension Publishers {
    /// Sends the value `decoder` decodes from each of the upstream's; fails with the error
    /// decoding throws (`decode(type:decoder:)`).
    public struct Decode<Upstream: Publisher, Output: Decodable, Coder: TopLevelDecoder>: Publisher
    where Upstream.Output == Coder.Input {
        public typealias Failure = any Error
        public let upstream: Upstream
        let decoder: Coder

        public func sink(
            receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
            receiveValue: @escaping (Output) -> Void
        ) -> AnyCancellable {
            let decoder = decoder
            return upstream.tryMap { try decoder.decode(Output.self, from: $0) }
                .sink(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
        }
    }
}

extension Publisher {
    /// The values of `type` that `decoder` reads from this publisher's (JSON `Data` fetched
    /// with `dataTaskPublisher`); a value it cannot decode fails the receiver.
    public func decode<Item: Decodable, Coder: TopLevelDecoder>(
        type: Item.Type, decoder: Coder
    ) -> Publishers.Decode<Self, Item, Coder> where Output == Coder.Input {
        Publishers.Decode(upstream: self, decoder: decoder)
    }
}
