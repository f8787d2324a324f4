public import Domain

/// The secrets of mailed links in the `email_tokens` table, found by the SHA-256 the link
/// carries; a member's go with the member (`ON DELETE CASCADE`).
///
/// Redeeming deletes the row, so a link works once, on whichever instance opens it first;
/// issuing deletes the member's earlier row of the same purpose, so only the newest link works.
public struct PostgresEmailTokens: EmailTokenRepository {
    private let database: PostgresDatabase

    public init(database: PostgresDatabase) {
        self.database = database
    }

    public func issue(_ issued: [MailedToken], userID: Int, at now: Int) throws {
        try database.write { connection throws(PostgresError) in
            for token in issued {
                try Self.issue(token, userID: userID, at: now, in: connection)
            }
        }
    }

    public func pending(userID: Int, purpose: EmailTokenPurpose, at now: Int) throws -> EmailToken? {
        try database.read { connection throws(PostgresError) in
            try connection.first(
                """
                SELECT \(Self.columns) FROM email_tokens WHERE user_id = $1 AND purpose = $2 AND expires_at > $3
                ORDER BY id DESC LIMIT 1
                """,
                userID, purpose.rawValue, now, decode: EmailToken.init(columns:)) ?? nil
        }
    }

    public func token(hash: [UInt8], purpose: EmailTokenPurpose, at now: Int) throws -> EmailToken? {
        try database.read { connection throws(PostgresError) in
            try connection.first(
                "SELECT \(Self.columns) FROM email_tokens WHERE token_hash = $1 AND purpose = $2 AND expires_at > $3",
                hash, purpose.rawValue, now, decode: EmailToken.init(columns:)) ?? nil
        }
    }

    public func redeem(hash: [UInt8], purpose: EmailTokenPurpose, at now: Int) throws -> EmailToken? {
        try database.write { connection throws(PostgresError) in
            try Self.redeem(hash: hash, purpose: purpose, at: now, in: connection)
        }
    }

    public func revoke(userID: Int, purposes: [EmailTokenPurpose]) throws {
        guard !purposes.isEmpty else { return }
        try database.write { connection throws(PostgresError) in
            try Self.revoke(userID: userID, purposes: purposes, in: connection)
        }
    }

    @discardableResult
    public func purgeExpired(before now: Int, limit: Int) throws -> Int {
        try database.write { connection throws(PostgresError) in
            try connection.run(
                "DELETE FROM email_tokens WHERE id IN (SELECT id FROM email_tokens WHERE expires_at < $1 LIMIT $2)", now, limit)
        }
    }

    /// Voids the member's earlier link of the same purpose, stores this one and queues its mail,
    /// inside the caller's transaction.
    static func issue(_ issued: MailedToken, userID: Int, at now: Int, in connection: PostgresConnection) throws(PostgresError) {
        let token = issued.token
        try revoke(userID: userID, purposes: [token.purpose], in: connection)
        try connection.run(
            """
            INSERT INTO email_tokens (user_id, purpose, token_hash, email, created_at, expires_at)
            VALUES ($1, $2, $3, $4, $5, $6)
            """,
            userID, token.purpose.rawValue, token.hash, token.email, now, token.expiresAt)
        _ = try PostgresOutbox.insert(issued.mail, at: now, into: connection)
    }

    /// Deletes the token with this hash and purpose inside the caller's transaction, and returns
    /// it if it had not expired at `now`.
    static func redeem(
        hash: [UInt8], purpose: EmailTokenPurpose, at now: Int, in connection: PostgresConnection
    ) throws(PostgresError) -> EmailToken? {
        let deleted = try connection.first(
            "DELETE FROM email_tokens WHERE token_hash = $1 AND purpose = $2 RETURNING \(columns)",
            hash, purpose.rawValue, decode: EmailToken.init(columns:))
        guard let token = deleted ?? nil, token.expiresAt > now else { return nil }
        return token
    }

    static func revoke(userID: Int, purposes: [EmailTokenPurpose], in connection: PostgresConnection) throws(PostgresError) {
        for purpose in purposes {
            try connection.run("DELETE FROM email_tokens WHERE user_id = $1 AND purpose = $2", userID, purpose.rawValue)
        }
    }

    /// The columns every token query selects, in the order ``EmailToken/init(columns:)`` reads them.
    private static let columns = "id, user_id, purpose, email, created_at, expires_at"
}

extension EmailToken {
    /// Decodes a row selected with ``PostgresEmailTokens/columns``; `nil` for a purpose this
    /// release does not know.
    init?(columns: PostgresColumns) {
        guard let purpose = EmailTokenPurpose(rawValue: columns.text(2)) else { return nil }
        self.init(
            id: columns.integer(0), userID: columns.integer(1), purpose: purpose, email: columns.text(3),
            createdAt: columns.integer(4), expiresAt: columns.integer(5))
    }
}
