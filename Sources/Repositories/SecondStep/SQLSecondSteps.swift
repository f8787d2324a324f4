public import Domain

/// Members' authenticators (`authenticators`, only those turned on), the keys sessions are
/// setting up (`authenticator_setups`, gone with their session), recovery codes
/// (`recovery_codes`) and sign-ins waiting for their second step (`pending_sign_ins`). Each use
/// of a code or of a waiting sign-in is one statement that both checks and spends it (a
/// conditional `UPDATE`, a `DELETE`), so two requests racing with one cannot both succeed.
public struct SQLSecondSteps: SecondStepRepository {
    enum Column: Int, SQLColumn {
        case userID, sealedSecret, confirmedAt, lastUsedStep
    }

    enum SetupColumn: Int, SQLColumn {
        case userID, sealedSecret, startedAt
    }

    private let database: any SQLDatabase

    public init(database: any SQLDatabase) {
        self.database = database
    }

    static let selectAuthenticator = "SELECT \(Column.list) FROM authenticators WHERE user_id = ? AND confirmed_at IS NOT NULL"
    static let selectSetup = """
        SELECT \(SetupColumn.list) FROM authenticator_setups WHERE session_id_hash = ? AND user_id = ? AND started_at > ?
        """
    static let countCodes = "SELECT COUNT(*) AS value FROM recovery_codes WHERE user_id = ?"

    public func authenticator(userID: Int) throws -> Authenticator? {
        try database.read { connection in
            try connection.first(Self.selectAuthenticator, userID, columns: Column.self) { row in
                try Authenticator(
                    userID: row.integer(.userID), sealedSecret: row.bytes(.sealedSecret), confirmedAt: row.integer(.confirmedAt),
                    lastUsedStep: row.integer(.lastUsedStep))
            }
        }
    }

    public func setup(userID: Int, sessionIDHash: String, at now: Int) throws -> AuthenticatorSetup? {
        try database.read { connection in
            try connection.first(
                Self.selectSetup, sessionIDHash, userID, now - AuthenticatorSetup.lifetimeSeconds, columns: SetupColumn.self
            ) { row in
                try AuthenticatorSetup(userID: row.integer(.userID), sealedSecret: row.bytes(.sealedSecret), startedAt: row.integer(.startedAt))
            }
        }
    }

    /// One statement checks the rules: the session is the member's, the address proven, and no
    /// authenticator on.
    public func startSetup(userID: Int, sessionIDHash: String, sealedSecret: [UInt8], at time: Int) throws -> Bool {
        try database.write { connection in
            try connection.run("DELETE FROM authenticator_setups WHERE session_id_hash = ?", sessionIDHash)
            return try connection.run(
                """
                INSERT INTO authenticator_setups (session_id_hash, user_id, sealed_secret, started_at)
                SELECT s.id_hash, s.user_id, ?, ? FROM sessions AS s JOIN users AS u ON u.id = s.user_id
                WHERE s.id_hash = ? AND s.user_id = ? AND u.email_confirmed_at IS NOT NULL
                    AND NOT EXISTS (SELECT 1 FROM authenticators WHERE user_id = s.user_id)
                """,
                sealedSecret, time, sessionIDHash, userID) == 1
        }
    }

    public func confirmSetup(userID: Int, sessionIDHash: String, step: Int, at time: Int, recoveryCodeDigests: [[UInt8]]) throws -> Bool {
        try database.write { connection in
            let confirmed = try connection.run(
                """
                INSERT INTO authenticators (user_id, sealed_secret, created_at, confirmed_at, last_used_step)
                SELECT a.user_id, a.sealed_secret, a.started_at, ?, ? FROM authenticator_setups AS a JOIN users AS u ON u.id = a.user_id
                WHERE a.session_id_hash = ? AND a.user_id = ? AND a.started_at > ? AND u.email_confirmed_at IS NOT NULL
                ON CONFLICT (user_id) DO NOTHING
                """,
                time, step, sessionIDHash, userID, time - AuthenticatorSetup.lifetimeSeconds)
            guard confirmed == 1 else { return false }
            try connection.run("DELETE FROM authenticator_setups WHERE user_id = ?", userID)
            try Self.replaceCodes(userID: userID, digests: recoveryCodeDigests, at: time, on: connection)
            return true
        }
    }

