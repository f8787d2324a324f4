import HTTPCore
import HTTPServer
import Logging

/// Starts a real server on a free port for one test; shut down by the test.
enum TestServer {
    static func start(
        _ responder: some HTTPResponder,
        metrics: RequestMetrics? = nil,
        logger: Logger? = nil,
        configure: (inout HTTPServerConfiguration) -> Void = { _ in }
    ) throws -> HTTPServer {
        var configuration = HTTPServerConfiguration()
        configuration.port = 0
        configuration.threads = 2
        configuration.accessLog = false
        configure(&configuration)
        let logger = logger ?? {
            var quiet = Logger(label: "test")
            quiet.logLevel = .critical
            return quiet
        }()
        let server = HTTPServer(configuration: configuration, responder: responder, metrics: metrics, logger: logger)
        try server.start()
        return server
    }
}

/// A responder built from a closure, for tests.
struct ClosureResponder: HTTPResponder {
    let handle: @Sendable (Request) throws -> Response

    init(_ handle: @escaping @Sendable (Request) throws -> Response) {
        self.handle = handle
    }

    func respond(to request: Request) throws -> Response {
        try handle(request)
    }
}
