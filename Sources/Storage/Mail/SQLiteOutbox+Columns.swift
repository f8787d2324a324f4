internal import Domain

extension SQLiteOutbox {
    /// The columns every message query selects, in the order ``OutboxMessage/init(columns:)``
    /// reads them.
    private static let columns = """
        id, key, to_address, to_name, subject, text_body, html_body, created_at, state, attempts, next_attempt_at,
        last_error, sent_at
        """

    // Prepared once per read connection (``ReadQuery``).
    static let selectDue = """
        SELECT \(columns) FROM outbox WHERE state = 'pending' AND next_attempt_at <= ? ORDER BY id LIMIT ?
        """
    static let selectRecent = "SELECT \(columns) FROM outbox ORDER BY id DESC LIMIT ?"
    static let selectByID = "SELECT \(columns) FROM outbox WHERE id = ?"
}

extension OutboxMessage {
    /// Decodes a row selected with ``SQLiteOutbox/columns``, by position; `nil` for a state this
    /// release does not know (written by a newer one), which is left alone rather than guessed.
    init?(columns: StatementColumns) {
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
