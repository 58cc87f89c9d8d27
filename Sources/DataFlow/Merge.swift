extension Publishers {
    /// Sends the values of two publishers as they come; finishes when both have, fails when
    /// either does (`merge(with:)`).
    public struct Merge<A: Publisher, B: Publisher>: Publisher where A.Output == B.Output, A.Failure == B.Failure {
        public typealias Output = A.Output
        public typealias Failure = A.Failure
        public let a: A
        public let b: B

        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }

        public func sink(
            receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
            receiveValue: @escaping (Output) -> Void
        ) -> AnyCancellable {
            let downstream = Downstream(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
            let completion = downstream.completion(counting: Locked(2))
            downstream.subscriptions.keep(a.sink(receiveCompletion: completion, receiveValue: downstream.send))
            downstream.subscriptions.keep(b.sink(receiveCompletion: completion, receiveValue: downstream.send))
            return downstream.cancellable
        }
    }
}

extension Publisher {
    /// The values of this publisher and `other`, as they come.
    public func merge<P: Publisher>(with other: P) -> Publishers.Merge<Self, P>
    where P.Output == Output, P.Failure == Failure {
        Publishers.Merge(self, other)
    }
}
