import HTTPCore
import Testing

/// Every routed answer carries an `X-Request-ID`: the one the client or proxy sent when it is a
/// plain token, else one the server makes, unique per request; the access log writes it on the
/// request's line, so a request's lines can be found by it.
@Suite("Request ids against the running server")
struct RequestIDServerTests {
    static func get(_ target: String, id: String?, port: Int) throws -> Response {
        let field = id.map { "X-Request-ID: \($0)\r\n" } ?? ""
        let request = Array("GET \(target) HTTP/1.1\r\nHost: 127.0.0.1\r\n\(field)Connection: close\r\n\r\n".utf8)
        return try SocketResponder.parse(RawHTTP.exchange(request, port: port))
    }

    static func isMadeID(_ id: String) -> Bool {
        id.utf8.count == 15 && id.utf8.allSatisfy { byte in
            (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
                || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_")
        }
    }

    @Test func eachRequestGetsItsOwnIDAndTheLogSaysWhichLineIsWhose() throws {
        let app = try RunningApp(extraArguments: ["--access-log"])
        let made = try (0..<20).map { _ in try Self.get("/login", id: nil, port: app.port).headers["X-Request-ID"] ?? "" }
        let kept = try Self.get("/login", id: "trace-4bf92f35.b7ad", port: app.port)
        let long = String(repeating: "a", count: 65)
        let replaced = try [long, "two words", "semi;colon"].map { try Self.get("/login", id: $0, port: app.port).headers["X-Request-ID"] ?? "" }
        let output = app.stop().output

        #expect(made.allSatisfy(Self.isMadeID), "\(made)")
        #expect(Set(made).count == made.count)
        // One process draws one tag: its ids share their first six characters.
        #expect(Set(made.map { $0.prefix(6) }).count == 1)
        #expect(kept.headers["X-Request-ID"] == "trace-4bf92f35.b7ad")
        #expect(replaced.allSatisfy(Self.isMadeID), "\(replaced)")
        let lines = output.split(separator: "\n").filter { $0.contains("GET /login 200") }
        for id in made + ["trace-4bf92f35.b7ad"] + replaced {
            #expect(lines.filter { $0.contains("request_id=\(id)") }.count == 1, "\(id)")
        }
    }

    /// Static files and the health check are answered before any route, and carry the id too.
    @Test(arguments: ["/css/app.css", "/healthz", "/no-such-file.png"])
    func answersOutsideTheRoutesCarryTheIDToo(_ target: String) throws {
        let app = try RunningApp()
        #expect(try Self.get(target, id: "trace-static.1", port: app.port).headers["X-Request-ID"] == "trace-static.1")
        #expect(Self.isMadeID(try Self.get(target, id: nil, port: app.port).headers["X-Request-ID"] ?? ""))
    }
}
