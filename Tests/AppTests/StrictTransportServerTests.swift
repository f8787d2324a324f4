import Foundation
import HTTPCore
import Testing

/// With `--secure-cookies` the operator says browsers reach the server over HTTPS: every answer
/// then tells them to use nothing else (HSTS), not only the screens' — a browser that first
/// meets the site through a stylesheet, a probe, a refusal or a redirect learns it too.
@Suite("Strict-Transport-Security against the running server")
struct StrictTransportServerTests {
    static let value = "max-age=31536000"

    /// What every kind of answer looks like: status and its HSTS fields.
    static func answers(port: Int) throws -> [(what: String, status: Int, hsts: [String])] {
        var answers: [(String, Int, [String])] = []
        func probe(_ what: String, _ method: String, _ target: String, body: String = "") throws {
            let answer = try HTTPProbe.send(method, target, port: port, body: body)
            answers.append((what, answer.status, answer.response.headers.values(for: "Strict-Transport-Security")))
        }
        try probe("a static file", "GET", "/css/app.css")
        try probe("a static file's HEAD", "HEAD", "/favicon.ico")
        try probe("liveness", "GET", "/healthz")
        try probe("readiness", "GET", "/readyz")
        try probe("a probe's 405", "POST", "/healthz")
        try probe("an unknown file", "GET", "/no/such/file.css")
        try probe("a malformed target", "GET", "/a%zz")
        try probe("a target over the limit", "GET", "/" + String(repeating: "a", count: 3000))
        try probe("a screen", "GET", "/login")
        try probe("a redirect", "GET", "/settings")
        try probe("a refused body", "POST", "/login", body: "email=a")
        let big = try RawHTTP.exchange(
            Array("POST /login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 100000\r\nConnection: close\r\n\r\n".utf8), port: port)
        let tooLarge = try SocketResponder.parse(big)
        answers.append(("a body over the limit", tooLarge.status.code, tooLarge.headers.values(for: "Strict-Transport-Security")))
        return answers
    }

    @Test func everyAnswerCarriesItWithSecureCookies() throws {
        let app = try RunningApp(extraArguments: ["--secure-cookies"])
        let answers = try Self.answers(port: app.port)
        #expect(answers.map(\.status) == [200, 200, 200, 200, 405, 404, 400, 414, 200, 303, 415, 413])
        for answer in answers {
            #expect(answer.hsts == [Self.value], "\(answer.what) (\(answer.status))")
        }
    }

    @Test func noAnswerCarriesItWithout() throws {
        let app = try RunningApp()
        for answer in try Self.answers(port: app.port) {
            #expect(answer.hsts.isEmpty, "\(answer.what) (\(answer.status))")
        }
    }
}
