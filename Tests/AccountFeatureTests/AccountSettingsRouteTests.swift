import Domain
import DomainTesting
import HTTPCore
import ScreenKit
import ScreenKitTesting
import Testing
@testable import AccountFeature

/// The account area through the kit, in process: who may reach each screen, sudo mode, and
/// what each action changes (and does not change when refused).
@Suite("Account settings routes")
struct AccountSettingsRouteTests {
    let app: LoginTestApplication
    static let cookie = LoginTestApplication.sessionCookie

    init() throws {
        app = try LoginTestApplication()
    }

    /// A second browser of the same member, signed in through the form.
    func secondBrowser(email: String = "ada@example.com", password: String = "correct horse") throws -> ScreenClient {
        let client = app.client()
        try client.get("/login")
        let response = try client.post("/login", form: ["email": email, "password": password])
        #expect(response.status == .seeOther)
        return client
    }

    @Test func everyAccountScreenNeedsASignedInMember() throws {
        let visitor = app.client()
        for path in ["/settings", "/settings/sessions", "/settings/activity", "/settings/password", "/settings/email", "/settings/language"] {
            let response = try visitor.get(path)
            #expect(response.status == .seeOther)
            #expect(response.location == "/login?next=" + URLEncodedForm.encode(path))
        }
    }

    @Test func theNavBarNameLeadsToTheSettings() throws {
        let client = try app.registeredClient()
        let page = try client.get("/settings").html()
        #expect(page.first { $0.classes.contains("navbar-user-name") }?.attribute("href") == "/settings")
        #expect(page.first("h1")?.normalizedText == "Settings")
    }

    /// The member's language, once saved, writes every page of theirs whatever their browser
    /// asks, and those pages do not vary by the header; leaving it to the browser again does.
    @Test func theChosenLanguageWritesTheNextPagesWithoutVaryingByTheHeader() throws {
        let client = try app.registeredClient()
        var english = HTTPHeaders()
        english.add("Accept-Language", "en")
        #expect(try client.get("/settings/language").status == .ok)
        let saved = try client.post("/settings/language", form: ["language": "pt-BR"])
        #expect(saved.status == .seeOther)
        #expect(saved.location == "/settings")
        let page = try client.get("/settings", headers: english)
        #expect(try page.html().first("html")?.attribute("lang") == "pt-BR")
        #expect(page.headers["Vary"]?.contains("Accept-Language") == false)

        try client.get("/settings/language")
        try client.post("/settings/language", form: ["language": ""])
        let negotiated = try client.get("/settings", headers: english)
        #expect(try negotiated.html().first("html")?.attribute("lang") == "en")
        #expect(negotiated.headers["Vary"]?.contains("Accept-Language") == true)
    }

