import Dispatch
import Synchronization

/// When a ``BackgroundWorker`` runs: every so often in a server (``IntervalTrigger``),
/// whenever a test says so in tests.
///
/// ```swift
/// let trigger = IntervalTrigger(interval: .seconds(5))
/// ```
public protocol WorkTrigger: Sendable {
    /// Blocks the worker's thread until the next run is due; `false` once ``stop()`` ran,
    /// when the worker runs a last time and ends.
    func waitForNextRun() -> Bool
    /// Wakes the worker for good.
    func stop()
}

/// A run every `interval`, and at once when stopped.
public final class IntervalTrigger: WorkTrigger {
    private let milliseconds: Int
    private let stopped = Atomic<Bool>(false)
    private let wakeUp = DispatchSemaphore(value: 0)

    public init(interval: Duration) {
        let (seconds, attoseconds) = interval.components
        milliseconds = max(1, Int(clamping: seconds) &* 1000 &+ Int(attoseconds / 1_000_000_000_000_000))
    }

    public func waitForNextRun() -> Bool {
        guard !stopped.load(ordering: .acquiring) else { return false }
        _ = wakeUp.wait(timeout: .now() + .milliseconds(milliseconds))
        return !stopped.load(ordering: .acquiring)
    }

    public func stop() {
        stopped.store(true, ordering: .releasing)
        wakeUp.signal()
    }

    /// Runs the worker now rather than at the end of its interval (a message waits to be sent).
    public func runNow() {
        wakeUp.signal()
    }
}
