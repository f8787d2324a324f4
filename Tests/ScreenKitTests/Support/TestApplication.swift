import HTTPCore
import Logging
import ScreenKit
import ScreenKitTesting
import Secrets

/// An application with the sample feature and the routes that exist only to exercise the kit
/// (``KitTestFeature``), its sessions in memory, its clock moved by hand and its log kept.
struct TestApplication {
    let application: Application
    let sessions = InMemorySessionStore { TestUsers.user(id: $0) }
    let dependencies = TestGreetingDependencies()
    let clock = ManualClock()
    let logs = LogCapture()

    var greetings: InMemoryGreetings { dependencies.saved }

    struct Boom: Error, CustomStringConvertible {
        var description: String { "database password is hunter2" }
    }

    /// The test sign-in did not move on.
    struct SignInRefused: Error {
        let status: HTTPStatus
    }

    /// - Parameter stages: the stages every routed request passes, from the kit's own.
    init(
        configure: (inout ApplicationConfiguration) -> Void = { _ in },
        stages: (KitStages) -> [any RequestStage] = { $0.standard }
    ) {
        var configuration = ApplicationConfiguration()
        configuration.navigationLinks = [
            NavigationLink("Home", path: KitTestPaths.home.location),
            NavigationLink("Members", path: "/members", audience: .signedIn),
            NavigationLink("Sign in", path: "/login", audience: .signedOut),
        ]
        configure(&configuration)
        application = Self.make(
            configuration: configuration, feature: GreetingFeature(dependencies: dependencies), sessions: sessions,
            clock: clock, logger: logs.logger, stages: stages)
    }

    /// The kit test routes (and `feature`'s) on `sessions`, for suites that watch the store or
    /// the reads themselves.
    static func make(
        configuration: ApplicationConfiguration = ApplicationConfiguration(),
        feature: (any Feature)? = nil,
        sessions: any SessionStore,
        reads: any ReadScope = SeparateReads(),
        files: (any StaticFileSource)? = nil,
        clock: any WallClock = ManualClock(),
        logger: Logger = Logger(label: "test") { _ in SwiftLogNoOpLogHandler() },
        stages: (KitStages) -> [any RequestStage] = { $0.standard }
    ) -> Application {
        var configuration = configuration
        configuration.appName = "Test"
        var router = Router()
        if let feature { router.register(feature) }
        router.register(KitTestFeature())
        return Application(
            configuration: configuration, router: router, flow: KitTestFlow(), sessions: sessions, reads: reads,
            files: files, secretKey: MessageAuthenticator.randomKey(), clock: clock, logger: logger, stages: stages)
    }

    func client() -> ScreenClient {
        ScreenClient(application)
    }

    /// A client signed in as `user`, through the sign-in route.
    func signedInClient(as user: SignedInUser = TestUsers.ada, remember: Bool = false) throws -> ScreenClient {
        let client = client()
        try client.get("/greetings/new")
        let fields: KeyValuePairs<String, String> = remember ? ["user_id": "\(user.id)", "remember": "on"] : ["user_id": "\(user.id)"]
        let response = try client.post("/test/sign-in", form: fields)
        guard response.status == .seeOther else { throw SignInRefused(status: response.status) }
        return client
    }
}
