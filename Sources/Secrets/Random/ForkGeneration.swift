#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// Counts the forks this process is a child of, so that a generator seeded before a fork
/// re-seeds in the child instead of handing out the bytes its parent hands out too.
///
/// A `pthread_atfork` child handler bumps the count; a generator compares it with the count it
/// was seeded at. That is one relaxed load per call, where asking `getpid()` would be a system
/// call (glibc stopped caching the pid).
enum ForkGeneration {
    private static let count = Atomic<UInt64>(0)

    /// Registers the handler, once, before any generator is seeded; `false` if the process
    /// would not take it, in which case generators must not keep state across calls.
    static let isTracked: Bool = {
        // The handler runs in the child's only thread before `fork` returns there: an atomic
        // add is all it does, which is safe at that point.
        pthread_atfork(nil, nil, { ForkGeneration.advance() }) == 0
    }()

    /// The number of forks so far, as seen by this process.
    @inline(__always)
    static var current: UInt64 {
        // The child handler ran on this very thread (the only one in the child) before any
        // later call, so program order is all the ordering needed.
        count.load(ordering: .relaxed)
    }

    /// What the child handler does; tests call it to stand in for a fork.
    static func advance() {
        count.wrappingAdd(1, ordering: .relaxed)
    }
}
