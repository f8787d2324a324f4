import DomainTesting
import HTTPCore
import Logging
import LoginFeature
import ScreenKit
import ScreenKitTesting

/// An in-process application with the login feature on in-memory fakes, for scene tests
/// through ``SceneClient``.
struct LoginTestApplication {
    let application: Application
    let fixture: LoginFixture
    let sessions = InMemorySessionStore()

    static let sessionCookie = "sk_session"

    init(throttle: SignInThrottlePolicy = .standard) {
        var fixture = LoginFixture()
        fixture.throttle = throttle
        self.fixture = fixture
        var configuration = ApplicationConfiguration()
        configuration.appName = "Test"
        var router = Router()
        router.register(LoginFeature(dependencies: fixture.dependencies, flow: TestLoginFlow()))
        router.register(MemberPageFeature())
        var random = SystemRandomNumberGenerator()
        application = Application(
            configuration: configuration, router: router, sessions: sessions,
            users: RepositorySignedInUsers(users: fixture.users),
            secretKey: (0..<32).map { _ in UInt8.random(in: .min ... .max, using: &random) },
            clock: fixture.clock,
            logger: Logger(label: "login-tests") { _ in SwiftLogNoOpLogHandler() })
    }

    var users: InMemoryUserRepository { fixture.users }
    var passwords: FakePasswordHashing { fixture.passwords }
    var clock: ManualClock { fixture.clock }

    func client() -> SceneClient {
        SceneClient(application)
    }

    /// A client that signed up through the form as `name`, and followed the redirect.
    func registeredClient(
        name: String = "Ada Lovelace", email: String = "ada@example.com", password: String = "correct horse"
    ) throws -> SceneClient {
        let client = client()
        try client.get("/register")
        try client.post("/register", form: [
            "name": name, "email": email, "password": password, "password_confirmation": password,
        ])
        try client.get("/users/\(try users.count())")
        return client
    }
}
