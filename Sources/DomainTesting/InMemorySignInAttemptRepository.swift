public import Domain
import Synchronization

/// Failed sign-ins in memory, by throttle key.
public final class InMemorySignInAttemptRepository: SignInAttemptRepository {
    private let failuresByKey = Mutex<[String: [Int]]>([:])

    public init() {}

    /// The times of the failures kept for `key`, oldest first.
    public func times(for key: String) -> [Int] {
        failuresByKey.withLock { $0[key] ?? [] }
    }

    /// Every key with failures kept.
    public var keys: Set<String> {
        failuresByKey.withLock { Set($0.keys) }
    }

    public func recordFailure(key: String, at secondsSince1970: Int) throws {
        failuresByKey.withLock { $0[key, default: []].append(secondsSince1970) }
    }

    public func failures(key: String, since secondsSince1970: Int) throws -> SignInFailures {
        let counted = times(for: key).filter { $0 >= secondsSince1970 }
        return SignInFailures(count: counted.count, oldest: counted.min())
    }

    public func clearFailures(key: String) throws {
        _ = failuresByKey.withLock { $0.removeValue(forKey: key) }
    }

    public func deleteFailures(before secondsSince1970: Int) throws {
        failuresByKey.withLock { failures in
            for key in Array(failures.keys) {
                let kept = failures[key, default: []].filter { $0 >= secondsSince1970 }
                failures[key] = kept.isEmpty ? nil : kept
            }
        }
    }
}
