public import Domain

/// Mail in the `outbox` table. A message is queued in the write transaction of the change that
/// caused it (``insert(_:at:into:)``, which every repository that queues mail calls), then read
/// by the sender when due and updated after each try.
///
/// A finished message stays finished: the sender's reports move only a pending one, so a late
/// or repeated report cannot put a sent message back in line to go out twice. Finished
/// messages are kept ``OutboxMessage/retentionSeconds``, for the development mailbox, then purged.
public struct SQLiteOutbox: OutboxRepository {
    private let database: AppDatabase

    public init(database: AppDatabase) {
        self.database = database
    }

    @discardableResult
    public func enqueue(_ mail: OutgoingMail, at now: Int) throws -> OutboxMessage {
        try database.write { connection throws(SQLiteError) in
            try Self.insert(mail, at: now, into: connection)
        }
    }

    public func due(at now: Int, limit: Int) throws -> [OutboxMessage] {
        try database.readers.all(.dueOutboxMessages, now, limit, decode: OutboxMessage.init(columns:)).compactMap { $0 }
    }

    public func markSent(id: Int, attempts: Int, at now: Int) throws {
        try database.write { connection throws(SQLiteError) in
            try connection.run(
                "UPDATE outbox SET state = 'sent', attempts = ?, sent_at = ? WHERE id = ? AND state = 'pending'",
                attempts, now, id)
        }
    }

    public func scheduleRetry(id: Int, attempts: Int, nextAttemptAt: Int, error: String) throws {
        try database.write { connection throws(SQLiteError) in
            try connection.run(
                """
                UPDATE outbox SET attempts = ?, next_attempt_at = ?, last_error = ?
                WHERE id = ? AND state = 'pending'
                """,
                attempts, nextAttemptAt, error, id)
        }
    }

    /// The message's finishing time, which the purge goes by, is its last scheduled try
    /// (`next_attempt_at`): the failure that ended it came at or just after it.
    public func markFailed(id: Int, attempts: Int, error: String) throws {
        try database.write { connection throws(SQLiteError) in
            try connection.run(
                "UPDATE outbox SET state = 'failed', attempts = ?, last_error = ? WHERE id = ? AND state = 'pending'",
                attempts, error, id)
        }
    }

    public func recent(limit: Int) throws -> [OutboxMessage] {
        try database.readers.all(.recentOutboxMessages, limit, decode: OutboxMessage.init(columns:)).compactMap { $0 }
    }

    public func message(id: Int) throws -> OutboxMessage? {
        try database.readers.first(.outboxMessageByID, id, decode: OutboxMessage.init(columns:)) ?? nil
    }

    /// Sent messages go by `sent_at`, failed ones by their last scheduled try; each half is
    /// found through its index.
    @discardableResult
    public func purge(finishedBefore before: Int, limit: Int) throws -> Int {
        try database.write { connection throws(SQLiteError) in
            try connection.run(
                """
                DELETE FROM outbox WHERE id IN (
                    SELECT id FROM outbox WHERE state = 'sent' AND sent_at < ?
                    UNION ALL SELECT id FROM outbox WHERE state = 'failed' AND next_attempt_at < ?
                    LIMIT ?)
                """,
                before, before, limit)
        }
    }

    /// Queues `mail` on `connection`, inside the caller's transaction: the message commits or
    /// rolls back with the change that wrote it. Due at once; SQLite draws its key.
    static func insert(_ mail: OutgoingMail, at now: Int, into connection: WriteConnection) throws(SQLiteError) -> OutboxMessage {
        let stored = try connection.first(
            """
            INSERT INTO outbox (to_address, to_name, subject, text_body, html_body, created_at, next_attempt_at)
            VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING id, key
            """,
            mail.to, mail.toName, mail.subject, mail.text, mail.html, now, now
        ) { columns in (id: columns.integer(0), key: columns.text(1)) }
        guard let stored else {
            // An INSERT … RETURNING that succeeded yields its row; this is SQLite misbehaving.
            throw SQLiteError(.misuse, message: "the outbox insert returned no row")
        }
        return OutboxMessage(id: stored.id, key: stored.key, mail: mail, createdAt: now, nextAttemptAt: now)
    }
}
