/// The views that read each key of a keyed storage (`@AppStorage`, `@SceneStorage`): a write
/// to a key re-evaluates every view that read it, wherever it is.
@MainActor
final class StorageKeyObservers {
    static let appStorage = StorageKeyObservers()
    static let sceneStorage = StorageKeyObservers()

    private var readers: [String: [ObjectIdentifier: NodeHandle]] = [:]

    /// Re-evaluates `node` whenever `key` is written.
    func observe(_ key: String, from node: Node) {
        readers[key, default: [:]][ObjectIdentifier(node)] = node.handle
    }

    /// `key` of `@AppStorage` was written, on any thread: its readers re-evaluate on the main
    /// actor (at once when written there, else soon after).
    nonisolated static func appStorageDidChange(_ key: String) {
        if MainQueue.isCurrent {
            MainActor.assumeIsolated { appStorage.didChange(key) }
        } else {
            Task { @MainActor in appStorage.didChange(key) }
        }
    }

    /// `key` was written: its readers re-evaluate (those removed are forgotten).
    func didChange(_ key: String) {
        guard let nodes = readers[key] else { return }
        for (id, reader) in nodes {
            if let node = reader.node, !node.isRemoved {
                node.invalidate()
            } else {
                readers[key]?.removeValue(forKey: id)
            }
        }
    }
}
