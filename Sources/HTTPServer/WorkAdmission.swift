/// When the work pool takes one more slow request: while the time it can expect to wait for a
/// thread, judged from how long the pool's recent jobs took, is within the budget, and the
/// pool holds fewer jobs than its hard limit.
///
/// A count of waiting jobs said nothing about the wait: 50 sign-ups at once, a second of hashing
/// on two cores, were partly refused. By time, a burst the threads get through within the
/// budget waits; a longer one, or jobs that slowed down, is refused sooner.
struct WorkAdmission: Sendable {
    enum Decision: Equatable, Sendable {
        case admit
        /// Not admitted: the jobs ahead of this one should be done after this many seconds.
        case refuse(retryAfterSeconds: Int)
    }

    /// The guess before any job has finished: a password hash (argon2id, 19 MiB, 2 passes)
    /// with its database write.
    static let initialJobTime = Duration.milliseconds(25)
    /// How much a finished job moves the mean: recent jobs count most, and one odd job little.
    static let newJobWeight = 1.0 / 8.0
    /// The longest `Retry-After` given, whatever one job took: an hour.
    static let longestRetryAfterSeconds = 3600

    let threads: Int
    /// The expected wait at which a job is still admitted.
    let budget: Duration
    /// Jobs admitted at once at most, however short they have been.
    let jobLimit: Int
    /// The weighted mean run time of the jobs finished so far, in seconds.
    private(set) var meanJobSeconds: Double

    init(threads: Int, budget: Duration, jobLimit: Int, initialJobTime: Duration = Self.initialJobTime) {
        self.threads = max(1, threads)
        self.budget = budget
        self.jobLimit = jobLimit
        meanJobSeconds = Self.seconds(initialJobTime)
    }

    /// How long a job arriving now would wait for a thread, with `admitted` jobs running or
    /// waiting: each thread finishes one job per mean job time, and the job starts once all but
    /// `threads - 1` of those ahead of it are done.
    func expectedWaitSeconds(admitted: Int) -> Double {
        let mustFinishFirst = max(0, admitted - threads + 1)
        return Double(mustFinishFirst) / Double(threads) * meanJobSeconds
    }

    func decision(admitted: Int) -> Decision {
        let wait = expectedWaitSeconds(admitted: admitted)
        if admitted < jobLimit && wait <= Self.seconds(budget) {
            return .admit
        }
        let rounded = min(wait.rounded(.up), Double(Self.longestRetryAfterSeconds))
        return .refuse(retryAfterSeconds: max(1, Int(rounded)))
    }

    /// Counts a finished job's run time into the mean.
    mutating func record(jobTime: Duration) {
        meanJobSeconds += (Self.seconds(jobTime) - meanJobSeconds) * Self.newJobWeight
    }

    static func seconds(_ duration: Duration) -> Double {
        let (seconds, attoseconds) = duration.components
        return Double(seconds) + Double(attoseconds) * 1e-18
    }
}
