import Dispatch
import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// Runs async work to its end from synchronous test code, on a thread of its own: the work's
/// task prefers an executor that runs its jobs on that thread, so the caller's blocking wait
/// never holds a thread the work needs (Swift's shared pool has one thread per core, and
/// tests run in parallel on it).
enum BlockingWait {
    static func run<Value: Sendable>(_ work: @escaping @Sendable () async throws -> Value) throws -> Value {
        let executor = ThreadExecutor()
        let done = DispatchSemaphore(value: 0)
        let result = Mutex<Result<Value, any Error>?>(nil)
        Task(executorPreference: executor) {
            let outcome: Result<Value, any Error>
            do {
                outcome = .success(try await work())
            } catch {
                outcome = .failure(error)
            }
            result.withLock { $0 = outcome }
            done.signal()
        }
        done.wait()
        executor.stop()
        return try result.withLock { $0 ?? .failure(CancellationError()) }.get()
    }
}

/// A task executor with one thread of its own, which runs every job enqueued on it in turn.
private final class ThreadExecutor: TaskExecutor, Sendable {
    // Sendable by its locks: `jobs` is only read and written under its mutex, and the thread
    // is started once in `init` and ended by `stop()`.
    private let jobs = Mutex<(waiting: [UnownedJob], stopped: Bool)>(([], false))
    private let wakeUp = DispatchSemaphore(value: 0)
    private let finished = DispatchSemaphore(value: 0)

    init() {
        let box = Unmanaged.passRetained(self)
        var thread = pthread_t()
        let started = pthread_create(&thread, nil, { context in
            guard let context else { return nil }
            Unmanaged<ThreadExecutor>.fromOpaque(context).takeRetainedValue().run()
            return nil
        }, box.toOpaque())
        if started == 0 {
            pthread_detach(thread)
        } else {
            // No thread: the jobs run on the caller's instead, as they are enqueued.
            box.release()
            jobs.withLock { $0.stopped = true }
            finished.signal()
        }
    }

    func enqueue(_ job: UnownedJob) {
        let threadless = jobs.withLock { state in
            if !state.stopped { state.waiting.append(job) }
            return state.stopped
        }
        if threadless {
            job.runSynchronously(on: asUnownedTaskExecutor())
        } else {
            wakeUp.signal()
        }
    }

    func stop() {
        jobs.withLock { $0.stopped = true }
        wakeUp.signal()
        finished.wait()
    }

    private func run() {
        while true {
            wakeUp.wait()
            while let next = jobs.withLock({ $0.waiting.isEmpty ? nil : $0.waiting.removeFirst() }) {
                next.runSynchronously(on: asUnownedTaskExecutor())
            }
            if jobs.withLock({ $0.stopped && $0.waiting.isEmpty }) {
                finished.signal()
                return
            }
        }
    }
}
