public import Domain

/// Mail in the `outbox` table. A message is queued in the write transaction of the change that
/// caused it (``insert(_:at:into:)``, which every repository that queues mail calls), then taken
/// by a sender when due and updated after each try.
///
/// A finished message stays finished: the sender's reports move only a pending one, so a late
/// or repeated report cannot put a sent message back in line to go out twice. Finished messages
/// are kept ``OutboxMessage/retentionSeconds``, for the development mailbox, then purged.
public struct SQLOutbox: OutboxRepository {
    enum Column: Int, SQLColumn {
        case id, key, toAddress, toName, subject, textBody, htmlBody, createdAt, state, attempts, nextAttemptAt, lastError, sentAt
    }

    private let database: any SQLDatabase

    public init(database: any SQLDatabase) {
        self.database = database
    }

    static let selectDue = "SELECT \(Column.list) FROM outbox WHERE state = 'pending' AND next_attempt_at <= ? ORDER BY id LIMIT ?"
    static let selectRecent = "SELECT \(Column.list) FROM outbox ORDER BY id DESC LIMIT ?"
    static let selectByID = "SELECT \(Column.list) FROM outbox WHERE id = ?"

    @discardableResult
    public func enqueue(_ mail: OutgoingMail, at now: Int) throws -> OutboxMessage {
        try database.write { try Self.insert(mail, at: now, into: $0) }
    }

    public func due(at now: Int, limit: Int) throws -> [OutboxMessage] {
        try database.read { try $0.all(Self.selectDue, now, limit, columns: Column.self, decode: OutboxMessage.init).compactMap { $0 } }
    }

    /// Where the store locks rows (PostgreSQL), the message's row stays locked (`FOR UPDATE SKIP
    /// LOCKED`) while it is sent: another instance's sender skips it and takes the next, and
    /// should this instance die mid-send, its connection closes, the lock goes with it, and the
    /// message is due again at once (sent at least once, with the same `Message-ID`). Where one
    /// process writes (SQLite), its one sender reads the message, sends it, then records it, so
    /// the writer is never held while another server answers.
    public func deliverNextDue(at now: Int, _ deliver: (OutboxMessage) throws -> DeliveryOutcome) throws -> Bool {
        guard database.locksRows else {
            guard let message = try due(at: now, limit: 1).first else { return false }
            try record(deliver(message), of: message)
            return true
        }
        var failure: (any Error)?
        let delivered = try database.write { connection -> Bool in
            guard let message = try connection.first(
                Self.selectDue + " FOR UPDATE SKIP LOCKED", now, 1, columns: Column.self, decode: OutboxMessage.init) ?? nil
            else { return false }
            let outcome: DeliveryOutcome
            do {
                outcome = try deliver(message)
            } catch {
                // Nothing to record: the transaction ends, the lock goes, and the error is the caller's.
                failure = error
                return false
            }
            try Self.record(outcome, id: message.id, attempts: message.attempts + 1, in: connection)
            return true
        }
        if let failure { throw failure }
        return delivered
    }

    public func markSent(id: Int, attempts: Int, at now: Int) throws {
        try database.write { try Self.record(.sent(at: now), id: id, attempts: attempts, in: $0) }
    }

    public func scheduleRetry(id: Int, attempts: Int, nextAttemptAt: Int, error: String) throws {
        try database.write { try Self.record(.retry(next: nextAttemptAt, error: error), id: id, attempts: attempts, in: $0) }
    }

    /// The message's finishing time, which the purge goes by, is its last scheduled try
    /// (`next_attempt_at`): the failure that ended it came at or just after it.
    public func markFailed(id: Int, attempts: Int, error: String) throws {
        try database.write { try Self.record(.failed(error: error), id: id, attempts: attempts, in: $0) }
    }

    public func recent(limit: Int) throws -> [OutboxMessage] {
        try database.read {
            try $0.all(Self.selectRecent, limit, columns: Column.self, decode: OutboxMessage.init).compactMap { $0 }
        }
    }

    public func message(id: Int) throws -> OutboxMessage? {
        try database.read {
            try $0.first(Self.selectByID, id, columns: Column.self, decode: OutboxMessage.init) ?? nil
        }
    }

    /// Sent messages go by `sent_at`, failed ones by their last scheduled try; each half is
    /// found through its index.
    @discardableResult
    public func purge(finishedBefore before: Int, limit: Int) throws -> Int {
        try database.write {
            try $0.run(
                """
                DELETE FROM outbox WHERE id IN (
                    SELECT id FROM (
                        SELECT id FROM outbox WHERE state = 'sent' AND sent_at < ?
                        UNION ALL SELECT id FROM outbox WHERE state = 'failed' AND next_attempt_at < ?
                    ) AS finished LIMIT ?)
                """,
                before, before, limit)
        }
    }

    /// Queues `mail` inside the caller's transaction: it commits or rolls back with the change
    /// that wrote it. Due at once; the database draws its key.
    static func insert(_ mail: OutgoingMail, at now: Int, into connection: any SQLConnection) throws -> OutboxMessage {
        let stored = try connection.first(
            """
            INSERT INTO outbox (to_address, to_name, subject, text_body, html_body, created_at, next_attempt_at)
            VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING id, key
            """,
            mail.to, mail.toName, mail.subject, mail.text, mail.html, now, now, columns: Column.self
        ) { row in (id: try row.integer(.id), key: try row.text(.key)) }
        guard let stored else { throw SQLStoreError.noRowReturned("outbox") }
        return OutboxMessage(id: stored.id, key: stored.key, mail: mail, createdAt: now, nextAttemptAt: now)
    }

    private static func record(_ outcome: DeliveryOutcome, id: Int, attempts: Int, in connection: any SQLConnection) throws {
        switch outcome {
        case .sent(let time):
            try connection.run(
                "UPDATE outbox SET state = 'sent', attempts = ?, sent_at = ? WHERE id = ? AND state = 'pending'", attempts, time, id)
        case .retry(let next, let error):
            try connection.run(
                "UPDATE outbox SET attempts = ?, next_attempt_at = ?, last_error = ? WHERE id = ? AND state = 'pending'",
                attempts, next, error, id)
        case .failed(let error):
            try connection.run(
                "UPDATE outbox SET state = 'failed', attempts = ?, last_error = ? WHERE id = ? AND state = 'pending'", attempts, error, id)
        }
    }
}

extension OutboxMessage {
    /// `nil` for a state this release does not know (written by a newer one), which is left
    /// alone rather than guessed.
    init?(_ row: SQLRow<SQLOutbox.Column>) throws {
        guard let state = OutboxState(rawValue: try row.text(.state)) else { return nil }
        try self.init(
            id: row.integer(.id), key: row.text(.key),
            mail: OutgoingMail(
                to: row.text(.toAddress), toName: row.text(.toName), subject: row.text(.subject), text: row.text(.textBody),
                html: row.text(.htmlBody)),
            createdAt: row.integer(.createdAt), state: state, attempts: row.integer(.attempts), nextAttemptAt: row.integer(.nextAttemptAt),
            lastError: row.optionalText(.lastError), sentAt: row.optionalInteger(.sentAt))
    }
}
