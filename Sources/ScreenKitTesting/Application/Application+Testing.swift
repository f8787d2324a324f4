public import Logging
public import ScreenKit

extension Application {
    /// An application for in-process tests: a fresh random signing key, no log output, and the
    /// places of ``TestKitFlow`` unless told otherwise; `reads` scopes a request's reads as the
    /// app's stores do (each read on its own by default).
    ///
    /// ```swift
    /// var router = Router()
    /// router.register(UserFeature(users: users))
    /// router.register(TestSignInFeature(users: { id in try users.user(id: id).map { … } }))
    /// let application = Application.testing(router: router, sessions: InMemorySessionStore(users: users))
    /// ```
    public static func testing(
        router: Router,
        sessions: any SessionStore,
        reads: any ReadScope = SeparateReads(),
        flow: any FlowType<KitDestination> = TestKitFlow(),
        clock: any WallClock = ManualClock(),
        logger: Logger = Logger(label: "tests") { _ in SwiftLogNoOpLogHandler() },
        configure: (inout ApplicationConfiguration) -> Void = { _ in }
    ) -> Application {
        var configuration = ApplicationConfiguration()
        configuration.appName = "Test"
        configure(&configuration)
        var random = SystemRandomNumberGenerator()
        return Application(
            configuration: configuration, router: router, flow: flow, sessions: sessions, reads: reads,
            secretKey: (0..<32).map { _ in UInt8.random(in: .min ... .max, using: &random) },
            clock: clock, logger: logger)
    }
}
