import Domain
import DomainTesting
import ScreenKit
import ScreenKitTesting
import Synchronization
import Testing
@testable import AccountFeature

/// The account feature's dependencies on fakes, for presenter, use case and screen tests: the
/// app's container conforms to ``AccountDependencies`` the same way.
///
/// The fakes are kept under names of their own (`members`, `hasher`, `log`…) because a test
/// reads what they recorded, which the protocol's existentials do not show.
final class LoginFixture: AccountDependencies {
    static let siteURL = "https://screenkit.test"

    let members = InMemoryUserRepository()
    let hasher = FakePasswordHashing()
    let attempts = InMemorySignInAttemptRepository()
    let log = InMemorySecurityLog()
    let pictures: InMemoryAvatarRepository
    let time = ManualClock()
    let mail = AccountMailSettings(siteURL: LoginFixture.siteURL)
    // Behind a lock: the fixture is shared with the application's request threads.
    private let throttle: Mutex<SignInThrottlePolicy>

    init(signInThrottle: SignInThrottlePolicy = .standard) {
        pictures = InMemoryAvatarRepository(users: members)
        throttle = Mutex(signInThrottle)
    }

    var users: any UserRepository { members }
    var passwords: any PasswordHashing { hasher }
    var signInAttempts: any SignInAttemptRepository { attempts }
    var securityLog: any SecurityLogRepository { log }
    var avatars: any AvatarRepository { pictures }
    var emailTokens: any EmailTokenRepository { members.tokens }
    var outbox: any OutboxRepository { members.outbox }
    var clock: any WallClock { time }

    var signInThrottle: SignInThrottlePolicy {
        get { throttle.withLock { $0 } }
        set { throttle.withLock { $0 = newValue } }
    }

    /// The messages queued so far, oldest first. Not `mail`: that is the site's settings, which
    /// the protocol names so.
    var queuedMail: [OutgoingMail] { members.outbox.all.map(\.mail) }

    /// The secret of the one link to `path` in the last message to `address`.
    func token(mailedTo address: String, path: Path<Void>) throws -> String {
        let message = try #require(queuedMail.last { $0.to == address })
        let prefix = Self.siteURL + path.location + "?token="
        let line = try #require(message.text.split(separator: "\n").first { $0.hasPrefix(prefix) })
        return String(line.dropFirst(prefix.count))
    }

    /// A member who signs in with `password`.
    @discardableResult
    func seedMember(name: String = "Ada Lovelace", email: String = "ada@example.com", password: String = "correct horse") throws -> User {
        try members.seed(name: name, email: email, passwordHash: try hasher.hash(password))
    }
}
