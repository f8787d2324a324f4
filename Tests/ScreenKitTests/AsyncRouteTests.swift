import HTTPCore
import ScreenKit
import ScreenKitTesting
import Testing

/// A route whose presenter awaits runs only through ``Application/respondAsync(to:)``, as the
/// server calls it for a `.waiting` plan; a caller that asks synchronously gets 503 at once
/// rather than a thread blocked on the task.
@Suite("Waiting routes")
struct AsyncRouteTests {
    let app = TestApplication()

    func request(_ path: String, from client: ScreenClient? = nil) throws -> Request {
        var headers = HTTPHeaders()
        headers.add("Accept", "text/html")
        if let cookie = client?.cookies.headerValue { headers.add("Cookie", cookie) }
        return try Request(method: .get, target: path, headers: headers, remoteAddress: "127.0.0.1")
    }

    func page(_ response: Response) throws -> HTMLDocument {
        try HTMLDocument.parse(String(decoding: response.body, as: UTF8.self))
    }

    @Test func aSynchronousCallAnswers503WithoutRunningTheRoute() throws {
        let response = try app.application.respond(to: try request("/test/waiting"))

        #expect(response.status == .serviceUnavailable)
        #expect(try page(response).first("h1")?.normalizedText == "Service Unavailable")
        #expect(response.headers["Content-Security-Policy"] != nil)
    }

    @Test func respondAsyncRunsTheRouteThroughTheStages() async throws {
        let visitor = try await app.application.respondAsync(to: try request("/test/waiting"))
        #expect(visitor.status == .ok)
        #expect(try page(visitor).first("h1")?.normalizedText == "Awaited for a visitor")
        #expect(visitor.headers["Content-Security-Policy"] != nil)

        let client = try app.signedInClient()
        let member = try await app.application.respondAsync(to: try request("/test/waiting", from: client))
        #expect(try page(member).first("h1")?.normalizedText == "Awaited for Ada Lovelace")
        #expect(member.headers["Cache-Control"] == "no-store")
    }

    @Test func respondAsyncAnswersOtherRoutesAsRespondDoes() async throws {
        let form = try await app.application.respondAsync(to: try request("/greetings/new"))
        #expect(form.status == .ok)
        #expect(try page(form).first("h1")?.normalizedText == "New greeting")
        #expect(try await app.application.respondAsync(to: try request("/no/such/page")).status == .notFound)
    }

    /// A form whose presenter awaits, registered with its own access rule: both methods are
    /// awaited, and a visitor is sent to sign in from either of them.
    @Test func anAwaitingFormKeepsItsAccessRuleOnBothMethods() throws {
        for method in [HTTPMethod.get, .post] {
            let plan = app.application.plan(method: method, target: try RequestTarget(parsing: "/test/waiting/note".utf8))
            #expect(plan.workload == .waiting(deadline: .seconds(10)), "\(method)")
        }
        let visitor = app.client()
        let refused = try visitor.get("/test/waiting/note")
        #expect(refused.status == .seeOther)
        #expect(refused.location?.hasSuffix("next=%2Ftest%2Fwaiting%2Fnote") == true)
        try visitor.get("/greetings/new")
        let posted = try visitor.post("/test/waiting/note", form: ["note": "x"])
        #expect(posted.status == .seeOther)
        #expect(posted.location == refused.location)

        let member = try app.signedInClient()
        let form = try member.get("/test/waiting/note")
        #expect(form.status == .ok)
        #expect(try form.html().first("h1")?.normalizedText == "A note for Ada Lovelace")
        let sent = try member.post("/test/waiting/note", form: ["note": "Hello"])
        #expect(sent.status == .seeOther)
        #expect(sent.location == "/test/waiting/note")
        let banner = try member.get("/test/waiting/note").html().first { $0.classes.contains("flash") }
        #expect(banner?.normalizedText.contains("Noted: Hello") == true)
    }
}
