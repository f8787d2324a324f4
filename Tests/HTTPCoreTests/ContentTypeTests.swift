import HTTPCore
import Testing

struct ContentTypeTests {
    @Test func simpleMediaType() throws {
        let contentType = try #require(ContentType(parsing: "text/html"))
        #expect(contentType.type == "text")
        #expect(contentType.subtype == "html")
        #expect(contentType.mediaType == "text/html")
        #expect(contentType.parameters.isEmpty)
        #expect(contentType.charset == nil)
    }

    @Test(arguments: [
        ("TEXT/HTML", "text/html"),
        ("Text/Html", "text/html"),
        ("Application/X-WWW-Form-URLEncoded", "application/x-www-form-urlencoded"),
        ("  text/plain  ", "text/plain"),
        ("\ttext/plain", "text/plain"),
        ("application/vnd.api+json", "application/vnd.api+json"),
        ("multipart/form-data; boundary=xyz", "multipart/form-data"),
        ("text/plain;", "text/plain"),
        ("text/plain; ;", "text/plain"),
    ])
    func mediaTypeIsLowerCased(value: String, expected: String) throws {
        let contentType = try #require(ContentType(parsing: value))
        #expect(contentType.mediaType == expected)
    }

    @Test(arguments: [
        ("text/html; charset=utf-8", "utf-8"),
        ("text/html;charset=UTF-8", "UTF-8"),
        ("text/html; CHARSET=utf-8", "utf-8"),
        ("text/html; Charset=\"utf-8\"", "utf-8"),
        ("text/html; charset=utf-8 ", "utf-8"),
        ("text/html; q=1; charset=iso-8859-1", "iso-8859-1"),
    ])
    func charset(value: String, expected: String) throws {
        let contentType = try #require(ContentType(parsing: value))
        #expect(contentType.charset == expected)
    }

    @Test func formConstants() throws {
        #expect(ContentType(parsing: "application/x-www-form-urlencoded; charset=UTF-8")?.mediaType == ContentType.formURLEncoded)
        #expect(ContentType(parsing: "multipart/form-data; boundary=----x")?.mediaType == ContentType.multipartFormData)
    }

    @Test func parametersKeepValueCase() throws {
        let contentType = try #require(ContentType(parsing: "multipart/form-data; Boundary=AbC123"))
        #expect(contentType.parameters == ["boundary": "AbC123"])
    }

    @Test(arguments: [
        ("text/plain; title=\"hello world\"", "hello world"),
        ("text/plain; title=\"\"", ""),
        ("text/plain; title=\"a\\\"b\"", "a\"b"),
        ("text/plain; title=\"a\\\\b\"", "a\\b"),
        ("text/plain; title=\"\\a\\b\"", "ab"),
        ("text/plain; title=\"a=b\"", "a=b"),
        ("text/plain; title=\"a,b\"", "a,b"),
        ("text/plain; title=\"a;b\"", "a;b"),
        ("multipart/form-data; boundary=\"----=_Part 1\"", "----=_Part 1"),
    ])
    func quotedParameters(value: String, expected: String) throws {
        let contentType = try #require(ContentType(parsing: value))
        #expect(contentType.parameters.values.first == expected)
        #expect(contentType.parameters.count == 1)
    }

    @Test func severalParameters() throws {
        let contentType = try #require(ContentType(parsing: "text/plain; charset=utf-8; format=flowed; delsp=\"yes\""))
        #expect(contentType.parameters == ["charset": "utf-8", "format": "flowed", "delsp": "yes"])
    }

    @Test(arguments: [
        "",
        " ",
        "text",
        "/html",
        "text/",
        "/",
        "text/html/x",
        "te xt/html",
        "text /html",
        "text/ html",
        "text/h tml",
        "text/html; charset",
        "text/html; charset=",
        "text/html; =utf-8",
        "text/html; charset = utf-8",
        "text/html; charset=utf 8",
        "text/html; charset=\"utf-8",
        "text/html; charset=\"",
        "text/html; charset=utf-8\"",
        "text/html; char set=utf-8",
        "text/html; charset=a,b",
        "text/html; title=\"abc\\\"",
        "text@/html",
        "text/html\u{0}",
        "tëxt/html",
        "te\u{212A}t/html",
        "text/\u{212A}",
        "text/html; \u{212A}=1",
        ";charset=utf-8",
    ])
    func invalidValuesAreNil(value: String) {
        #expect(ContentType(parsing: value) == nil)
    }

    @Test func equality() {
        #expect(ContentType(parsing: "TEXT/HTML; CHARSET=utf-8") == ContentType(parsing: "text/html;charset=utf-8"))
        #expect(ContentType(parsing: "text/html; charset=utf-8") != ContentType(parsing: "text/html; charset=UTF-8"))
        #expect(ContentType(parsing: "text/html") != ContentType(parsing: "text/plain"))
    }
}
