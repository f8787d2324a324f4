@testable import HTTPCore
import Testing

struct SetCookieTests {
    @Test func nameAndValueOnly() throws {
        let cookie = try SetCookie(name: "sid", value: "abc")
        #expect(cookie.headerValue == "sid=abc")
        #expect(cookie.secure == false)
        #expect(cookie.httpOnly == false)
        #expect(cookie.sameSite == nil)
    }

    @Test func everyAttributeInOrder() throws {
        let cookie = try SetCookie(
            name: "sid",
            value: "abc",
            expires: 784_111_777,
            maxAge: 60,
            domain: "example.com",
            path: "/",
            secure: true,
            httpOnly: true,
            sameSite: .lax
        )
        #expect(
            cookie.headerValue
                == "sid=abc; Expires=Sun, 06 Nov 1994 08:49:37 GMT; Max-Age=60; Domain=example.com; Path=/; Secure; HttpOnly; SameSite=Lax"
        )
    }

    @Test(arguments: [
        (SetCookie.SameSite.strict, "Strict"),
        (.lax, "Lax"),
        (.none, "None"),
    ])
    func sameSite(value: SetCookie.SameSite, written: String) throws {
        let cookie = try SetCookie(name: "a", value: "b", secure: true, sameSite: value)
        #expect(cookie.headerValue == "a=b; Secure; SameSite=\(written)")
    }

    @Test(arguments: [
        try SetCookie(name: "sid", value: "abc"),
        try SetCookie(name: "sk_anon", value: "Zm9vYmFyYmF6cXV4", path: "/", httpOnly: true, sameSite: .lax),
        try SetCookie(
            name: "__Host-sk_session", value: "x", expires: 784_111_777, maxAge: 60, domain: "example.com", path: "/",
            secure: true, httpOnly: true, sameSite: .strict),
        try SetCookie.expired(name: "sk_flash", secure: true),
    ])
    func addedToHeadersAsItsHeaderValue(cookie: SetCookie) {
        var headers: HTTPHeaders = ["Content-Type": "text/html"]
        headers.add(cookie)
        headers.add("Vary", "Accept")
        #expect(headers.values(for: "Set-Cookie") == [cookie.headerValue])
        #expect(headers["Vary"] == "Accept")
        #expect(headers.count == 3)
    }

    @Test func singleAttributes() throws {
        #expect(try SetCookie(name: "a", value: "b", expires: 0).headerValue == "a=b; Expires=Thu, 01 Jan 1970 00:00:00 GMT")
        #expect(try SetCookie(name: "a", value: "b", maxAge: 0).headerValue == "a=b; Max-Age=0")
        #expect(try SetCookie(name: "a", value: "b", maxAge: -1).headerValue == "a=b; Max-Age=-1")
        #expect(try SetCookie(name: "a", value: "b", domain: "x.example").headerValue == "a=b; Domain=x.example")
        #expect(try SetCookie(name: "a", value: "b", path: "/app").headerValue == "a=b; Path=/app")
        #expect(try SetCookie(name: "a", value: "b", secure: true).headerValue == "a=b; Secure")
        #expect(try SetCookie(name: "a", value: "b", httpOnly: true).headerValue == "a=b; HttpOnly")
        #expect(try SetCookie(name: "a", value: "b", sameSite: .strict).headerValue == "a=b; SameSite=Strict")
    }

    @Test func emptyValueIsAllowed() throws {
        #expect(try SetCookie(name: "a", value: "").headerValue == "a=")
    }

    @Test(arguments: ["a", "SID", "__Host-sid", "a.b", "a!#$%&'*+-.^_`|~z", "0"])
    func validNames(name: String) throws {
        #expect(try SetCookie(name: name, value: "v").name == name)
    }

    @Test(arguments: ["", " ", "a b", "a=b", "a;b", "a,b", "a\"b", "a(b)", "a/b", "a@b", "a:b", "a\tb", "é", "a\u{7F}", "a\u{0}"])
    func invalidNamesThrow(name: String) {
        #expect(throws: SetCookie.InvalidCookie.self) {
            try SetCookie(name: name, value: "v")
        }
    }

    @Test(arguments: ["abc", "YQ==", "a.b-c_d", "!#$%&'()*+-./:<=>?@[]^_`{|}~", "%2F"])
    func validValues(value: String) throws {
        #expect(try SetCookie(name: "a", value: value).headerValue == "a=\(value)")
    }

    @Test(arguments: ["a b", " ", "a;b", "a,b", "\"", "\"quoted\"", "a\\b", "a\u{7F}", "a\u{0}", "a\u{1F}", "a\r\nSet-Cookie: x=y", "é", "a\tb"])
    func invalidValuesThrow(value: String) {
        #expect(throws: SetCookie.InvalidCookie.self) {
            try SetCookie(name: "a", value: value)
        }
    }

    @Test(arguments: ["a;b", "a\r\nX: y", "a\u{0}", "a\u{7F}", "a\tb", "é.example"])
    func invalidDomainsThrow(domain: String) {
        #expect(throws: SetCookie.InvalidCookie.self) {
            try SetCookie(name: "a", value: "b", domain: domain)
        }
    }

    @Test(arguments: ["/a;b", "/a\r\nX: y", "/\u{0}", "/\u{7F}", "/é"])
    func invalidPathsThrow(path: String) {
        #expect(throws: SetCookie.InvalidCookie.self) {
            try SetCookie(name: "a", value: "b", path: path)
        }
    }

    @Test func attributesMayHoldSpacesAndCommas() throws {
        // Only ';' and controls would break the header; a space is a legal path character here.
        let cookie = try SetCookie(name: "a", value: "b", domain: "example.com", path: "/my app,x")
        #expect(cookie.headerValue == "a=b; Domain=example.com; Path=/my app,x")
    }

    @Test func sameSiteNoneNeedsSecure() {
        #expect(throws: SetCookie.InvalidCookie(reason: "SameSite=None needs Secure")) {
            try SetCookie(name: "a", value: "b", secure: false, sameSite: SetCookie.SameSite.none)
        }
        #expect(throws: Never.self) {
            try SetCookie(name: "a", value: "b", secure: true, sameSite: SetCookie.SameSite.none)
        }
    }

    @Test func expiredCookie() throws {
        let cookie = try SetCookie.expired(name: "sid")
        #expect(cookie.name == "sid")
        #expect(cookie.value == "")
        #expect(cookie.expires == 0)
        #expect(cookie.maxAge == 0)
        #expect(cookie.path == "/")
        #expect(cookie.httpOnly)
        #expect(!cookie.secure)
        #expect(cookie.headerValue == "sid=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Max-Age=0; Path=/; HttpOnly; SameSite=Lax")
    }

    @Test func expiredCookieWithPathAndSecure() throws {
        let cookie = try SetCookie.expired(name: "sid", path: "/admin", secure: true)
        #expect(cookie.headerValue == "sid=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Max-Age=0; Path=/admin; Secure; HttpOnly; SameSite=Lax")

        let noPath = try SetCookie.expired(name: "sid", path: nil)
        #expect(noPath.headerValue == "sid=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Max-Age=0; HttpOnly; SameSite=Lax")
    }

    @Test func expiredCookieRejectsBadNames() {
        #expect(throws: SetCookie.InvalidCookie.self) {
            try SetCookie.expired(name: "bad name")
        }
        #expect(throws: SetCookie.InvalidCookie.self) {
            try SetCookie.expired(name: "sid", path: "/a;b")
        }
    }

    @Test func headerValueRoundTripsThroughCookies() throws {
        let cookie = try SetCookie(name: "sid", value: "t0k3n.A-b_c", path: "/", secure: true, httpOnly: true, sameSite: .strict)
        let pair = try #require(cookie.headerValue.split(separator: ";").first)
        let parsed = Cookies(headerValues: [String(pair)])
        #expect(parsed["sid"] == "t0k3n.A-b_c")
    }

    @Test func cookieOctets() {
        let allowed = (0...255).map { UInt8($0) }.filter { SetCookie.isCookieOctet($0) }
        let expected = Array(UInt8(0x21)...UInt8(0x7E)).filter { ![0x22, 0x2C, 0x3B, 0x5C].contains($0) }
        #expect(allowed == expected)
    }

    @Test func attributesAreSetOnlyThroughTheCheckingInitializer() throws {
        let cookie = try SetCookie(name: "a", value: "b", maxAge: 10, httpOnly: true)
        #expect(cookie.headerValue == "a=b; Max-Age=10; HttpOnly")
        #expect(throws: SetCookie.InvalidCookie.self) {
            _ = try SetCookie(name: "a", value: "b", path: "/\r\nX: y")
        }
    }
}
