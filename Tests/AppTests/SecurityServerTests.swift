import Foundation
import HTTPCore
import ScreenKitTesting
import Testing

/// SPEC §4 over real sockets: sessions, CSRF, authorization, escaping, redirects, throttling.
@Suite("security rules against the running server")
struct SecurityServerTests {
    @Test func theSessionIdChangesAtSignInAndSignOutAndOldIdsStopWorking() throws {
        let app = try RunningApp()
        let browser = app.browser()
        let id = try browser.register(name: "Rotating", email: "rotate@example.com")
        let afterSignUp = try #require(browser.cookies["sk_session"])
        #expect(afterSignUp.count >= 22, "at least 128 bits, base64url")

        try browser.signOut()
        #expect(browser.cookies["sk_session"] == nil)
        try browser.signIn(email: "rotate@example.com")
        let afterSignIn = try #require(browser.cookies["sk_session"])
        #expect(afterSignIn != afterSignUp)

        // A stolen copy of the first id no longer signs anyone in.
        let thief = app.browser()
        var jar = CookieJar()
        var headers = HTTPHeaders()
        headers.add("Set-Cookie", "sk_session=\(afterSignUp); Path=/")
        jar.store(from: headers)
        thief.cookies = jar
        let stolen = try thief.get("/users/\(id)")
        #expect(stolen.status == .seeOther)
    }

    @Test func sessionCookieAttributes() throws {
        let app = try RunningApp()
        let browser = app.browser()
        try browser.get("/register")
        let response = try browser.post("/register", form: [
            "name": "Cookie", "email": "cookie@example.com", "password": "correct horse battery",
            "password_confirmation": "correct horse battery",
        ])
        let cookie = try #require(response.headers.values(for: "Set-Cookie").first { $0.hasPrefix("sk_session=") })
        #expect(cookie.contains("HttpOnly"))
        #expect(cookie.contains("SameSite=Lax"))
        #expect(cookie.contains("Path=/"))
        #expect(!cookie.contains("Secure"))

        let secureApp = try RunningApp(extraArguments: ["--secure-cookies"])
        let secureBrowser = secureApp.browser()
        try secureBrowser.get("/register")
        let secureResponse = try secureBrowser.post("/register", form: [
            "name": "Cookie", "email": "cookie@example.com", "password": "correct horse battery",
            "password_confirmation": "correct horse battery",
        ])
        let secureCookie = try #require(secureResponse.headers.values(for: "Set-Cookie").first { $0.hasPrefix("__Host-sk_session=") })
        #expect(secureCookie.contains("Secure"))
        #expect(secureResponse.headers["Strict-Transport-Security"] == "max-age=31536000")
        #expect(response.headers["Strict-Transport-Security"] == nil)
        // The prefixed cookie signs the member in on the next request.
        let secureLocation = try #require(secureResponse.location)
        #expect(try secureBrowser.get(secureLocation).status == .ok)
    }

    @Test func aPostWithoutOrWithAWrongCSRFTokenIsRefusedAndChangesNothing() throws {
        let app = try RunningApp()
        let browser = app.browser()
        try browser.get("/register")
        for choice in [ScreenClient.CSRFTokenChoice.none, .value("forged-token")] {
            let refused = try browser.post("/register", form: [
                "name": "Forged", "email": "forged@example.com", "password": "correct horse battery",
                "password_confirmation": "correct horse battery",
            ], csrfToken: choice)
            #expect(refused.status == .forbidden)
        }
        // Nothing was created: the address is still free to sign up with.
        let id = try browser.register(name: "Real", email: "forged@example.com")
        #expect(id > 0)

        let refusedEdit = try browser.post("/users/\(id)/edit", form: ["name": "Changed", "bio": "x"], csrfToken: .none)
        #expect(refusedEdit.status == .forbidden)
        #expect(try browser.get("/users/\(id)").html().normalizedText.contains("Real"))
        let refusedLogout = try browser.post("/logout", csrfToken: .value("nope"))
        #expect(refusedLogout.status == .forbidden)
        #expect(try browser.get("/users/\(id)").status == .ok)
    }

    @Test func anotherMembersEditIsForbiddenAndSavesNothing() throws {
        let app = try RunningApp()
        let owner = app.browser()
        let ownerID = try owner.register(name: "Owner", email: "owner@example.com")
        let intruder = app.browser()
        try intruder.register(name: "Intruder", email: "intruder@example.com")

        #expect(try intruder.get("/users/\(ownerID)/edit").status == .forbidden)
        try intruder.get("/users")
        let refused = try intruder.post("/users/\(ownerID)/edit", form: ["name": "Hacked", "bio": "pwned"])
        #expect(refused.status == .forbidden)

        let page = try owner.get("/users/\(ownerID)").html().normalizedText
        #expect(page.contains("Owner"))
        #expect(!page.contains("Hacked"))
        #expect(!page.contains("pwned"))
        let seenByIntruder = try intruder.get("/users/\(ownerID)").html()
        #expect(!seenByIntruder.normalizedText.contains("owner@example.com"))
        #expect(!seenByIntruder.links.contains { $0.attribute("href") == "/users/\(ownerID)/edit" })
    }

