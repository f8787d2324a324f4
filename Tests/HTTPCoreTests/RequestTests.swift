import HTTPCore
import Testing

struct RequestTests {
    @Test func fromARawTarget() throws {
        let request = try Request(method: .get, target: "/users/42?tab=posts&tab=likes")
        #expect(request.method == .get)
        #expect(request.path == "/users/42")
        #expect(request.pathSegments == ["users", "42"])
        #expect(request.query["tab"] == "posts")
        #expect(request.query.values(for: "tab") == ["posts", "likes"])
        #expect(request.headers.count == 0)
        #expect(request.body.isEmpty)
        #expect(request.remoteAddress == "")
    }

    @Test(arguments: [
        ("users/1", DecodingError.Code.malformedTarget, "path"),
        ("/a b", .controlCharacter, "path"),
        ("/%zz", .malformedPercentEncoding, "path"),
        ("/%FF", .invalidUTF8, "path"),
        ("/?q=%", .malformedPercentEncoding, "query"),
    ])
    func badTargetsThrow(target: String, code: DecodingError.Code, context: String) {
        #expect(throws: DecodingError(code, in: context)) {
            try Request(method: .get, target: target)
        }
    }

    @Test func keepsEverythingItWasGiven() throws {
        let target = try RequestTarget(parsing: "/x".utf8)
        let request = Request(method: .post, target: target, headers: ["Host": "h"], body: [1, 2, 3], remoteAddress: "::1")
        #expect(request.method == .post)
        #expect(request.target == target)
        #expect(request.headers["host"] == "h")
        #expect(request.body == [1, 2, 3])
        #expect(request.remoteAddress == "::1")
    }

    /// Copies share their parts until one changes: the change is the copy's alone, whichever
    /// part it is.
    @Test func aChangedCopyLeavesTheOriginalAsItWas() throws {
        let original = try Request(method: .get, target: "/a?q=1", headers: ["Host": "h"], body: [1], remoteAddress: "::1")
        var copy = original
        copy.method = .post
        copy.target = try RequestTarget(parsing: "/b".utf8)
        copy.headers.add("Accept", "text/html")
        copy.body.append(2)
        copy.remoteAddress = "127.0.0.1"

        #expect(original.method == .get)
        #expect(original.path == "/a")
        #expect(original.query["q"] == "1")
        #expect(original.headers.count == 1)
        #expect(original.body == [1])
        #expect(original.remoteAddress == "::1")
        #expect(copy.method == .post)
        #expect(copy.path == "/b")
        #expect(copy.headers["accept"] == "text/html")
        #expect(copy.headers["host"] == "h")
        #expect(copy.body == [1, 2])
        #expect(copy.remoteAddress == "127.0.0.1")
    }

    // MARK: - Form fields

    @Test func formFields() throws {
        let request = try Request(
            method: .post,
            target: "/login",
            headers: ["Content-Type": "application/x-www-form-urlencoded"],
            body: Array("email=a%40b.example&password=p+w%2Bd&remember".utf8)
        )
        let form = try request.formFields()
        #expect(form["email"] == "a@b.example")
        #expect(form["password"] == "p w+d")
        #expect(form["remember"] == "")
        #expect(form.count == 3)
    }

    @Test func emptyBodyHasNoFormFields() throws {
        let request = try Request(method: .post, target: "/")
        #expect(try request.formFields().isEmpty)
    }

    @Test func formFieldsAreSeparateFromTheQuery() throws {
        let request = try Request(method: .post, target: "/a?x=query", body: Array("x=body".utf8))
        #expect(request.query["x"] == "query")
        #expect(try request.formFields()["x"] == "body")
    }

    @Test(arguments: [
        ("a=%", DecodingError.Code.malformedPercentEncoding),
        ("a=%zz", .malformedPercentEncoding),
        ("a=%C3", .invalidUTF8),
        ("a=%00", .controlCharacter),
    ])
    func malformedFormsThrowWithFormContext(body: String, code: DecodingError.Code) throws {
        let request = try Request(method: .post, target: "/", body: Array(body.utf8))
        #expect(throws: DecodingError(code, in: "form")) {
            try request.formFields()
        }
    }

    @Test func rawInvalidUTF8BodyThrows() throws {
        let request = try Request(method: .post, target: "/", body: [0x61, 0x3D, 0xC3, 0x28])
        #expect(throws: DecodingError(.invalidUTF8, in: "form")) {
            try request.formFields()
        }
    }

    // MARK: - Cookies

    @Test func cookiesFromEveryCookieHeader() throws {
        var headers = HTTPHeaders()
        headers.add("Cookie", "sid=abc; theme=dark")
        headers.add("cookie", "lang=en; sid=other")
        headers.add("X-Cookie", "nope=1")
        let request = try Request(method: .get, target: "/", headers: headers)
        let cookies = request.cookies
        #expect(cookies.count == 4)
        #expect(cookies["sid"] == "abc")
        #expect(cookies["theme"] == "dark")
        #expect(cookies["lang"] == "en")
        #expect(cookies["nope"] == nil)
    }

    @Test func noCookieHeaderMeansNoCookies() throws {
        let request = try Request(method: .get, target: "/", headers: ["Set-Cookie": "a=1"])
        #expect(request.cookies == Cookies())
        #expect(request.cookies.count == 0)
    }

    // MARK: - Content type

    @Test func contentType() throws {
        let request = try Request(method: .post, target: "/", headers: ["content-type": "Application/X-WWW-Form-URLEncoded; Charset=UTF-8"])
        let contentType = try #require(request.contentType)
        #expect(contentType.mediaType == ContentType.formURLEncoded)
        #expect(contentType.charset == "UTF-8")
    }

    @Test func contentTypeUsesTheFirstHeader() throws {
        let request = try Request(method: .post, target: "/", headers: ["Content-Type": "text/plain", "Content-Type": "text/html"])
        #expect(request.contentType?.mediaType == "text/plain")
    }

    @Test(arguments: [nil, "", "text", "garbage value", "/html"] as [String?])
    func missingOrInvalidContentTypeIsNil(value: String?) throws {
        var headers = HTTPHeaders()
        if let value { headers.add("Content-Type", value) }
        let request = try Request(method: .post, target: "/", headers: headers)
        #expect(request.contentType == nil)
    }

    @Test func isAValue() throws {
        let original = try Request(method: .get, target: "/a")
        var copy = original
        copy.method = .head
        copy.headers.add("Host", "h")
        #expect(original.method == .get)
        #expect(original.headers.count == 0)
        #expect(copy.method.routingMethod == .get)
    }
}
