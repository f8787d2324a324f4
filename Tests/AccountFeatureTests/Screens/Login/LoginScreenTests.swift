import Domain
import Foundation
import HTTPCore
import AccountFeature
import ScreenKit
import ScreenKitTesting
import Testing

@Suite("Sign-in screen")
struct LoginScreenTests {
    let app: LoginTestApplication

    init() throws {
        app = try LoginTestApplication()
    }

    struct LoginJSON: Decodable, Equatable {
        let email: String
        let next: String?
        let error: String?
    }

    @Test func theFormHasLabelledFieldsAndCarriesNext() throws {
        let response = try app.client().get("/login?next=%2Fusers%3Fpage%3D2")
        #expect(response.status == .ok)
        let page = try response.html()
        #expect(page.title?.hasPrefix("Sign in") == true)
        #expect(page.first("h1")?.normalizedText == "Sign in")
        page.expectAccessibleForm(action: "/login")
        let email = try #require(page.input(named: "email"))
        #expect(email.attribute("type") == "email")
        #expect(email.attribute("autocomplete") == "email")
        #expect(email.id.flatMap(page.labelText(for:)) == "Email")
        let password = try #require(page.input(named: "password"))
        #expect(password.attribute("type") == "password")
        #expect(password.attribute("autocomplete") == "current-password")
        #expect(password.id.flatMap(page.labelText(for:)) == "Password")
        let next = try #require(page.input(named: "next"))
        #expect(next.attribute("type") == "hidden")
        #expect(next.attribute("value") == "/users?page=2")
        #expect(page.input(named: "csrf_token") != nil)
        #expect(page.first { $0.name == "button" && $0.attribute("type") == "submit" }?.normalizedText == "Sign in")
        #expect(page.links.contains { $0.attribute("href") == "/register" })
    }

    @Test func theFormIsInTheVisitorsLanguage() throws {
        var portuguese = HTTPHeaders()
        portuguese.add("Accept-Language", "pt-BR,pt;q=0.9")
        let page = try app.client().get("/login", headers: portuguese).html()
        #expect(page.first("html")?.attribute("lang") == "pt-BR")
        #expect(page.title?.hasPrefix("Entrar") == true)
        #expect(page.first("h1")?.normalizedText == "Entrar")
        #expect(page.input(named: "email")?.id.flatMap(page.labelText(for:)) == "E-mail")
        #expect(page.input(named: "password")?.id.flatMap(page.labelText(for:)) == "Senha")
        #expect(page.normalizedText.contains("Manter conectado neste dispositivo"))
        #expect(page.first { $0.name == "button" && $0.attribute("type") == "submit" }?.normalizedText == "Entrar")
        #expect(page.links.first { $0.attribute("href") == "/register" }?.normalizedText == "Crie sua conta")
        #expect(page.normalizedText.contains("Primeira vez aqui? Crie sua conta"))
        #expect(page.normalizedText.contains("Esqueceu sua senha? · Receber um link de acesso por e-mail"))
    }

    @Test func aWrongPasswordIsToldInTheVisitorsLanguage() throws {
        try app.fixture.seedMember()
        var portuguese = HTTPHeaders()
        portuguese.add("Accept-Language", "pt-BR")
        let client = app.client()
        try client.get("/login", headers: portuguese)
        let response = try client.post(
            "/login", form: ["email": "ada@example.com", "password": "wrong horse"], headers: portuguese)
        #expect(response.status == .unprocessableContent)
        #expect(try response.html().normalizedText.contains("E-mail ou senha incorretos."))
    }

    @Test func anUnsafeNextIsNotPutInTheForm() throws {
        let page = try app.client().get("/login?next=%2F%2Fevil.example").html()
        #expect(page.input(named: "next")?.attribute("value") == "")
    }

    @Test func jsonClientsGetTheModelWithoutAPassword() throws {
        let response = try app.client().get("/login?next=%2Fusers%2F2", accept: "application/json")
        #expect(response.status == .ok)
        #expect(response.headers["Content-Type"] == "application/json; charset=utf-8")
        let model = try JSONDecoder().decode(LoginJSON.self, from: Data(response.response.body))
        #expect(model == LoginJSON(email: "", next: "/users/2", error: nil))
        #expect(!response.text.contains("password"))
    }

    @Test func signingInStartsANewSessionAndFollowsASafeNext() throws {
        try app.fixture.seedMember()
        let client = app.client()
        try client.get("/login?next=%2Fusers%3Fpage%3D2")
        let anonymous = client.cookies.values
        let response = try client.post("/login", form: ["email": "ada@example.com", "password": "correct horse", "next": "/users?page=2"])
        #expect(response.status == .seeOther)
        #expect(response.location == "/users?page=2")
        let session = try #require(client.cookies[LoginTestApplication.sessionCookie])
        #expect(anonymous[LoginTestApplication.sessionCookie] == nil)
        #expect(try app.store.sessionRecords().map(\.userID) == [1])
        #expect(try app.store.sessionRecords().first?.idHash != session)
    }

