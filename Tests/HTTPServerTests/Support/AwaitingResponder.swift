import HTTPCore
import Synchronization

/// A responder whose `/wait…` requests are planned to wait (`Workload.waiting`): each awaits a
/// gate the test opens (`/wait`, deadline 30 s; `/wait/short`, deadline 300 ms), or a
/// dependency that takes 200 ms (`/wait/sleep`), counting the handlers that started and those
/// that were cancelled. Any other path answers at once.
final class AwaitingResponder: HTTPResponder {
    let gate = AsyncGate()
    let started = Atomic<Int>(0)

    var plansEveryGET: Bool { true }

    func plan(method: HTTPMethod, target: RequestTarget) -> RequestPlan {
        switch target.rawPath {
        case "/wait", "/wait/sleep": RequestPlan(workload: .waiting(deadline: .seconds(30)))
        case "/wait/short": RequestPlan(workload: .waiting(deadline: .milliseconds(300)))
        default: RequestPlan()
        }
    }

    func respond(to request: Request) throws -> Response {
        .text("quick \(request.path)")
    }

    func respondAsync(to request: Request) async throws -> Response {
        started.add(1, ordering: .relaxed)
        if request.path == "/wait/sleep" {
            try await Task.sleep(for: .milliseconds(200))
            return .text("slept")
        }
        try await gate.wait()
        return .text("waited \(request.path)")
    }
}

/// Tasks wait here until the test opens it; a cancelled waiter leaves at once, counted.
final class AsyncGate: Sendable {
    private let state = Mutex<(open: Bool, next: Int, waiting: [Int: CheckedContinuation<Void, any Error>])>((false, 0, [:]))
    let cancelled = Atomic<Int>(0)

    var waitingCount: Int { state.withLock { $0.waiting.count } }

    func wait() async throws {
        let id = state.withLock { state in
            defer { state.next += 1 }
            return state.next
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                let opened = state.withLock { state -> Bool in
                    if state.open { return true }
                    state.waiting[id] = continuation
                    return false
                }
                if opened { continuation.resume() }
            }
        } onCancel: {
            if let continuation = state.withLock({ $0.waiting.removeValue(forKey: id) }) {
                cancelled.add(1, ordering: .relaxed)
                continuation.resume(throwing: CancellationError())
            }
        }
    }

    func open() {
        let waiting = state.withLock { state -> [CheckedContinuation<Void, any Error>] in
            state.open = true
            defer { state.waiting = [:] }
            return Array(state.waiting.values)
        }
        for continuation in waiting { continuation.resume() }
    }
}
