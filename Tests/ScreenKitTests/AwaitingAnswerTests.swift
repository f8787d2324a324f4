import HTTPCore
import ScreenKit
import ScreenKitTesting
import Testing

/// A screen whose answer awaits is answered in two parts: on the request thread, the stages
/// enter and the coordinator starts, and the response is pending; its work, run as the server
/// runs it (a task), awaits the answer, renders it and lets the stages leave.
@Suite("Awaiting answers")
struct AwaitingAnswerTests {
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

    /// The pending response's work, as the server runs it.
    func finished(_ response: Response) async throws -> Response {
        let pending = try #require(response.pending)
        return try await pending.work()
    }

    @Test func theAnswerIsPendingUntilItsWorkRunsThroughTheStages() async throws {
        let pending = try app.application.respond(to: try request("/test/waiting"))
        #expect(pending.pending?.deadline == PendingResponse.defaultDeadline)
        // Nothing rendered yet, and no stage has left: the work does both.
        #expect(pending.body.isEmpty && pending.headers["Content-Security-Policy"] == nil)

        let visitor = try await finished(pending)
        #expect(visitor.status == .ok)
        #expect(try page(visitor).first("h1")?.normalizedText == "Awaited for a visitor")
        #expect(visitor.headers["Content-Security-Policy"] != nil)
        #expect(visitor.pending == nil)

        let client = try app.signedInClient()
        let member = try await finished(try app.application.respond(to: try request("/test/waiting", from: client)))
        #expect(try page(member).first("h1")?.normalizedText == "Awaited for Ada Lovelace")
        #expect(member.headers["Cache-Control"] == "no-store")
    }

    @Test func otherRoutesAnswerAtOnce() throws {
        let form = try app.application.respond(to: try request("/greetings/new"))
        #expect(form.pending == nil)
        #expect(form.status == .ok)
        #expect(try page(form).first("h1")?.normalizedText == "New greeting")
        #expect(try app.application.respond(to: try request("/no/such/page")).status == .notFound)
    }

    /// A form whose answers await, registered with its own access rule: a visitor is sent to
    /// sign in from either method before anything awaits, and a member's answers await.
    @Test func anAwaitingFormKeepsItsAccessRuleOnBothMethods() throws {
        #expect(try app.application.respond(to: try request("/test/waiting/note")).pending == nil)
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
