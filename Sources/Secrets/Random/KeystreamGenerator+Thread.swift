#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension KeystreamGenerator {
    /// One process-wide key for every thread's generator, created once and never deleted;
    /// `nil` when the process had no key left, or would not take the fork handler that keeps
    /// a child from repeating its parent's bytes.
    private static let threadKey: pthread_key_t? = {
        guard ForkGeneration.isTracked else { return nil }
        var key = pthread_key_t()
        let created = pthread_key_create(&key) { generator in
            guard let generator else { return }
            Unmanaged<KeystreamGenerator>.fromOpaque(generator).release()
        }
        return created == 0 ? key : nil
    }()

    /// The current thread's generator, kept in the thread's own storage (`pthread_getspecific`)
    /// and made, seeded from the kernel, on the thread's first call; found with no lock and
    /// shared with no other thread. `nil` when there is no thread storage to keep it in: the
    /// caller then asks the kernel directly.
    ///
    /// The thread's storage holds the generator's only strong reference; the key's destructor
    /// releases it when the thread exits, and `deinit` erases the state.
    @inline(__always)
    static var current: KeystreamGenerator? {
        guard let threadKey else { return nil }
        if let generator = pthread_getspecific(threadKey) {
            return Unmanaged<KeystreamGenerator>.fromOpaque(generator).takeUnretainedValue()
        }
        return makeCurrent(threadKey)
    }

    private static func makeCurrent(_ threadKey: pthread_key_t) -> KeystreamGenerator? {
        let generator = Unmanaged.passRetained(KeystreamGenerator(generation: ForkGeneration.current))
        guard pthread_setspecific(threadKey, generator.toOpaque()) == 0 else {
            generator.release()
            return nil
        }
        return generator.takeUnretainedValue()
    }
}
