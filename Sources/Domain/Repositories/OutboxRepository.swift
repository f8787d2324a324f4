/// The messages waiting to be sent, and those sent or given up on, kept where the change that
/// caused each one was written.
///
/// A feature queues a message together with its change (``EmailTokenRepository/issue(_:userID:at:)``,
/// ``UserRepository/create(_:confirmation:)``), so a change that rolled back sends nothing and
/// one that committed loses nothing. The sender reads due messages and records each try.
public protocol OutboxRepository: Sendable {
    /// Queues a message that has no change of its own to go with (a notice to an address no
    /// member has).
    @discardableResult
    func enqueue(_ mail: OutgoingMail, at now: Int) throws -> OutboxMessage
    /// Pending messages whose next try is due at `now`, oldest first.
    func due(at now: Int, limit: Int) throws -> [OutboxMessage]
    /// Takes the oldest message due at `now` that no other sender holds, runs `deliver` on it,
    /// and records what `deliver` answers as one more try. While `deliver` runs, no other sender
    /// takes the same message: not another thread, and, where the store is shared by several
    /// instances of the app, not another instance.
    ///
    /// - Returns: `false` when no message was due.
    func deliverNextDue(at now: Int, _ deliver: (OutboxMessage) throws -> DeliveryOutcome) throws -> Bool
    /// The message's try at `now` went through.
    func markSent(id: Int, attempts: Int, at now: Int) throws
    /// The message's try failed for a while; the next waits until `nextAttemptAt`.
    func scheduleRetry(id: Int, attempts: Int, nextAttemptAt: Int, error: String) throws
    /// The message is given up on.
    func markFailed(id: Int, attempts: Int, error: String) throws
    /// The newest messages first, whatever their state (the development mailbox).
    func recent(limit: Int) throws -> [OutboxMessage]
    func message(id: Int) throws -> OutboxMessage?
    /// Deletes up to `limit` messages sent or failed before `before`.
    ///
    /// - Returns: how many were deleted.
    @discardableResult
    func purge(finishedBefore before: Int, limit: Int) throws -> Int
}

/// What became of one try to send a message.
public enum DeliveryOutcome: Sendable, Equatable {
    /// The mail server accepted it at this time.
    case sent(at: Int)
    /// It failed for a while; the next try waits until `next`.
    case retry(next: Int, error: String)
    /// It is given up on.
    case failed(error: String)
}

extension OutboxRepository {
    /// For a store used by one process, whose one sender thread is the only one to take
    /// messages: the oldest due message, then its outcome recorded.
    public func deliverNextDue(at now: Int, _ deliver: (OutboxMessage) throws -> DeliveryOutcome) throws -> Bool {
        guard let message = try due(at: now, limit: 1).first else { return false }
        try record(deliver(message), of: message)
        return true
    }

    /// Records `outcome` as the message's next try.
    public func record(_ outcome: DeliveryOutcome, of message: OutboxMessage) throws {
        let attempts = message.attempts + 1
        switch outcome {
        case .sent(let time): try markSent(id: message.id, attempts: attempts, at: time)
        case .retry(let next, let error): try scheduleRetry(id: message.id, attempts: attempts, nextAttemptAt: next, error: error)
        case .failed(let error): try markFailed(id: message.id, attempts: attempts, error: error)
        }
    }
}
