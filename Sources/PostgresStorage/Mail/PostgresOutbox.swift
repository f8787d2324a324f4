public import Domain

/// Mail in the `outbox` table, queued in the transaction of the change that caused it and sent
/// by one sender per message across every instance on the database.
///
/// ``deliverNextDue(at:_:)`` holds the message's row lock (`FOR UPDATE SKIP LOCKED`) while it
/// is being sent: another instance's sender skips it and takes the next one, and should this
/// instance die mid-send, its connection closes, the lock goes with it, and the message is due
/// again at once (sent at least once, with the same `Message-ID`).
public struct PostgresOutbox: OutboxRepository {
    private let database: PostgresDatabase

    public init(database: PostgresDatabase) {
        self.database = database
    }

    @discardableResult
    public func enqueue(_ mail: OutgoingMail, at now: Int) throws -> OutboxMessage {
        try database.write { connection throws(PostgresError) in
            try Self.insert(mail, at: now, into: connection)
        }
    }

    public func due(at now: Int, limit: Int) throws -> [OutboxMessage] {
        try database.read { connection throws(PostgresError) in
            try connection.all(Self.selectDue, now, limit, decode: OutboxMessage.init(columns:)).compactMap { $0 }
        }
    }

    public func deliverNextDue(at now: Int, _ deliver: (OutboxMessage) throws -> DeliveryOutcome) throws -> Bool {
        var failure: (any Error)?
        let delivered = try database.write { connection throws(PostgresError) -> Bool in
            guard let message = try connection.first(
                Self.selectDue + " FOR UPDATE SKIP LOCKED", now, 1, decode: OutboxMessage.init(columns:)) ?? nil
            else { return false }
            let outcome: DeliveryOutcome
            do {
                outcome = try deliver(message)
            } catch {
                // Nothing to record: the transaction ends, the lock goes, and the error is the
                // caller's.
                failure = error
                return false
            }
            try Self.record(outcome, of: message, in: connection)
            return true
        }
        if let failure { throw failure }
        return delivered
    }

    public func markSent(id: Int, attempts: Int, at now: Int) throws {
        try database.write { connection throws(PostgresError) in
            try Self.record(.sent(at: now), id: id, attempts: attempts, in: connection)
        }
    }

    public func scheduleRetry(id: Int, attempts: Int, nextAttemptAt: Int, error: String) throws {
        try database.write { connection throws(PostgresError) in
            try Self.record(.retry(next: nextAttemptAt, error: error), id: id, attempts: attempts, in: connection)
        }
    }

    public func markFailed(id: Int, attempts: Int, error: String) throws {
        try database.write { connection throws(PostgresError) in
            try Self.record(.failed(error: error), id: id, attempts: attempts, in: connection)
        }
    }

    public func recent(limit: Int) throws -> [OutboxMessage] {
        try database.read { connection throws(PostgresError) in
            try connection.all("SELECT \(Self.columns) FROM outbox ORDER BY id DESC LIMIT $1", limit, decode: OutboxMessage.init(columns:))
                .compactMap { $0 }
        }
    }

    public func message(id: Int) throws -> OutboxMessage? {
        try database.read { connection throws(PostgresError) in
            try connection.first("SELECT \(Self.columns) FROM outbox WHERE id = $1", id, decode: OutboxMessage.init(columns:)) ?? nil
        }
    }

    @discardableResult
    public func purge(finishedBefore before: Int, limit: Int) throws -> Int {
        try database.write { connection throws(PostgresError) in
            try connection.run(
                """
                DELETE FROM outbox WHERE id IN (
                    (SELECT id FROM outbox WHERE state = 'sent' AND sent_at < $1
                     UNION ALL SELECT id FROM outbox WHERE state = 'failed' AND next_attempt_at < $1)
                    LIMIT $2)
                """,
                before, limit)
        }
    }

    /// Queues `mail` inside the caller's transaction: it commits or rolls back with the change
    /// that wrote it. Due at once; the database draws its key.
    static func insert(_ mail: OutgoingMail, at now: Int, into connection: PostgresConnection) throws(PostgresError) -> OutboxMessage {
        let stored = try connection.first(
            """
            INSERT INTO outbox (to_address, to_name, subject, text_body, html_body, created_at, next_attempt_at)
            VALUES ($1, $2, $3, $4, $5, $6, $6) RETURNING id, key
            """,
            mail.to, mail.toName, mail.subject, mail.text, mail.html, now
        ) { columns in (id: columns.integer(0), key: columns.text(1)) }
        guard let stored else { throw PostgresError(.statement, message: "the outbox insert returned no row") }
        return OutboxMessage(id: stored.id, key: stored.key, mail: mail, createdAt: now, nextAttemptAt: now)
    }

    private static func record(_ outcome: DeliveryOutcome, of message: OutboxMessage, in connection: PostgresConnection) throws(PostgresError) {
        try record(outcome, id: message.id, attempts: message.attempts + 1, in: connection)
    }

    /// A finished message stays finished: only a pending one moves, so a late or repeated report
    /// cannot put a sent message back in line.
    private static func record(_ outcome: DeliveryOutcome, id: Int, attempts: Int, in connection: PostgresConnection) throws(PostgresError) {
        switch outcome {
        case .sent(let time):
            try connection.run(
                "UPDATE outbox SET state = 'sent', attempts = $1, sent_at = $2 WHERE id = $3 AND state = 'pending'",
                attempts, time, id)
        case .retry(let next, let error):
            try connection.run(
                "UPDATE outbox SET attempts = $1, next_attempt_at = $2, last_error = $3 WHERE id = $4 AND state = 'pending'",
                attempts, next, error, id)
        case .failed(let error):
            try connection.run(
                "UPDATE outbox SET state = 'failed', attempts = $1, last_error = $2 WHERE id = $3 AND state = 'pending'",
                attempts, error, id)
        }
    }

    /// The columns every message query selects, in the order ``OutboxMessage/init(columns:)``
    /// reads them.
    private static let columns = """
        id, key, to_address, to_name, subject, text_body, html_body, created_at, state, attempts, next_attempt_at,
        last_error, sent_at
        """

    private static let selectDue = """
        SELECT \(columns) FROM outbox WHERE state = 'pending' AND next_attempt_at <= $1 ORDER BY id LIMIT $2
        """
}

extension OutboxMessage {
    /// Decodes a row selected with ``PostgresOutbox/columns``; `nil` for a state this release
    /// does not know (written by a newer one), which is left alone rather than guessed.
    init?(columns: PostgresColumns) {
        guard let state = OutboxState(rawValue: columns.text(8)) else { return nil }
        self.init(
            id: columns.integer(0), key: columns.text(1),
            mail: OutgoingMail(
                to: columns.text(2), toName: columns.text(3), subject: columns.text(4), text: columns.text(5),
                html: columns.text(6)),
            createdAt: columns.integer(7), state: state, attempts: columns.integer(9), nextAttemptAt: columns.integer(10),
            lastError: columns.optionalText(11), sentAt: columns.optionalInteger(12))
    }
}
