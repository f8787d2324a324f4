import HTTPCore
import ScreenKit
import ViewCode
@testable import App
import ScreenKitTesting
import Testing

/// The app's own words in the visitor's language over real sockets: the nav bar's links and
/// the server's refusals, which the HTTP layer words before any language is chosen.
@Suite("the visitor's language against the running server")
struct LanguageServerTests {
    @Test func theNavBarAndATooLargeBodySpeakPortuguese() throws {
        let app = try RunningApp()
        let visitor = app.browser()
        var portuguese = HTTPHeaders()
        portuguese.add("Accept-Language", "pt-BR,pt;q=0.9,en;q=0.5")
        let page = try visitor.get("/login", headers: portuguese).html()
        let bar = try #require(page.first { $0.name == "nav" && $0.classes.contains("navbar-inner") })
        #expect(bar.descendants.filter { $0.name == "a" }.map(\.normalizedText) == ["ScreenKit", "Início", "Entrar", "Criar conta"])

        let cookie = try #require(visitor.cookies.headerValue)
        let body = Array(String(repeating: "a", count: 70_000).utf8)
        let tooLarge = try SocketResponder.parse(RawHTTP.exchange(
            Array("POST /register HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: \(cookie)\r\nAccept-Language: pt-BR\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: \(body.count)\r\nConnection: close\r\n\r\n".utf8) + body,
            port: app.port))
        #expect(tooLarge.status == .contentTooLarge)
        let refusal = try HTMLDocument.parse(String(decoding: tooLarge.body, as: UTF8.self))
        #expect(refusal.first("h1")?.normalizedText == "Envio grande demais")
        #expect(refusal.normalizedText.contains("O que você enviou é grande demais."))
        #expect(!refusal.normalizedText.contains("bytes"))
    }
}

extension LanguageServerTests {
    @Test func theKitsAndTheAppsOwnCatalogsAreCompleteAndTranslated() {
        let problems = NavigationText.messages.problems + ComponentText.messages.problems
        #expect(problems.isEmpty, "\(problems)")
        #expect((NavigationText.messages.untranslated + ComponentText.messages.untranslated).isEmpty)
    }
}
