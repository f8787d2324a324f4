public import Domain
import Synchronization

/// Security logs in memory, for presenter and route tests: what was recorded, in order.
public final class InMemorySecurityLog: SecurityLogRepository {
    private let recorded = Mutex<[SecurityEvent]>([])

    public init() {}

    /// Every event, oldest first.
    public var all: [SecurityEvent] { recorded.withLock { $0 } }

    /// The kinds recorded for a member, oldest first.
    public func kinds(userID: Int) -> [SecurityEvent.Kind] {
        all.filter { $0.userID == userID }.map(\.kind)
    }

    public func record(_ event: SecurityEvent) throws {
        recorded.withLock { $0.append(event) }
    }

    public func events(userID: Int, offset: Int, limit: Int) throws -> [SecurityEvent] {
        Array(all.filter { $0.userID == userID }.reversed().dropFirst(offset).prefix(limit))
    }

    public func count(userID: Int) throws -> Int {
        all.filter { $0.userID == userID }.count
    }
}
