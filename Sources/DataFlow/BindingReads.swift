#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Lets a view layer learn what a binding reads while a view reads it, as SwiftUI tracks the
/// `@Observable` property behind `$model.isOn` for the toggle showing it (a write elsewhere
/// then updates the toggle, though no body read the property): while a `Watch` is current on
/// a thread, each read of a binding's `wrappedValue` there runs inside it.
public enum BindingReads {
    /// What runs around a binding's read.
    public final class Watch {
        let around: (() -> Void) -> Void

        public init(_ around: @escaping (() -> Void) -> Void) {
            self.around = around
        }
    }

    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()

    /// The watch of this thread. It is not retained: whoever sets it keeps it alive, and puts
    /// back what was there before when done.
    public static var current: Watch? {
        get { pthread_getspecific(key).map { Unmanaged<Watch>.fromOpaque($0).takeUnretainedValue() } }
        set { pthread_setspecific(key, newValue.map { UnsafeRawPointer(Unmanaged.passUnretained($0).toOpaque()) }) }
    }
}
