import HTTPCore
import ScreenKit
import ScreenKitTesting
import Testing

/// A screen's code reads the page's language from the kit (`Language.current`), not from a
/// parameter: the kit sets it for the route, an awaiting screen keeps it across its awaits, and
/// it ends with the request.
@Suite("The page's language")
struct PageLanguageTests {
    let app = TestApplication()

    func request(_ path: String, acceptLanguage: String?) throws -> Request {
        var headers = HTTPHeaders()
        headers.add("Accept", "text/html")
        if let acceptLanguage { headers.add("Accept-Language", acceptLanguage) }
        return try Request(method: .get, target: path, headers: headers, remoteAddress: "127.0.0.1")
    }

    func heading(_ response: Response) throws -> String? {
        try HTMLDocument.parse(String(decoding: response.body, as: UTF8.self)).first("h1")?.normalizedText
    }

    @Test(arguments: [("pt-BR,pt;q=0.9", "pt-BR"), ("en-GB", "en"), (nil, "en")])
    func aScreenReadsTheLanguageTheKitChose(acceptLanguage: String?, tag: String) throws {
        let response = try app.application.respond(to: try request("/test/page-language", acceptLanguage: acceptLanguage))
        #expect(try heading(response) == "Page in \(tag)")
        #expect(Language.current == .fallback)
    }

    @Test func anAwaitingScreenKeepsItAcrossItsAwaits() async throws {
        let pending = try app.application.respond(to: try request("/test/waiting/page-language", acceptLanguage: "pt-BR"))
        let response = try await #require(pending.pending).work()
        #expect(try heading(response) == "Page in pt-BR, then pt-BR")
        #expect(Language.current == .fallback)
    }
}
