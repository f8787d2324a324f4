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
}
