import Dispatch
import HTTPCore
@testable import HTTPServer
import Testing

/// Requests planned `.slow` run on the work pool while their connections are suspended: the
/// request threads keep serving, one that would wait past the budget is refused at once, and a
/// shutdown finishes the work it admitted before the daemon stops.
@Suite("Slow requests on the work pool")
struct SlowRequestTests {
    static let form: [UInt8] = Array("a=1".utf8)

    /// Admits a job with one ahead of it on the one work thread, not one with two, while no job
    /// has finished to change the pool's guess of a job's time.
    static let budgetForOneWaiting = WorkAdmission.initialJobTime * 3 / 2

    static func start(_ responder: GatedResponder, configure: (inout HTTPServerConfiguration) -> Void = { _ in }) throws -> HTTPServer {
        try TestServer.start(responder) { configuration in
            configuration.threads = 1
            configuration.workThreads = 1
            configure(&configuration)
        }
    }

    /// `count` slow requests, each on its own connection, once the pool holds all of them.
    static func postSlow(_ count: Int, to server: HTTPServer, sourceLocation: SourceLocation = #_sourceLocation) throws -> [TestConnection] {
        let connections = try (0..<count).map { _ in
            let connection = try TestConnection(port: server.port)
            try connection.sendRequest("POST", "/slow", body: Self.form)
            return connection
        }
        try #require(eventually { server.slowRequestsInProgress == count }, sourceLocation: sourceLocation)
        return connections
    }

    @Test func aSlowRequestRunsOnAWorkThreadWhileTheRequestThreadAnswersOthers() throws {
        let responder = GatedResponder()
        let server = try Self.start(responder)
        defer { server.shutdown() }
        defer { responder.open(8) }

        let slow = try TestConnection(port: server.port)
        try slow.sendRequest("POST", "/slow", body: Self.form)
        try #require(responder.entered.wait(timeout: .now() + 30) == .success)

        // The server has one request thread: had the slow handler run there, this would wait.
        let quick = try TestConnection(port: server.port)
        try quick.sendRequest("GET", "/quick")
        let quickResponse = try quick.readResponse()
        #expect(quickResponse.status == 200)
        #expect(responder.slowCalls() == 1)
        #expect(server.slowRequestsInProgress == 1)

        responder.open()
        let slowResponse = try slow.readResponse()
        #expect(slowResponse.status == 200)
        #expect(slowResponse.text == "done /slow")
        // The resumed connection is kept alive for the next request.
        try slow.sendRequest("GET", "/after")
        #expect(try slow.readResponse().text == "done /after")

        let slowCall = try #require(responder.call(to: "/slow"))
        let quickCall = try #require(responder.call(to: "/quick"))
        #expect(slowCall.thread != quickCall.thread)
        #expect(responder.call(to: "/after")?.thread == quickCall.thread)
        if quickCall.nice < 19 {
            #expect(slowCall.nice > quickCall.nice)
        }
    }

    @Test func aRequestThatWouldWaitPastTheBudgetGets503WithRetryAfterAndDoesNotRun() throws {
        let responder = GatedResponder()
        let server = try Self.start(responder) { $0.workWaitBudget = Self.budgetForOneWaiting }
        defer { server.shutdown() }
        defer { responder.open(8) }

        let running = try TestConnection(port: server.port)
        try running.sendRequest("POST", "/slow", body: Self.form)
        try #require(responder.entered.wait(timeout: .now() + 30) == .success)
        let waiting = try TestConnection(port: server.port)
        try waiting.sendRequest("POST", "/slow", body: Self.form)
        try #require(eventually { server.slowRequestsInProgress == 2 })

        let refused = try TestConnection(port: server.port)
        try refused.sendRequest("POST", "/slow", body: Self.form)
        let busy = try refused.readResponse()
        #expect(busy.status == 503)
        #expect(busy.header("Retry-After") == "1")
        #expect(responder.slowCalls() == 1)
        #expect(server.slowRequestsInProgress == 2)
        // Refused, not dropped: the connection still serves.
        try refused.sendRequest("GET", "/quick")
        #expect(try refused.readResponse().status == 200)

        responder.open(2)
        #expect(try running.readResponse().status == 200)
        #expect(try waiting.readResponse().status == 200)
        #expect(responder.slowCalls() == 2)
    }

