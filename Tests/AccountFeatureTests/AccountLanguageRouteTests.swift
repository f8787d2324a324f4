import Domain
import HTTPCore
import ScreenKit
import ScreenKitTesting
import Testing
@testable import AccountFeature

/// The account screens in the member's language, and the catalogs they read.
@Suite("Account screens in the member's language")
struct AccountLanguageRouteTests {
    let app: LoginTestApplication

    init() throws {
        app = try LoginTestApplication()
    }

    /// A member who chose Brazilian Portuguese, with a browser asking for English.
    func portugueseMember() throws -> ScreenClient {
        let client = try app.registeredClient()
        try client.get("/settings/language")
        let saved = try client.post("/settings/language", form: ["language": "pt-BR"])
        #expect(saved.status == .seeOther)
        return client
    }

    static var english: HTTPHeaders {
        var headers = HTTPHeaders()
        headers.add("Accept-Language", "en")
        return headers
    }

    @Test func theSettingsScreensSpeakTheMembersLanguage() throws {
        let client = try portugueseMember()
        let settings = try client.get("/settings", headers: Self.english).html()
        #expect(settings.normalizedText.contains("Idioma salvo."))
        #expect(settings.first("h1")?.normalizedText == "Configurações")
        #expect(settings.normalizedText.contains("Você entrou como Ada Lovelace (ada@example.com)."))
        #expect(settings.normalizedText.contains("Conectado em 1 dispositivo."))
        let headings = [
            "/settings/language": "Idioma", "/settings/password": "Trocar senha", "/settings/sessions": "Dispositivos",
            "/settings/activity": "Atividade de segurança", "/settings/avatar": "Foto", "/settings/delete": "Excluir conta",
        ]
        for (path, heading) in headings {
            let page = try client.get(path, headers: Self.english).html()
            #expect(page.first("h1")?.normalizedText == heading, "\(path)")
            #expect(page.title?.hasPrefix(heading) == true, "\(path)")
        }
    }

    @Test func theActivityTableNamesItsEventsAndColumnsInTheMembersLanguage() throws {
        let client = try portugueseMember()
        let page = try client.get("/settings/activity", headers: Self.english).html()
        #expect(page.normalizedText.contains("Entrou na conta"))
        let labels = page.elements(named: "td").compactMap { $0.attribute("data-label") }
        #expect(Set(labels) == ["Quando", "O quê", "Dispositivo", "Endereço IP"])
    }

    @Test func aWrongCurrentPasswordIsToldInTheMembersLanguage() throws {
        let client = try portugueseMember()
        try client.get("/settings/password", headers: Self.english)
        let response = try client.post(
            "/settings/password",
            form: ["current_password": "wrong horse", "new_password": "battery staple", "password_confirmation": "battery"],
            headers: Self.english)
        let page = try response.html()
        #expect(page.errorText(forField: "current_password") == "Erro: Sua senha atual está incorreta.")
        #expect(page.errorText(forField: "password_confirmation") == "Erro: As senhas não conferem.")
    }

    @Test func aLinkIsAskedForInTheVisitorsLanguage() throws {
        var portuguese = HTTPHeaders()
        portuguese.add("Accept-Language", "pt-BR")
        let client = app.client()
        let form = try client.get("/password/forgot", headers: portuguese).html()
        #expect(form.first("h1")?.normalizedText == "Esqueceu sua senha?")
        #expect(form.input(named: "email")?.id.flatMap(form.labelText(for:)) == "E-mail")
        let refused = try client.post("/password/forgot", form: ["email": "not an address"], headers: portuguese)
        #expect(try refused.html().errorText(forField: "email") == "Erro: Informe um e-mail no formato nome@exemplo.com.")
        let sent = try client.post("/password/forgot", form: ["email": "ada@example.com"], headers: portuguese)
        #expect(sent.status == .seeOther)
        let signIn = try client.get(try #require(sent.location), headers: portuguese).html()
        #expect(signIn.normalizedText.contains("Se houver uma conta com o e-mail ada@example.com, enviamos"))
    }

    @Test func theNavBarAndTheKitsRefusalsSpeakTheVisitorsLanguage() throws {
        var portuguese = HTTPHeaders()
        portuguese.add("Accept-Language", "pt-BR")
        let client = app.client()
        let page = try client.get("/login", headers: portuguese).html()
        let bar = try #require(page.first { $0.name == "nav" && $0.classes.contains("navbar-inner") })
        #expect(bar.attribute("aria-label") == "Principal")
        let forged = try client.post("/login", form: ["email": "ada@example.com", "password": "x"], csrfToken: .value("forged"), headers: portuguese)
        #expect(forged.status == .forbidden)
        #expect(try forged.html().normalizedText.contains("Este formulário expirou ou não veio deste site."))
        let missing = try client.get("/nowhere", headers: portuguese).html()
        #expect(missing.first("h1")?.normalizedText == "Página não encontrada")
    }

    /// Before there is a member's setting, the sign-up's language; after, the setting, whatever
    /// language the request that sends the mail is in.
    @Test func mailGoesOutInTheRecipientsLanguage() throws {
        var portuguese = HTTPHeaders()
        portuguese.add("Accept-Language", "pt-BR")
        let visitor = app.client()
        try visitor.get("/register", headers: portuguese)
        try visitor.post("/register", form: [
            "name": "Ana Néri", "email": "ana@example.com", "password": "correct horse", "password_confirmation": "correct horse",
        ], headers: portuguese)
        let confirmation = try #require(try app.fixture.queuedMail().last)
        #expect(confirmation.subject.hasPrefix("Confirme seu e-mail no "))
        #expect(confirmation.text.hasPrefix("Boas-vindas,"))
        #expect(confirmation.html.contains(#"<html lang="pt-BR">"#))
        #expect(confirmation.html.contains("Ou copie este endereço no seu navegador:"))

        _ = try portugueseMember()
        let stranger = app.client()
        try stranger.get("/password/forgot", headers: Self.english)
        try stranger.post("/password/forgot", form: ["email": "ada@example.com"], headers: Self.english)
        let reset = try #require(try app.fixture.queuedMail().last)
        #expect(reset.to == "ada@example.com")
        #expect(reset.subject.hasPrefix("Redefina sua senha do "))
        try stranger.get("/password/forgot", headers: Self.english)
        try stranger.post("/password/forgot", form: ["email": "nobody@example.com"], headers: Self.english)
        #expect(try app.fixture.queuedMail().last?.subject.hasPrefix("About your request at ") == true)
    }

    @Test func everyAccountCatalogIsCompleteAndTranslated() {
        let problems = AccountText.messages.problems + SettingsText.messages.problems + SecurityText.messages.problems
            + SecurityEventText.messages.problems + AvatarText.messages.problems + LinkText.messages.problems
            + MailText.messages.problems + SecondStepText.messages.problems + PasskeyText.messages.problems
            + SignInMethodText.messages.problems
        #expect(problems.isEmpty, "\(problems)")
        let untranslated = AccountText.messages.untranslated + SettingsText.messages.untranslated
            + SecurityText.messages.untranslated + SecurityEventText.messages.untranslated + AvatarText.messages.untranslated
            + LinkText.messages.untranslated + MailText.messages.untranslated + SecondStepText.messages.untranslated
            + PasskeyText.messages.untranslated + SignInMethodText.messages.untranslated
        #expect(untranslated.isEmpty, "\(untranslated)")
    }
}
