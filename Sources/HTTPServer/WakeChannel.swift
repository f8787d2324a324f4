internal import CMicroHTTPD

#if canImport(Glibc)
import Glibc
#endif

/// An eventfd through which request threads wake the accepting thread from its `poll`: when a
/// connection closes while the server is at its cap, and when the server stops.
final class WakeChannel: Sendable {
    /// -1 when the system refused one; ``HTTPServer/start()`` then fails.
    let descriptor: Int32

    init() {
        descriptor = sk_wake_channel()
    }

    func signal() {
        var one: UInt64 = 1
        // Fails only when the counter would overflow, which means a wake-up is pending anyway.
        _ = write(descriptor, &one, MemoryLayout<UInt64>.size)
    }

    func drain() {
        var count: UInt64 = 0
        _ = read(descriptor, &count, MemoryLayout<UInt64>.size)
    }

    deinit {
        if descriptor >= 0 { close(descriptor) }
    }
}
