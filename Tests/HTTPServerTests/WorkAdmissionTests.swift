import Dispatch
@testable import HTTPServer
import Logging
import Synchronization
import Testing

/// The work pool admits a slow request while its expected wait, the jobs that must finish
/// before it times the mean job time per thread, is within the budget; past it, or past the
/// job limit, it refuses and says when the jobs ahead should be done.
@Suite("Admitting slow work by its expected wait")
struct WorkAdmissionTests {
    static func admission(
        threads: Int = 1, budget: Duration = .seconds(5), jobLimit: Int = 1024, jobTime: Duration = .milliseconds(25)
    ) -> WorkAdmission {
        WorkAdmission(threads: threads, budget: budget, jobLimit: jobLimit, initialJobTime: jobTime)
    }

    @Test func oneThreadAdmitsWhileTheJobsAheadFitTheBudget() {
        let admission = Self.admission(budget: .milliseconds(110))
        for admitted in 0...4 {
            #expect(admission.decision(admitted: admitted) == .admit, "\(admitted) ahead")
        }
        #expect(admission.decision(admitted: 5) == .refuse(retryAfterSeconds: 1))
    }

    @Test func jobsAheadAreSharedAmongTheThreads() {
        let admission = Self.admission(threads: 4, budget: .milliseconds(110))
        // Four threads start four jobs at once: a fifth waits for one of them, a quarter of a
        // job time on average.
        #expect(admission.expectedWaitSeconds(admitted: 3) == 0)
        #expect(abs(admission.expectedWaitSeconds(admitted: 4) - 0.025 / 4) < 1e-9)
        #expect(admission.decision(admitted: 20) == .admit)
        #expect(admission.decision(admitted: 21) == .refuse(retryAfterSeconds: 1))
    }

    @Test func fiftySignUpsFitTheDefaultBudgetOnOneThread() {
        let admission = Self.admission()
        for admitted in 0..<50 {
            #expect(admission.decision(admitted: admitted) == .admit)
        }
    }

    @Test func retryAfterIsTheExpectedWaitInWholeSecondsRoundedUp() {
        let admission = Self.admission(threads: 2, budget: .seconds(5), jobTime: .seconds(1))
        #expect(admission.decision(admitted: 11) == .admit)
        #expect(admission.decision(admitted: 12) == .refuse(retryAfterSeconds: 6))
        #expect(admission.decision(admitted: 21) == .refuse(retryAfterSeconds: 10))
        #expect(Self.admission(jobTime: .seconds(7200)).decision(admitted: 1) == .refuse(retryAfterSeconds: 3600))
    }

    @Test func aZeroBudgetAdmitsOnlyWhileAThreadIsFree() {
        let admission = Self.admission(threads: 2, budget: .zero)
        #expect(admission.decision(admitted: 0) == .admit)
        #expect(admission.decision(admitted: 1) == .admit)
        #expect(admission.decision(admitted: 2) == .refuse(retryAfterSeconds: 1))
    }

    @Test func theJobLimitHoldsHoweverShortTheJobs() {
        let admission = Self.admission(budget: .seconds(300), jobLimit: 3, jobTime: .microseconds(1))
        #expect(admission.decision(admitted: 2) == .admit)
        #expect(admission.decision(admitted: 3) == .refuse(retryAfterSeconds: 1))
    }

    @Test func theMeanFollowsFinishedJobsAnEighthAtATime() {
        var admission = Self.admission(budget: .seconds(5))
        admission.record(jobTime: .milliseconds(225))
        #expect(abs(admission.meanJobSeconds - 0.05) < 1e-9)
        for _ in 0..<200 {
            admission.record(jobTime: .seconds(1))
        }
        #expect(abs(admission.meanJobSeconds - 1) < 1e-6)
        #expect(admission.decision(admitted: 4) == .admit)
        #expect(admission.decision(admitted: 6) == .refuse(retryAfterSeconds: 6))
    }

    /// The pool times each job with its clock and judges the next request by it: a job that
    /// took 81 s on the injected clock makes the mean about 10 s, so with a 15 s budget one job
    /// may wait behind a running one and a third is refused, told to come back in 21 s.
    @Test func thePoolTimesEachJobAndAdmitsByIt() {
        let clock = TestClock()
        var logger = Logger(label: "test")
        logger.logLevel = .critical
        let pool = WorkPool(
            threads: 1, waitBudget: .seconds(15), jobLimit: 100, niceIncrement: 0, logger: logger, now: { clock.now })
        #expect(pool.start())
        let started = DispatchSemaphore(value: 0)
        let gate = DispatchSemaphore(value: 0)
        #expect(pool.submit({ clock.advance(by: .seconds(81)) }, onAdmission: {}) == .admit)
        // One thread takes jobs in order: once this one starts, the first is done and timed.
        #expect(pool.submit({ started.signal(); gate.wait() }, onAdmission: {}) == .admit)
        started.wait()

        #expect(pool.submit({}, onAdmission: {}) == .admit)
        var refusedRan = false
        #expect(pool.submit({}, onAdmission: { refusedRan = true }) == .refuse(retryAfterSeconds: 21))
        #expect(!refusedRan)
        gate.signal()
        pool.finish()
        #expect(pool.admittedCount == 0)
        #expect(pool.submit({}, onAdmission: {}) == .refuse(retryAfterSeconds: 1))
    }
}

/// A monotonic clock that moves only when told to.
private final class TestClock: Sendable {
    private let origin = ContinuousClock.now
    private let elapsedNanoseconds = Atomic<Int64>(0)

    var now: ContinuousClock.Instant {
        origin.advanced(by: .nanoseconds(elapsedNanoseconds.load(ordering: .sequentiallyConsistent)))
    }

    func advance(by duration: Duration) {
        let (seconds, attoseconds) = duration.components
        elapsedNanoseconds.add(seconds * 1_000_000_000 + attoseconds / 1_000_000_000, ordering: .sequentiallyConsistent)
    }
}
