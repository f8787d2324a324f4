import Domain
import HTTPCore
import ScreenKitTesting
import Testing

/// People pressing "Create account" at the same moment, each from an address of their own, on
/// the server's default flags: a burst the work threads get through within the wait budget is
/// served, and past it the server says when to come back and writes nothing.
@Suite("bursts of sign-ups against the running server")
struct SignUpBurstServerTests {
    /// One person with the sign-up form open: its cookie and token are in the request.
    private struct Visitor {
        let source: LoopbackAddress
        let email: String
        let signUp: Request
    }

    /// Each visitor opens the form from its own address first; the posts are sent later, together.
    private static func visitors(_ count: Int, of app: RunningApp) throws -> [Visitor] {
        try (0..<count).map { index in
            let source = LoopbackAddress.client(index)
            let browser = app.browser(from: source)
            try browser.get("/register")
            let email = "burst\(index)@example.com"
            let password = "correct horse battery"
            let fields = [("name", "Burst \(index)"), ("email", email), ("password", password), ("password_confirmation", password)]
            let signUp = try browser.formRequest("/register", fields: fields)
            return Visitor(source: source, email: email, signUp: signUp)
        }
    }

    private static func signUpTogether(_ visitors: [Visitor], on app: RunningApp) -> [Result<Response, any Error>] {
        SimultaneousRequests.send(visitors.map { ($0.source, $0.signUp) }, port: app.port)
    }

    /// `303×33 503×17`: how many answers of each status, and failures to get one.
    private static func tally(_ answers: [Result<Response, any Error>]) -> String {
        var counts: [String: Int] = [:]
        for answer in answers {
            let key = (try? answer.get()).map { "\($0.status.code)" } ?? "no answer"
            counts[key, default: 0] += 1
        }
        return counts.sorted { $0.key < $1.key }.map { "\($0.key)×\($0.value)" }.joined(separator: " ")
    }

    @Test func fiftySignUpsAtOnceAreAllServedAndSurviveSIGKILL() throws {
        let app = try RunningApp()
        let visitors = try Self.visitors(50, of: app)
        let answers = Self.signUpTogether(visitors, on: app)
        let created = answers.filter { (try? $0.get().status) == .seeOther }
        #expect(created.count == visitors.count, "\(Self.tally(answers))")

        try app.killAndRestart()
        var missing: [String] = []
        for visitor in visitors where try app.browser(from: visitor.source).signIn(email: visitor.email).status != .seeOther {
            missing.append(visitor.email)
        }
        #expect(missing.isEmpty, "\(missing.count) of \(visitors.count) cannot sign in after the restart")
    }

    /// More than the wait budget holds: each visitor is either served, and is a member, or told
    /// to come back with a `Retry-After`, and is not.
    @Test func fiveHundredSignUpsAtOnceAreServedOrToldWhenToComeBack() throws {
        let app = try RunningApp()
        let visitors = try Self.visitors(500, of: app)
        let answers = Self.signUpTogether(visitors, on: app)
        var created: [String] = []
        var refused = 0
        var unexpected: [String] = []
        for (visitor, answer) in zip(visitors, answers) {
            switch answer {
            case .success(let response) where response.status == .seeOther:
                created.append(visitor.email)
            case .success(let response) where response.status == .serviceUnavailable
                && (response.headers["Retry-After"].flatMap { Int($0) } ?? 0) >= 1:
                refused += 1
            case .success(let response):
                unexpected.append("\(visitor.source): \(response.status.code), Retry-After \(response.headers["Retry-After"] ?? "none")")
            case .failure(let error):
                unexpected.append("\(visitor.source): \(error)")
            }
        }
        print("500 sign-ups at once: \(created.count) served (303), \(refused) refused (503)")
        #expect(unexpected.isEmpty, "\(unexpected.prefix(5)) among \(Self.tally(answers))")
        #expect(!created.isEmpty)

        try app.killAndRestart()
        let members = try TestStore.members(in: app.database)
        #expect(try members.members(.first, limit: visitors.count + 1).items.count == created.count, "\(Self.tally(answers))")
        let lost = try created.filter { try members.user(email: $0) == nil }
        #expect(lost.isEmpty, "\(lost.count) answered 303 and are not members")
    }
}
