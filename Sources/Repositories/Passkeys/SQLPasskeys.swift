public import Domain

/// Members' passkeys (`passkeys`) and the challenges of passkey ceremonies
/// (`passkey_challenges`), both gone with the member. Using a challenge is one `DELETE …
/// RETURNING` and recording a sign-in one conditional `UPDATE`, so two requests racing with one
/// challenge or one signature cannot both pass.
public struct SQLPasskeys: PasskeyRepository {
    enum Column: Int, SQLColumn {
        case id, userID, credentialID, publicKey, signCount, name, createdAt, lastUsedAt
    }

    enum ChallengeColumn: Int, SQLColumn {
        case userID, expiresAt
    }

    private let database: any SQLDatabase

    public init(database: any SQLDatabase) {
        self.database = database
    }

    static let selectByUser = "SELECT \(Column.list) FROM passkeys WHERE user_id = ? ORDER BY id"
    static let selectByCredential = "SELECT \(Column.list) FROM passkeys WHERE credential_id = ?"
    static let deleteChallenge = """
        DELETE FROM passkey_challenges WHERE challenge_hash = ? AND purpose = ? RETURNING \(ChallengeColumn.list)
        """

    /// The address is checked in the statement that stores the passkey, so a proof that lands
    /// first is seen.
    public func addPasskey(
        userID: Int, credentialID: [UInt8], publicKey: [UInt8], signCount: Int, name: String, at time: Int
    ) throws -> Passkey {
        do {
            let id = try database.write { connection in
                try connection.integer(
                    """
                    INSERT INTO passkeys (user_id, credential_id, public_key, sign_count, name, created_at)
                    SELECT id, ?, ?, ?, ?, ? FROM users WHERE id = ? AND email_confirmed_at IS NOT NULL RETURNING id AS value
                    """,
                    credentialID, publicKey, signCount, name, time, userID)
            }
            guard let id else { throw PasskeyRepositoryError.addressUnproven }
            return Passkey(
                id: id, userID: userID, credentialID: credentialID, publicKey: publicKey, signCount: signCount, name: name,
                createdAt: time, lastUsedAt: nil)
        } catch where error.violatesUnique(table: "passkeys", column: "credential_id") {
            throw PasskeyRepositoryError.credentialTaken
        }
    }

    public func passkeys(userID: Int) throws -> [Passkey] {
        try database.read { try $0.all(Self.selectByUser, userID, columns: Column.self, decode: Self.passkey) }
    }

    public func passkey(credentialID: [UInt8]) throws -> Passkey? {
        try database.read { try $0.first(Self.selectByCredential, credentialID, columns: Column.self, decode: Self.passkey) }
    }

    public func renamePasskey(id: Int, userID: Int, name: String) throws -> Bool {
        try database.write { try $0.run("UPDATE passkeys SET name = ? WHERE id = ? AND user_id = ?", name, id, userID) == 1 }
    }

    public func removePasskey(id: Int, userID: Int) throws -> Bool {
        try database.write { try $0.run("DELETE FROM passkeys WHERE id = ? AND user_id = ?", id, userID) == 1 }
    }

    public func usePasskey(id: Int, signCount: Int, at time: Int) throws -> Bool {
        // The condition is the whole check, so it holds even against a write that landed since
        // the passkey was read. A counter of 0 is kept only by authenticators that keep none:
        // then 0 stays 0 and only the time moves.
        try database.write { connection in
            if signCount == 0 {
                return try connection.run(
                    "UPDATE passkeys SET last_used_at = ? WHERE id = ? AND sign_count = 0", time, id) == 1
            }
            return try connection.run(
                "UPDATE passkeys SET last_used_at = ?, sign_count = ? WHERE id = ? AND sign_count < ?",
                time, signCount, id, signCount) == 1
        }
    }

    /// A member's challenges beyond ``PasskeyChallenge/liveLimitPerMember`` go in the same
    /// transaction, those expiring first; the one issued now always stays.
    public func issueChallenge(hash: [UInt8], purpose: PasskeyChallengePurpose, userID: Int?, expiresAt: Int) throws {
        try database.write { connection in
            try connection.run(
                "INSERT INTO passkey_challenges (challenge_hash, purpose, user_id, expires_at) VALUES (?, ?, ?, ?)",
                hash, purpose.rawValue, userID, expiresAt)
            guard let userID else { return }
            try connection.run(
                """
                DELETE FROM passkey_challenges WHERE user_id = ? AND challenge_hash <> ? AND challenge_hash NOT IN (
                    SELECT challenge_hash FROM passkey_challenges WHERE user_id = ? AND challenge_hash <> ?
                    ORDER BY expires_at DESC LIMIT ?)
                """,
                userID, hash, userID, hash, PasskeyChallenge.liveLimitPerMember - 1)
        }
    }

    /// An expired challenge found this way is deleted too: it can never be used.
    public func consumeChallenge(hash: [UInt8], purpose: PasskeyChallengePurpose, at now: Int) throws -> PasskeyChallenge? {
        let found = try database.write { connection in
            try connection.first(Self.deleteChallenge, hash, purpose.rawValue, columns: ChallengeColumn.self) { row in
                PasskeyChallenge(purpose: purpose, userID: try row.optionalInteger(.userID), expiresAt: try row.integer(.expiresAt))
            }
        }
        guard let found, found.expiresAt > now else { return nil }
        return found
    }

    @discardableResult
    public func purgeChallenges(expiredBefore now: Int, limit: Int) throws -> Int {
        try database.write {
            try $0.run(
                """
                DELETE FROM passkey_challenges WHERE challenge_hash IN (
                    SELECT challenge_hash FROM passkey_challenges WHERE expires_at < ? LIMIT ?)
                """,
                now, limit)
        }
    }

    private static func passkey(_ row: SQLRow<Column>) throws -> Passkey {
        try Passkey(
            id: row.integer(.id), userID: row.integer(.userID), credentialID: row.bytes(.credentialID),
            publicKey: row.bytes(.publicKey), signCount: row.integer(.signCount), name: row.text(.name),
            createdAt: row.integer(.createdAt), lastUsedAt: row.optionalInteger(.lastUsedAt))
    }
}
