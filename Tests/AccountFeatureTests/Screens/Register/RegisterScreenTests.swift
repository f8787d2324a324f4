import Domain
import DomainTesting
import Foundation
import HTTPCore
import ScreenKit
import ScreenKitTesting
import Testing

@Suite("Sign-up screen")
struct RegisterScreenTests {
    let app: LoginTestApplication

    init() throws {
        app = try LoginTestApplication()
    }

    @Test func theFormHasLabelledFields() throws {
        let response = try app.client().get("/register")
        #expect(response.status == .ok)
        let page = try response.html()
        #expect(page.title?.hasPrefix("Create account") == true)
        #expect(page.first("h1")?.normalizedText == "Create your account")
        page.expectAccessibleForm(action: "/register")
        let expected: [(name: String, type: String, autocomplete: String)] = [
            ("name", "text", "name"), ("email", "email", "email"),
            ("password", "password", "new-password"), ("password_confirmation", "password", "new-password"),
        ]
        for field in expected {
            let input = try #require(page.input(named: field.name))
            #expect(input.attribute("type") == field.type)
            #expect(input.attribute("autocomplete") == field.autocomplete)
        }
        #expect(page.first { $0.name == "button" && $0.attribute("type") == "submit" }?.normalizedText == "Create account")
        #expect(page.links.contains { $0.attribute("href") == "/login" })
    }

    @Test func theFormIsInTheVisitorsLanguage() throws {
        var portuguese = HTTPHeaders()
        portuguese.add("Accept-Language", "pt-BR,pt;q=0.9")
        let page = try app.client().get("/register", headers: portuguese).html()
        #expect(page.first("html")?.attribute("lang") == "pt-BR")
        #expect(page.title?.hasPrefix("Criar conta") == true)
        #expect(page.first("h1")?.normalizedText == "Crie sua conta")
        #expect(page.input(named: "name")?.id.flatMap(page.labelText(for:)) == "Nome")
        #expect(page.input(named: "email")?.id.flatMap(page.labelText(for:)) == "E-mail")
        #expect(page.input(named: "password")?.id.flatMap(page.labelText(for:)) == "Senha")
        #expect(page.input(named: "password_confirmation")?.id.flatMap(page.labelText(for:)) == "Confirme a senha")
        #expect(page.first { $0.name == "button" && $0.attribute("type") == "submit" }?.normalizedText == "Criar conta")
        #expect(page.normalizedText.contains("Já tem uma conta? Entrar"))
    }

    @Test func fieldErrorsAreInTheVisitorsLanguage() throws {
        var portuguese = HTTPHeaders()
        portuguese.add("Accept-Language", "pt-BR")
        let client = app.client()
        try client.get("/register", headers: portuguese)
        let response = try client.post("/register", form: [
            "name": "", "email": "ada", "password": "short", "password_confirmation": "other",
        ], headers: portuguese)
        #expect(response.status == .unprocessableContent)
        let text = try response.html().normalizedText
        for problem in ["Informe seu nome.", "Informe um e-mail no formato nome@exemplo.com.", "Use pelo menos 8 caracteres.", "As senhas não conferem."] {
            #expect(text.contains(problem))
        }
    }

    @Test func signingUpSignsInAndGoesToTheNewMembersPageWithAWelcome() throws {
        let client = app.client()
        try client.get("/register")
        let response = try client.post("/register", form: [
            "name": "Ada Lovelace", "email": "ada@example.com",
            "password": "correct horse", "password_confirmation": "correct horse",
        ])
        #expect(response.status == .seeOther)
        let member = try #require(try app.users.user(email: "ada@example.com"))
        #expect(response.location == "/users/\(member.id)")
        #expect(client.cookies[LoginTestApplication.sessionCookie] != nil)
        #expect(try app.store.sessionRecords().map(\.userID) == [member.id])

        let landing = try client.get("/users/\(member.id)").html()
        #expect(landing.normalizedText.contains("Welcome! Your account is ready."))
        #expect(landing.first("nav")?.normalizedText.contains("Ada Lovelace") == true)
    }

    /// The flash rides in a cookie: it carries no member's text, so the longest name still
    /// leaves every cookie far under the 4 KB browsers keep.
    @Test func theWelcomeCookieCarriesNoNameAndStaysSmall() throws {
        let client = app.client()
        try client.get("/register")
        let name = String(repeating: "👩‍💻", count: 100)
        let response = try client.post("/register", form: [
            "name": name, "email": "long@example.com", "password": "correct horse", "password_confirmation": "correct horse",
        ])
        #expect(response.status == .seeOther)
        let cookies = response.headers.values(for: "Set-Cookie")
        #expect(!cookies.isEmpty)
        for cookie in cookies {
            #expect(cookie.utf8.count < 512, "\(cookie)")
        }
    }

    @Test func anAddressInAnotherUnicodeSpellingIsTaken() throws {
        let client = app.client()
        try client.get("/register")
        let first = try client.post("/register", form: [
            "name": "Eve", "email": "\u{C9}ve@example.com", "password": "correct horse", "password_confirmation": "correct horse",
        ])
        #expect(first.status == .seeOther)
        let other = app.client()
        try other.get("/register")
        let second = try other.post("/register", form: [
            "name": "Eve Again", "email": "E\u{301}ve@example.com", "password": "correct horse", "password_confirmation": "correct horse",
        ])
        #expect(second.status == .unprocessableContent)
    }

