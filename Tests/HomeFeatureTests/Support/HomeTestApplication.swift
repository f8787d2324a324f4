import HomeFeature
import HTTPCore
import ScreenKit
import ScreenKitTesting

/// An in-process application with the home screen and stand-ins for the user feature's
/// sections, for screen tests through ``ScreenClient``.
struct HomeTestApplication {
    static let newestNames = ["Grace Hopper", "Ada Lovelace"]

    let application: Application

    init(newestNames: [String] = Self.newestNames) {
        var router = Router()
        router.register(HomeFeature(
            sections: [StubNewestMembersSection(names: newestNames), StubProfileCardSection()],
            flow: TestHomeFlow()))
        router.register(TestSignInFeature { FixedUsers.user(id: $0) })
        application = .testing(router: router, sessions: InMemorySessionStore { FixedUsers.user(id: $0) })
    }

    func client() -> ScreenClient {
        ScreenClient(application)
    }

    /// A client with a session for `user`.
    func client(signedInAs user: SignedInUser) throws -> ScreenClient {
        let client = client()
        try client.signIn(asUser: user.id)
        return client
    }
}

/// The app side of the home screen's flow, as the app maps it.
struct TestHomeFlow: FlowType {
    func location(of destination: HomeDestination) -> String {
        switch destination {
        case .signIn: "/login"
        case .register: "/register"
        }
    }
}
