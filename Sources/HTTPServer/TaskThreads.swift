internal import CMicroHTTPD
import Dispatch
import Logging
import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// The threads the server's waiting requests run on (``WaitingRequest``): a task executor of
/// its own, which their tasks prefer. Swift's shared pool has one thread per core and serves
/// the whole process; a library that blocks one of its threads would hold the server's
/// answers up, and the server's tasks would take threads others need.
///
/// Every mutable field is under `jobs`' mutex; the threads are started once and joined once.
final class TaskThreads: TaskExecutor, Sendable {
    private struct Jobs {
        var waiting: [UnownedJob] = []
        var stopped = false
        var threads: [pthread_t] = []
    }

    private let jobs = Mutex(Jobs())
    private let wakeUps = DispatchSemaphore(value: 0)
    private let count: Int
    private let logger: Logger

    init(count: Int, logger: Logger) {
        self.count = max(1, count)
        self.logger = logger
    }

    /// Starts the threads; `false` when the system refused one (those started are stopped).
    func start() -> Bool {
        for _ in 0..<count {
            guard let thread = ServerThread.start({ self.run() }, onFailure: { code in
                self.logger.error("cannot start a thread for waiting requests", metadata: ["errno": "\(code)"])
            }) else {
                stop()
                return false
            }
            jobs.withLock { $0.threads.append(thread) }
        }
        return true
    }

    func enqueue(_ job: UnownedJob) {
        jobs.withLock { $0.waiting.append(job) }
        wakeUps.signal()
    }

    /// Runs what is queued, then ends the threads. The server stops it once no request waits.
    func stop() {
        let threads = jobs.withLock { jobs -> [pthread_t] in
            jobs.stopped = true
            defer { jobs.threads = [] }
            return jobs.threads
        }
        for _ in threads { wakeUps.signal() }
        for thread in threads { pthread_join(thread, nil) }
    }

    private func run() {
        sk_name_thread("screenkit-tasks")
        while true {
            wakeUps.wait()
            let next = jobs.withLock { jobs -> (job: UnownedJob?, stop: Bool) in
                if jobs.waiting.isEmpty { return (nil, jobs.stopped) }
                return (jobs.waiting.removeFirst(), false)
            }
            if let job = next.job {
                job.runSynchronously(on: asUnownedTaskExecutor())
            } else if next.stop {
                return
            }
        }
    }
}
