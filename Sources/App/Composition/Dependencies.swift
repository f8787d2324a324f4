import Domain
import ScreenKit
import Secrets
import Storage

/// The composition root's parts: every repository, use-case input and setting a feature may
/// be handed, built once at start and shared by all request threads.
struct Dependencies: Sendable {
    let database: AppDatabase
    let users: any UserRepository
    let sessions: any SessionStore
    /// Lets a request's reads share one read transaction: the database itself.
    let reads: any ReadScope
    let signInAttempts: any SignInAttemptRepository
    let securityLog: any SecurityLogRepository
    let avatars: any AvatarRepository
    /// Mail waiting to be sent, and what became of it.
    let outbox: any OutboxRepository
    /// The tokens of links mailed to members.
    let emailTokens: any EmailTokenRepository
    let passwords: any PasswordHashing
    let clock: any WallClock
    let secretKey: [UInt8]

    /// Opens (and migrates) the database at `databasePath` and builds the SQLite repositories.
    init(databasePath: String, passwordCost: PasswordHasher.Cost = .standard, clock: any WallClock = SystemClock()) throws {
        let database = try AppDatabase(path: databasePath)
        self.database = database
        users = SQLiteUserRepository(database: database)
        sessions = SQLiteSessionStore(database: database)
        reads = database
        signInAttempts = SQLiteSignInAttemptRepository(database: database)
        securityLog = SQLiteSecurityLog(database: database)
        avatars = SQLiteAvatarRepository(database: database)
        outbox = SQLiteOutbox(database: database)
        emailTokens = SQLiteEmailTokens(database: database)
        passwords = Argon2PasswordHashing(hasher: PasswordHasher(cost: passwordCost))
        self.clock = clock
        secretKey = try SQLiteSettings(database: database)
            .secretKey(byteCount: MessageAuthenticator.keyByteCount, orCreate: MessageAuthenticator.randomKey)
    }
}
