import HTTPCore
import HTTPServer
import Testing

@Suite("Limits and bad input")
struct LimitTests {
    static let ok = ClosureResponder { request in .text("ok \(request.body.count)") }

    /// libmicrohttpd parses strictly: an HTTP/1.1 request without a Host (which a proxy and
    /// the server could each read differently) is refused before any handler runs.
    @Test func anHTTP11RequestWithoutAHostIsRefused() throws {
        let server = try TestServer.start(Self.ok)
        defer { server.shutdown() }
        let connection = try TestConnection(port: server.port)
        try connection.send("GET /no-host HTTP/1.1\r\n\r\n")
        #expect(try connection.readResponse().status == 400)
    }

    @Test func anHTTP10RequestNeedsNoHost() throws {
        let server = try TestServer.start(Self.ok)
        defer { server.shutdown() }
        let connection = try TestConnection(port: server.port)
        try connection.send("GET /old HTTP/1.0\r\n\r\n")
        #expect(try connection.readResponse().status == 200)
    }

    @Test func aDeclaredBodyOverTheLimitIsRefusedBeforeItIsSent() throws {
        let server = try TestServer.start(Self.ok) { $0.maxBodySize = 1024 }
        defer { server.shutdown() }
        let connection = try TestConnection(port: server.port)
        // Only the headers go out: the 413 must come without the server reading a body.
        try connection.send("POST /form HTTP/1.1\r\nHost: x\r\nContent-Length: 100000\r\n\r\n")
        let response = try connection.readResponse()
        #expect(response.status == 413)
    }

    @Test func aBodyAtTheLimitIsAccepted() throws {
        let server = try TestServer.start(Self.ok) { $0.maxBodySize = 1024 }
        defer { server.shutdown() }
        let connection = try TestConnection(port: server.port)
        try connection.sendRequest("POST", "/form", body: [UInt8](repeating: 0x61, count: 1024))
        let response = try connection.readResponse()
        #expect(response.status == 200)
        #expect(response.text == "ok 1024")
    }

    @Test func aChunkedBodyThatGrowsPastTheLimitIsRefused() throws {
        let server = try TestServer.start(Self.ok) { $0.maxBodySize = 1024 }
        defer { server.shutdown() }
        let connection = try TestConnection(port: server.port)
        let chunk = String(repeating: "a", count: 800)
        try connection.send("POST /form HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n"
            + "320\r\n\(chunk)\r\n320\r\n\(chunk)\r\n0\r\n\r\n")
        #expect(try connection.readResponse().status == 413)
    }

    @Test func aTargetOverTheLimitIsRefused() throws {
        let server = try TestServer.start(Self.ok) { $0.maxURLLength = 2048 }
        defer { server.shutdown() }
        let connection = try TestConnection(port: server.port)
        try connection.sendRequest("GET", "/" + String(repeating: "a", count: 3000))
        #expect(try connection.readResponse().status == 414)
        let query = try TestConnection(port: server.port)
        try query.sendRequest("GET", "/search?q=" + String(repeating: "b", count: 3000))
        #expect(try query.readResponse().status == 414)
    }

    @Test func headersLargerThanTheConnectionMemoryAreRefused() throws {
        let server = try TestServer.start(Self.ok)
        defer { server.shutdown() }
        let connection = try TestConnection(port: server.port)
        try connection.sendRequest("GET", "/", headers: [("X-Big", String(repeating: "h", count: 40_000))])
        let response = try connection.readResponse()
        #expect(response.status == 431)
        // The refused request leaves nothing behind that a shutdown would wait for.
        #expect(connection.isClosedByServer())
        #expect(server.requestsInFlight == 0)
    }

    @Test(arguments: [
        "/a%zz", "/a%2", "/%", "/caf%C3", "/x%FFy", "/%C0%AF", "/?q=%zz", "/?q=%ff", "/?%=1", "/a%00b",
    ])
    func malformedEncodingIsABadRequest(target: String) throws {
        let server = try TestServer.start(Self.ok)
        defer { server.shutdown() }
        let connection = try TestConnection(port: server.port)
        try connection.sendRequest("GET", target)
        let response = try connection.readResponse()
        #expect(response.status == 400)
        // The connection survives a refused request.
        try connection.sendRequest("GET", "/fine")
        #expect(try connection.readResponse().status == 200)
    }

    @Test(arguments: ["name=%zz", "name=%C3", "na%ZZme=x", "name=a%00b"])
    func aMalformedFormBodyIsABadRequest(body: String) throws {
        let server = try TestServer.start(ClosureResponder { request in
            .text("name=\(try request.formFields()["name"] ?? "-")")
        })
        defer { server.shutdown() }
        let connection = try TestConnection(port: server.port)
        try connection.sendRequest(
            "POST", "/form", headers: [("Content-Type", "application/x-www-form-urlencoded")], body: Array(body.utf8))
        let response = try connection.readResponse()
        #expect(response.status == 400)
        #expect(response.text.contains("form"))
    }

    @Test func aBadRequestDoesNotReachTheHandler() throws {
        let calls = CallCounter()
        let server = try TestServer.start(ClosureResponder { _ in
            calls.increment()
            return .text("reached")
        })
        defer { server.shutdown() }
        let connection = try TestConnection(port: server.port)
        try connection.sendRequest("GET", "/a%zz")
        #expect(try connection.readResponse().status == 400)
        #expect(calls.value == 0)
    }

    @Test func anIdleConnectionIsClosedAfterTheTimeout() throws {
        let server = try TestServer.start(Self.ok) { $0.connectionTimeoutSeconds = 1 }
        defer { server.shutdown() }
        // The read waits up to 10 s; the server must close the connection well before that.
        let idle = try TestConnection(port: server.port, timeoutSeconds: 10)
        try idle.send("GET /slow HTTP/1.1\r\nHost: x\r\n")
        #expect(idle.isClosedByServer())
    }
}
