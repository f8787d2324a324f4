import HTTPCore
import HTTPServer
import Testing

/// A request's line and headers share the connection's memory with the answer's head. Up to
/// ``HTTPServerConfiguration/requestHeadLimit`` (counted as docs/limits.md says) a request
/// is served, with room for a large answer head; past it, it is answered 431; never closed
/// without an answer.
@Suite("Request head limit")
struct RequestHeadLimitTests {
    /// An answer head about as large as the room kept for it allows: the status line, `Date`
    /// and `Content-Length` that libmicrohttpd adds, and 1.3 KB of fields (ScreenKit's largest
    /// pages take about 1 KB).
    static let largeAnswer = ClosureResponder { request in
        var response = Response.text("ok")
        response.headers.add("Content-Security-Policy", String(repeating: "c", count: 400))
        for name in ["a", "b", "c"] {
            response.headers.add("Set-Cookie", "__Host-sk_\(name)=\(String(repeating: "v", count: 200)); Path=/; Secure; HttpOnly")
        }
        response.headers.add("Cache-Control", "no-store")
        return response
    }

    static let limit = HTTPServerConfiguration().requestHeadLimit

    @Test func aBrowsersRequestAtTheLimitGetsItsWholeAnswer() throws {
        let server = try TestServer.start(Self.largeAnswer)
        defer { server.shutdown() }
        let request = BrowserRequest(footprint: Self.limit)
        #expect(request.footprint == Self.limit)
        let connection = try TestConnection(port: server.port)
        try connection.send(request.bytes)
        let answer = try connection.readResponse()
        #expect(answer.status == 200)
        #expect(answer.headers.count { $0.0 == "Set-Cookie" } == 3)
        #expect(answer.text == "ok")
    }

    @Test func oneByteOverTheLimitIsRefusedWith431() throws {
        let server = try TestServer.start(Self.largeAnswer)
        defer { server.shutdown() }
        let connection = try TestConnection(port: server.port)
        try connection.send(BrowserRequest(footprint: Self.limit + 1).bytes)
        #expect(try connection.readResponse().status == 431)
    }

    /// Between the limit and the end of the connection's memory the server answers 431 itself,
    /// written straight to the socket, however little memory is left; well past the memory's
    /// end libmicrohttpd does.
    @Test func everyRequestPastTheLimitIsAnswered() throws {
        let server = try TestServer.start(Self.largeAnswer)
        defer { server.shutdown() }
        let memory = HTTPServerConfiguration().connectionMemoryLimit
        for footprint in stride(from: Self.limit + 1, through: memory, by: 23) + [memory + 1000, 4 * memory] {
            let connection = try TestConnection(port: server.port)
            try connection.send(BrowserRequest(footprint: footprint).bytes)
            let answer = try connection.readResponse()
            #expect(answer.status == 431, "a request taking \(footprint) bytes")
        }
    }

    /// Just past the end of the memory, libmicrohttpd 0.9.75 fails on the `Cookie` header's
    /// copy, fails again answering that, and drops the request without an answer or its
    /// completion notice; the connection's close notification finishes it, so that nothing is
    /// left in flight (a shutdown would wait for it) and its state is freed.
    @Test func aRequestLibmicrohttpdDropsIsNotLeftInFlight() throws {
        let server = try TestServer.start(Self.largeAnswer)
        defer { server.shutdown() }
        let memory = HTTPServerConfiguration().connectionMemoryLimit
        for footprint in stride(from: memory + 8, through: memory + 200, by: 8) {
            let connection = try TestConnection(port: server.port)
            try connection.send(BrowserRequest(footprint: footprint).bytes)
            _ = try? connection.readResponse()
            #expect(connection.isClosedByServer(), "a request taking \(footprint) bytes")
        }
        #expect(eventually { server.requestsInFlight == 0 })
    }

    @Test func aLongTargetIsRefusedWith414() throws {
        let server = try TestServer.start(Self.largeAnswer)
        defer { server.shutdown() }
        for length in [HTTPServerConfiguration().maxURLLength + 1, Self.limit] {
            let connection = try TestConnection(port: server.port)
            try connection.sendRequest("GET", "/" + String(repeating: "p", count: length))
            #expect(try connection.readResponse().status == 414, "a target of \(length) bytes")
        }
    }
}

/// A GET as a browser sends it through a proxy (twenty fields, three cookies, a query), padded
/// so that it takes `footprint` bytes of the connection's memory as libmicrohttpd 0.9.75 counts
/// them: the head's bytes, 64 for each field, cookie and query parameter, and a copy of the
/// `Cookie` header rounded up to 16.
struct BrowserRequest {
    static let line = "GET /users/12?page=2&sort=name HTTP/1.1\r\n"
    static let fields: [(String, String)] = [
        ("Host", "screenkit.example"),
        ("User-Agent", "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36"),
        ("Accept", "text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8"),
        ("Accept-Language", "en-US,en;q=0.9,de;q=0.8"),
        ("Accept-Encoding", "gzip, deflate, br"),
        ("Referer", "https://screenkit.example/users?page=3"),
        ("sec-ch-ua", "\"Not_A Brand\";v=\"8\", \"Chromium\";v=\"120\", \"Google Chrome\";v=\"120\""),
        ("sec-ch-ua-mobile", "?0"),
        ("sec-ch-ua-platform", "\"Windows\""),
        ("Upgrade-Insecure-Requests", "1"),
        ("Sec-Fetch-Site", "same-origin"),
        ("Sec-Fetch-Mode", "navigate"),
        ("Sec-Fetch-User", "?1"),
        ("Sec-Fetch-Dest", "document"),
        ("Cache-Control", "max-age=0"),
        ("X-Forwarded-For", "198.51.100.7"),
        ("X-Forwarded-Proto", "https"),
        ("X-Real-IP", "198.51.100.7"),
        ("Cookie", "__Host-sk_session=mXHoTWi8LJcu_smuHF_REMkoC0oe3RNuUFPaSA0vzoE; __Host-sk_anon=ewvHCDs49DFdl4EDTYoaUA; theme=dark"),
    ]

    let bytes: [UInt8]
    let footprint: Int

    init(footprint wanted: Int) {
        let cookies = 3
        let parameters = 2
        let cookieHeader = Self.fields.first { $0.0 == "Cookie" }?.1.utf8.count ?? 0
        // The padding field is the twentieth field.
        let fixed = 64 * (Self.fields.count + 1 + cookies + parameters) + (cookieHeader + 1 + 15) / 16 * 16
        var head = Self.line
        for (name, value) in Self.fields { head += "\(name): \(value)\r\n" }
        let padding = max(1, wanted - fixed - head.utf8.count - "X-Padding: \r\n\r\n".utf8.count)
        head += "X-Padding: \(String(repeating: "x", count: padding))\r\n\r\n"
        bytes = Array(head.utf8)
        footprint = fixed + bytes.count
    }
}
