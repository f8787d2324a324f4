import HTTPCore
import HTTPServer
import Testing

/// The caps on connections, kept by the accepting thread: past the total, clients wait in the
/// backlog and idle keep-alive connections are closed for them first; past the cap per address,
/// a client is told so with a 429; trusted proxies are not held to that cap.
@Suite("Connection caps")
struct ConnectionCapTests {
    static let ok = ClosureResponder { request in .text("ok \(request.path)") }
    /// Never long enough to make an idle connection closable within a test.
    static let never = Duration.seconds(3600)

    /// A server that holds at most `cap` connections and may close one idle for `idleAge` to
    /// let a waiting client in.
    static func server(cap: Int, closingIdleAfter idleAge: Duration) throws -> HTTPServer {
        try TestServer.start(ok) {
            $0.maxConnections = cap
            $0.idleConnectionAge = idleAge
        }
    }

    @Test func aTrustedProxyIsNotHeldToThePerAddressCap() throws {
        let loopback = try #require(AddressRange("127.0.0.0/8"))
        let server = try TestServer.start(Self.ok) { configuration in
            configuration.maxConnectionsPerAddress = 2
            configuration.trustedProxies = [loopback]
        }
        defer { server.shutdown() }
        let connections = try (0..<6).map { _ in try TestConnection(port: server.port) }
        for (index, connection) in connections.enumerated() {
            try connection.sendRequest("GET", "/\(index)")
        }
        #expect(try connections.map { try $0.readResponse().status } == Array(repeating: 200, count: 6))
    }

    /// The refused client gets a whole answer that says why and when to come back, even when
    /// it sends its request (and a body) after being refused: its socket is drained, not reset.
    @Test func aClientPastThePerAddressCapIsToldSo() throws {
        let server = try TestServer.start(Self.ok) { $0.maxConnectionsPerAddress = 2 }
        defer { server.shutdown() }
        let first = try TestConnection(port: server.port)
        let second = try TestConnection(port: server.port)
        try first.sendRequest("GET", "/1")
        try second.sendRequest("GET", "/2")
        #expect(try first.readResponse().status == 200)
        #expect(try second.readResponse().status == 200)

        let third = try TestConnection(port: server.port)
        try third.sendRequest("POST", "/3", body: [UInt8](repeating: 0x61, count: 200_000))
        let refusal = try third.readResponse()
        #expect(refusal.status == 429)
        #expect(refusal.header("Retry-After") == "2")
        #expect(refusal.header("Connection") == "close")
        #expect(refusal.text.contains("too many connections"))
        #expect(third.isClosedByServer())

        // The refusal took no slot, and the served clients keep theirs.
        try first.sendRequest("GET", "/1/again")
        #expect(try first.readResponse().status == 200)
    }

    @Test func aClientServedAgainOnceOneOfItsConnectionsCloses() throws {
        let server = try TestServer.start(Self.ok) { $0.maxConnectionsPerAddress = 1 }
        defer { server.shutdown() }
        let first = try TestConnection(port: server.port)
        try first.send("GET /last HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
        #expect(try first.readResponse().status == 200)
        #expect(first.isClosedByServer())
        // The close notification counts the address out on the connection's own thread, which
        // the client cannot observe: a few attempts may still be refused, then one is served.
        let served = (0..<1000).contains { _ in
            guard let next = try? TestConnection(port: server.port), (try? next.sendRequest("GET", "/next")) != nil else { return false }
            return (try? next.readResponse().status) == 200
        }
        #expect(served)
    }

    /// Two connections each in the middle of a request fill the server; a third client is not
    /// accepted, and not closed either: it waits in the backlog and is served once one ends.
    @Test func pastTheTotalCapAClientWaitsAndIsServedOnceASlotFrees() throws {
        let server = try Self.server(cap: 2, closingIdleAfter: Self.never)
        defer { server.shutdown() }
        let first = try TestConnection(port: server.port)
        let second = try TestConnection(port: server.port)
        try first.send("GET /1 HTTP/1.1\r\nHost: x\r\n")
        try second.send("GET /2 HTTP/1.1\r\nHost: x\r\n")
        #expect(eventually { server.openConnections == 2 })

        let third = try TestConnection(port: server.port)
        try third.sendRequest("GET", "/3")
        #expect(eventually { server.clientsWaiting == 1 })
        #expect(server.openConnections == 2)

        try first.send("Connection: close\r\n\r\n")
        #expect(try first.readResponse().status == 200)
        let waited = try third.readResponse()
        #expect(waited.status == 200)
        #expect(waited.text == "ok /3")
        #expect(server.clientsWaiting == 0)
        try second.send("\r\n")
        #expect(try second.readResponse().status == 200)
    }

    /// With the server full and a client waiting, the keep-alive connection that sits idle is
    /// closed for it; the one in the middle of a request is left alone.
    @Test func anIdleKeepAliveConnectionIsClosedFirstForAWaitingClient() throws {
        let server = try Self.server(cap: 2, closingIdleAfter: .zero)
        defer { server.shutdown() }
        let busy = try TestConnection(port: server.port)
        try busy.send("GET /busy HTTP/1.1\r\nHost: x\r\n")
        let idle = try TestConnection(port: server.port)
        try idle.sendRequest("GET", "/idle")
        #expect(try idle.readResponse().status == 200)

        let newcomer = try TestConnection(port: server.port)
        try newcomer.sendRequest("GET", "/new")
        #expect(try newcomer.readResponse().status == 200)
        #expect(idle.isClosedByServer())

        try busy.send("\r\n")
        #expect(try busy.readResponse().status == 200)
    }

    /// With the server full, a client waiting and no connection idle long enough to close, the
    /// next answer on a busy keep-alive connection asks its client to close.
    @Test func aBusyConnectionsNextAnswerClosesItForAWaitingClient() throws {
        let server = try Self.server(cap: 1, closingIdleAfter: Self.never)
        defer { server.shutdown() }
        let regular = try TestConnection(port: server.port)
        try regular.sendRequest("GET", "/first")
        #expect(try regular.readResponse().header("Connection") == nil)

        let newcomer = try TestConnection(port: server.port)
        try newcomer.sendRequest("GET", "/new")
        #expect(eventually { server.clientsWaiting == 1 })
        // The accepting thread asks for a close within its next look, which the client cannot
        // observe: the regular client's requests are answered as usual until one says so.
        var answers = 0
        var closing = false
        while !closing && answers < 10_000 {
            try regular.sendRequest("GET", "/again")
            let answer = try regular.readResponse()
            #expect(answer.status == 200)
            closing = answer.header("Connection") == "close"
            answers += 1
        }
        #expect(closing)
        #expect(regular.isClosedByServer())
        #expect(try newcomer.readResponse().status == 200)
    }
}
