extension Publishers {
    /// Once both publishers have sent, sends the latest value of each whenever either sends;
    /// finishes when both have, fails when either does (`combineLatest`).
    public struct CombineLatest<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
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
            let latest = Locked<(a: A.Output?, b: B.Output?)>((nil, nil))
            let completion = downstream.completion(counting: Locked(2))
            downstream.subscriptions.keep(
                a.sink(receiveCompletion: completion) { value in
                    let pair = latest.withLock { state -> Output? in
                        state.a = value
                        return state.b.map { (value, $0) }
                    }
                    if let pair { downstream.send(pair) }
                })
            downstream.subscriptions.keep(
                b.sink(receiveCompletion: completion) { value in
                    let pair = latest.withLock { state -> Output? in
                        state.b = value
                        return state.a.map { ($0, value) }
                    }
                    if let pair { downstream.send(pair) }
                })
            return downstream.cancellable
        }
    }

    /// `CombineLatest` of three publishers.
    public struct CombineLatest3<A: Publisher, B: Publisher, C: Publisher>: Publisher
    where A.Failure == B.Failure, B.Failure == C.Failure {
        public typealias Output = (A.Output, B.Output, C.Output)
        public typealias Failure = A.Failure
        public let a: A
        public let b: B
        public let c: C

        public init(_ a: A, _ b: B, _ c: C) {
            self.a = a
            self.b = b
            self.c = c
        }

        public func sink(
            receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
            receiveValue: @escaping (Output) -> Void
        ) -> AnyCancellable {
            CombineLatest<CombineLatest<A, B>, C>(CombineLatest(a, b), c)
                .sink(receiveCompletion: receiveCompletion) { receiveValue(($0.0, $0.1, $1)) }
        }
    }

    /// `CombineLatest` of four publishers (a form's four fields checked together).
    public struct CombineLatest4<A: Publisher, B: Publisher, C: Publisher, D: Publisher>: Publisher
    where A.Failure == B.Failure, B.Failure == C.Failure, C.Failure == D.Failure {
        public typealias Output = (A.Output, B.Output, C.Output, D.Output)
        public typealias Failure = A.Failure
        public let a: A
        public let b: B
        public let c: C
        public let d: D

        public init(_ a: A, _ b: B, _ c: C, _ d: D) {
            self.a = a
            self.b = b
            self.c = c
            self.d = d
        }

        public func sink(
            receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
            receiveValue: @escaping (Output) -> Void
        ) -> AnyCancellable {
            CombineLatest<CombineLatest3<A, B, C>, D>(CombineLatest3(a, b, c), d)
                .sink(receiveCompletion: receiveCompletion) { receiveValue(($0.0, $0.1, $0.2, $1)) }
        }
    }
}

extension Publisher {
    /// The latest values of this publisher and `other`, each time either sends (once both have).
    public func combineLatest<P: Publisher>(_ other: P) -> Publishers.CombineLatest<Self, P>
    where P.Failure == Failure {
        Publishers.CombineLatest(self, other)
    }

    /// What `transform` makes of the latest values of this publisher and `other`.
    public func combineLatest<P: Publisher, T>(
        _ other: P, _ transform: @escaping (Output, P.Output) -> T
    ) -> Publishers.Map<Publishers.CombineLatest<Self, P>, T> where P.Failure == Failure {
        combineLatest(other).map(transform)
    }

    /// The latest values of this publisher, `b` and `c`, each time one sends (once all have).
    public func combineLatest<B: Publisher, C: Publisher>(_ b: B, _ c: C) -> Publishers.CombineLatest3<Self, B, C>
    where B.Failure == Failure, C.Failure == Failure {
        Publishers.CombineLatest3(self, b, c)
    }

    /// The latest values of this publisher, `b`, `c` and `d`, each time one sends (once all have).
    public func combineLatest<B: Publisher, C: Publisher, D: Publisher>(
        _ b: B, _ c: C, _ d: D
    ) -> Publishers.CombineLatest4<Self, B, C, D>
    where B.Failure == Failure, C.Failure == Failure, D.Failure == Failure {
        Publishers.CombineLatest4(self, b, c, d)
    }

    /// What `transform` makes of the latest values of this publisher, `b` and `c`.
    public func combineLatest<B: Publisher, C: Publisher, T>(
        _ b: B, _ c: C, _ transform: @escaping (Output, B.Output, C.Output) -> T
    ) -> Publishers.Map<Publishers.CombineLatest3<Self, B, C>, T> where B.Failure == Failure, C.Failure == Failure {
        combineLatest(b, c).map(transform)
    }
}
