import ScreenKitTesting
import DomainTesting
import Domain
@testable import AccountFeature

/// The fakes a login test needs, and the feature's dependencies made of them.
struct LoginFixture {
    let users = InMemoryUserRepository()
    let passwords = FakePasswordHashing()
    let attempts = InMemorySignInAttemptRepository()
    let securityLog = InMemorySecurityLog()
    let avatars: InMemoryAvatarRepository
    let clock = ManualClock()
    var throttle = SignInThrottlePolicy.standard

    init() {
        avatars = InMemoryAvatarRepository(users: users)
    }

    var dependencies: AccountDependencies {
        AccountDependencies(
            users: users, passwords: passwords, attempts: attempts, securityLog: securityLog, avatars: avatars, clock: clock,
            throttle: throttle)
    }

    /// A member who signs in with `password`.
    @discardableResult
    func seedMember(name: String = "Ada Lovelace", email: String = "ada@example.com", password: String = "correct horse") throws -> User {
        try users.seed(name: name, email: email, passwordHash: try passwords.hash(password))
    }
}