    @Test func invalidFieldsAreAllReportedNextToThemWithPasswordsEmpty() throws {
        let client = app.client()
        try client.get("/register")
        let response = try client.post("/register", form: [
            "name": "", "email": "ada@example", "password": "short", "password_confirmation": "shirt",
        ])
        #expect(response.status == .unprocessableContent)
        let page = try response.html()
        let errors: [(field: String, message: String)] = [
            ("name", "Enter your name."),
            ("email", "Enter an email address like name@example.com."),
            ("password", "Use at least 8 characters."),
            ("password_confirmation", "The passwords do not match."),
        ]
        for error in errors {
            let input = try #require(page.input(named: error.field))
            #expect(input.attribute("aria-invalid") == "true")
            let described = try #require(input.attribute("aria-describedby").flatMap(page.element(id:)))
            #expect(described.normalizedText == "Error: \(error.message)")
        }
        #expect(page.input(named: "email")?.attribute("value") == "ada@example")
        #expect(page.input(named: "password")?.attribute("value") == nil)
        #expect(page.input(named: "password_confirmation")?.attribute("value") == nil)
        #expect(!response.text.contains("shirt"))
        #expect(try app.store.memberCount() == 0)
        #expect(client.cookies[LoginTestApplication.sessionCookie] == nil)
    }

    @Test func aTakenEmailIsReportedNextToTheEmail() throws {
        try app.fixture.seedMember(email: "ada@example.com")
        let client = app.client()
        try client.get("/register")
        let response = try client.post("/register", form: [
            "name": "Ada Again", "email": "ADA@example.com",
            "password": "correct horse", "password_confirmation": "correct horse",
        ])
        #expect(response.status == .unprocessableContent)
        let page = try response.html()
        let email = try #require(page.input(named: "email"))
        #expect(email.attribute("value") == "ADA@example.com")
        #expect(email.attribute("aria-describedby").flatMap(page.element(id:))?.normalizedText
            == "Error: An account with this email already exists.")
        #expect(page.input(named: "name")?.attribute("value") == "Ada Again")
        #expect(try app.store.memberCount() == 1)
    }

    /// The owner of a taken address hears that someone tried it, as with a change of address;
    /// the message carries nothing the visitor typed.
    @Test func theOwnerOfATakenAddressIsToldByMail() throws {
        try app.fixture.seedMember(email: "ada@example.com")
        let client = app.client()
        try client.get("/register")
        try client.post("/register", form: [
            "name": "<b>Mallory</b>", "email": "ada@example.com", "password": "correct horse", "password_confirmation": "correct horse",
        ])
        let notice = try #require(try app.fixture.queuedMail().last { $0.to == "ada@example.com" })
        #expect(notice.subject == "Someone tried to sign up with your address")
        #expect(notice.text.contains(LoginFixture.siteURL + "/password/forgot"))
        #expect(!notice.text.contains("Mallory") && !notice.html.contains("Mallory"))
    }

    @Test func aHostileNameIsEchoedAsText() throws {
        let hostile = "<script>alert(1)</script>"
        let client = app.client()
        try client.get("/register")
        let response = try client.post("/register", form: [
            "name": hostile, "email": "not-an-email", "password": "correct horse", "password_confirmation": "correct horse",
        ])
        #expect(response.status == .unprocessableContent)
        let page = try response.html()
        #expect(page.input(named: "name")?.attribute("value") == hostile)
        #expect(page.elements(named: "script").isEmpty)
        #expect(!response.text.contains(hostile))
    }

    @Test func jsonClientsGetTheModelWithoutPasswords() throws {
        let client = app.client()
        try client.get("/register")
        let response = try client.post("/register", form: [
            "name": "Ada", "email": "ada@example.com", "password": "secret7", "password_confirmation": "secret8",
        ], accept: "application/json")
        #expect(response.status == .unprocessableContent)
        let model = try #require(try JSONSerialization.jsonObject(with: Data(response.response.body)) as? [String: String])
        #expect(model == [
            "name": "Ada", "email": "ada@example.com",
            "passwordError": "Use at least 8 characters.", "passwordConfirmationError": "The passwords do not match.",
        ])
        #expect(!response.text.contains("secret"))
    }

    @Test func aSignedInMemberAskingForTheFormGoesToTheirPage() throws {
        let client = try app.registeredClient()
        let response = try client.get("/register")
        #expect(response.status == .seeOther)
        #expect(response.location == "/users/1")
    }

    @Test func aPostWithoutTheCSRFTokenCreatesNothing() throws {
        let client = app.client()
        try client.get("/register")
        let response = try client.post("/register", form: [
            "name": "Ada Lovelace", "email": "ada@example.com",
            "password": "correct horse", "password_confirmation": "correct horse",
        ], csrfToken: .none)
        #expect(response.status == .forbidden)
        #expect(try app.store.memberCount() == 0)
        #expect(app.passwords.hashedPasswords.isEmpty)
        #expect(try app.store.sessionRecords().isEmpty)
    }
}