    @Test func hostileNamesAndBiosAreShownAsText() throws {
        let app = try RunningApp()
        let browser = app.browser()
        let hostileName = "<script>alert(1)</script>"
        let hostileBio = "\"><img src=x onerror=alert(1)>"
        let id = try browser.register(name: hostileName, email: "hostile@example.com")
        try browser.get("/users/\(id)/edit")
        try browser.post("/users/\(id)/edit", form: ["name": hostileName, "bio": hostileBio])
        for path in ["/users/\(id)", "/users", "/", "/users/\(id)/edit"] {
            let response = try browser.get(path)
            #expect(response.status == .ok, "\(path)")
            let page = try response.html()
            #expect(page.elements(named: "script").isEmpty, "\(path)")
            #expect(page.elements(named: "img").isEmpty, "\(path)")
            #expect(page.normalizedText.contains(hostileName) || page.inputs.contains { $0.attribute("value") == hostileName }, "\(path)")
        }
        let detail = try browser.get("/users/\(id)").html()
        #expect(detail.normalizedText.contains(hostileBio))
    }

    @Test(arguments: ["//evil.example", "/\\evil.example", "https://evil.example/", "/\t/evil.example", "javascript:alert(1)"])
    func unsafeNextIsIgnored(next: String) throws {
        let app = try RunningApp()
        let browser = app.browser()
        let id = try browser.register(name: "Next", email: "next@example.com")
        try browser.signOut()
        let response = try browser.signIn(email: "next@example.com", next: next)
        #expect(response.status == .seeOther)
        #expect(response.location == "/users/\(id)")
    }

    @Test func failedSignInsAreGenericAndThenThrottled() throws {
        let app = try RunningApp()
        let browser = app.browser()
        try browser.register(name: "Target", email: "target@example.com")
        try browser.signOut()

        let wrongPassword = try browser.signIn(email: "target@example.com", password: "not the password")
        let unknownEmail = try browser.signIn(email: "nobody@example.com", password: "not the password")
        #expect(wrongPassword.status == .unprocessableContent)
        #expect(unknownEmail.status == .unprocessableContent)
        let wrongPage = try wrongPassword.html()
        let unknownPage = try unknownEmail.html()
        #expect(wrongPage.normalizedText.contains("The email or password is incorrect."))
        #expect(unknownPage.normalizedText.contains("The email or password is incorrect."))
        #expect(wrongPage.inputs.first { $0.attribute("name") == "email" }?.attribute("value") == "target@example.com")
        #expect(wrongPage.inputs.first { $0.attribute("name") == "password" }?.attribute("value") ?? "" == "")

        var last = wrongPassword
        for _ in 0..<10 where last.status != .tooManyRequests {
            last = try browser.signIn(email: "target@example.com", password: "still wrong")
        }
        #expect(last.status == .tooManyRequests)
        let retryAfter = try #require(last.headers["Retry-After"].flatMap { Int($0) })
        #expect(retryAfter > 0 && retryAfter <= 900)
        #expect(try last.html().normalizedText.contains("Too many sign-in attempts"))

        // Even the right password waits now: the throttle is checked before the password.
        let right = try browser.signIn(email: "target@example.com")
        #expect(right.status == .tooManyRequests)
        #expect(browser.cookies["sk_session"] == nil)
    }

    @Test func everyHTMLPageCarriesTheSecurityHeaders() throws {
        let app = try RunningApp()
        let browser = app.browser()
        for path in ["/", "/login", "/register", "/no/such/page"] {
            let response = try browser.get(path)
            let csp = try #require(response.headers["Content-Security-Policy"], "\(path)")
            #expect(!csp.contains("unsafe-inline") || !csp.contains("script-src 'unsafe-inline'"))
            #expect(response.headers["X-Content-Type-Options"] == "nosniff")
            #expect(response.headers["X-Frame-Options"] == "DENY" || csp.contains("frame-ancestors 'none'"))
            #expect(response.headers["Referrer-Policy"] != nil)
        }
    }

    @Test func aFormPostWithAnotherBodyTypeIs415() throws {
        let app = try RunningApp()
        let browser = app.browser()
        try browser.get("/login")
        let response = try browser.post("/login", form: ["email": "a@example.com"], contentType: "application/json")
        #expect(response.status == .unsupportedMediaType)
    }
}
