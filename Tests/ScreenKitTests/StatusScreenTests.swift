import Foundation
import HTTPCore
import ScreenKit
import ScreenKitTesting
import Testing

@Suite("Status screens")
struct StatusScreenTests {
    @Test(arguments: [
        ("/no/such/page", HTTPStatus.notFound),
        ("/greetings/abc", .notFound),
        ("/greetings/99", .notFound),
        ("/test/forbidden", .forbidden),
        ("/test/fail", .internalServerError),
        ("/test/answers/teapot", .notImplemented),
    ])
    func aStatusIsARenderedScreen(path: String, status: HTTPStatus) throws {
        let app = TestApplication()
        let response = try app.client().get(path)
        #expect(response.status == status)
        let page = try response.html()
        #expect(page.elements(named: "h1").count == 1)
        #expect(page.title?.contains(status.reasonPhrase) == true)
        #expect(page.first("html")?.attribute("lang") == "en")
        #expect(response.headers["Content-Security-Policy"] != nil)
    }

    @Test func statusesAreJSONForJSONClients() throws {
        let app = TestApplication()
        let response = try app.client().get("/no/such/page", accept: "application/json")
        #expect(response.status == .notFound)
        let body = try #require(try JSONSerialization.jsonObject(with: Data(response.response.body)) as? [String: Any])
        #expect(body["status"] as? Int == 404)
        #expect(body["error"] as? String == "Not Found")
    }

    @Test func aServerErrorShowsNoInternalsAndIsLogged() throws {
        let app = TestApplication()
        let html = try app.client().get("/test/fail")
        let json = try app.client().get("/test/fail", accept: "application/json")
        for response in [html, json] {
            #expect(response.status == .internalServerError)
            #expect(!response.text.contains("hunter2"))
            #expect(!response.text.contains("Boom"))
        }
        #expect(app.logs.messages.contains { $0.contains("screen failed") && $0.contains("hunter2") })
    }

    @Test func methodNotAllowedListsTheAllowedMethods() throws {
        let app = TestApplication()
        let client = app.client()
        let response = try client.send(.delete, "/greetings/1", accept: "text/html", headers: HTTPHeaders(), body: [])
        #expect(response.status == .methodNotAllowed)
        #expect(response.headers["Allow"] == "GET, HEAD")
        #expect(try response.html().first("h1") != nil)
        let logout = try client.get("/logout")
        #expect(logout.status == .methodNotAllowed)
        #expect(logout.headers["Allow"] == "POST")
    }

    @Test func theServersOwnRefusalsAreScreensToo() throws {
        let app = TestApplication()
        let tooLarge = app.application.errorResponse(
            status: .contentTooLarge, message: "Too large.", request: Request(method: .post, target: RequestTarget.root))
        #expect(tooLarge.status == .contentTooLarge)
        let page = try HTMLDocument.parse(String(decoding: tooLarge.body, as: UTF8.self))
        #expect(page.first("h1") != nil)
        #expect(tooLarge.headers["Content-Security-Policy"] != nil)
    }

    /// The refusal passes the stages too, so it is shown to the visitor the cookies name.
    @Test func theServersRefusalsKnowWhoIsAsking() throws {
        let app = TestApplication()
        let client = try app.signedInClient()
        var headers = HTTPHeaders()
        headers.add("Cookie", try #require(client.cookies.headerValue))
        let refusal = app.application.errorResponse(
            status: .badRequest, message: "The request could not be read.",
            request: Request(method: .post, target: RequestTarget.root, headers: headers))
        #expect(refusal.status == .badRequest)
        let page = try HTMLDocument.parse(String(decoding: refusal.body, as: UTF8.self))
        #expect(page.first("nav")?.normalizedText.contains("Ada Lovelace") == true)
        #expect(page.first("main")?.normalizedText.contains("The request could not be read.") == true)
        #expect(app.sessions.allRecords.count == 1)
    }
}
