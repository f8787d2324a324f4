import DomainTesting
import HTTPCore
import Logging
import ScreenKit
import ScreenKitTesting
import UserFeature

/// An in-process application with the member screens on an in-memory repository, for scene
/// tests through ``SceneClient``.
struct UserTestApplication {
    static let pageSize = 3

    let application: Application
    let users = InMemoryUserRepository()
    let sessions = InMemorySessionStore()

    init() {
        var configuration = ApplicationConfiguration()
        configuration.appName = "Test"
        configuration.navigationLinks = [NavigationLink("Members", path: "/users", audience: .signedIn)]
        var router = Router()
        router.register(UserFeature(users: users, flow: TestUserFlow(), pageSize: Self.pageSize))
        router.register(TestRoutesFeature(users: users))
        var random = SystemRandomNumberGenerator()
        application = Application(
            configuration: configuration, router: router, sessions: sessions,
            users: RepositorySignedInUsers(users: users),
            secretKey: (0..<32).map { _ in UInt8.random(in: .min ... .max, using: &random) },
            logger: Logger(label: "user-tests") { _ in SwiftLogNoOpLogHandler() })
    }

    func client() -> SceneClient {
        SceneClient(application)
    }

    /// A client with a session for the member `id`.
    func client(signedInAs id: Int) throws -> SceneClient {
        let client = client()
        let response = try client.get(TestRoutesFeature.signInPath(for: id))
        guard response.status == .seeOther else { throw SignInFailed(status: response.status) }
        return client
    }

    struct SignInFailed: Error {
        let status: HTTPStatus
    }
}