    @Test func theJobLimitHoldsWhateverTheBudgetWouldAllow() throws {
        let responder = GatedResponder()
        let server = try Self.start(responder) { configuration in
            configuration.workWaitBudget = .seconds(300)
            configuration.workJobLimit = 2
        }
        defer { server.shutdown() }
        defer { responder.open(8) }
        let admitted = try Self.postSlow(2, to: server)

        let refused = try TestConnection(port: server.port)
        try refused.sendRequest("POST", "/slow", body: Self.form)
        let busy = try refused.readResponse()
        #expect(busy.status == 503)
        #expect(busy.header("Retry-After") == "1")
        responder.open(2)
        for connection in admitted {
            #expect(try connection.readResponse().status == 200)
        }
        #expect(responder.slowCalls() == 2)
    }

    @Test func aSlowHandlerThatThrowsIsAnsweredLikeAnyOther() throws {
        let responder = GatedResponder()
        let server = try Self.start(responder)
        defer { server.shutdown() }
        let connection = try TestConnection(port: server.port)
        try connection.sendRequest("POST", "/slow/fail", body: Self.form)
        let response = try connection.readResponse()
        #expect(response.status == 500)
        #expect(!response.text.contains("Failure"))
        try connection.sendRequest("GET", "/next")
        #expect(try connection.readResponse().status == 200)
    }

    @Test func aClientThatLeavesWhileItsWorkRunsLeavesNothingBehind() throws {
        let responder = GatedResponder()
        let server = try Self.start(responder)
        defer { server.shutdown() }
        defer { responder.open(8) }
        do {
            let leaving = try TestConnection(port: server.port)
            try leaving.sendRequest("POST", "/slow", body: Self.form)
            try #require(responder.entered.wait(timeout: .now() + 30) == .success)
        }
        responder.open()
        #expect(eventually { server.requestsInFlight == 0 && server.slowRequestsInProgress == 0 })
        let next = try TestConnection(port: server.port)
        try next.sendRequest("GET", "/next")
        #expect(try next.readResponse().status == 200)
    }

    @Test func shutdownAnswersTheSlowRequestsItAdmittedBeforeStopping() throws {
        let responder = GatedResponder()
        let server = try Self.start(responder) { $0.workWaitBudget = .seconds(60) }
        defer { responder.open(8) }
        let connections = try Self.postSlow(3, to: server)

        server.stopAccepting()
        #expect(throws: TestConnection.Failure.self) { _ = try TestConnection(port: server.port) }
        let stopped = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            server.shutdown()
            stopped.signal()
        }
        responder.open(3)
        for connection in connections {
            let response = try connection.readResponse()
            #expect(response.status == 200)
            #expect(response.header("Connection")?.lowercased() == "close")
        }
        #expect(stopped.wait(timeout: .now() + 30) == .success)
        #expect(server.requestsInFlight == 0)
        #expect(server.slowRequestsInProgress == 0)
        #expect(responder.slowCalls() == 3)
    }

    @Test func withoutAGracePeriodTheDaemonStillWaitsForAdmittedWork() throws {
        let responder = GatedResponder()
        let server = try Self.start(responder) { configuration in
            configuration.workWaitBudget = Self.budgetForOneWaiting
            configuration.shutdownGracePeriodSeconds = 0
        }
        defer { responder.open(8) }
        let connections = try Self.postSlow(2, to: server)

        let stopped = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            server.shutdown()
            stopped.signal()
        }
        responder.open(2)
        // libmicrohttpd aborts the process if it is stopped with a suspended connection; getting
        // here at all, with both handlers run, is the test.
        #expect(stopped.wait(timeout: .now() + 30) == .success)
        #expect(responder.slowCalls() == 2)
        #expect(server.slowRequestsInProgress == 0)
    }

    @Test func aPlainGETDoesNotAskForAPlan() throws {
        let responder = GatedResponder()
        let server = try Self.start(responder)
        defer { server.shutdown() }
        let connection = try TestConnection(port: server.port)
        try connection.sendRequest("GET", "/page")
        #expect(try connection.readResponse().status == 200)
        try connection.sendRequest("HEAD", "/page")
        #expect(try connection.readResponse(head: true).status == 200)
        #expect(responder.plans.value == 0)
        try connection.sendRequest("POST", "/page")
        #expect(try connection.readResponse().status == 200)
        #expect(responder.plans.value == 1)
    }
}
