import Foundation

/// An object that announces its changes before they happen, as SwiftUI's `ObservableObject`.
///
/// Every `@Published` property of the object sends `objectWillChange` before it is written.
/// Views holding the object (`@ObservedObject`, `@StateObject`, `@EnvironmentObject`) subscribe
/// to it and re-evaluate once per event.
public protocol ObservableObject: AnyObject {
    /// The kind of publisher that announces changes.
    associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher
    where ObjectWillChangePublisher.Failure == Never

    /// Sends before any `@Published` property of the object changes.
    var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    /// The object's one publisher, created the first time it is asked for; every access
    /// returns the same instance.
    ///
    /// Combine finds this publisher by reading the object's memory layout at run time. That
    /// layout is not a stable contract, so ours lives in a side table keyed by the object's
    /// identity (checked through a weak reference, so a new object at a reused address never
    /// inherits an old publisher) and is found by `@Published` through its enclosing-instance
    /// subscript.
    public var objectWillChange: ObservableObjectPublisher {
        WillChangeTable.shared.publisher(for: self)
    }
}

extension ObservableObject {
    /// Sends `objectWillChange` if the object's publisher is an `ObservableObjectPublisher`.
    ///
    /// Objects that declare some other kind of publisher are told nothing, as in Combine.
    package func sendWillChange() {
        (objectWillChange as? ObservableObjectPublisher)?.send()
    }

    /// After a write from another thread than the main one: tells the engine it has landed
    /// (`ObservableObjectPublisher.sendDidChange()`, when the object's publisher is one).
    package func sendDidChangeOffMainThread() {
        guard !Thread.isMainThread else { return }
        (objectWillChange as? ObservableObjectPublisher)?.sendDidChange()
    }
}

/// The default `objectWillChange` publishers, one per live object.
final class WillChangeTable: @unchecked Sendable {
    static let shared = WillChangeTable()

    private struct Entry {
        weak var object: AnyObject?
        let publisher: ObservableObjectPublisher
    }

    private let lock = NSLock()
    private var entries: [ObjectIdentifier: Entry] = [:]
    private var purgeThreshold = 64

    func publisher(for object: AnyObject) -> ObservableObjectPublisher {
        let key = ObjectIdentifier(object)
        lock.lock()
        defer { lock.unlock() }
        if let entry = entries[key], entry.object === object {
            return entry.publisher
        }
        if entries.count >= purgeThreshold {
            entries = entries.filter { $0.value.object != nil }
            purgeThreshold = max(64, entries.count * 2)
        }
        let publisher = ObservableObjectPublisher()
        entries[key] = Entry(object: object, publisher: publisher)
        return publisher
    }
}
