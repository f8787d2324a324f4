import Dispatch
import ScreenKit
import Synchronization

/// A trigger the test pulls: ``runAndWait()`` lets the worker run once and returns once it
/// is done, with no sleeping and no dependence on the machine's speed.
final class ManualTrigger: WorkTrigger {
    private let go = DispatchSemaphore(value: 0)
    /// Signalled each time the worker is back waiting, its previous run done.
    private let idle = DispatchSemaphore(value: 0)
    private let stopped = Atomic<Bool>(false)

    func waitForNextRun() -> Bool {
        idle.signal()
        go.wait()
        return !stopped.load(ordering: .acquiring)
    }

    func stop() {
        stopped.store(true, ordering: .releasing)
        go.signal()
    }

    /// Runs the work once on the worker's thread and returns when it has finished.
    func runAndWait() {
        idle.wait()
        go.signal()
        idle.wait()
        // Put back the signal consumed above: the worker is waiting again.
        idle.signal()
    }
}
