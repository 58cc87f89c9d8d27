extension Publishers {
    /// Sends the elements of a sequence, then finishes, to each receiver as it attaches
    /// (`[1, 2, 3].publisher`), as Combine's `Publishers.Sequence`. There is no demand: the
    /// whole sequence is sent, so it must be finite.
    public struct Sequence<Elements: Swift.Sequence, Failure: Error>: Publisher {
        public typealias Output = Elements.Element
        public let sequence: Elements

        public init(sequence: Elements) {
            self.sequence = sequence
        }

        public func sink(
            receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
            receiveValue: @escaping (Output) -> Void
        ) -> AnyCancellable {
            for element in sequence {
                receiveValue(element)
            }
            receiveCompletion(.finished)
            return AnyCancellable {}
        }
    }
}

extension Sequence {
    /// A publisher of the elements, as Combine's.
    public var publisher: Publishers.Sequence<Self, Never> {
        Publishers.Sequence(sequence: self)
    }
}
