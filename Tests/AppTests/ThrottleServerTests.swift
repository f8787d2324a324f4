import Dispatch
import Foundation
import HTTPCore
import ScreenKitTesting
@testable import Storage
import Synchronization
import Repositories
import Testing

/// Sign-in throttling against the running server: counted once per attempt however many
/// arrive at once, and per real client behind a trusted proxy.
@Suite("throttling against the running server")
struct ThrottleServerTests {
    /// A sign-in POST as a browser sends it, with `X-Forwarded-For` when given.
    private func signIn(_ browser: ScreenClient, email: String, password: String, forwardedFor: String? = nil) throws -> ScreenResponse {
        try browser.get("/login")
        let token = try #require(browser.lastCSRFToken)
        var headers = HTTPHeaders()
        headers.add("Content-Type", ContentType.formURLEncoded)
        if let forwardedFor { headers.add("X-Forwarded-For", forwardedFor) }
        let body = [("email", email), ("password", password), ("csrf_token", token)]
            .map { URLEncodedForm.encode($0.0) + "=" + URLEncodedForm.encode($0.1) }.joined(separator: "&")
        return try browser.send(.post, "/login", accept: "text/html", headers: headers, body: Array(body.utf8))
    }

    /// Twelve wrong passwords at once on four work threads: the account's five slots are
    /// taken in one step each, so exactly five are checked and the rest wait.
    @Test func guessesArrivingTogetherAreCountedOnceEach() throws {
        let app = try RunningApp(extraArguments: ["--work-threads", "4"])
        try app.browser().register(name: "Target", email: "target@example.com")
        // Each guesser's cookie and token first; then all twelve posts at once.
        let guessers = try (0..<12).map { _ in
            let browser = app.browser()
            try browser.get("/login")
            return (cookie: try #require(browser.cookies.headerValue), token: try #require(browser.lastCSRFToken))
        }
        let responder = SocketResponder(port: app.port)
        let statuses = Mutex<[Int]>([])
        DispatchQueue.concurrentPerform(iterations: guessers.count) { index in
            var headers = HTTPHeaders()
            headers.add("Host", "127.0.0.1")
            headers.add("Content-Type", ContentType.formURLEncoded)
            headers.add("Cookie", guessers[index].cookie)
            let body = "email=target%40example.com&password=wrong+guess+\(index)&csrf_token=" + URLEncodedForm.encode(guessers[index].token)
            let status = (try? responder.respond(to: Request(method: .post, target: "/login", headers: headers, body: Array(body.utf8))))?
                .status.code ?? 0
            statuses.withLock { $0.append(status) }
        }
        let counted = statuses.withLock { $0 }
        #expect(counted.filter { $0 == 422 }.count == 5, "\(counted)")
        #expect(counted.filter { $0 == 429 }.count == 7, "\(counted)")
    }

    /// Behind a trusted proxy, each client is counted by the address the proxy forwarded: one
    /// guesser is stopped, the next client is not; from anyone else the header is ignored.
    @Test func behindATrustedProxyEachClientIsCountedByItsOwnAddress() throws {
        let app = try RunningApp(extraArguments: ["--trusted-proxy", "127.0.0.1"])
        let browser = app.browser()
        for index in 0..<20 {
            let guess = try signIn(browser, email: "user\(index)@example.com", password: "wrong", forwardedFor: "198.51.100.1, 203.0.113.1")
            #expect(guess.status == .unprocessableContent)
        }
        #expect(try signIn(browser, email: "someone@example.com", password: "wrong", forwardedFor: "203.0.113.1").status == .tooManyRequests)
        #expect(try signIn(browser, email: "someone@example.com", password: "wrong", forwardedFor: "203.0.113.2").status == .unprocessableContent)

        let direct = try RunningApp()
        let spoofer = direct.browser()
        for index in 0..<20 {
            _ = try signIn(spoofer, email: "user\(index)@example.com", password: "wrong", forwardedFor: "203.0.113.\(index)")
        }
        #expect(try signIn(spoofer, email: "someone@example.com", password: "wrong", forwardedFor: "192.0.2.99").status == .tooManyRequests)
    }

    /// A 60 KB "email" fails like a wrong password and leaves no throttle row of its size (on
    /// SQLite, whose file the test opens afterwards).
    @Test func anOverLongEmailWritesNoThrottleRow() throws {
        let app = try RunningApp(database: TestStore.freshDatabase(on: .sqlite))
        let email = String(repeating: "a", count: 60_000) + "@example.com"
        let answer = try signIn(app.browser(), email: email, password: "wrong")
        #expect(answer.status == .unprocessableContent)
        #expect(answer.text.contains("The email or password is incorrect."))
        #expect(app.stop().status == 0)

        let database = try AppDatabase(path: app.database)
        defer { try? database.close() }
        let keys = try database.read {
            try $0.all("SELECT DISTINCT key AS value FROM sign_in_attempts ORDER BY key", columns: SingleValue.self) { try $0.text(.value) }
        }
        let longest = keys.map(\.utf8.count).max() ?? 0
        #expect(longest <= "account:".utf8.count + 254, "a key of \(longest) bytes")
        #expect(keys.isEmpty, "\(keys.map { $0.prefix(40) })")
    }
}
