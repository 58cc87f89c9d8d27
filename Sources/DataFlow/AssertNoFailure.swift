extension Publishers {
    /// The upstream's values and its finish; a failure stops the program with the error
    /// (`assertNoFailure`), so that the publisher's failure is `Never`.
    public struct AssertNoFailure<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Never
        public let upstream: Upstream
        public let prefix: String
        public let file: StaticString
        public let line: UInt

        public func sink(
            receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
            receiveValue: @escaping (Output) -> Void
        ) -> AnyCancellable {
            let (prefix, file, line) = (prefix, file, line)
            return upstream.sink(
                receiveCompletion: { completion in
                    switch completion {
                    case .finished: receiveCompletion(.finished)
                    case .failure(let error): fatalError("\(prefix)\(error)", file: file, line: line)
                    }
                }, receiveValue: receiveValue)
        }
    }
}

extension Publisher {
    /// This publisher as one that cannot fail: a failure is a programming error, and stops the
    /// program with `prefix` and the error, as Combine's does.
    public func assertNoFailure(
        _ prefix: String = "", file: StaticString = #file, line: UInt = #line
    ) -> Publishers.AssertNoFailure<Self> {
        Publishers.AssertNoFailure(upstream: self, prefix: prefix, file: file, line: line)
    }
}
