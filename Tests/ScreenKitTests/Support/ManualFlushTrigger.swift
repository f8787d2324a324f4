import Dispatch
import ScreenKit
import Synchronization

/// A flush trigger the test pulls: ``flushAndWait()`` lets the flusher run one flush and
/// returns once it is done, with no sleeping and no dependence on the machine's speed.
final class ManualFlushTrigger: FlushTrigger {
    private let go = DispatchSemaphore(value: 0)
    /// Signalled each time the flusher is back waiting, its previous flush done.
    private let idle = DispatchSemaphore(value: 0)
    private let stopped = Atomic<Bool>(false)

    func waitForNextFlush() -> Bool {
        idle.signal()
        go.wait()
        return !stopped.load(ordering: .acquiring)
    }

    func stop() {
        stopped.store(true, ordering: .releasing)
        go.signal()
    }

    /// Runs one flush on the flusher's thread and returns when it has finished.
    func flushAndWait() {
        idle.wait()
        go.signal()
        idle.wait()
        // Put back the signal consumed above: the flusher is waiting again.
        idle.signal()
    }
}
