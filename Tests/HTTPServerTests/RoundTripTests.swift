import Glibc
import HTTPCore
import HTTPServer
import Testing

@Suite("Round trips over real sockets")
struct RoundTripTests {
    /// Echoes what it received, so every field of the request can be checked on the wire.
    static let echo = ClosureResponder { request in
        var response = Response.text(
            "\(request.method) \(request.path) segments=\(request.pathSegments) q=\(request.query["q"] ?? "-") body=\(request.body.count)")
        response.headers.add("X-Seen-Header", request.headers["X-Test"] ?? "-")
        response.headers.add("X-Remote", request.remoteAddress)
        return response
    }

    @Test func getReturnsStatusHeadersAndBody() throws {
        let server = try TestServer.start(Self.echo)
        defer { server.shutdown() }
        let connection = try TestConnection(port: server.port)
        try connection.sendRequest("GET", "/users/42?q=caf%C3%A9", headers: [("X-Test", "yes")])
        let response = try connection.readResponse()
        #expect(response.status == 200)
        #expect(response.text == "GET /users/42 segments=[\"users\", \"42\"] q=café body=0")
        #expect(response.header("Content-Type") == "text/plain; charset=utf-8")
        #expect(response.header("X-Seen-Header") == "yes")
        #expect(response.header("X-Remote") == "127.0.0.1")
        #expect(response.header("Date") != nil)
    }

    @Test func headAnswersTheHeadersOfGetWithoutABody() throws {
        let server = try TestServer.start(Self.echo)
        defer { server.shutdown() }
        let connection = try TestConnection(port: server.port)
        try connection.sendRequest("GET", "/page")
        let get = try connection.readResponse()
        try connection.sendRequest("HEAD", "/page")
        let head = try connection.readResponse(head: true)
        // A body after the HEAD response would be read as the next response's status line.
        try connection.sendRequest("GET", "/page")
        let after = try connection.readResponse()

        #expect(head.status == 200)
        #expect(head.body.isEmpty)
        #expect(head.header("Content-Type") == get.header("Content-Type"))
        #expect(Int(head.header("Content-Length") ?? "") == "HEAD /page segments=[\"page\"] q=- body=0".utf8.count)
        #expect(after.status == 200)
        #expect(after.text.hasPrefix("GET /page"))
    }

    @Test func postDeliversTheBody() throws {
        let server = try TestServer.start(ClosureResponder { request in
            let form = try request.formFields()
            return .text("name=\(form["name"] ?? "-") bio=\(form["bio"] ?? "-") type=\(request.contentType?.mediaType ?? "-")")
        })
        defer { server.shutdown() }
        let connection = try TestConnection(port: server.port)
        try connection.sendRequest(
            "POST", "/users/1/edit",
            headers: [("Content-Type", "application/x-www-form-urlencoded")],
            body: Array("name=Ada+Lovelace&bio=%3Cb%3Ehi%3C%2Fb%3E".utf8))
        let response = try connection.readResponse()
        #expect(response.status == 200)
        #expect(response.text == "name=Ada Lovelace bio=<b>hi</b> type=application/x-www-form-urlencoded")
    }

    @Test func keepAliveServesSeveralRequestsOnOneConnection() throws {
        let server = try TestServer.start(Self.echo)
        defer { server.shutdown() }
        let connection = try TestConnection(port: server.port)
        for index in 0..<10 {
            try connection.sendRequest("GET", "/n/\(index)")
            let response = try connection.readResponse()
            #expect(response.status == 200)
            #expect(response.text.hasPrefix("GET /n/\(index) "))
            #expect(response.header("Connection")?.lowercased() != "close")
        }
        #expect(!connection.isClosedByServerWithoutWaiting())
    }

    @Test func pipelinedRequestsAreAnsweredInOrder() throws {
        let server = try TestServer.start(Self.echo)
        defer { server.shutdown() }
        let connection = try TestConnection(port: server.port)
        try connection.send("GET /a HTTP/1.1\r\nHost: x\r\n\r\nGET /b HTTP/1.1\r\nHost: x\r\n\r\n")
        #expect(try connection.readResponse().text.hasPrefix("GET /a "))
        #expect(try connection.readResponse().text.hasPrefix("GET /b "))
    }

    @Test func hundredConcurrentClientsAreAllServed() throws {
        let server = try TestServer.start(Self.echo)
        defer { server.shutdown() }
        // All hundred are connected before any request is sent, so the server holds them at once.
        let connections = try (0..<100).map { _ in try TestConnection(port: server.port) }
        for (index, connection) in connections.enumerated() {
            try connection.sendRequest("GET", "/client/\(index)")
        }
        for (index, connection) in connections.enumerated() {
            let response = try connection.readResponse()
            #expect(response.status == 200)
            #expect(response.text.hasPrefix("GET /client/\(index) "))
        }
    }

    @Test func portZeroReportsTheBoundPortAndABusyPortIsAnError() throws {
        let server = try TestServer.start(Self.echo)
        defer { server.shutdown() }
        #expect(server.port > 0)
        let port = server.port
        let error = #expect(throws: HTTPServerError.self) {
            _ = try TestServer.start(Self.echo) { $0.port = port }
        }
        #expect(error?.code == .addressInUse)
        #expect(error?.description.contains("already in use") == true)
    }

    @Test func anUnresolvableHostIsAnError() {
        let error = #expect(throws: HTTPServerError.self) {
            _ = try TestServer.start(Self.echo) { $0.host = "no-such-host.invalid" }
        }
        #expect(error?.code == .addressNotResolved)
    }

    @Test(arguments: ["connections", "listen backlog", "timeout"])
    func limitsLibmicrohttpdCannotHoldAreAnErrorNotATrap(limit: String) {
        let tooLarge = Int(UInt32.max) + 1
        let error = #expect(throws: HTTPServerError.self) {
            _ = try TestServer.start(Self.echo) { configuration in
                switch limit {
                case "connections": configuration.maxConnections = tooLarge
                case "listen backlog": configuration.listenBacklog = tooLarge
                default: configuration.connectionTimeoutSeconds = tooLarge
                }
            }
        }
        #expect(error?.code == .invalidConfiguration)
    }
}

extension TestConnection {
    /// A non-blocking look: true only if the server has already closed the connection.
    func isClosedByServerWithoutWaiting() -> Bool {
        var byte: UInt8 = 0
        let count = recv(descriptor, &byte, 1, Int32(MSG_PEEK | MSG_DONTWAIT))
        return count == 0
    }
}
