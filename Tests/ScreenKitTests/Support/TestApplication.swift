import ScreenKitTesting
import HTTPCore
import Logging
import ScreenKit
import Secrets
import ViewCode

/// An application with the sample feature and a few routes that exist only to exercise the
/// kit: signing in and out, failing, forbidding, and a composite screen.
struct TestApplication {
    let application: Application
    let sessions = InMemorySessionStore()
    let greetings = InMemoryGreetings()
    let clock = ManualClock()
    let logs = LogCapture()

    struct Boom: Error, CustomStringConvertible {
        var description: String { "database password is hunter2" }
    }

    init(configure: (inout ApplicationConfiguration) -> Void = { _ in }) {
        var configuration = ApplicationConfiguration()
        configuration.appName = "Test"
        configuration.navigationLinks = [
            NavigationLink("Home", path: "/"),
            NavigationLink("Members", path: "/members", audience: .signedIn),
            NavigationLink("Sign in", path: "/login", audience: .signedOut),
        ]
        configure(&configuration)
        var router = Router()
        router.register(GreetingFeature(greetings: greetings))
        router.register(KitTestFeature())
        application = Application(
            configuration: configuration, router: router, sessions: sessions, users: TestUsers(),
            secretKey: MessageAuthenticator.randomKey(), clock: clock, logger: logs.logger)
    }

    func client() -> SceneClient {
        SceneClient(application)
    }

    /// A client signed in as `user`, through the sign-in route.
    func signedInClient(as user: SignedInUser = TestUsers.ada) throws -> SceneClient {
        let client = client()
        try client.get("/greetings/new")
        try client.post("/test/sign-in", form: ["user_id": "\(user.id)"])
        return client
    }
}
