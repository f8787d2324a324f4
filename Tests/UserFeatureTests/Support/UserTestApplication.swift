import Domain
import DomainTesting
import HTTPCore
import ScreenKit
import ScreenKitTesting
import UserFeature

/// An in-process application with the member screens on a store of its own (SQLite, as the
/// server runs), for screen tests through ``ScreenClient``.
struct UserTestApplication {
    let application: Application
    let store: TestStore
    var users: any UserRepository { store.users }
    var avatars: any AvatarRepository { store.avatars }

    /// - Parameter membersPageSize: Members per page of the list; the app's default when `nil`.
    init(membersPageSize: Int? = nil) throws {
        let store = try TestStore()
        self.store = store
        let dependencies: any UserDependencies = membersPageSize.map { SmallPages(store, membersPageSize: $0) } ?? store
        var router = Router()
        router.register(UserFeature(dependencies: dependencies))
        router.register(TestSignInFeature(then: "/users") { [users = store.users] id in
            try users.user(id: id).map { SignedInUser(id: $0.id, name: $0.name) }
        })
        application = .testing(router: router, sessions: store.sessions, clock: store.clock) { configuration in
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
