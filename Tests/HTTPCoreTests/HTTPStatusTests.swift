import HTTPCore
import Testing

struct HTTPStatusTests {
    @Test(arguments: [100, 101, 102, 103, 150, 199, 204, 304])
    func statusesWithoutBody(code: Int) {
        #expect(!HTTPStatus(code: code, reasonPhrase: "").allowsBody)
    }

    @Test(arguments: [200, 201, 202, 203, 205, 206, 299, 300, 301, 302, 303, 305, 307, 308, 400, 404, 500, 503, 599])
    func statusesWithBody(code: Int) {
        #expect(HTTPStatus(code: code, reasonPhrase: "").allowsBody)
    }

    @Test func namedStatusesAllowBodyAsExpected() {
        #expect(!HTTPStatus.noContent.allowsBody)
        #expect(!HTTPStatus.notModified.allowsBody)
        #expect(HTTPStatus.ok.allowsBody)
        #expect(HTTPStatus.seeOther.allowsBody)
        #expect(HTTPStatus.notFound.allowsBody)
        #expect(HTTPStatus.internalServerError.allowsBody)
    }

    @Test(arguments: [
        (HTTPStatus.ok, 200, "OK"),
        (.created, 201, "Created"),
        (.noContent, 204, "No Content"),
        (.movedPermanently, 301, "Moved Permanently"),
        (.found, 302, "Found"),
        (.seeOther, 303, "See Other"),
        (.notModified, 304, "Not Modified"),
        (.badRequest, 400, "Bad Request"),
        (.unauthorized, 401, "Unauthorized"),
        (.forbidden, 403, "Forbidden"),
        (.notFound, 404, "Not Found"),
        (.methodNotAllowed, 405, "Method Not Allowed"),
        (.contentTooLarge, 413, "Content Too Large"),
        (.uriTooLong, 414, "URI Too Long"),
        (.unsupportedMediaType, 415, "Unsupported Media Type"),
        (.unprocessableContent, 422, "Unprocessable Content"),
        (.tooManyRequests, 429, "Too Many Requests"),
        (.requestHeaderFieldsTooLarge, 431, "Request Header Fields Too Large"),
        (.internalServerError, 500, "Internal Server Error"),
        (.notImplemented, 501, "Not Implemented"),
        (.serviceUnavailable, 503, "Service Unavailable"),
    ])
    func namedStatuses(status: HTTPStatus, code: Int, reasonPhrase: String) {
        #expect(status.code == code)
        #expect(status.reasonPhrase == reasonPhrase)
        #expect(status.description == "\(code) \(reasonPhrase)")
    }

    @Test func equalityIncludesTheReasonPhrase() {
        #expect(HTTPStatus(code: 200, reasonPhrase: "OK") == .ok)
        #expect(HTTPStatus(code: 200, reasonPhrase: "Fine") != .ok)
    }
}
