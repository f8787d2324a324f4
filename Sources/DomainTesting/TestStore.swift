public import Domain
internal import Repositories
public import ScreenKit
public import ScreenKitTesting
public import Storage

/// The real store on a SQLite file of its own in a temporary folder, removed with the store:
/// what presenter, screen and use-case tests run on, so they meet the same SQL, constraints and
/// transactions as the server. Its repositories are named as the features' dependency
/// protocols name them, so a test container can be the store itself
/// (`extension TestStore: UserDependencies {}`), and a screen's new dependency on a
/// repository needs no line in the tests.
public final class TestStore: Sendable {
    public let database: AppDatabase
    public let users: any UserRepository
    public let sessions: any SessionStore
    public let signInAttempts: any SignInAttemptRepository
    public let securityLog: any SecurityLogRepository
    public let avatars: any AvatarRepository
    public let outbox: any OutboxRepository
    public let emailTokens: any EmailTokenRepository
    public let secondSteps: any SecondStepRepository
    public let passkeys: any PasskeyRepository
    /// A clock the test moves; the repositories are given times, never read one.
    public let time: ManualClock
    public var clock: any WallClock { time }
    private let folder: TemporaryFolder

    public init(clock: ManualClock = ManualClock(1_700_000_000)) throws {
        folder = try TemporaryFolder()
        database = try AppDatabase(path: folder.databasePath)
        users = SQLUserRepository(database: database)
        sessions = SQLSessionStore(database: database)
        signInAttempts = SQLSignInAttempts(database: database)
        securityLog = SQLSecurityLog(database: database)
        avatars = SQLAvatarRepository(database: database)
        outbox = SQLOutbox(database: database)
        emailTokens = SQLEmailTokens(database: database)
        secondSteps = SQLSecondSteps(database: database)
        passkeys = SQLPasskeys(database: database)
        time = clock
    }

    deinit {
        try? database.close()
    }
}