    @Test func aSensitiveScreenAsksForThePasswordOnceTheSignInIsOld() throws {
        let client = try app.registeredClient()
        #expect(try client.get("/settings/password").status == .ok)
        app.clock.advance(by: 16 * 60)
        let asked = try client.get("/settings/password")
        #expect(asked.status == .seeOther)
        #expect(asked.location == "/settings/confirm?next=%2Fsettings%2Fpassword")

        let prompt = try client.get(try #require(asked.location))
        #expect(prompt.status == .ok)
        let wrong = try client.post("/settings/confirm", form: ["password": "wrong horse", "next": "/settings/password"])
        #expect(wrong.status == .unprocessableContent)
        #expect(try client.get("/settings/password").status == .seeOther)

        try client.get("/settings/confirm?next=%2Fsettings%2Fpassword")
        let confirmed = try client.post("/settings/confirm", form: ["password": "correct horse", "next": "/settings/password"])
        #expect(confirmed.status == .seeOther)
        #expect(confirmed.location == "/settings/password")
        #expect(try client.get("/settings/password").status == .ok)
    }

    @Test func aSensitivePostWithoutARecentSignInChangesNothing() throws {
        let client = try app.registeredClient()
        try client.get("/settings/email")
        app.clock.advance(by: 16 * 60)
        let response = try client.post("/settings/email", form: ["email": "countess@example.com"])
        #expect(response.status == .seeOther)
        #expect(response.location == "/settings/confirm?next=%2Fsettings%2Femail")
        #expect(try app.users.user(id: 1)?.email == "ada@example.com")
        #expect(try app.store.eventKinds(userID: 1) == [.signedIn])
    }

    @Test func changingThePasswordEndsOtherSessionsAndRenewsThisOne() throws {
        let client = try app.registeredClient()
        let other = try secondBrowser()
        let before = try #require(client.cookies[Self.cookie])
        try client.get("/settings/password")
        let response = try client.post("/settings/password", form: [
            "current_password": "correct horse", "new_password": "battery staple", "password_confirmation": "battery staple",
        ])
        #expect(response.status == .seeOther)
        #expect(response.location == "/settings")
        let after = try #require(client.cookies[Self.cookie])
        #expect(after != before)
        #expect(try app.store.sessionRecords().count == 1)
        #expect(try client.get("/settings").status == .ok)
        #expect(try other.get("/settings").status == .seeOther)

        let stale = app.client()
        stale.cookies[Self.cookie] = before
        #expect(try stale.get("/settings").status == .seeOther)
        #expect(try app.store.eventKinds(userID: 1).last == .passwordChanged)
    }

    @Test func devicesListBothBrowsersAndOneCanBeSignedOut() throws {
        let client = try app.registeredClient()
        let other = try secondBrowser()
        let model = try client.get("/settings/sessions", accept: "application/json")
        #expect(model.status == .ok)
        #expect(model.text.contains(#""isCurrent":true"#) && model.text.contains(#""isCurrent":false"#))

        let page = try client.get("/settings/sessions").html()
        let revoke = try #require(page.forms.compactMap { $0.attribute("action") }.first { $0.hasSuffix("/revoke") })
        let response = try client.post(revoke)
        #expect(response.status == .seeOther)
        #expect(response.location == "/settings/sessions")
        #expect(try app.store.sessionRecords().count == 1)
        let signedOut = try other.get("/settings/sessions")
        #expect(signedOut.status == .seeOther)
        #expect(other.cookies[Self.cookie] == nil)
        #expect(try app.store.eventKinds(userID: 1).last == .sessionRevoked)
    }

    @Test func anotherMembersSessionNumberIsRefusedWithNothingChanged() throws {
        let ada = try app.registeredClient()
        _ = try app.registeredClient(name: "Grace Hopper", email: "grace@example.com", password: "cobol rules")
        let graceNumber = try #require(app.sessions.sessions(userID: 2).first?.number)
        try ada.get("/settings/sessions")
        let response = try ada.post("/settings/sessions/\(graceNumber)/revoke")
        #expect(response.status == .forbidden)
        #expect(try app.sessions.sessions(userID: 2).count == 1)
        #expect(try app.store.securityEvents().map(\.kind) == [.signedIn, .signedIn])
    }

    @Test func aRevokeWithoutARecentSignInAsksForThePasswordAndEndsNothing() throws {
        let client = try app.registeredClient()
        _ = try secondBrowser()
        try client.get("/settings/sessions")
        app.clock.advance(by: 16 * 60)
        let number = try #require(app.sessions.sessions(userID: 1).last?.number)
        for path in ["/settings/sessions/\(number)/revoke", "/settings/sessions/revoke-others"] {
            let response = try client.post(path)
            #expect(response.status == .seeOther)
            #expect(response.location?.hasPrefix("/settings/confirm") == true)
        }
        #expect(try app.sessions.sessions(userID: 1).count == 2)
        #expect(try app.store.securityEvents().filter { $0.kind == .sessionRevoked || $0.kind == .signedOutEverywhereElse }.isEmpty)
    }

    @Test func signingOutEverywhereElseKeepsOnlyThisBrowser() throws {
        let client = try app.registeredClient()
        _ = try secondBrowser()
        _ = try secondBrowser()
        try client.get("/settings/sessions")
        let response = try client.post("/settings/sessions/revoke-others")
        #expect(response.status == .seeOther)
        #expect(try app.sessions.sessions(userID: 1).count == 1)
        #expect(try client.get("/settings").status == .ok)
    }

    @Test func aRevokeWithoutACSRFTokenIsRefused() throws {
        let client = try app.registeredClient()
        _ = try secondBrowser()
        let number = try #require(app.sessions.sessions(userID: 1).last?.number)
        let response = try client.post("/settings/sessions/\(number)/revoke", csrfToken: .none)
        #expect(response.status == .forbidden)
        #expect(try app.sessions.sessions(userID: 1).count == 2)
    }

    @Test func rememberMeDecidesWhetherTheCookieOutlivesTheBrowser() throws {
        try app.fixture.seedMember()
        let remembered = app.client()
        try remembered.get("/login")
        let kept = try remembered.post("/login", form: ["email": "ada@example.com", "password": "correct horse", "remember": "1"])
        let forgotten = app.client()
        try forgotten.get("/login")
        let ended = try forgotten.post("/login", form: ["email": "ada@example.com", "password": "correct horse"])
        let sessionCookie = { (response: ScreenResponse) in
            response.headers.values(for: "Set-Cookie").first { $0.hasPrefix(Self.cookie + "=") } ?? ""
        }
        #expect(sessionCookie(kept).contains("Max-Age="))
        #expect(!sessionCookie(ended).contains("Max-Age="))
        #expect(!sessionCookie(ended).isEmpty)

        // Past the short idle limit only the remembered session is still signed in.
        app.clock.advance(by: 3 * 60 * 60)
        #expect(try remembered.get("/settings").status == .ok)
        #expect(try forgotten.get("/settings").status == .seeOther)
    }

    @Test func theSecurityLogShowsTheMembersOwnEvents() throws {
        try app.fixture.seedMember()
        let client = try secondBrowser()
        let json = try client.get("/settings/activity", accept: "application/json")
        #expect(json.status == .ok)
        #expect(json.text.contains(#""kind":"signed_in""#))
        let page = try client.get("/settings/activity").html()
        #expect(page.elements(named: "td").map(\.normalizedText).contains("Signed in"))
    }
}

@Suite("Deleting an account")
struct DeleteAccountRouteTests {
    let app: LoginTestApplication

