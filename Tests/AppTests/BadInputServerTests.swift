import Foundation
import HTTPCore
import ScreenKitTesting
import Testing

/// SPEC §5 on the app's own forms over real sockets: bad bodies are refused before any screen
/// runs, nothing is stored, and the server keeps serving.
@Suite("bad input against the running server")
struct BadInputServerTests {
    private func rawFormPost(_ path: String, body: [UInt8], cookie: String?, port: Int) throws -> Response {
        var head = "POST \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\n"
        if let cookie { head += "Cookie: \(cookie)\r\n" }
        head += "Content-Length: \(body.count)\r\nConnection: close\r\n\r\n"
        return try SocketResponder.parse(RawHTTP.exchange(Array(head.utf8) + body, port: port))
    }

    @Test func malformedAndOversizedFormsChangeNothing() throws {
        let app = try RunningApp()
        let browser = app.browser()
        try browser.get("/register")
        let token = try #require(browser.lastCSRFToken)
        let cookie = browser.cookies.headerValue
        let fields = "email=bad%40example.com&password=correct+horse+battery&password_confirmation=correct+horse+battery"
            + "&csrf_token=" + URLEncodedForm.encode(token)

        let malformed = try rawFormPost("/register", body: Array(("name=%ZZ&" + fields).utf8), cookie: cookie, port: app.port)
        #expect(malformed.status == .badRequest)
        let invalidUTF8 = try rawFormPost("/register", body: Array("name=%FF%FE&".utf8) + Array(fields.utf8), cookie: cookie, port: app.port)
        #expect(invalidUTF8.status == .badRequest)
        let oversized = try rawFormPost(
            "/register", body: Array(("name=" + String(repeating: "a", count: 70_000) + "&" + fields).utf8), cookie: cookie, port: app.port)
        #expect(oversized.status == .contentTooLarge)

        // None of them created the account: the address is still free.
        let id = try browser.register(name: "Still Free", email: "bad@example.com")
        #expect(id > 0)
        let badPath = try SocketResponder.parse(RawHTTP.exchange(
            Array("GET /users/%ZZ HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n".utf8), port: app.port))
        #expect(badPath.status == .badRequest)
        #expect(try browser.get("/users/\(id)").status == .ok)
    }

    /// The server's own refusals (400, 413) are the visitor's pages too: a member still sees
    /// their name in the nav bar, and a visitor's anonymous binding is kept, so a form open in
    /// another tab still posts.
    @Test func refusalsKeepTheVisitorsIdentityAndCookies() throws {
        let app = try RunningApp()
        let visitor = app.browser()
        try visitor.get("/register")
        let token = try #require(visitor.lastCSRFToken)
        let cookie = try #require(visitor.cookies.headerValue)
        let tooLarge = try rawFormPost("/register", body: Array(String(repeating: "a", count: 70_000).utf8), cookie: cookie, port: app.port)
        let badTarget = try SocketResponder.parse(RawHTTP.exchange(
            Array("GET /users/%ZZ HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: \(cookie)\r\nConnection: close\r\n\r\n".utf8), port: app.port))
        for (refusal, status) in [(tooLarge, HTTPStatus.contentTooLarge), (badTarget, .badRequest)] {
            #expect(refusal.status == status)
            #expect(refusal.headers.values(for: "Set-Cookie").isEmpty, "\(refusal.headers.values(for: "Set-Cookie"))")
        }
        let signedUp = try visitor.post("/register", form: [
            "name": "Other Tab", "email": "tab@example.com", "password": "correct horse battery",
            "password_confirmation": "correct horse battery",
        ], csrfToken: .value(token))
        #expect(signedUp.status == .seeOther)

        let member = try #require(visitor.cookies.headerValue)
        let memberTooLarge = try rawFormPost("/logout", body: Array(String(repeating: "a", count: 70_000).utf8), cookie: member, port: app.port)
        #expect(memberTooLarge.status == .contentTooLarge)
        let page = try HTMLDocument.parse(String(decoding: memberTooLarge.body, as: UTF8.self))
        #expect(page.normalizedText.contains("Other Tab"))
        #expect(page.forms.contains { $0.attribute("action") == "/logout" })
        #expect(memberTooLarge.headers["Cache-Control"] == "no-store")
    }
}
