import HTTPCore
import HTTPServer
import Testing

/// A server told the site is HTTPS only adds `Strict-Transport-Security` to every answer it
/// queues, once: the responder's own field is kept rather than doubled.
@Suite("Strict-Transport-Security from the server")
struct StrictTransportTests {
    static func fields(_ response: TestResponse) -> [String] {
        response.headers.filter { $0.0.lowercased() == "strict-transport-security" }.map(\.1)
    }

    @Test func everyAnswerCarriesItOnce() throws {
        let server = try TestServer.start(ClosureResponder { request in
            guard request.path != "/own" else {
                var response = Response.text("own")
                response.headers.add("strict-transport-security", "max-age=60")
                return response
            }
            guard request.path != "/fails" else { throw CancellationError() }
            return .text("ok")
        }) {
            $0.strictTransportSecurity = true
            $0.maxURLLength = 64
        }
        defer { server.shutdown() }
        for (target, status) in [("/page", 200), ("/fails", 500), ("/a%zz", 400), ("/" + String(repeating: "a", count: 100), 414)] {
            let connection = try TestConnection(port: server.port)
            try connection.sendRequest("GET", target)
            let response = try connection.readResponse()
            #expect(response.status == status, "\(target)")
            #expect(Self.fields(response) == ["max-age=31536000"], "\(target)")
        }
        let connection = try TestConnection(port: server.port)
        try connection.sendRequest("GET", "/own")
        #expect(Self.fields(try connection.readResponse()) == ["max-age=60"])
    }

    @Test func noAnswerCarriesItByDefault() throws {
        let server = try TestServer.start(ClosureResponder { _ in .text("ok") })
        defer { server.shutdown() }
        let connection = try TestConnection(port: server.port)
        try connection.sendRequest("GET", "/page")
        #expect(Self.fields(try connection.readResponse()).isEmpty)
    }
}
