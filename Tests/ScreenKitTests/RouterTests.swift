import HTTPCore
@testable import ScreenKit
import ScreenKitTesting
import Testing

@Suite("Router")
struct RouterTests {
    enum Paths {
        static let users = Path("/users")
        static let user = Path("/users/{id}", Int.self)
        static let edit = Path("/users/{id}/edit", Int.self)
        static let new = Path("/users/new")
        static let logout = Path("/logout")
        static let post = Path("/users/{id}/posts/{slug}", Int.self, String.self)
    }

    struct EditForm: Decodable, Sendable {
        let name: String
    }

    static func router() -> Router {
        var router = Router()
        router.get(Paths.users, .anyone, ClosureCoordinator { _ in .notFound("") })
        router.get(Paths.user, .anyone, ClosureCoordinator { _ in .notFound("") })
        router.form(Paths.edit, .requiresSignIn, ClosureCoordinator<SignedInUser, Int, EditForm> { _ in .notFound("") })
        router.get(Paths.new, .anyone, ClosureCoordinator { _ in .notFound("") })
        router.post(Paths.logout, .anyone, ClosureCoordinator<SignedInUser?, Void, NoFields> { _ in .notFound("") })
        return router
    }

    static func match(_ method: HTTPMethod, _ path: String) throws -> Router.Match {
        router().match(method: method, path: try RequestTarget(parsing: path.utf8).segments)
    }

    @Test(arguments: [
        ("/users", "/users"), ("/users/7", "/users/{id}"), ("/users/7/edit", "/users/{id}/edit"), ("/users/new", "/users/{id}"),
    ])
    func getMatchesThePatternInTableOrder(path: String, pattern: String) throws {
        guard case .found(let route, _) = try Self.match(.get, path) else {
            Issue.record("\(path) did not match")
            return
        }
        #expect(route.pattern.description == pattern)
    }

    @Test func parametersAreTypedAndOnlyCanonicalSpellingsConvert() {
        #expect(Paths.user.parse(["42"]) == 42)
        #expect(Paths.user.parse(["abc"]) == nil)
        #expect(Paths.user.parse(["007"]) == nil)
        #expect(Paths.user.parse(["+7"]) == nil)
        #expect(Paths.user.parse([]) == nil)
        let post = Paths.post.parse(["3", "hello world"])
        #expect(post?.0 == 3 && post?.1 == "hello world")
    }

    @Test func aPathBuildsItsLinkFromTheSameDefinition() {
        #expect(Paths.users.location == "/users")
        #expect(Paths.user(42) == "/users/42")
        #expect(Paths.edit(7) == "/users/7/edit")
        #expect(Paths.post(3, "a/b c?") == "/users/3/posts/a%2Fb%20c%3F")
        #expect(Paths.users.location(query: ["page": "2", "absent": nil]) == "/users?page=2")
        #expect(Path("/").location == "/")
    }

    @Test func aFormRouteAnswersBothMethods() throws {
        guard case .found(let get, _) = try Self.match(.get, "/users/1/edit"),
              case .found(let post, _) = try Self.match(.post, "/users/1/edit")
        else {
            Issue.record("no match")
            return
        }
        #expect(get.method == .get && post.method == .post)
        #expect(get.pattern == post.pattern)
    }

    /// The access rule lives inside the route, so it is checked through an application: a
    /// visitor is sent to sign in from both methods of a form declared `requiresSignIn`.
    @Test func aFormRoutesAccessRuleGuardsBothMethods() throws {
        var router = Self.router()
        router.register(TestSignInFeature { _ in nil })
        let client = ScreenClient(Application.testing(router: router, sessions: InMemorySessionStore { _ in nil }))
        let shown = try client.get("/users/1/edit")
        #expect(shown.status == .seeOther)
        #expect(shown.location == "/login?next=%2Fusers%2F1%2Fedit")
        try client.takeVisitorToken()
        let posted = try client.post("/users/1/edit", form: ["name": "x"])
        #expect(posted.status == .seeOther)
        #expect(posted.location == "/login?next=%2Fusers%2F1%2Fedit")
    }

    @Test func headIsAnsweredByGet() throws {
        guard case .found(let route, _) = try Self.match(.head, "/users/1") else {
            Issue.record("HEAD did not match")
            return
        }
        #expect(route.method == .get)
    }

    @Test func aKnownPathWithAnotherMethodIsMethodNotAllowed() throws {
        guard case .methodNotAllowed(let allow) = try Self.match(.delete, "/users/1/edit") else {
            Issue.record("expected 405")
            return
        }
        #expect(allow == [.get, .head, .post])
        guard case .methodNotAllowed(let postOnly) = try Self.match(.get, "/logout") else {
            Issue.record("expected 405")
            return
        }
        #expect(postOnly == [.post])
    }

    @Test func aLiteralFirstSegmentWinsOverAParameterAndMethodsComeFromBoth() throws {
        var router = Router()
        router.get(Path("/{page}", String.self), .anyone, ClosureCoordinator { _ in .notFound("page") })
        router.post(Path("/about"), .anyone, ClosureCoordinator<SignedInUser?, Void, NoFields> { _ in .notFound("about") })
        router.get(Path("/"), .anyone, ClosureCoordinator { _ in .notFound("root") })
        guard case .found(let about, _) = router.match(method: .post, path: ["about"]),
            case .found(let page, let values) = router.match(method: .get, path: ["about"]),
            case .found(let root, _) = router.match(method: .get, path: []),
            case .methodNotAllowed(let allow) = router.match(method: .delete, path: ["about"])
        else {
            Issue.record("the routes did not match as registered")
            return
        }
        #expect(about.pattern.description == "/about")
        #expect(page.pattern.description == "/{page}" && values == ["about"])
        #expect(root.pattern.description == "/")
        #expect(allow == [.post, .get, .head])
    }

    @Test(arguments: ["/nothing", "/users/1/edit/more", "/", "/users//edit"])
    func anUnknownPathIsNotFound(path: String) throws {
        guard case .notFound = try Self.match(.get, path) else {
            Issue.record("\(path) matched")
            return
        }
    }
}

@Suite("Flow")
struct FlowTests {
    @Test func aFlowMapsDestinationsToRoutes() {
        #expect(TestFlow().location(of: .greeting(id: 3)) == "/greetings/3")
        #expect(TestFlow().location(of: .newGreeting) == "/greetings/new")
    }
}