    @Test func withoutASafeNextSigningInGoesToTheMembersPage() throws {
        let member = try app.fixture.seedMember()
        let client = app.client()
        try client.get("/login")
        let response = try client.post("/login", form: ["email": "ada@example.com", "password": "correct horse", "next": "//evil.example"])
        #expect(response.status == .seeOther)
        #expect(response.location == "/users/\(member.id)")
        let landing = try client.get("/users/\(member.id)").html()
        #expect(landing.first("nav")?.normalizedText.contains("Ada Lovelace") == true)
    }

    @Test func signingInAgainRotatesTheSessionCookie() throws {
        let client = try app.registeredClient()
        let first = try #require(client.cookies[LoginTestApplication.sessionCookie])
        let response = try client.post("/login", form: ["email": "ada@example.com", "password": "correct horse"])
        #expect(response.status == .seeOther)
        let second = try #require(client.cookies[LoginTestApplication.sessionCookie])
        #expect(first != second)
        #expect(try app.store.sessionRecords().count == 1)

        let stale = app.client()
        stale.cookies[LoginTestApplication.sessionCookie] = first
        #expect(try stale.get("/login").status == .ok)
    }

    @Test func aWrongPasswordShowsTheFormAgainWithTheGenericMessage() throws {
        try app.fixture.seedMember()
        let client = app.client()
        try client.get("/login")
        let response = try client.post("/login", form: ["email": "ada@example.com", "password": "wrong horse", "next": "/users/2"])
        #expect(response.status == .unprocessableContent)
        let page = try response.html()
        #expect(page.normalizedText.contains("The email or password is incorrect."))
        #expect(page.input(named: "email")?.attribute("value") == "ada@example.com")
        #expect(page.input(named: "password")?.attribute("value") == nil)
        #expect(page.input(named: "next")?.attribute("value") == "/users/2")
        #expect(!response.text.contains("wrong horse"))
        #expect(client.cookies[LoginTestApplication.sessionCookie] == nil)
        #expect(try app.store.sessionRecords().isEmpty)
    }

    @Test func anUnknownEmailGetsTheSameAnswerAsAWrongPassword() throws {
        try app.fixture.seedMember()
        let client = app.client()
        try client.get("/login")
        let unknown = try client.post("/login", form: ["email": "nobody@example.com", "password": "correct horse"])
        let wrong = try client.post("/login", form: ["email": "ada@example.com", "password": "wrong horse"])
        #expect(unknown.status == wrong.status)
        let messages = try [unknown, wrong].map { try $0.html().first { $0.attribute("role") == "alert" }?.normalizedText }
        #expect(messages[0] == messages[1])
        #expect(messages[0] == "The email or password is incorrect.")
        #expect(app.passwords.verified.map(\.stored?.isEmpty) == [nil, false])
    }

    @Test func tooManyFailuresAreRefusedWith429AndRetryAfter() throws {
        try app.fixture.seedMember()
        let client = app.client()
        try client.get("/login")
        for _ in 0..<SignInThrottlePolicy.standard.accountLimit {
            let failed = try client.post("/login", form: ["email": "ada@example.com", "password": "wrong horse"])
            #expect(failed.status == .unprocessableContent)
            #expect(failed.headers["Retry-After"] == nil)
        }
        let verifications = app.passwords.verified.count
        let refused = try client.post("/login", form: ["email": "ada@example.com", "password": "correct horse"])
        #expect(refused.status == .tooManyRequests)
        #expect(refused.headers["Retry-After"] == "900")
        #expect(try refused.html().normalizedText.contains("Too many sign-in attempts. Try again in 15 minutes."))
        #expect(app.passwords.verified.count == verifications)
        #expect(client.cookies[LoginTestApplication.sessionCookie] == nil)

        app.clock.advance(by: SignInThrottlePolicy.standard.window)
        let allowed = try client.post("/login", form: ["email": "ada@example.com", "password": "correct horse"])
        #expect(allowed.status == .seeOther)
    }

    @Test func aSignedInMemberAskingForTheFormGoesToTheirPage() throws {
        let client = try app.registeredClient()
        let response = try client.get("/login")
        #expect(response.status == .seeOther)
        #expect(response.location == "/users/1")
    }

    @Test func aPostWithoutTheCSRFTokenIsRefused() throws {
        try app.fixture.seedMember()
        let client = app.client()
        try client.get("/login")
        let response = try client.post("/login", form: ["email": "ada@example.com", "password": "correct horse"], csrfToken: .none)
        #expect(response.status == .forbidden)
        #expect(client.cookies[LoginTestApplication.sessionCookie] == nil)
        #expect(try app.store.sessionRecords().isEmpty)
        #expect(app.passwords.verified.isEmpty)
    }
}
