extension Publisher where Failure == Never {
    /// Writes each value to the `@Published` property whose publisher is `published`
    /// (`assign(to: &$property)`), announcing it as a write of the property does. The
    /// subscription is kept by the property and ends with its object: nothing to store.
    public func assign(to published: inout Published<Output>.Publisher) {
        let storage = published.storage
        storage.assignments.append(
            sink { [weak storage] value in
                guard let storage else { return }
                storage.write(value, in: storage.object)
            })
    }
}
