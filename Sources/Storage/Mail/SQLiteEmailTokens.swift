public import Domain

/// The secrets of mailed links in the `email_tokens` table, found by the SHA-256 the link
/// carries; a member's go with the member (`ON DELETE CASCADE`).
///
/// Redeeming deletes the row, so a link works once; issuing deletes the member's earlier row
/// of the same purpose, so only the newest link works. The transaction-sized steps
/// (``issue(_:userID:at:in:)``, ``redeem(hash:purpose:at:in:)``, ``revoke(userID:purposes:in:)``)
/// are shared with ``SQLiteUserRepository``, whose changes redeem and issue links in their own
/// transactions.
public struct SQLiteEmailTokens: EmailTokenRepository {
    private let database: AppDatabase

    public init(database: AppDatabase) {
        self.database = database
    }

    /// - Throws: a foreign key error, with nothing stored or queued, when there is no member
    ///   with `userID`.
    public func issue(_ issued: [MailedToken], userID: Int, at now: Int) throws {
        try database.write { connection throws(SQLiteError) in
            for token in issued {
                try Self.issue(token, userID: userID, at: now, in: connection)
            }
        }
    }

    public func token(hash: [UInt8], purpose: EmailTokenPurpose, at now: Int) throws -> EmailToken? {
        try database.readers.first(.emailToken, hash, purpose.rawValue, now, decode: EmailToken.init(columns:)) ?? nil
    }

    public func pending(userID: Int, purpose: EmailTokenPurpose, at now: Int) throws -> EmailToken? {
        try database.readers.first(.pendingEmailToken, userID, purpose.rawValue, now, decode: EmailToken.init(columns:)) ?? nil
    }

    /// An expired token found this way is deleted too: it can never be used.
    public func redeem(hash: [UInt8], purpose: EmailTokenPurpose, at now: Int) throws -> EmailToken? {
        try database.write { connection throws(SQLiteError) in
            try Self.redeem(hash: hash, purpose: purpose, at: now, in: connection)
        }
    }

    public func revoke(userID: Int, purposes: [EmailTokenPurpose]) throws {
        guard !purposes.isEmpty else { return }
        try database.write { connection throws(SQLiteError) in
            try Self.revoke(userID: userID, purposes: purposes, in: connection)
        }
    }

    @discardableResult
    public func purgeExpired(before now: Int, limit: Int) throws -> Int {
        try database.write { connection throws(SQLiteError) in
            try connection.run(
                "DELETE FROM email_tokens WHERE id IN (SELECT id FROM email_tokens WHERE expires_at < ? LIMIT ?)",
                now, limit)
        }
    }

    /// Voids the member's earlier link of the same purpose, stores this one and queues its
    /// mail, inside the caller's transaction.
    static func issue(_ issued: MailedToken, userID: Int, at now: Int, in connection: WriteConnection) throws(SQLiteError) {
        let token = issued.token
        try revoke(userID: userID, purposes: [token.purpose], in: connection)
        try connection.run(
            """
            INSERT INTO email_tokens (user_id, purpose, token_hash, email, created_at, expires_at)
            VALUES (?, ?, ?, ?, ?, ?)
            """,
            userID, token.purpose.rawValue, token.hash, token.email, now, token.expiresAt)
        _ = try SQLiteOutbox.insert(issued.mail, at: now, into: connection)
    }

    /// Deletes the token with this hash and purpose inside the caller's transaction, and returns
    /// it if it had not expired at `now`. Should the caller then roll back, the token is unused
    /// again.
    static func redeem(
        hash: [UInt8], purpose: EmailTokenPurpose, at now: Int, in connection: WriteConnection
    ) throws(SQLiteError) -> EmailToken? {
        // One statement: the row is found by its unique hash and gone in the same step.
        let deleted = try connection.first(
            "DELETE FROM email_tokens WHERE token_hash = ? AND purpose = ? RETURNING \(columns)",
            hash, purpose.rawValue, decode: EmailToken.init(columns:))
        guard let token = deleted ?? nil, token.expiresAt > now else { return nil }
        return token
    }

    /// Deletes the member's tokens of `purposes`, inside the caller's transaction.
    static func revoke(userID: Int, purposes: [EmailTokenPurpose], in connection: WriteConnection) throws(SQLiteError) {
        // One statement per purpose rather than an `IN` list: each length of list would be
        // another SQL text, prepared and kept on its own.
        for purpose in purposes {
            try connection.run("DELETE FROM email_tokens WHERE user_id = ? AND purpose = ?", userID, purpose.rawValue)
        }
    }

    /// The columns every token query selects, in the order ``EmailToken/init(columns:)`` reads them.
    private static let columns = "id, user_id, purpose, email, created_at, expires_at"

    // Prepared once per read connection (``ReadQuery``).
    static let selectUnexpired = """
        SELECT \(columns) FROM email_tokens WHERE token_hash = ? AND purpose = ? AND expires_at > ?
        """
    static let selectPending = """
        SELECT \(columns) FROM email_tokens WHERE user_id = ? AND purpose = ? AND expires_at > ? ORDER BY id DESC LIMIT 1
        """
}

extension EmailToken {
    /// Decodes a row selected with ``SQLiteEmailTokens/columns``, by position; `nil` for a
    /// purpose this release does not know.
    init?(columns: StatementColumns) {
        guard let purpose = EmailTokenPurpose(rawValue: columns.text(2)) else { return nil }
        self.init(
            id: columns.integer(0), userID: columns.integer(1), purpose: purpose, email: columns.text(3),
            createdAt: columns.integer(4), expiresAt: columns.integer(5))
    }
}
