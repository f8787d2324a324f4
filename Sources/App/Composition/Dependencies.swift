import Domain
import PostgresStorage
import Repositories
import ScreenKit
import Secrets
import Storage

/// The composition root's parts: every repository, use-case input and setting a feature may
/// be handed, built once at start and shared by all request threads, on either store.
struct Dependencies: Sendable {
    let users: any UserRepository
    let sessions: any SessionStore
    /// Lets a request's reads share one snapshot, as the store does it.
    let reads: any ReadScope
    let signInAttempts: any SignInAttemptRepository
    let securityLog: any SecurityLogRepository
    let avatars: any AvatarRepository
    /// Mail waiting to be sent, and what became of it.
    let outbox: any OutboxRepository
    /// The tokens of links mailed to members.
    let emailTokens: any EmailTokenRepository
    /// Members' authenticators and recovery codes.
    let secondSteps: any SecondStepRepository
    /// Members' passkeys and the challenges of passkey ceremonies.
    let passkeys: any PasskeyRepository
    /// The housekeeping's deletes.
    let expiredRecords: any ExpiredRecordsPurging
    let passwords: any PasswordHashing
    let clock: any WallClock
    let secretKey: [UInt8]
    let database: DatabaseHandle

    /// Opens (and migrates) the store `location` names and builds its repositories.
    init(location: StoreLocation, passwordCost: PasswordHasher.Cost = .standard, clock: any WallClock = SystemClock()) throws {
        switch location {
        case .sqlite(let path):
            try self.init(sqlite: AppDatabase(path: path), passwordCost: passwordCost, clock: clock)
        case .postgres(let url):
            try self.init(postgres: PostgresDatabase(url: url), passwordCost: passwordCost, clock: clock)
        }
    }

    /// Opens (and migrates) the SQLite database at `databasePath` and builds its repositories.
    init(databasePath: String, passwordCost: PasswordHasher.Cost = .standard, clock: any WallClock = SystemClock()) throws {
        try self.init(location: .sqlite(databasePath), passwordCost: passwordCost, clock: clock)
    }

    private init(sqlite database: AppDatabase, passwordCost: PasswordHasher.Cost, clock: any WallClock) throws {
        try self.init(database, passwordCost: passwordCost, clock: clock, handle: DatabaseHandle(
            checkHealth: { try database.checkHealth() }, checkReadiness: { try database.checkHealth() },
            errorCount: { AppDatabase.errorCount }, close: { try database.close() }))
    }

    private init(postgres database: PostgresDatabase, passwordCost: PasswordHasher.Cost, clock: any WallClock) throws {
        try self.init(database, passwordCost: passwordCost, clock: clock, handle: DatabaseHandle(
            checkHealth: { try database.checkHealth() }, checkReadiness: { try database.checkReadiness() },
            errorCount: { database.errorCount }, close: { database.close() }))
    }

    /// The same repositories on either store: only the database differs.
    private init(_ database: any SQLDatabase, passwordCost: PasswordHasher.Cost, clock: any WallClock, handle: DatabaseHandle) throws {
        users = SQLUserRepository(database: database)
        sessions = SQLSessionStore(database: database)
        reads = SnapshotReads()
        signInAttempts = SQLSignInAttempts(database: database)
        securityLog = SQLSecurityLog(database: database)
        avatars = SQLAvatarRepository(database: database)
        outbox = SQLOutbox(database: database)
        emailTokens = SQLEmailTokens(database: database)
        secondSteps = SQLSecondSteps(database: database)
        passkeys = SQLPasskeys(database: database)
        expiredRecords = SQLExpiredRecords(database: database)
        passwords = Argon2PasswordHashing(hasher: PasswordHasher(cost: passwordCost))
        self.clock = clock
        secretKey = try SQLSettings(database: database)
            .secretKey(byteCount: MessageAuthenticator.keyByteCount, orCreate: MessageAuthenticator.randomKey)
        self.database = handle
    }
}

/// What the server asks of its database besides the repositories: the probes' questions, the
/// error count, and closing at the end.
struct DatabaseHandle: Sendable {
    /// Throws when the database does not answer (`/healthz`).
    let checkHealth: @Sendable () throws -> Void
    /// Throws when the database does not answer or a migration is not applied (`/readyz`).
    let checkReadiness: @Sendable () throws -> Void
    /// Database errors since start.
    let errorCount: @Sendable () -> Int
    let close: @Sendable () throws -> Void
}
