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
