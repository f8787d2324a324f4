import Dispatch
import Synchronization

/// How many attempts of a race passed, of each of its two kinds, and how many threw: what a
/// race test compares, since which thread wins is not for it to know.
struct RaceTally: Equatable {
    var first = 0
    var second = 0
    var failed = 0

    /// Runs `first` and `second` `times` times each, all at once on as many threads as the
    /// machine gives; each is told which of its tries it is, to pick an instance by it.
    static func race(times: Int, _ first: @Sendable (Int) throws -> Bool, and second: @Sendable (Int) throws -> Bool) -> RaceTally {
        let tally = Mutex(RaceTally())
        DispatchQueue.concurrentPerform(iterations: times * 2) { index in
            do {
                if index < times {
                    if try first(index) { tally.withLock { $0.first += 1 } }
                } else if try second(index - times) {
                    tally.withLock { $0.second += 1 }
                }
            } catch {
                tally.withLock { $0.failed += 1 }
            }
        }
        return tally.withLock { $0 }
    }
}