    init() throws {
        app = try LoginTestApplication()
    }

    @Test func typingTheAddressDeletesEverythingAndSignsOut() throws {
        let client = try app.registeredClient()
        let other = app.client()
        try other.get("/login")
        try other.post("/login", form: ["email": "ada@example.com", "password": "correct horse"])
        try client.get("/settings/delete")
        let response = try client.post("/settings/delete", form: ["email": "ada@example.com"])
        #expect(response.status == .seeOther)
        #expect(response.location == "/")
        #expect(client.cookies[LoginTestApplication.sessionCookie] == nil)
        #expect(try app.store.memberCount() == 0)
        // What was kept for the member went with them.
        #expect(try app.store.sessionRecords().isEmpty)
        #expect(try app.store.securityEvents().isEmpty)
        #expect(try app.store.tokens().isEmpty)
        #expect(try other.get("/settings").status == .seeOther)
    }

    @Test func withoutTheAddressNothingIsDeleted() throws {
        let client = try app.registeredClient()
        try client.get("/settings/delete")
        let response = try client.post("/settings/delete", form: ["email": ""])
        #expect(response.status == .unprocessableContent)
        #expect(try app.store.memberCount() == 1)
        #expect(try client.get("/settings").status == .ok)
    }

    @Test func withoutARecentSignInTheFormAsksForThePasswordFirst() throws {
        let client = try app.registeredClient()
        try client.get("/settings/delete")
        app.clock.advance(by: 16 * 60)
        let response = try client.post("/settings/delete", form: ["email": "ada@example.com"])
        #expect(response.location == "/settings/confirm?next=%2Fsettings%2Fdelete")
        #expect(try app.store.memberCount() == 1)
    }
}

@Suite("Uploading a picture")
struct AvatarRouteTests {
    let app: LoginTestApplication

    init() throws {
        app = try LoginTestApplication()
    }

    @Test func aPNGUploadedAsMultipartIsSaved() throws {
        let client = try app.registeredClient()
        try client.get("/settings/avatar")
        let image = SampleImages.png(width: 120, height: 80)
        let response = try client.postMultipart(
            "/settings/avatar", file: (field: "avatar", filename: "me.png", contentType: "image/png", bytes: image))
        #expect(response.status == .seeOther)
        #expect(response.location == "/settings/avatar")
        #expect(try app.fixture.avatars.avatar(userID: 1)?.bytes == image)
        let page = try client.get("/settings/avatar").html()
        #expect(page.first("img")?.attribute("src") == "/users/1/avatar?v=\(AvatarImageUseCase.tag(of: image))")
    }

    @Test func aScriptNamedLikeAPictureIsRefusedWithNothingSaved() throws {
        let client = try app.registeredClient()
        try client.get("/settings/avatar")
        let response = try client.postMultipart(
            "/settings/avatar",
            file: (field: "avatar", filename: "me.png", contentType: "image/png", bytes: Array("<script>alert(1)</script>".utf8)))
        #expect(response.status == .unprocessableContent)
        #expect(try response.html().errorText(forField: "avatar") == "Error: \(AvatarImageUseCase.notAnImage.message)")
        #expect(try app.fixture.avatars.avatar(userID: 1) == nil)
    }

    @Test func anUploadWithoutACSRFTokenChangesNothing() throws {
        let client = try app.registeredClient()
        let stranger = app.client()
        stranger.cookies = client.cookies
        let response = try stranger.postMultipart(
            "/settings/avatar", file: (field: "avatar", filename: "a.png", contentType: "image/png", bytes: SampleImages.png(width: 1, height: 1)))
        #expect(response.status == .forbidden)
        #expect(try app.fixture.avatars.avatar(userID: 1) == nil)
    }
}
