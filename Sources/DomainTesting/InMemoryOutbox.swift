public import Domain
import Synchronization

/// The outbox in memory, for presenter and route tests: what was queued, in order, with the
/// sender's reports applied as storage applies them (only a pending message moves).
public final class InMemoryOutbox: OutboxRepository {
    private struct State {
        var messages: [OutboxMessage] = []
        var lastID = 0
    }

    private let state = Mutex(State())

    public init() {}

    /// Every message kept, oldest first.
    public var all: [OutboxMessage] { state.withLock { $0.messages } }

    @discardableResult
    public func enqueue(_ mail: OutgoingMail, at now: Int) throws -> OutboxMessage {
        state.withLock { state in
            state.lastID += 1
            let message = OutboxMessage(id: state.lastID, key: Self.newKey(), mail: mail, createdAt: now, nextAttemptAt: now)
            state.messages.append(message)
            return message
        }
    }

    public func due(at now: Int, limit: Int) throws -> [OutboxMessage] {
        Array(all.lazy.filter { $0.state == .pending && $0.nextAttemptAt <= now }.prefix(limit))
    }

    public func markSent(id: Int, attempts: Int, at now: Int) throws {
        updatePending(id: id) { message in
            message.state = .sent
            message.attempts = attempts
            message.sentAt = now
        }
    }

    public func scheduleRetry(id: Int, attempts: Int, nextAttemptAt: Int, error: String) throws {
        updatePending(id: id) { message in
            message.attempts = attempts
            message.nextAttemptAt = nextAttemptAt
            message.lastError = error
        }
    }

    public func markFailed(id: Int, attempts: Int, error: String) throws {
        updatePending(id: id) { message in
            message.state = .failed
            message.attempts = attempts
            message.lastError = error
        }
    }

    public func recent(limit: Int) throws -> [OutboxMessage] {
        Array(all.reversed().prefix(limit))
    }

    public func message(id: Int) throws -> OutboxMessage? {
        all.first { $0.id == id }
    }

    /// A failed message finished at its last scheduled try, as in storage.
    @discardableResult
    public func purge(finishedBefore before: Int, limit: Int) throws -> Int {
        state.withLock { state in
            let doomed = state.messages.lazy.filter { message in
                switch message.state {
                case .pending: false
                case .sent: (message.sentAt ?? message.nextAttemptAt) < before
                case .failed: message.nextAttemptAt < before
                }
            }.prefix(limit).map(\.id)
            let ids = Set(doomed)
            state.messages.removeAll { ids.contains($0.id) }
            return ids.count
        }
    }

    private func updatePending(id: Int, _ change: (inout OutboxMessage) -> Void) {
        state.withLock { state in
            guard let index = state.messages.firstIndex(where: { $0.id == id && $0.state == .pending }) else { return }
            change(&state.messages[index])
        }
    }

    /// 32 random lowercase hex digits, as storage draws them.
    private static func newKey() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<2).map { _ in
            let digits = String(generator.next() as UInt64, radix: 16)
            return String(repeating: "0", count: 16 - digits.count) + digits
        }.joined()
    }
}
