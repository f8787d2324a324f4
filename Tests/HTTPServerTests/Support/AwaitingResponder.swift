import HTTPCore
import Synchronization

/// A responder whose `/wait…` requests answer with work that awaits
/// (``Response/awaiting(deadline:_:)``): each awaits a gate the test opens (`/wait`, deadline
/// 30 s; `/wait/short`, deadline 300 ms), or a dependency that takes 200 ms (`/wait/sleep`),
/// counting the works that started and those that were cancelled. `/slow/wait` is planned slow
/// and its answer awaits the gate too. Any other path answers at once.
final class AwaitingResponder: HTTPResponder {
    let gate = AsyncGate()
    let started = Atomic<Int>(0)

    func plan(method: HTTPMethod, target: RequestTarget) -> RequestPlan {
        target.rawPath == "/slow/wait" ? RequestPlan(workload: .slow) : RequestPlan()
    }

    func respond(to request: Request) throws -> Response {
        switch request.path {
        case "/wait", "/slow/wait": awaitingGate(request.path, deadline: .seconds(30))
        case "/wait/short": awaitingGate(request.path, deadline: .milliseconds(300))
        case "/wait/sleep":
            .awaiting(deadline: .seconds(30)) { [self] in
                started.add(1, ordering: .relaxed)
                try await Task.sleep(for: .milliseconds(200))
                return .text("slept")
            }
        default: .text("quick \(request.path)")
        }
    }

    private func awaitingGate(_ path: String, deadline: Duration) -> Response {
        .awaiting(deadline: deadline) { [self] in
            started.add(1, ordering: .relaxed)
            try await gate.wait()
            return .text("waited \(path)")
        }
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
