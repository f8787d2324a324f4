import Domain
import DomainTesting
import HTTPCore
import AccountFeature
import ScreenKit
import ScreenKitTesting
import Testing

/// An in-process application with the login feature on the real store (``LoginFixture``), for
/// screen tests through ``ScreenClient``. Its sessions are the store's too, so a change that
/// ends a member's sessions in the same transaction (a password reset, a first proof of the
/// address, a deleted account) ends them here.
struct LoginTestApplication {
    let application: Application
    let fixture: LoginFixture

    static let sessionCookie = "sk_session"

    init(throttle: SignInThrottlePolicy = .standard) throws {
        let fixture = try LoginFixture(signInThrottle: throttle)
        self.fixture = fixture
        var router = Router()
        router.register(AccountFeature(dependencies: fixture, flow: TestLoginFlow()))
        router.register(MemberPageFeature())
        application = .testing(router: router, sessions: fixture.store.sessions, clock: fixture.time)
    }

    var store: TestStore { fixture.store }
    var users: any UserRepository { fixture.users }
    var sessions: any SessionStore { fixture.store.sessions }
    var passwords: FakePasswordHashing { fixture.hasher }
    var clock: ManualClock { fixture.time }

    func client() -> ScreenClient {
        ScreenClient(application)
    }

    /// A client that signed up through the form as `name`, and followed the redirect.
    func registeredClient(
        name: String = "Ada Lovelace", email: String = "ada@example.com", password: String = "correct horse"
    ) throws -> ScreenClient {
        let client = client()
        try client.get("/register")
        try client.post("/register", form: [
            "name": name, "email": email, "password": password, "password_confirmation": password,
        ])
        let member = try #require(try users.user(email: email), "signing up as \(email) stored no member")
        try client.get("/users/\(member.id)")
        return client
    }

    /// A client that signed up through the form as `name` and opened the confirmation link it
    /// was mailed, in the same browser: a member whose address is proven, still signed in.
    func provenClient(
        name: String = "Ada Lovelace", email: String = "ada@example.com", password: String = "correct horse"
    ) throws -> ScreenClient {
        let client = try registeredClient(name: name, email: email, password: password)
        let confirmed = try AccountSteps(app: self).confirmAddress(client, email: email)
        #expect(confirmed.status == .seeOther, "confirming \(email) answered \(confirmed.status)")
        return client
    }
}
