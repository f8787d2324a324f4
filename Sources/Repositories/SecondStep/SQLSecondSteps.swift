public import Domain

/// Members' authenticators (`authenticators`) and recovery codes (`recovery_codes`). Each use
/// of a code is one statement that both checks and spends it (a conditional `UPDATE`, a
/// `DELETE … RETURNING`), so two requests racing with one code cannot both succeed.
public struct SQLSecondSteps: SecondStepRepository {
    enum Column: Int, SQLColumn {
        case userID, sealedSecret, confirmedAt, lastUsedStep
    }

    private let database: any SQLDatabase

    public init(database: any SQLDatabase) {
        self.database = database
    }

    static let selectAuthenticator = "SELECT \(Column.list) FROM authenticators WHERE user_id = ?"
    static let countCodes = "SELECT COUNT(*) AS value FROM recovery_codes WHERE user_id = ?"

    public func authenticator(userID: Int) throws -> Authenticator? {
        try database.read { connection in
            try connection.first(Self.selectAuthenticator, userID, columns: Column.self) { row in
                try Authenticator(
                    userID: row.integer(.userID), sealedSecret: row.bytes(.sealedSecret),
                    confirmedAt: row.optionalInteger(.confirmedAt), lastUsedStep: row.integer(.lastUsedStep))
            }
        }
    }

    @discardableResult
    public func startAuthenticator(userID: Int, sealedSecret: [UInt8], at time: Int) throws -> Bool {
        try database.write { connection in
            try connection.run("""
                INSERT INTO authenticators (user_id, sealed_secret, created_at) VALUES (?, ?, ?)
                ON CONFLICT (user_id) DO UPDATE SET sealed_secret = excluded.sealed_secret, created_at = excluded.created_at
                WHERE authenticators.confirmed_at IS NULL
                """, userID, sealedSecret, time) == 1
        }
    }

    public func confirmAuthenticator(userID: Int, step: Int, at time: Int, recoveryCodeDigests: [[UInt8]]) throws -> Bool {
        try database.write { connection in
            let confirmed = try connection.run(
                "UPDATE authenticators SET confirmed_at = ?, last_used_step = ? WHERE user_id = ? AND confirmed_at IS NULL",
                time, step, userID)
            guard confirmed == 1 else { return false }
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
            try connection.run(Self.nextTrustEpoch, userID)
        }
    }

    static let nextTrustEpoch = "UPDATE users SET browser_trust_epoch = browser_trust_epoch + 1 WHERE id = ?"

    public func browserTrustEpoch(userID: Int) throws -> Int {
        try database.read { try $0.integer("SELECT browser_trust_epoch AS value FROM users WHERE id = ?", userID) ?? 0 }
    }

    public func endBrowserTrust(userID: Int) throws {
        try database.write { try $0.run(Self.nextTrustEpoch, userID) }
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

    private static func replaceCodes(userID: Int, digests: [[UInt8]], at time: Int, on connection: any SQLConnection) throws {
        try connection.run("DELETE FROM recovery_codes WHERE user_id = ?", userID)
        for digest in Set(digests) {
            try connection.run("INSERT INTO recovery_codes (user_id, digest, created_at) VALUES (?, ?, ?)", userID, digest, time)
        }
    }
}
