extension Publishers {
    /// Pairs the publishers' values in order: the first of each, then the second of each, …;
    /// finishes when either has finished and has no value left to pair, fails when either
    /// does (`zip`).
    public struct Zip<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
        public typealias Output = (A.Output, B.Output)
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
            let queues = Locked(ZipQueues<A.Output, B.Output>())
            func pairAndEnd(_ change: @escaping (inout ZipQueues<A.Output, B.Output>) -> Void) {
                let (pair, ended) = queues.withLock { queues -> (Output?, Bool) in
                    change(&queues)
                    return (queues.nextPair(), queues.isExhausted)
                }
                if let pair { downstream.send(pair) }
                if ended { downstream.complete(.finished) }
            }
            downstream.subscriptions.keep(
                a.sink(
                    receiveCompletion: { completion in
                        if case .failure = completion { return downstream.complete(completion) }
                        pairAndEnd { $0.aFinished = true }
                    },
                    receiveValue: { value in pairAndEnd { $0.a.append(value) } }))
            downstream.subscriptions.keep(
                b.sink(
                    receiveCompletion: { completion in
                        if case .failure = completion { return downstream.complete(completion) }
                        pairAndEnd { $0.bFinished = true }
                    },
                    receiveValue: { value in pairAndEnd { $0.b.append(value) } }))
            return downstream.cancellable
        }
    }
}

extension Publisher {
    /// This publisher's values paired in order with `other`'s.
    public func zip<P: Publisher>(_ other: P) -> Publishers.Zip<Self, P> where P.Failure == Failure {
        Publishers.Zip(self, other)
    }

    /// What `transform` makes of this publisher's values paired in order with `other`'s.
    public func zip<P: Publisher, T>(
        _ other: P, _ transform: @escaping (Output, P.Output) -> T
    ) -> Publishers.Map<Publishers.Zip<Self, P>, T> where P.Failure == Failure {
        zip(other).map(transform)
    }
}

/// The values `Zip` holds until the other side sends their partners.
private struct ZipQueues<A, B> {
    var a: [A] = []
    var b: [B] = []
    var aFinished = false
    var bFinished = false

    /// Whether a finished side has nothing left to pair.
    var isExhausted: Bool {
        (aFinished && a.isEmpty) || (bFinished && b.isEmpty)
    }

    /// The first value of each side, taken, when both have one.
    mutating func nextPair() -> (A, B)? {
        guard !a.isEmpty && !b.isEmpty else { return nil }
        return (a.removeFirst(), b.removeFirst())
    }
}
