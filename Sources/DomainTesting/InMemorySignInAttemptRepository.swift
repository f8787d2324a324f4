public import Domain
import Synchronization

/// Throttled attempts in memory, by key.
public final class InMemorySignInAttemptRepository: SignInAttemptRepository {
    private let failuresByKey = Mutex<[String: [Int]]>([:])
    /// Attempts recorded by `admit`, by id: key and time.
    private let admitted = Mutex<(nextID: Int, byID: [Int: (key: String, at: Int)])>((1, [:]))

    public init() {}

    /// The times of the failures kept for `key`, oldest first.
    public func times(for key: String) -> [Int] {
        failuresByKey.withLock { $0[key] ?? [] }
    }

    /// Every key with failures kept.
    public var keys: Set<String> {
        failuresByKey.withLock { Set($0.keys) }
    }

    public func admit(_ limits: [AttemptLimit], since: Int, at now: Int) throws -> AttemptAdmission {
        try failuresByKey.withLock { failures in
            var refusedOldest: Int?
            for limit in limits {
                let counted = (failures[limit.key] ?? []).filter { $0 >= since }
                if counted.count >= limit.limit {
                    refusedOldest = max(refusedOldest ?? .min, counted.min() ?? now)
                }
            }
            if let refusedOldest { return .refused(oldestCounted: refusedOldest) }
            let ids = admitted.withLock { admitted in
                limits.map { limit in
                    defer { admitted.nextID += 1 }
                    admitted.byID[admitted.nextID] = (limit.key, now)
                    return admitted.nextID
                }
            }
            for limit in limits { failures[limit.key, default: []].append(now) }
            return .admitted(ids: ids)
        }
    }

    public func forget(_ ids: [Int], andEveryAttemptUnder key: String) throws {
        let forgotten = admitted.withLock { admitted in ids.compactMap { admitted.byID.removeValue(forKey: $0) } }
        failuresByKey.withLock { failures in
            for attempt in forgotten {
                guard let index = failures[attempt.key]?.firstIndex(of: attempt.at) else { continue }
                failures[attempt.key]?.remove(at: index)
                if failures[attempt.key]?.isEmpty == true { failures[attempt.key] = nil }
            }
            failures[key] = nil
        }
    }
}
