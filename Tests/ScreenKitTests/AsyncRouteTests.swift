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
}
