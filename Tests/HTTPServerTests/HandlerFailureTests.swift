import HTTPCore
import HTTPServer
import Testing

@Suite("Handlers that throw or misbehave")
struct HandlerFailureTests {
    struct Boom: Error {}

    struct Teapot: HTTPResponseError {
        var status: HTTPStatus { HTTPStatus(code: 418, reasonPhrase: "I'm a teapot") }
        var publicMessage: String { "short and stout" }
    }

    static let failing = ClosureResponder { request in
        switch request.path {
        case "/throw": throw Boom()
        case "/typed": throw Teapot()
        case "/bad-header":
            var response = Response.text("split")
            response.headers.add("X-Injected", "a\r\nSet-Cookie: evil=1")
            return response
        case "/zero-byte":
            // As a C string the value would end at the zero byte: sent cut short, it could
            // drop attributes such as "; Secure" after it.
            var response = Response.text("cut")
            response.headers.add("Set-Cookie", "a=1\u{0}; Secure")
            return response
        case "/bad-status": return Response(status: HTTPStatus(code: 1000, reasonPhrase: "?"))
        default: return .text("fine")
        }
    }

    @Test func aThrowingHandlerGives500AndTheNextRequestSucceeds() throws {
        let server = try TestServer.start(Self.failing)
        defer { server.shutdown() }
        let connection = try TestConnection(port: server.port)
        try connection.sendRequest("GET", "/throw")
        let failed = try connection.readResponse()
        #expect(failed.status == 500)
        #expect(!failed.text.contains("Boom"))
        try connection.sendRequest("GET", "/next")
        let next = try connection.readResponse()
        #expect(next.status == 200)
        #expect(next.text == "fine")
    }

    @Test func anHTTPResponseErrorKeepsItsStatusAndMessage() throws {
        let server = try TestServer.start(Self.failing)
        defer { server.shutdown() }
        let connection = try TestConnection(port: server.port)
        try connection.sendRequest("GET", "/typed")
        let response = try connection.readResponse()
        #expect(response.status == 418)
        #expect(response.text.contains("short and stout"))
    }

    @Test(arguments: ["/bad-header", "/zero-byte", "/bad-status"])
    func aResponseLibmicrohttpdRefusesBecomes500(path: String) throws {
        let server = try TestServer.start(Self.failing)
        defer { server.shutdown() }
        let connection = try TestConnection(port: server.port)
        try connection.sendRequest("GET", path)
        let response = try connection.readResponse()
        #expect(response.status == 500)
        #expect(response.header("Set-Cookie") == nil)
        try connection.sendRequest("GET", "/next")
        #expect(try connection.readResponse().status == 200)
    }

    @Test func theErrorResponseCanBeCustomised() throws {
        struct Branded: HTTPResponder {
            func respond(to request: Request) throws -> Response { throw HandlerFailureTests.Boom() }
            func errorResponse(status: HTTPStatus, message: String, request: Request) -> Response {
                .text("branded \(status.code) for \(request.path)", status: status)
            }
        }
        let server = try TestServer.start(Branded())
        defer { server.shutdown() }
        let connection = try TestConnection(port: server.port)
        try connection.sendRequest("GET", "/x")
        let response = try connection.readResponse()
        #expect(response.status == 500)
        #expect(response.text == "branded 500 for /x")
    }
}
