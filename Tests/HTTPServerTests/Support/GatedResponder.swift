import Dispatch
import Glibc
import HTTPCore
import Synchronization

/// A responder whose `/slow…` requests are planned slow: `/slow` waits until the test opens the
/// gate, `/slow/fail` throws. Every call records the thread it ran on and that thread's nice
/// value, so a test can tell a work thread from a request thread.
final class GatedResponder: HTTPResponder {
    struct Failure: Error {}

    struct Call: Sendable {
        let path: String
        let thread: pthread_t
        let nice: Int32
    }

    /// Signalled each time a `/slow` handler starts.
    let entered = DispatchSemaphore(value: 0)
    /// Each signal lets one waiting `/slow` handler finish.
    let gate = DispatchSemaphore(value: 0)
    let plans = CallCounter()
    private let recorded = Mutex<[Call]>([])

    var calls: [Call] { recorded.withLock { $0 } }

    func slowCalls() -> Int { calls.count { $0.path.hasPrefix("/slow") } }

    func call(to path: String) -> Call? { calls.first { $0.path == path } }

    func plan(method: HTTPMethod, target: RequestTarget) -> RequestPlan {
        plans.increment()
        return RequestPlan(workload: target.rawPath.hasPrefix("/slow") ? .slow : .quick)
    }

    func respond(to request: Request) throws -> Response {
        // Linux keeps a nice value per thread; `who` 0 is the calling thread.
        errno = 0
        let nice = getpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0)
        recorded.withLock { $0.append(Call(path: request.path, thread: pthread_self(), nice: nice)) }
        switch request.path {
        case "/slow":
            entered.signal()
            // Bounded only so that a failing test cannot hang the suite.
            _ = gate.wait(timeout: .now() + 60)
        case "/slow/fail":
            throw Failure()
        default:
            break
        }
        return .text("done \(request.path)")
    }

    /// Lets `count` waiting (or future) `/slow` handlers finish.
    func open(_ count: Int = 1) {
        for _ in 0..<count { gate.signal() }
    }
}

/// Waits until `condition` holds, checking every millisecond, for at most `seconds`.
func eventually(within seconds: Int = 30, _ condition: () -> Bool) -> Bool {
    let deadline = ContinuousClock.now + .seconds(seconds)
    while !condition() {
        guard ContinuousClock.now < deadline else { return false }
        usleep(1000)
    }
    return true
}
