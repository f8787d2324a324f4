import ScreenKit
import ScreenKitTesting
import DomainTesting
import Domain
import Testing
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

    static let siteURL = "https://screenkit.test"

    var dependencies: AccountDependencies {
        AccountDependencies(
            users: users, passwords: passwords, attempts: attempts, securityLog: securityLog, avatars: avatars,
            tokens: users.tokens, outbox: users.outbox, mail: AccountMailSettings(siteURL: Self.siteURL), clock: clock,
            throttle: throttle)
    }

    /// The messages queued so far, oldest first.
    var mail: [OutgoingMail] { users.outbox.all.map(\.mail) }

    /// The secret of the one link to `path` in the last message to `address`.
    func token(mailedTo address: String, path: Path<Void>) throws -> String {
        let message = try #require(mail.last { $0.to == address })
        let prefix = Self.siteURL + path.location + "?token="
        let line = try #require(message.text.split(separator: "\n").first { $0.hasPrefix(prefix) })
        return String(line.dropFirst(prefix.count))
    }

    /// A member who signs in with `password`.
    @discardableResult
    func seedMember(name: String = "Ada Lovelace", email: String = "ada@example.com", password: String = "correct horse") throws -> User {
        try users.seed(name: name, email: email, passwordHash: try passwords.hash(password))
    }
}
