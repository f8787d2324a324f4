import HTTPCore
import ScreenKit
import ScreenKitTesting
import Secrets
import Testing

@Suite("Sessions")
struct SessionLifecycleTests {
    @Test func anonymousVisitsStoreNoSession() throws {
        let app = TestApplication()
        let client = app.client()
        for _ in 0..<20 {
            try client.get("/greetings/new")
            try client.get("/", accept: "application/json")
        }
        #expect(app.sessions.allRecords.isEmpty)
        #expect(client.cookies["sk_session"] == nil)
    }

    @Test func signingInStartsASessionKeptOnlyAsAHash() throws {
        let app = TestApplication()
        let client = try app.signedInClient()
        let sessionID = try #require(client.cookies["sk_session"])
        #expect(sessionID.utf8.count >= 43)  // 256 bits in base64url
        let records = app.sessions.allRecords
        #expect(records.count == 1)
        #expect(records[0].idHash != sessionID)
        #expect(records[0].idHash == Base64URL.encode(Digest.sha256(Array(sessionID.utf8))))
        #expect(records[0].userID == TestUsers.ada.id)
    }

    @Test func theSessionCookieHasTheRequiredAttributes() throws {
        let app = TestApplication()
        let client = app.client()
        try client.get("/greetings/new")
        let response = try client.post("/test/sign-in", form: ["user_id": "1"])
        #expect(response.status == .seeOther)
        #expect(response.location == TestFlow().location(of: .newGreeting))
        let cookie = try #require(response.headers.values(for: "Set-Cookie").first { $0.hasPrefix("sk_session=") })
        #expect(cookie.contains("; HttpOnly"))
        #expect(cookie.contains("; SameSite=Lax"))
        #expect(cookie.contains("; Path=/"))
        #expect(!cookie.contains("; Secure"))

        let secureApp = TestApplication { $0.secureCookies = true }
        let secureClient = secureApp.client()
        try secureClient.get("/greetings/new")
        let secure = try secureClient.post("/test/sign-in", form: ["user_id": "1"])
        #expect(secure.headers.values(for: "Set-Cookie").contains { $0.hasPrefix("__Host-sk_session=") && $0.contains("; Secure") })
    }

    /// With secure cookies, every cookie carries the `__Host-` prefix (so no sibling subdomain
    /// or plain-HTTP page can plant it), `Secure`, `Path=/` and no `Domain`, and is read back
    /// under that name; every answer asks the browser for HTTPS only (HSTS).
    @Test func secureCookiesAreHostPrefixedAndHTTPSIsStrict() throws {
        let app = TestApplication { $0.secureCookies = true }
        let client = app.client()
        let form = try client.get("/greetings/new")
        #expect(form.headers["Strict-Transport-Security"] == "max-age=31536000")
        let signIn = try client.post("/test/sign-in", form: ["user_id": "1"])
        #expect(signIn.headers["Strict-Transport-Security"] == "max-age=31536000")
        let set = form.headers.values(for: "Set-Cookie") + signIn.headers.values(for: "Set-Cookie")
        let names = Set(set.map { String($0.prefix { $0 != "=" }) })
        #expect(names.isSuperset(of: ["__Host-sk_anon", "__Host-sk_session"]), "\(set)")
        for cookie in set {
            #expect(cookie.hasPrefix("__Host-"), "\(cookie)")
            #expect(cookie.contains("; Secure") && cookie.contains("; Path=/") && !cookie.contains("Domain"), "\(cookie)")
        }
        #expect(try client.get("/greetings/new").text.contains("Ada Lovelace"))
        #expect(client.cookies["sk_session"] == nil)

        let plain = TestApplication().client()
        #expect(try plain.get("/greetings/new").headers["Strict-Transport-Security"] == nil)
    }

