import Dispatch
import Synchronization

/// When a ``SessionActivityFlusher`` writes: every few seconds in a server
/// (``IntervalFlushTrigger``), whenever a test says so in tests.
///
/// ```swift
/// let flusher = SessionActivityFlusher(activity: activity, trigger: IntervalFlushTrigger(interval: .seconds(5)), logger: logger)
/// ```
public protocol FlushTrigger: Sendable {
    /// Blocks the flusher's thread until the next flush is due; `false` once ``stop()`` ran,
    /// when the flusher writes a last time and ends.
    func waitForNextFlush() -> Bool
    /// Wakes the flusher for good.
    func stop()
}

/// A flush every `interval`, and at once when stopped.
public final class IntervalFlushTrigger: FlushTrigger {
    private let milliseconds: Int
    private let stopped = Atomic<Bool>(false)
    private let wakeUp = DispatchSemaphore(value: 0)

    public init(interval: Duration) {
        let (seconds, attoseconds) = interval.components
        milliseconds = max(1, Int(clamping: seconds) &* 1000 &+ Int(attoseconds / 1_000_000_000_000_000))
    }

    public func waitForNextFlush() -> Bool {
        guard !stopped.load(ordering: .acquiring) else { return false }
        _ = wakeUp.wait(timeout: .now() + .milliseconds(milliseconds))
        return !stopped.load(ordering: .acquiring)
    }

    public func stop() {
        stopped.store(true, ordering: .releasing)
        wakeUp.signal()
    }
}
