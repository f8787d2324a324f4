import Dispatch
import HTTPCore
@testable import HTTPServer
import Synchronization
import Testing

/// Answers that await run as tasks while their connections wait aside: the request threads
/// keep serving, a deadline answers 503 and cancels the task, a client that leaves cancels its
/// task, and a stop answers every waiting request before the daemon stops.
@Suite("Waiting requests as tasks")
struct WaitingRequestTests {
    static func start(_ responder: AwaitingResponder) throws -> HTTPServer {
        try TestServer.start(responder) { $0.threads = 1 }
    }

    /// `count` waiting requests, each on its own connection, once every handler has started.
    static func wait(_ count: Int, on server: HTTPServer, _ responder: AwaitingResponder, path: String = "/wait") throws -> [TestConnection] {
        let connections = try (0..<count).map { _ in
            let connection = try TestConnection(port: server.port)
            try connection.sendRequest("GET", path)
            return connection
        }
        try #require(eventually { responder.started.load(ordering: .relaxed) == count })
        return connections
    }

    @Test func fiftyWaitingRequestsHoldNoRequestThread() throws {
        let responder = AwaitingResponder()
        let server = try Self.start(responder)
        defer { server.shutdown() }
        defer { responder.gate.open() }

        let waiting = try Self.wait(50, on: server, responder)
        // The server has one request thread: had any waiting handler held it, this would wait.
        for index in 0..<20 {
            let quick = try TestConnection(port: server.port)
            try quick.sendRequest("GET", "/quick/\(index)")
            #expect(try quick.readResponse().status == 200)
        }
        #expect(responder.gate.waitingCount == 50)

        responder.gate.open()
        for connection in waiting {
            let response = try connection.readResponse()
            #expect(response.status == 200)
            #expect(response.text == "waited /wait")
        }
    }

    /// Fifty people each waiting on a dependency that takes 200 ms, while others load pages on
    /// the server's one request thread: every page and every wait is answered. (That the pages
    /// do not wait for the waits, the gated test above shows without a clock.)
    @Test func pagesAreServedWhileRequestsAwaitASlowDependency() throws {
        let responder = AwaitingResponder()
        let server = try Self.start(responder)
        defer { server.shutdown() }

        let waiting = try Self.wait(50, on: server, responder, path: "/wait/sleep")
        let page = try TestConnection(port: server.port)
        for index in 0..<200 {
            try page.sendRequest("GET", "/page/\(index)")
            #expect(try page.readResponse().status == 200)
        }
        for connection in waiting {
            let response = try connection.readResponse()
            #expect(response.status == 200)
            #expect(response.text == "slept")
        }
    }

    /// A slow request (run on the work pool) whose answer then awaits: its connection stays
    /// aside until the work answers, and is handed back afterwards.
    @Test func aSlowRequestWhoseAnswerAwaitsIsAnsweredByItsWork() throws {
        let responder = AwaitingResponder()
        let server = try Self.start(responder)
        defer { server.shutdown() }
        defer { responder.gate.open() }

        let connection = try Self.wait(1, on: server, responder, path: "/slow/wait")[0]
        #expect(responder.gate.waitingCount == 1)
        responder.gate.open()
        let response = try connection.readResponse()
        #expect(response.status == 200)
        #expect(response.text == "waited /slow/wait")
        try connection.sendRequest("GET", "/after")
        #expect(try connection.readResponse().text == "quick /after")
    }

    @Test func pastItsDeadlineTheClientGets503AndTheTaskIsCancelled() throws {
        let responder = AwaitingResponder()
        let server = try Self.start(responder)
        defer { server.shutdown() }

        let connection = try Self.wait(1, on: server, responder, path: "/wait/short")[0]
        let response = try connection.readResponse()
        #expect(response.status == 503)
        #expect(response.header("Retry-After") == "1")
        #expect(eventually { responder.gate.cancelled.load(ordering: .relaxed) == 1 })
        // The connection was handed back, and serves the next request.
        try connection.sendRequest("GET", "/after")
        #expect(try connection.readResponse().text == "quick /after")
    }

    @Test func aClientThatLeavesCancelsItsTask() throws {
        let responder = AwaitingResponder()
        let server = try Self.start(responder)
        defer { server.shutdown() }

        var connections = try Self.wait(2, on: server, responder)
        // Its only reference gone, the connection closes.
        _ = connections.removeFirst()
        #expect(eventually { responder.gate.cancelled.load(ordering: .relaxed) == 1 })
        #expect(responder.gate.waitingCount == 1)

        responder.gate.open()
        #expect(try connections[0].readResponse().status == 200)
    }

    @Test func aStopAnswersEveryWaitingRequestBeforeTheDaemonStops() throws {
        let responder = AwaitingResponder()
        let server = try TestServer.start(responder) { configuration in
            configuration.threads = 1
            configuration.shutdownGracePeriodSeconds = 0
        }
        let waiting = try Self.wait(3, on: server, responder)
        server.shutdown()
        for connection in waiting {
            #expect(try connection.readResponse().status == 503)
        }
        #expect(responder.gate.cancelled.load(ordering: .relaxed) == 3)
    }
}
