import Domain
import DomainTesting
import HTTPCore
import ScreenKit
import ScreenKitTesting
import UserFeature

/// An in-process application with the member screens on an in-memory repository, for screen
/// tests through ``ScreenClient``.
struct UserTestApplication {
    static let pageSize = 3

    let application: Application
    let dependencies = TestUserDependencies(membersPageSize: Self.pageSize)
    var users: InMemoryUserRepository { dependencies.members }
    var avatars: InMemoryAvatarRepository { dependencies.pictures }

    init() {
        let users = dependencies.members
        var router = Router()
        router.register(UserFeature(dependencies: dependencies))
        router.register(TestSignInFeature(then: "/users") { [users] id in
            try users.user(id: id).map { SignedInUser(id: $0.id, name: $0.name) }
        })
        application = .testing(router: router, sessions: InMemorySessionStore(users: users)) { configuration in
            configuration.navigationLinks = [NavigationLink("Members", path: UserPaths.members.location, audience: .signedIn)]
        }
    }

    func client() -> ScreenClient {
        ScreenClient(application)
    }

    /// A client with a session for the member `id`.
    func client(signedInAs id: Int) throws -> ScreenClient {
        let client = client()
        try client.signIn(asUser: id)
        return client
    }
}
