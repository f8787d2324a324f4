import HTTPCore
import ScreenKit
import ScreenKitTesting
import Testing

/// Each kind of answer becomes its response: the screen with its status, the status screen,
/// a redirect, or a file served as itself.
@Suite("Answers as responses")
struct AnswerResponseTests {
    let client = TestApplication().client()

    @Test(arguments: [
        ("shown", HTTPStatus.ok, "Shown"),
        ("problems", .unprocessableContent, "Fix this"),
        ("throttled", .tooManyRequests, "Wait"),
        ("too-many", .tooManyRequests, "Too Many Requests"),
        ("teapot", .notImplemented, "Not Implemented"),
        ("unknown", .notFound, "Not Found"),
    ])
    func aScreenOrStatusAnswerIsAPageWithItsStatus(kind: String, status: HTTPStatus, heading: String) throws {
        let response = try client.get("/test/answers/\(kind)")
        #expect(response.status == status)
        #expect(try response.html().first("h1")?.normalizedText == heading)
        #expect(response.headers["Content-Security-Policy"] != nil)
        #expect(response.headers["Vary"] == "Accept, Accept-Language, HX-Request, Turbo-Frame")
    }

    @Test func aWaitIsToldInRetryAfter() throws {
        #expect(try client.get("/test/answers/throttled").headers["Retry-After"] == "1")
        let tooMany = try client.get("/test/answers/too-many")
        #expect(tooMany.headers["Retry-After"] == "30")
        #expect(try tooMany.html().first("main")?.normalizedText.contains("Slow down.") == true)
        #expect(try client.get("/test/answers/shown").headers["Retry-After"] == nil)
    }

    @Test func aFileIsServedAsItselfWithItsOwnPolicy() throws {
        let file = try client.get("/test/answers/file")
        #expect(file.status == .ok)
        #expect(file.response.body == Array("PNG".utf8))
        #expect(file.headers["Content-Type"] == "image/png")
        #expect(file.headers["ETag"] == "\"v1\"")
        #expect(file.headers["Cache-Control"] == "private, max-age=31536000, immutable")
        #expect(file.headers["Content-Security-Policy"] == "default-src 'none'")
        #expect(file.headers["X-Frame-Options"] == nil)

        var current = HTTPHeaders()
        current.add("If-None-Match", "\"v1\"")
        let unchanged = try client.get("/test/answers/file", headers: current)
        #expect(unchanged.status == .notModified)
        #expect(unchanged.response.body.isEmpty)
    }

    /// A download is saved under a name no header can be split by, and kept by no cache.
    @Test func aDownloadIsSavedUnderASafeNameAndNeverStored() throws {
        var current = HTTPHeaders()
        current.add("If-None-Match", "*")
        let download = try client.get("/test/answers/download", headers: current)
        #expect(download.status == .ok)
        #expect(download.text == "one\ntwo\n")
        #expect(download.headers["Content-Type"] == "text/plain; charset=utf-8")
        #expect(download.headers["Content-Disposition"] == "attachment; filename=\"Kit-codes---.txt\"")
        #expect(download.headers["Cache-Control"] == "no-store")
        #expect(download.headers["ETag"] == nil)
        #expect(download.headers["Content-Security-Policy"] == "default-src 'none'")
        #expect(download.headers["X-Content-Type-Options"] == "nosniff")
    }

    @Test func aSandboxedDocumentRunsNothing() throws {
        let document = try client.get("/test/answers/document")
        #expect(document.status == .ok)
        #expect(document.text == "<p style=\"color: red\">Hi</p>")
        #expect(document.headers["Content-Security-Policy"]?.hasSuffix("sandbox") == true)
        #expect(document.headers["Cache-Control"] == "private, no-cache")
    }
}
