import HTTPCore
import Logging
import ScreenKit
import ScreenKitTesting
import Secrets

/// An application with the sample feature and a few routes that exist only to exercise the
/// kit: signing in and out, failing, forbidding, guarded routes, and a composite screen.
struct TestApplication {
    let application: Application
    let sessions = InMemorySessionStore { TestUsers.user(id: $0) }
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
            NavigationLink("Home", path: KitTestPaths.home.location),
            NavigationLink("Members", path: "/members", audience: .signedIn),
            NavigationLink("Sign in", path: "/login", audience: .signedOut),
        ]
        configure(&configuration)
        var router = Router()
        router.register(GreetingFeature(greetings: greetings))
        router.register(KitTestFeature())
        application = Application(
            configuration: configuration, router: router, flow: KitTestFlow(), sessions: sessions,
            secretKey: MessageAuthenticator.randomKey(), clock: clock, logger: logs.logger)
    }

    func client() -> ScreenClient {
        ScreenClient(application)
    }

    /// A client signed in as `user`, through the sign-in route.
    func signedInClient(as user: SignedInUser = TestUsers.ada) throws -> ScreenClient {
        let client = client()
        try client.get("/greetings/new")
        try client.post("/test/sign-in", form: ["user_id": "\(user.id)"])
        return client
    }
}
