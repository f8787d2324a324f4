import HTTPCore
@testable import ScreenKit
import Testing

@Suite("Router")
struct RouterTests {
    static func router() -> Router {
        var router = Router()
        let noop: Route.SceneFactory = { _ in ClosureCoordinator {} }
        router.get("/users", noop)
        router.get("/users/{id}", noop)
        router.get("/users/{id}/edit", noop)
        router.post("/users/{id}/edit", noop)
        router.get("/users/new", noop)
        router.post("/logout", noop)
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

    @Test func parametersAreTypedAndAMismatchIsANotFound() throws {
        guard case .found(_, let good) = try Self.match(.get, "/users/42"),
              case .found(_, let bad) = try Self.match(.get, "/users/abc"),
              case .found(_, let padded) = try Self.match(.get, "/users/007")
        else {
            Issue.record("no match")
            return
        }
        #expect(try good.value("id", as: Int.self) == 42)
        let error = #expect(throws: RouteParameterError.self) { try bad.value("id", as: Int.self) }
        #expect(error?.status == .notFound)
        #expect(throws: RouteParameterError.self) { try padded.value("id", as: Int.self) }
        #expect(throws: RouteParameterError.self) { try good.value("missing", as: Int.self) }
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
