import ScreenKit
import Synchronization

/// A read scope that counts the scopes opened and closed, so a test sees which requests share
/// their reads and that every scope ends.
final class RecordingReadScope: ReadScope {
    private struct Counts {
        var entered = 0
        var left = 0
        var carried = 0
    }

    private let counts = Mutex(Counts())

    var entered: Int { counts.withLock { $0.entered } }
    var left: Int { counts.withLock { $0.left } }
    var carried: Int { counts.withLock { $0.carried } }
    var isInside: Bool { counts.withLock { $0.entered > $0.left } }

    func sharingReads<Value>(_ body: () throws -> Value) rethrows -> Value {
        counts.withLock { $0.entered += 1 }
        defer { counts.withLock { $0.left += 1 } }
        return try body()
    }

    func carryingReads<Value: Sendable>(
        _ work: @escaping @Sendable () async throws -> Value
    ) -> @Sendable () async throws -> Value {
        counts.withLock { $0.carried += 1 }
        return work
    }
}
