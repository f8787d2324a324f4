import HomeFeature
import HTTPCore
import Logging
import ScreenKit
import ScreenKitTesting

/// An in-process application with the home screen and stand-ins for the user feature's
/// sections, for scene tests through ``SceneClient``.
struct HomeTestApplication {
    static let newestNames = ["Grace Hopper", "Ada Lovelace"]

    let application: Application

    init(newestNames: [String] = Self.newestNames) {
        var configuration = ApplicationConfiguration()
        configuration.appName = "Test"
        var router = Router()
        router.register(HomeFeature(sections: [
            StubNewestMembersSection(names: newestNames),
            StubProfileCardSection(),
        ]))
        router.register(TestSignInFeature())
        var random = SystemRandomNumberGenerator()
        application = Application(
            configuration: configuration, router: router, sessions: InMemorySessionStore(), users: FixedUsers(),
            secretKey: (0..<32).map { _ in UInt8.random(in: .min ... .max, using: &random) },
            logger: Logger(label: "home-tests") { _ in SwiftLogNoOpLogHandler() })
    }

    func client() -> SceneClient {
        SceneClient(application)
    }

    /// A client with a session for `user`.
    func client(signedInAs user: SignedInUser) throws -> SceneClient {
        let client = client()
        let response = try client.get(TestSignInFeature.path(for: user.id))
        guard response.status == .seeOther else { throw SignInFailed(status: response.status) }
        return client
    }

    struct SignInFailed: Error {
        let status: HTTPStatus
    }
}
