import Foundation
import HTTPCore
@testable import ScreenKit
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

    /// What a visitor reads on a 404 page: its words, in the order the page shows them.
    struct Wording: Sendable {
        let acceptLanguage: String
        let lang: String
        let heading: String
        let lines: [String]
    }

    @Test(arguments: [
        Wording(acceptLanguage: "en", lang: "en", heading: "Not Found",
                lines: ["There is nothing at this address.", "Error 404", "Go to the home page"]),
        Wording(acceptLanguage: "pt-BR", lang: "pt-BR", heading: "Página não encontrada",
                lines: ["Não há nada neste endereço.", "Erro 404", "Ir para a página inicial"]),
    ])
    func aStatusScreenIsInTheVisitorsLanguage(wording: Wording) throws {
        var headers = HTTPHeaders()
        headers.add("Accept-Language", wording.acceptLanguage)
        let response = try TestApplication().client().get("/no/such/page", headers: headers)
        #expect(response.status == .notFound)
        let page = try response.html()
        #expect(page.first("html")?.attribute("lang") == wording.lang)
        #expect(page.title?.hasPrefix(wording.heading) == true)
        #expect(page.first("h1")?.normalizedText == wording.heading)
        for line in wording.lines {
            #expect(page.normalizedText.contains(line))
        }
    }

    /// The message follows the visitor's language; `error` stays the reason phrase clients
    /// may match on.
    @Test func aJSONStatusKeepsItsReasonPhraseAndWordsItsMessage() throws {
        var portuguese = HTTPHeaders()
        portuguese.add("Accept-Language", "pt-BR")
        let response = try TestApplication().client().get("/no/such/page", accept: "application/json", headers: portuguese)
        let body = try #require(try JSONSerialization.jsonObject(with: Data(response.response.body)) as? [String: Any])
        #expect(body["error"] as? String == "Not Found")
        #expect(body["message"] as? String == "Não há nada neste endereço.")
    }

    @Test func aServerErrorIsToldInTheVisitorsLanguage() throws {
        var portuguese = HTTPHeaders()
        portuguese.add("Accept-Language", "pt-BR")
        let page = try TestApplication().client().get("/test/fail", headers: portuguese).html()
        #expect(page.first("h1")?.normalizedText == "Erro no servidor")
        #expect(page.normalizedText.contains("Algo deu errado do nosso lado. Tente de novo, por favor."))
    }

    @Test func theStatusCatalogsHaveEveryKeyInEveryLanguage() {
        #expect(StatusText.messages.problems.isEmpty, "\(StatusText.messages.problems)")
        #expect(StatusText.messages.untranslated.isEmpty)
    }

    @Test(arguments: [400, 403, 404, 405, 413, 414, 415, 422, 429, 500, 503])
    func everyStatusTheKitAnswersHasItsWords(code: Int) throws {
        let status = HTTPStatus(code: code, reasonPhrase: "")
        #expect(StatusView.defaultMessage(for: status, in: .english) != StatusView.defaultMessage(for: status, in: .brazilianPortuguese))
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
