import Domain
import DomainTesting
import ScreenKit
import ScreenKitTesting
import Synchronization
import Testing
@testable import AccountFeature

/// The account feature's dependencies for presenter, use case and screen tests: the real
/// repositories on a SQLite file of the fixture's own (``TestStore``), a fast password hasher,
/// and a clock the test moves. The app's container conforms to ``AccountDependencies`` the same
/// way.
///
/// What the repositories stored is read back through ``store`` (`store.mail()`,
/// `store.eventKinds(userID:)`, `store.attemptTimes(key:)`…); the hasher is kept under a name
/// of its own because a test reads what it recorded.
final class LoginFixture: AccountDependencies {
    static let siteURL = "https://screenkit.test"

    let store: TestStore
    let hasher = FakePasswordHashing()
    let mail = AccountMailSettings(siteURL: LoginFixture.siteURL)
    // Behind a lock: the fixture is shared with the application's request threads.
    private let throttle: Mutex<SignInThrottlePolicy>

    init(signInThrottle: SignInThrottlePolicy = .standard) throws {
        store = try TestStore(clock: ManualClock())
        throttle = Mutex(signInThrottle)
        passkeyCeremony = FakePasskeyCeremony(passkeys: store.passkeys, clock: store.clock)
    }

    var users: any UserRepository { store.users }
    var passwords: any PasswordHashing { hasher }
    var signInAttempts: any SignInAttemptRepository { store.signInAttempts }
    var securityLog: any SecurityLogRepository { store.securityLog }
    var avatars: any AvatarRepository { store.avatars }
    var emailTokens: any EmailTokenRepository { store.emailTokens }
    var outbox: any OutboxRepository { store.outbox }
    var clock: any WallClock { store.clock }
    var secondSteps: any SecondStepRepository { store.secondSteps }
    var passkeys: any PasskeyRepository { store.passkeys }
    let secondStepSecrets: any SecondStepSecrets = FakeSecondStepSecrets()
    let qrCodes: any QRCodeDrawing = FakeQRCodes()
    let passkeyCeremony: any PasskeyCeremony
    /// The clock, to move.
    var time: ManualClock { store.time }

    var signInThrottle: SignInThrottlePolicy {
        get { throttle.withLock { $0 } }
        set { throttle.withLock { $0 = newValue } }
    }

    /// The messages queued so far, oldest first. Not `mail`: that is the site's settings, which
    /// the protocol names so.
    func queuedMail() throws -> [OutgoingMail] {
        try store.mail().map(\.mail)
    }

    /// The secret of the one link to `path` in the last message to `address`.
    func token(mailedTo address: String, path: Path<Void>) throws -> String {
        let message = try #require(try queuedMail().last { $0.to == address })
        let prefix = Self.siteURL + path.location + "?token="
        let line = try #require(message.text.split(separator: "\n").first { $0.hasPrefix(prefix) })
        return String(line.dropFirst(prefix.count))
    }

    /// A member who signs in with `password`.
    @discardableResult
    func seedMember(name: String = "Ada Lovelace", email: String = "ada@example.com", password: String = "correct horse") throws -> User {
        try store.seed(name: name, email: email, passwordHash: try hasher.hash(password))
    }
}
