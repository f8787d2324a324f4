import DomainTesting
import HTTPCore
import AccountFeature
import ScreenKit
import ScreenKitTesting

/// An in-process application with the login feature on in-memory fakes, for screen tests
/// through ``ScreenClient``.
struct LoginTestApplication {
    let application: Application
    let fixture: LoginFixture
    let sessions: InMemorySessionStore

    static let sessionCookie = "sk_session"

    init(throttle: SignInThrottlePolicy = .standard) {
        let fixture = LoginFixture(signInThrottle: throttle)
        self.fixture = fixture
        var router = Router()
        router.register(AccountFeature(dependencies: fixture, flow: TestLoginFlow()))
        router.register(MemberPageFeature())
        sessions = InMemorySessionStore(users: fixture.members)
        application = .testing(router: router, sessions: sessions, clock: fixture.time)
    }

    var users: InMemoryUserRepository { fixture.members }
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
        try client.get("/users/\(try users.count())")
        return client
    }
}
