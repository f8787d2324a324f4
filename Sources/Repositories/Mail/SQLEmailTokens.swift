public import Domain

/// The secrets of mailed links in the `email_tokens` table, found by the SHA-256 the link
/// carries; a member's go with the member (`ON DELETE CASCADE`).
///
/// Redeeming deletes the row, so a link works once, on whichever instance opens it first;
/// issuing deletes the member's earlier row of the same purpose, so only the newest link works.
/// The transaction-sized steps (``issue(_:userID:at:in:)``, ``redeem(hash:purpose:at:in:)``,
/// ``revoke(userID:purposes:in:)``) are shared with ``SQLUserRepository``, whose changes redeem
/// and issue links in their own transactions.
public struct SQLEmailTokens: EmailTokenRepository {
    public enum Column: Int, SQLColumn {
        case id, userID, purpose, email, createdAt, expiresAt
    }

    private let database: any SQLDatabase

    public init(database: any SQLDatabase) {
        self.database = database
    }

    static let selectUnexpired = """
        SELECT \(Column.list) FROM email_tokens WHERE token_hash = ? AND purpose = ? AND expires_at > ?
        """
    static let deleteReturning = "DELETE FROM email_tokens WHERE token_hash = ? AND purpose = ? RETURNING \(Column.list)"
    static let selectPending = """
        SELECT \(Column.list) FROM email_tokens WHERE user_id = ? AND purpose = ? AND expires_at > ? ORDER BY id DESC LIMIT 1
        """

    /// - Throws: a foreign key error, with nothing stored or queued, when there is no member
    ///   with `userID`.
    public func issue(_ issued: [MailedToken], userID: Int, at now: Int) throws {
        try database.write { connection in
            for token in issued {
                try Self.issue(token, userID: userID, at: now, in: connection)
            }
        }
    }

    public func token(hash: [UInt8], purpose: EmailTokenPurpose, at now: Int) throws -> EmailToken? {
        try database.read {
            try $0.first(Self.selectUnexpired, hash, purpose.rawValue, now, columns: Column.self, decode: EmailToken.init) ?? nil
        }
    }

    public func pending(userID: Int, purpose: EmailTokenPurpose, at now: Int) throws -> EmailToken? {
        try database.read {
            try $0.first(Self.selectPending, userID, purpose.rawValue, now, columns: Column.self, decode: EmailToken.init) ?? nil
        }
    }

    /// An expired token found this way is deleted too: it can never be used.
    public func redeem(hash: [UInt8], purpose: EmailTokenPurpose, at now: Int) throws -> EmailToken? {
        try database.write { try Self.redeem(hash: hash, purpose: purpose, at: now, in: $0) }
    }

    public func revoke(userID: Int, purposes: [EmailTokenPurpose]) throws {
        guard !purposes.isEmpty else { return }
        try database.write { try Self.revoke(userID: userID, purposes: purposes, in: $0) }
    }

    @discardableResult
    public func purgeExpired(before now: Int, limit: Int) throws -> Int {
        try database.write {
            try $0.run("DELETE FROM email_tokens WHERE id IN (SELECT id FROM email_tokens WHERE expires_at < ? LIMIT ?)", now, limit)
        }
    }

    /// Voids the member's earlier link of the same purpose, stores this one and queues its
    /// mail, inside the caller's transaction.
    static func issue(_ issued: MailedToken, userID: Int, at now: Int, in connection: any SQLConnection) throws {
        let token = issued.token
        try revoke(userID: userID, purposes: [token.purpose], in: connection)
        try connection.run(
            """
            INSERT INTO email_tokens (user_id, purpose, token_hash, email, created_at, expires_at)
            VALUES (?, ?, ?, ?, ?, ?)
            """,
            userID, token.purpose.rawValue, token.hash, token.email, now, token.expiresAt)
        _ = try SQLOutbox.insert(issued.mail, at: now, into: connection)
    }

    /// Deletes the token with this hash and purpose inside the caller's transaction, and returns
    /// it if it had not expired at `now`. Should the caller then roll back, the token is unused
    /// again.
    static func redeem(hash: [UInt8], purpose: EmailTokenPurpose, at now: Int, in connection: any SQLConnection) throws -> EmailToken? {
        // One statement: the row is found by its unique hash and gone in the same step.
        let deleted = try connection.first(
            deleteReturning, hash, purpose.rawValue, columns: Column.self, decode: EmailToken.init)
        guard let token = deleted ?? nil, token.expiresAt > now else { return nil }
        return token
    }

    /// Deletes the member's tokens of `purposes`, inside the caller's transaction.
    static func revoke(userID: Int, purposes: [EmailTokenPurpose], in connection: any SQLConnection) throws {
        // One statement per purpose rather than an `IN` list: each length of list would be
        // another SQL text, prepared and kept on its own.
        for purpose in purposes {
            try connection.run("DELETE FROM email_tokens WHERE user_id = ? AND purpose = ?", userID, purpose.rawValue)
        }
    }
}

extension EmailToken {
    /// `nil` for a purpose this release does not know (written by a newer one).
    public init?(_ row: SQLRow<SQLEmailTokens.Column>) throws {
        guard let purpose = EmailTokenPurpose(rawValue: try row.text(.purpose)) else { return nil }
        try self.init(
            id: row.integer(.id), userID: row.integer(.userID), purpose: purpose, email: row.text(.email),
            createdAt: row.integer(.createdAt), expiresAt: row.integer(.expiresAt))
    }
}
