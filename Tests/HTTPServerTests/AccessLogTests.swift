import HTTPCore
import HTTPServer
import Logging
import Synchronization
import Testing

/// The access log's line for a request carries the id the answer was given, under the key the
/// app's own lines use, so that an operator can find every line of one request.
@Suite("Access log")
struct AccessLogTests {
    @Test func lineCarriesTheAnswersRequestID() throws {
        let lines = AccessLines()
        let server = try TestServer.start(ClosureResponder { request in
            var response = Response.text("ok")
            if request.path == "/with-id" { response.headers.add("X-Request-ID", "req-42") }
            return response
        }, logger: lines.logger) {
            $0.accessLog = true
            $0.accessLogRequestIDField = "X-Request-ID"
        }
        for target in ["/with-id", "/without-id"] {
            let connection = try TestConnection(port: server.port)
            try connection.sendRequest("GET", target)
            #expect(try connection.readResponse().status == 200)
        }
        server.shutdown()
        #expect(lines.all.contains { $0.hasPrefix("GET /with-id 200") && $0.hasSuffix(" request_id=req-42") })
        #expect(lines.all.contains { $0.hasPrefix("GET /without-id 200") && !$0.contains("request_id") })
    }

    @Test func noIDUnlessTheServerIsToldWhichField() throws {
        let lines = AccessLines()
        let server = try TestServer.start(ClosureResponder { _ in
            var response = Response.text("ok")
            response.headers.add("X-Request-ID", "req-42")
            return response
        }, logger: lines.logger) { $0.accessLog = true }
        let connection = try TestConnection(port: server.port)
        try connection.sendRequest("GET", "/page")
        #expect(try connection.readResponse().status == 200)
        server.shutdown()
        #expect(lines.all.contains { $0.hasPrefix("GET /page 200") })
        #expect(!lines.all.contains { $0.contains("request_id") })
    }
}

/// The info lines a server logs, each as its message and its metadata as `key=value`.
private final class AccessLines: Sendable {
    private let lines = Mutex<[String]>([])

    var all: [String] { lines.withLock { $0 } }

    var logger: Logger {
        Logger(label: "access") { _ in Handler(lines: self) }
    }

    private struct Handler: LogHandler {
        let lines: AccessLines
        var metadata: Logger.Metadata = [:]
        var logLevel: Logger.Level = .info

        subscript(metadataKey key: String) -> Logger.Metadata.Value? {
            get { metadata[key] }
            set { metadata[key] = newValue }
        }

        func log(event: LogEvent) {
            guard event.level == .info else { return }
            let fields = (event.metadata ?? [:]).sorted { $0.key < $1.key }.map { " \($0.key)=\($0.value)" }.joined()
            lines.lines.withLock { $0.append("\(event.message)\(fields)") }
        }
    }
}