    public func useAuthenticatorStep(userID: Int, step: Int) throws -> Bool {
        try database.write { connection in
            try connection.run(
                "UPDATE authenticators SET last_used_step = ? WHERE user_id = ? AND confirmed_at IS NOT NULL AND last_used_step < ?",
                step, userID, step) == 1
        }
    }

    public func removeSecondStep(userID: Int) throws {
        try database.write { connection in
            try connection.run("DELETE FROM recovery_codes WHERE user_id = ?", userID)
            try connection.run("DELETE FROM authenticators WHERE user_id = ?", userID)
            try Self.endUnfinishedSteps(userID: userID, in: connection)
        }
    }

    public func endUnfinishedSteps(userID: Int) throws {
        try database.write { try Self.endUnfinishedSteps(userID: userID, in: $0) }
    }

    /// ``endUnfinishedSteps(userID:)`` inside the caller's transaction, for the stores' other
    /// changes of credentials (a reset, a first proof of the address).
    static func endUnfinishedSteps(userID: Int, in connection: any SQLConnection) throws {
        try connection.run("UPDATE users SET browser_trust_epoch = browser_trust_epoch + 1 WHERE id = ?", userID)
        try connection.run("DELETE FROM authenticator_setups WHERE user_id = ?", userID)
        try connection.run("DELETE FROM pending_sign_ins WHERE user_id = ?", userID)
    }

    public func browserTrustEpoch(userID: Int) throws -> Int {
        try database.read { try $0.integer("SELECT browser_trust_epoch AS value FROM users WHERE id = ?", userID) ?? 0 }
    }

    public func replaceRecoveryCodes(userID: Int, digests: [[UInt8]], at time: Int) throws {
        try database.write { connection in
            try Self.replaceCodes(userID: userID, digests: digests, at: time, on: connection)
        }
    }

    public func useRecoveryCode(userID: Int, digest: [UInt8]) throws -> Int? {
        try database.write { connection in
            let used = try connection.run("DELETE FROM recovery_codes WHERE user_id = ? AND digest = ?", userID, digest)
            guard used == 1 else { return nil }
            return try connection.integer(Self.countCodes, userID) ?? 0
        }
    }

    public func recoveryCodesLeft(userID: Int) throws -> Int {
        try database.read { try $0.integer(Self.countCodes, userID) ?? 0 }
    }

    public func startPendingSignIn(keyHash: [UInt8], userID: Int, expiresAt: Int) throws {
        try database.write { connection in
            try connection.run("INSERT INTO pending_sign_ins (key_hash, user_id, expires_at) VALUES (?, ?, ?)", keyHash, userID, expiresAt)
        }
    }

    public func pendingSignInIsLive(keyHash: [UInt8], userID: Int, at now: Int) throws -> Bool {
        try database.read { connection in
            try connection.exists(
                "SELECT 1 AS value FROM pending_sign_ins WHERE key_hash = ? AND user_id = ? AND expires_at > ?", keyHash, userID, now)
        }
    }

    public func finishPendingSignIn(keyHash: [UInt8], userID: Int, at now: Int) throws -> Bool {
        try database.write { connection in
            try connection.run(
                "DELETE FROM pending_sign_ins WHERE key_hash = ? AND user_id = ? AND expires_at > ?", keyHash, userID, now) == 1
        }
    }

    public func endPendingSignIn(keyHash: [UInt8]) throws {
        try database.write { try $0.run("DELETE FROM pending_sign_ins WHERE key_hash = ?", keyHash) }
    }

    /// Deletes up to `limit` waiting sign-ins that expired before `now`, for the housekeeping sweep.
    ///
    /// - Returns: how many were deleted.
    @discardableResult
    public func purgePendingSignIns(expiredBefore now: Int, limit: Int) throws -> Int {
        try database.write {
            try $0.run(
                "DELETE FROM pending_sign_ins WHERE key_hash IN (SELECT key_hash FROM pending_sign_ins WHERE expires_at < ? LIMIT ?)",
                now, limit)
        }
    }

    private static func replaceCodes(userID: Int, digests: [[UInt8]], at time: Int, on connection: any SQLConnection) throws {
        try connection.run("DELETE FROM recovery_codes WHERE user_id = ?", userID)
        for digest in Set(digests) {
            try connection.run("INSERT INTO recovery_codes (user_id, digest, created_at) VALUES (?, ?, ?)", userID, digest, time)
        }
    }
}
