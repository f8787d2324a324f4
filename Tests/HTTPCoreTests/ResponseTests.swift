import HTTPCore
import Testing

struct ResponseTests {
    @Test func defaults() {
        let response = Response()
        #expect(response.status == .ok)
        #expect(response.headers.count == 0)
        #expect(response.body.isEmpty)
    }

    @Test func text() {
        let response = Response.text("héllo")
        #expect(response.status == .ok)
        #expect(response.headers["Content-Type"] == "text/plain; charset=utf-8")
        #expect(response.headers.count == 1)
        #expect(response.body == Array("héllo".utf8))
        #expect(response.body.count == 6)
    }

    @Test func textWithStatus() {
        let response = Response.text("Not here", status: .notFound)
        #expect(response.status == .notFound)
        #expect(response.body == Array("Not here".utf8))
        #expect(ContentType(parsing: response.headers["content-type"] ?? "")?.charset == "utf-8")
    }

    @Test func emptyText() {
        let response = Response.text("")
        #expect(response.body.isEmpty)
        #expect(response.headers["Content-Type"] == "text/plain; charset=utf-8")
    }

    @Test func headersCanBeAddedAfterwards() throws {
        var response = Response(status: .seeOther, headers: ["Location": "/"])
        response.headers.add("Set-Cookie", try SetCookie(name: "a", value: "1").headerValue)
        response.headers.add("Set-Cookie", try SetCookie(name: "b", value: "2").headerValue)
        #expect(response.headers.values(for: "set-cookie") == ["a=1", "b=2"])
        #expect(response.headers["Location"] == "/")
    }
}