    @Test func forwardedHTTPSCountsOnlyFromATrustedProxy() throws {
        for (proxies, trusted) in [([String](), false), (["10.0.0.0/8"], false), (["127.0.0.1"], true), (["127.0.0.0/8", "::1"], true)] {
            let app = TestApplication { $0.trustedProxies = proxies.compactMap(AddressRange.init) }
            let client = app.client()
            var headers = HTTPHeaders()
            headers.add("X-Forwarded-Proto", "https")
            let page = try client.get("/greetings/new", headers: headers)
            let anonymousCookie = try #require(page.headers.values(for: "Set-Cookie").first { $0.hasPrefix("sk_anon=") })
            #expect(anonymousCookie.contains("; Secure") == trusted, "proxies \(proxies)")
            #expect((page.headers["Strict-Transport-Security"] != nil) == trusted, "proxies \(proxies)")
        }
    }

    @Test func signedInPagesKnowTheUser() throws {
        let app = TestApplication()
        let client = try app.signedInClient()
        let page = try client.get("/greetings/new").html()
        #expect(page.normalizedText.contains("Ada Lovelace"))
        #expect(page.forms.contains { $0.attribute("action") == "/logout" })
    }

    @Test func signingInAgainRotatesTheSessionID() throws {
        let app = TestApplication()
        let client = try app.signedInClient()
        let first = try #require(client.cookies["sk_session"])
        try client.get("/greetings/new")
        try client.post("/test/sign-in", form: ["user_id": "2"])
        let second = try #require(client.cookies["sk_session"])
        #expect(first != second)
        #expect(app.sessions.allRecords.count == 1)
        #expect(app.sessions.allRecords[0].userID == 2)
        // The old id no longer signs anyone in.
        let stale = app.client()
        stale.cookies["sk_session"] = first
        #expect(try !stale.get("/greetings/new").text.contains("Ada Lovelace"))
    }

    @Test func signingOutEndsTheSessionAndClearsTheCookie() throws {
        let app = TestApplication()
        let client = try app.signedInClient()
        let sessionID = try #require(client.cookies["sk_session"])
        try client.get("/greetings/new")
        let response = try client.post("/logout")
        #expect(response.status == .seeOther)
        #expect(app.sessions.allRecords.isEmpty)
        #expect(client.cookies["sk_session"] == nil)
        let replay = app.client()
        replay.cookies["sk_session"] = sessionID
        #expect(try !replay.get("/greetings/new").text.contains("Ada Lovelace"))
    }

    @Test func anIdleSessionExpires() throws {
        let app = TestApplication()
        let client = try app.signedInClient()
        app.clock.advance(by: ApplicationConfiguration().sessions.idleTimeoutSeconds - 10)
        #expect(try client.get("/greetings/new").text.contains("Ada Lovelace"))
        app.clock.advance(by: ApplicationConfiguration().sessions.idleTimeoutSeconds - 10)
        #expect(try client.get("/greetings/new").text.contains("Ada Lovelace"))
        app.clock.advance(by: ApplicationConfiguration().sessions.idleTimeoutSeconds + 1)
        let expired = try client.get("/greetings/new")
        #expect(!expired.text.contains("Ada Lovelace"))
        #expect(app.sessions.allRecords.isEmpty)
        #expect(client.cookies["sk_session"] == nil)
    }

    @Test func aSessionEndsAtItsAbsoluteLimitHoweverActive() throws {
        let app = TestApplication()
        let client = try app.signedInClient()
        let policy = ApplicationConfiguration().sessions
        var elapsed = 0
        while elapsed + policy.idleTimeoutSeconds / 2 <= policy.absoluteTimeoutSeconds {
            app.clock.advance(by: policy.idleTimeoutSeconds / 2)
            elapsed += policy.idleTimeoutSeconds / 2
            #expect(try client.get("/greetings/new").text.contains("Ada Lovelace"))
        }
        app.clock.advance(by: policy.absoluteTimeoutSeconds - elapsed + 1)
        #expect(try !client.get("/greetings/new").text.contains("Ada Lovelace"))
    }

    @Test func anUnknownSessionCookieIsCleared() throws {
        let app = TestApplication()
        let client = app.client()
        client.cookies["sk_session"] = "not-a-session"
        let page = try client.get("/greetings/new")
        #expect(page.status == .ok)
        #expect(page.headers.values(for: "Set-Cookie").contains { $0.hasPrefix("sk_session=;") && $0.contains("Max-Age=0") })
    }
}
