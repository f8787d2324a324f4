#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One object per thread, made on the thread's first use and released when the thread exits:
/// what a request thread keeps between its requests without a lock (the buffer pages are
/// rendered into, the content each screen rendered last).
///
/// ```swift
/// private static let scratch = PerThread { Block() }
/// if let block = scratch.current { … }
/// ```
///
/// The object is found through the thread's own storage (`pthread_getspecific`); `current` is
/// `nil` only when the process had no thread-storage key or slot left, and callers then do
/// without.
public struct PerThread<Value: AnyObject>: Sendable {
    private let key: pthread_key_t?
    private let make: @Sendable () -> Value

    public init(_ make: @escaping @Sendable () -> Value) {
        var key = pthread_key_t()
        let created = pthread_key_create(&key) { object in
            guard let object else { return }
            Unmanaged<AnyObject>.fromOpaque(object).release()
        }
        self.key = created == 0 ? key : nil
        self.make = make
    }

    /// The calling thread's object.
    @inline(__always)
    public var current: Value? {
        guard let key else { return nil }
        if let object = pthread_getspecific(key) {
            return Unmanaged<Value>.fromOpaque(object).takeUnretainedValue()
        }
        return makeCurrent(key)
    }

    /// The thread's storage holds the object's only strong reference, released on thread exit.
    private func makeCurrent(_ key: pthread_key_t) -> Value? {
        let object = Unmanaged.passRetained(make())
        guard pthread_setspecific(key, object.toOpaque()) == 0 else {
            object.release()
            return nil
        }
        return object.takeUnretainedValue()
    }
}
