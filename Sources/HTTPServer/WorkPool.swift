internal import CMicroHTTPD
import Dispatch
import Logging
import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// A few threads, below the request threads in scheduling priority, that run the handlers of
/// slow requests. A job is admitted while the wait it can expect is within the budget
/// (``WorkAdmission``, fed with each finished job's run time); past that,
/// ``submit(_:onAdmission:)`` refuses and says when to come back, and the caller answers.
///
/// Threads of its own rather than Dispatch's: a nice value belongs to a thread, and Dispatch's
/// threads serve the rest of the process too. The thread count also bounds the memory that
/// slow work holds at once (argon2id takes 19 MiB per hash in progress).
final class WorkPool: Sendable {
    typealias Job = @Sendable () -> Void

    private struct Jobs {
        var waiting: [Job] = []
        /// Jobs admitted and not finished, waiting or running.
        var admitted = 0
        var accepting = false
        var threads: [pthread_t] = []
        var admission: WorkAdmission
    }

    let threadCount: Int
    private let niceIncrement: Int
    private let logger: Logger
    private let jobs: Mutex<Jobs>
    /// Signalled once per job queued, and once per thread when the pool finishes; every wake-up
    /// takes one job, or, when none is left, ends its thread. So a thread never ends while a
    /// job admitted before the finish still waits.
    private let wakeUps = DispatchSemaphore(value: 0)
    /// Read before and after each job; a test passes a clock it moves itself.
    private let now: @Sendable () -> ContinuousClock.Instant

    init(
        threads: Int, waitBudget: Duration, jobLimit: Int, niceIncrement: Int, logger: Logger,
        now: @escaping @Sendable () -> ContinuousClock.Instant = { ContinuousClock.now }
    ) {
        threadCount = threads
        jobs = Mutex(Jobs(admission: WorkAdmission(threads: threads, budget: waitBudget, jobLimit: jobLimit)))
        self.niceIncrement = niceIncrement
        self.logger = logger
        self.now = now
    }

    /// Jobs admitted and not yet finished.
    var admittedCount: Int {
        jobs.withLock { $0.admitted }
    }

    /// Admitted jobs still queued, and those a thread has taken, read together under the lock.
    var counts: (waiting: Int, running: Int) {
        jobs.withLock { ($0.waiting.count, $0.admitted - $0.waiting.count) }
    }

    /// Starts the threads and begins admitting jobs; does nothing if they run already.
    ///
    /// - Returns: `false` when the system refused a thread; the pool is then stopped again.
    func start() -> Bool {
        let started = jobs.withLock { jobs -> Bool in
            guard jobs.threads.isEmpty else { return true }
            for _ in 0..<threadCount {
                guard let thread = spawnThread() else { return false }
                jobs.threads.append(thread)
            }
            jobs.accepting = true
            return true
        }
        if !started { finish() }
        return started
    }

    /// Queues `job` unless its expected wait is over the budget or the pool is not accepting.
    /// `onAdmission` runs first, under the pool's lock and on the caller's thread, so whatever it
    /// sets up (a suspended connection) is in place before any thread can start the job that
    /// undoes it.
    func submit(_ job: @escaping Job, onAdmission: () -> Void) -> WorkAdmission.Decision {
        let decision = jobs.withLock { jobs -> WorkAdmission.Decision in
            // A stopping server is gone in a moment; another instance may already answer.
            guard jobs.accepting else { return .refuse(retryAfterSeconds: 1) }
            let decision = jobs.admission.decision(admitted: jobs.admitted)
            guard decision == .admit else { return decision }
            onAdmission()
            jobs.admitted += 1
            jobs.waiting.append(job)
            return decision
        }
        if decision == .admit { wakeUps.signal() }
        return decision
    }

    /// Stops admitting, lets every admitted job run to its end, and joins the threads. Safe to
    /// call more than once; returns only once no job is left.
    func finish() {
        let threads = jobs.withLock { jobs -> [pthread_t] in
            jobs.accepting = false
            defer { jobs.threads = [] }
            return jobs.threads
        }
        for _ in threads { wakeUps.signal() }
        for thread in threads { pthread_join(thread, nil) }
    }

    private func spawnThread() -> pthread_t? {
        ServerThread.start({ self.work() }) { code in
            logger.error("cannot start a work thread", metadata: ["errno": "\(code)"])
        }
    }

    private func work() {
        sk_name_thread("screenkit-work")
        let failure = sk_lower_thread_priority(Int32(clamping: niceIncrement))
        if failure != 0 {
            logger.warning("a work thread runs at the request threads' priority", metadata: ["errno": "\(failure)"])
        }
        while true {
            wakeUps.wait()
            guard let job = jobs.withLock({ $0.waiting.isEmpty ? nil : $0.waiting.removeFirst() }) else { return }
            let started = now()
            job()
            let jobTime = now() - started
            jobs.withLock { jobs in
                jobs.admitted -= 1
                jobs.admission.record(jobTime: jobTime)
            }
        }
    }
}
