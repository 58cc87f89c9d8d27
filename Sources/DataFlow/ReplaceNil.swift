extension Publisher {
    /// Each value, or `output` in place of `nil`.
    public func replaceNil<T>(with output: T) -> Publishers.Map<Self, T> where Output == T? {
        map { $0 ?? output }
    }
}
