import HTTPCore
import ScreenKit
import ScreenKitTesting
import Testing

/// A route declares a slow action once, and the application tells the server before the body is
/// read, from the same lookup as the body limit.
@Suite("Route workloads")
struct RouteWorkloadTests {
    enum Paths {
        static let password = Path("/password")
        static let profile = Path("/users/{id}/profile", Int.self)
        static let logout = Path("/logout")
        static let waiting = Path("/test/waiting")
    }

    struct PasswordForm: Decodable, Sendable {
        let password: String
    }

    static let application: Application = {
        var router = Router()
        router.form(
            Paths.password, .anyone, ClosureCoordinator<SignedInUser?, Void, PasswordForm> { _ in .notFound("") },
            bodyLimit: 2048, workload: .slow)
        router.group(.requiresSignIn) { routes in
            routes.post(Paths.profile, ClosureCoordinator<SignedInUser, Int, PasswordForm> { _ in .notFound("") }, workload: .slow)
        }
        router.post(Paths.logout, .anyone, ClosureCoordinator<SignedInUser?, Void, NoFields> { _ in .notFound("") })
        router.get(Paths.waiting, .anyone, WaitingCoordinator())
        return .testing(router: router, sessions: InMemorySessionStore { _ in nil })
    }()

    static func plan(_ method: HTTPMethod, _ path: String) throws -> RequestPlan {
        application.plan(method: method, target: try RequestTarget(parsing: path.utf8))
    }

    @Test func aSlowFormPostsOffTheRequestThreadsAndShowsOnThem() throws {
        #expect(try Self.plan(.post, "/password") == RequestPlan(bodyLimit: 2048, workload: .slow, route: 1))
        #expect(try Self.plan(.get, "/password") == RequestPlan(bodyLimit: nil, workload: .quick, route: 0))
    }

    /// A screen whose answer awaits needs no plan of its own: its route is quick, as any
    /// screen's, and its answer says it awaits.
    @Test func aScreenWhoseAnswerAwaitsIsPlannedAsAnyOther() throws {
        #expect(try Self.plan(.get, "/test/waiting") == RequestPlan(route: 4))
    }

    @Test func aGroupsRouteDeclaresItsOwnWorkload() throws {
        #expect(try Self.plan(.post, "/users/7/profile").workload == .slow)
    }

    @Test func routesAreQuickUnlessTheySaySo() throws {
        #expect(try Self.plan(.post, "/logout") == RequestPlan(route: 3))
        #expect(try Self.plan(.post, "/nowhere") == RequestPlan())
        #expect(Self.application.plan(method: .post, target: try RequestTarget(parsing: "/password".utf8)).bodyLimit == 2048)
    }

    /// A server that records metrics labels a request with its route's pattern, found by the
    /// plan's index in the route table, never with the path the client sent.
    @Test func thePlanNamesItsRouteInTheTable() throws {
        let plan = try Self.plan(.post, "/users/7/profile")
        let route = try #require(plan.route)
        #expect(Self.application.routes[route].pattern.description == "/users/{id}/profile")
        #expect(Self.application.routes[route].method == .post)
        #expect(Self.application.routes.map(\.index) == Array(Self.application.routes.indices))
        #expect(try Self.plan(.get, "/users/7/nothing").route == nil)
    }
}
