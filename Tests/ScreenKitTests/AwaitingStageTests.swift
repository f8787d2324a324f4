import HTTPCore
import ScreenKit
import ScreenKitTesting
import Testing

/// Stages and awaiting answers meet in two ways: a screen whose answer awaits is finished by
/// the stages around it once its work is done, on the response rendered then; and a stage
/// may itself await before the rest of the request runs, which then runs in the task.
@Suite("Stages that await")
struct AwaitingStageTests {
    let log = StageLog()

    func request(_ path: String, headers extra: [(String, String)] = []) throws -> Request {
        var headers = HTTPHeaders()
        headers.add("Accept", "text/html")
        for (name, value) in extra { headers.add(name, value) }
        return try Request(method: .get, target: path, headers: headers, remoteAddress: "127.0.0.1")
    }

    /// The pending response's work, as the server runs it.
    func finished(_ response: Response) async throws -> Response {
        let pending = try #require(response.pending)
        return try await pending.work()
    }

    func heading(_ response: Response) throws -> String? {
        try HTMLDocument.parse(String(decoding: response.body, as: UTF8.self)).first("h1")?.normalizedText
    }

    @Test func theStagesFinishAnAwaitingScreenOnTheResponseItsWorkRendered() async throws {
        let app = TestApplication(stages: { kit in
            [RecordingStage(name: "outer", log: log)] + kit.standard + [RecordingStage(name: "inner", log: log)]
        })

        let pending = try app.application.respond(to: try request("/test/waiting"))
        // Entered on the request thread; nothing is finished before the work has run.
        #expect(log.entries == ["outer enters GET /test/waiting as a visitor", "inner enters GET /test/waiting as a visitor"])

        let response = try await finished(pending)
        #expect(try heading(response) == "Awaited for a visitor")
        #expect(log.entries.suffix(2) == ["inner leaves 200 without a policy", "outer leaves 200 with a policy"])
        #expect(response.headers["Content-Security-Policy"] != nil)
    }

    @Test func aStageThatAwaitsLetsTheRestRunOnceItsAnswerHasCome() async throws {
        let app = TestApplication(stages: { kit in
            kit.standard + [AwaitingStage(log: log), RecordingStage(name: "behind", log: log)]
        })

        let pending = try app.application.respond(to: try request("/greetings/new"))
        // The stage behind the awaiting one has not run yet: it runs in the task.
        #expect(log.entries == ["awaiting enters"])

        let response = try await finished(pending)
        #expect(response.status == .ok)
        #expect(try heading(response) == "New greeting")
        #expect(response.headers["Content-Security-Policy"] != nil)
        #expect(log.entries == [
            "awaiting enters", "behind enters GET /greetings/new as a visitor",
            "behind leaves 200 without a policy", "awaiting leaves 200",
        ])
    }

    /// The awaited answer refuses: the stages behind and the route do not run, and the
    /// refusal carries the kit's fields.
    @Test func aStageThatAwaitsMayAnswerInstead() async throws {
        let app = TestApplication(stages: { kit in
            kit.standard + [AwaitingStage(log: log), RecordingStage(name: "behind", log: log)]
        })

        let response = try await finished(try app.application.respond(to: try request("/greetings/new", headers: [("X-Blocked", "1")])))

        #expect(response.status == .forbidden)
        #expect(String(decoding: response.body, as: UTF8.self).contains("Blocked."))
        #expect(response.headers["Content-Security-Policy"] != nil)
        #expect(log.entries == ["awaiting enters", "awaiting leaves 403"])
    }

    /// Behind a stage that awaits, a screen that awaits too: both waits run in the one task,
    /// and each stage finishes once, nearest the route first.
    @Test func aScreenThatAwaitsBehindAStageThatAwaits() async throws {
        let app = TestApplication(stages: { kit in
            [RecordingStage(name: "outer", log: log)] + kit.standard + [AwaitingStage(log: log), RecordingStage(name: "behind", log: log)]
        })

        let response = try await finished(try app.application.respond(to: try request("/test/waiting")))

        #expect(try heading(response) == "Awaited for a visitor")
        #expect(response.pending == nil)
        #expect(log.entries == [
            "outer enters GET /test/waiting as a visitor", "awaiting enters", "behind enters GET /test/waiting as a visitor",
            "behind leaves 200 without a policy", "awaiting leaves 200", "outer leaves 200 with a policy",
        ])
    }
}
