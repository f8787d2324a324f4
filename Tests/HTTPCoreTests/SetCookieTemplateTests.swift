import HTTPCore
import Testing

struct SetCookieTemplateTests {
    @Test(arguments: [
        try SetCookie(name: "sk_anon", value: "", path: "/", httpOnly: true, sameSite: .lax),
        try SetCookie(name: "__Host-sk_anon", value: "", path: "/", secure: true, httpOnly: true, sameSite: .lax),
        try SetCookie(name: "a", value: "ignored", expires: 784_111_777, maxAge: 60, domain: "example.com", path: "/x"),
        try SetCookie(name: "b", value: ""),
    ])
    func writesWhatTheCookieWithThatValueWould(cookie: SetCookie) throws {
        for value in ["Zm9vYmFyYmF6cXV4", "", "a.b-c_d"] {
            var headers: HTTPHeaders = ["Content-Type": "text/html"]
            let added = headers.add(SetCookieTemplate(cookie), value: value)
            #expect(added)
            let expected = try SetCookie(
                name: cookie.name, value: value, expires: cookie.expires, maxAge: cookie.maxAge, domain: cookie.domain,
                path: cookie.path, secure: cookie.secure, httpOnly: cookie.httpOnly, sameSite: cookie.sameSite)
            #expect(headers.values(for: "Set-Cookie") == [expected.headerValue])
            #expect(headers.count == 2)
        }
    }

    @Test(arguments: ["a b", "a;b", "a,b", "\"", "a\\b", "é", "a\r\nSet-Cookie: x=1", "a\u{0}"])
    func refusesAValueACookieMayNotHold(value: String) throws {
        let template = SetCookieTemplate(try SetCookie(name: "sk_anon", value: "", path: "/"))
        var headers = HTTPHeaders()
        let added = headers.add(template, value: value)
        #expect(!added)
        #expect(headers.count == 0)
    }
}
