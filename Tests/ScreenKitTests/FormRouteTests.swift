import HTTPCore
import ScreenKit
import ScreenKitTesting
import Testing

/// Forms reach coordinators decoded into their types: urlencoded or multipart, within the
/// route's body limit, refused with 400/413/415/422 and never a crash.
@Suite("Typed forms on routes")
struct FormRouteTests {
    static let boundary = "----screenkit-test-boundary"

    func multipart(_ parts: [(name: String, filename: String?, content: String)], token: String) -> [UInt8] {
        var body = ""
        for part in parts + [(name: "csrf_token", filename: nil, content: token)] {
            body += "--\(Self.boundary)\r\n"
            body += "Content-Disposition: form-data; name=\"\(part.name)\""
            if let filename = part.filename { body += "; filename=\"\(filename)\"\r\nContent-Type: image/png" }
            body += "\r\n\r\n\(part.content)\r\n"
        }
        return Array((body + "--\(Self.boundary)--\r\n").utf8)
    }

    func upload(_ client: ScreenClient, _ body: [UInt8]) throws -> ScreenResponse {
        var headers = HTTPHeaders()
        headers.add("Content-Type", "multipart/form-data; boundary=\(Self.boundary)")
        return try client.send(.post, "/test/upload", accept: "text/html", headers: headers, body: body)
    }

    @Test func aMultipartFormDecodesTextAndFile() throws {
        let client = TestApplication().client()
        try client.get("/greetings/new")
        let token = try #require(client.lastCSRFToken)
        let response = try upload(client, multipart([("title", nil, "Avatar"), ("file", "me.png", "PNG\u{1}\u{2}")], token: token))
        #expect(response.status == .ok)
        #expect(try response.html().first("h1")?.normalizedText == "Avatar: me.png, 5 bytes")
    }

    @Test func aMultipartFormNeedsItsToken() throws {
        let client = TestApplication().client()
        try client.get("/greetings/new")
        let response = try upload(client, multipart([("title", nil, "Avatar"), ("file", "me.png", "x")], token: "forged"))
        #expect(response.status == .forbidden)
    }

    @Test func aBodyOverTheRoutesLimitIsRefused() throws {
        let client = TestApplication().client()
        try client.get("/greetings/new")
        let token = try #require(client.lastCSRFToken)
        let large = String(repeating: "x", count: 600)
        let response = try upload(client, multipart([("title", nil, "Avatar"), ("file", "me.png", large)], token: token))
        #expect(response.status == .contentTooLarge)
    }

    @Test func theRouteTellsTheServerItsBodyLimit() throws {
        let app = TestApplication()
        let upload = try RequestTarget(parsing: "/test/upload".utf8)
        let greetings = try RequestTarget(parsing: "/greetings".utf8)
        #expect(app.application.plan(method: .post, target: upload).bodyLimit == 512)
        #expect(app.application.plan(method: .post, target: greetings).bodyLimit == nil)
        #expect(app.application.plan(method: .get, target: upload).bodyLimit == nil)
    }

    @Test(arguments: [
        ("user_id=abc", HTTPStatus.unprocessableContent),
        ("user_id=1&user_id=2", HTTPStatus.badRequest),
        ("other=1", HTTPStatus.badRequest),
        ("user_id=%zz", HTTPStatus.badRequest),
    ])
    func aFormThatDoesNotDecodeIsRefusedAndChangesNothing(body: String, status: HTTPStatus) throws {
        let app = TestApplication()
        let client = app.client()
        try client.get("/greetings/new")
        let token = try #require(client.lastCSRFToken)
        var headers = HTTPHeaders()
        headers.add("Content-Type", ContentType.formURLEncoded)
        let response = try client.send(
            .post, "/test/sign-in", accept: "text/html", headers: headers,
            body: Array((body + "&csrf_token=" + URLEncodedForm.encode(token)).utf8))
        #expect(response.status == status)
        #expect(app.sessions.allRecords.isEmpty)
    }

    @Test func anotherContentTypeOnAFormRouteIs415() throws {
        let client = TestApplication().client()
        try client.get("/greetings/new")
        var headers = HTTPHeaders()
        headers.add("Content-Type", "application/json")
        let response = try client.send(.post, "/greetings", accept: "text/html", headers: headers, body: Array(#"{"name":"x"}"#.utf8))
        #expect(response.status == .unsupportedMediaType)
    }
}
