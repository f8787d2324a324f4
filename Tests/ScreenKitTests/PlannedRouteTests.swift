import HTTPCore
import ScreenKit
import ScreenKitTesting
import Testing

/// The server asks the plan once per request (its body limit, its workload, its route) and
/// hands the route back with the request: the application runs that route rather than
/// matching the path again.
@Suite("Planned routes")
struct PlannedRouteTests {
    enum Paths {
        static let about = Path("/about")
        static let page = Path("/{page}", String.self)
    }

    /// `/about` is matched by both routes; the router picks the literal one.
    static let application: Application = {
        var router = Router()
        router.get(Paths.about, .anyone, ClosureCoordinator { _ in .show(NoteView.Model("About us")) })
        router.get(Paths.page, .anyone, ClosureCoordinator { request in .show(NoteView.Model("Page \(request.parameters)")) })
        return .testing(router: router, sessions: InMemorySessionStore { _ in nil })
    }()

    func heading(_ path: String, planned: PlannedRoute) throws -> String? {
        var request = try Request(method: .get, target: path, headers: ["Accept": "text/html"])
        request.plannedRoute = planned
        let response = try Self.application.respond(to: request)
        return try HTMLDocument.parse(String(decoding: response.body, as: UTF8.self)).first("h1")?.normalizedText
    }

    func index(of pattern: String) throws -> Int {
        try #require(Self.application.routes.firstIndex { $0.pattern.description == pattern })
    }

    @Test func aPlanForTheRequestsOwnRouteGivesTheSameAnswer() throws {
        let plan = Self.application.plan(method: .get, target: try RequestTarget(parsing: "/about".utf8))
        let planned = try #require(plan.route)
        #expect(try heading("/about", planned: .route(planned, captured: plan.captured)) == "About us")
        #expect(try heading("/about", planned: .unknown) == "About us")
    }

    /// Pointed at the other route that fits the path, with the values it captured, the
    /// application runs that one: it does not match the path a second time.
    @Test func theApplicationRunsThePlannedRoute() throws {
        #expect(try heading("/about", planned: .route(try index(of: "/{page}"), captured: ["about"])) == "Page about")
    }

    /// A plan that cannot be this request's (an index past the table) is not trusted, and one
    /// that found no route leaves a 404 to tell from a 405: the path is matched.
    @Test func aPlanPastTheTableOrWithoutARouteIsMatchedAgain() throws {
        #expect(try heading("/contact", planned: .route(99, captured: [])) == "Page contact")
        #expect(try heading("/about", planned: .none) == "About us")
    }

    /// Every screen answers through the server's plan as it does without: forms and their
    /// tokens, redirects and flash, sign-in, guards, 404 and 405.
    @Test func aWholeVisitGoesTheSameWayThroughThePlan() throws {
        let app = TestApplication()
        let client = ScreenClient(PlanningResponder(application: app.application))

        #expect(try client.get("/greetings/new").status == .ok)
        let saved = try client.post("/greetings", form: ["name": "Ada"])
        #expect(saved.status == .seeOther)
        #expect(saved.location == "/greetings/1")
        let shown = try client.get("/greetings/1").html()
        #expect(shown.first("h1")?.normalizedText == "Hello, Ada!")
        #expect(shown.first { $0.classes.contains("flash") }?.normalizedText.contains("Greeting saved") == true)
        #expect(try client.get("/test/members").location == "/test/sign-in?next=%2Ftest%2Fmembers")
        #expect(try client.post("/test/sign-in", form: ["user_id": "2"]).status == .seeOther)
        #expect(try client.get("/test/members/7").html().first("h1")?.normalizedText == "Member 7 seen by Grace <Hopper>")
        #expect(try client.get("/test/members/abc").status == .notFound)
        #expect(try client.get("/no/such/page").status == .notFound)
        #expect(try client.get("/logout").status == .methodNotAllowed)
        #expect(try client.post("/greetings", form: ["name": "x"], csrfToken: .none).status == .forbidden)
        #expect(app.greetings.count == 1)
    }
}
