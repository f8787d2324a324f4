import Domain
import Synchronization

/// Failed sign-ins in memory, by throttle key.
final class InMemorySignInAttemptRepository: SignInAttemptRepository {
    private let failuresByKey = Mutex<[String: [Int]]>([:])

    /// The times of the failures kept for `key`, oldest first.
    func times(for key: String) -> [Int] {
        failuresByKey.withLock { $0[key] ?? [] }
    }

    /// Every key with failures kept.
    var keys: Set<String> {
        failuresByKey.withLock { Set($0.keys) }
    }

    func recordFailure(key: String, at secondsSince1970: Int) throws {
        failuresByKey.withLock { $0[key, default: []].append(secondsSince1970) }
    }

    func failures(key: String, since secondsSince1970: Int) throws -> SignInFailures {
        let counted = times(for: key).filter { $0 >= secondsSince1970 }
        return SignInFailures(count: counted.count, oldest: counted.min())
    }

    func clearFailures(key: String) throws {
        _ = failuresByKey.withLock { $0.removeValue(forKey: key) }
    }

    func deleteFailures(before secondsSince1970: Int) throws {
        failuresByKey.withLock { failures in
            for key in Array(failures.keys) {
                let kept = failures[key, default: []].filter { $0 >= secondsSince1970 }
                failures[key] = kept.isEmpty ? nil : kept
            }
        }
    }
}
