import HTTPCore
import Testing

struct RequestTargetTests {
    private func parse(_ text: String) throws(DecodingError) -> RequestTarget {
        try RequestTarget(parsing: Array(text.utf8))
    }

    // MARK: - Path

    @Test(arguments: [
        ("/", [String]()),
        ("/a", ["a"]),
        ("/a/b", ["a", "b"]),
        ("/a/b/", ["a", "b", ""]),
        ("//", ["", ""]),
        ("/a//b", ["a", "", "b"]),
        ("/users/42/edit", ["users", "42", "edit"]),
        ("/a%20b", ["a b"]),
        ("/a+b", ["a+b"]),
        ("/caf%C3%A9", ["café"]),
        ("/café", ["café"]),
        ("/%2e%2e", [".."]),
        ("/%2E%2E/etc", ["..", "etc"]),
        ("/..", [".."]),
        ("/./a", [".", "a"]),
        ("/%3F", ["?"]),
        ("/%23", ["#"]),
        ("/a;b=c", ["a;b=c"]),
    ])
    func segments(target: String, expected: [String]) throws {
        #expect(try parse(target).segments == expected)
    }

    @Test func encodedSlashStaysInsideOneSegment() throws {
        let target = try parse("/a%2Fb")
        #expect(target.segments == ["a/b"])
        #expect(target.segments.count == 1)
        #expect(target.rawPath == "/a%2Fb")

        let nested = try parse("/files/..%2F..%2Fetc%2fpasswd")
        #expect(nested.segments == ["files", "../../etc/passwd"])
    }

    @Test func encodedDotsAreOneSegmentNotResolved() throws {
        // Resolution of ".." is the static-file layer's job (it refuses it); here it is kept.
        let target = try parse("/static/%2e%2e/secret")
        #expect(target.segments == ["static", "..", "secret"])
        #expect(target.rawPath == "/static/%2e%2e/secret")
    }

    @Test func rawPathIsStillEncodedAndExcludesQuery() throws {
        let target = try parse("/a%20b/c?x=1")
        #expect(target.rawPath == "/a%20b/c")
        #expect(target.segments == ["a b", "c"])
    }

    // MARK: - Query and fragment

    @Test func queryIsParsed() throws {
        let target = try parse("/search?q=swift+testing&page=2&tag=a&tag=b")
        #expect(target.segments == ["search"])
        #expect(target.rawPath == "/search")
        #expect(target.query["q"] == "swift testing")
        #expect(target.query["page"] == "2")
        #expect(target.query.values(for: "tag") == ["a", "b"])
        #expect(target.query.count == 4)
    }

    @Test(arguments: ["/", "/a", "/a?", "/a/?"])
    func noQueryIsEmpty(target: String) throws {
        #expect(try parse(target).query.isEmpty)
    }

    @Test func onlyTheFirstQuestionMarkStartsTheQuery() throws {
        let target = try parse("/a?next=/b?c=1")
        #expect(target.segments == ["a"])
        #expect(target.query["next"] == "/b?c=1")
    }

    @Test func fragmentAfterQueryIsDropped() throws {
        let target = try parse("/a?b=1&c=2#frag&d=3")
        #expect(target.segments == ["a"])
        #expect(target.rawPath == "/a")
        #expect(target.query.count == 2)
        #expect(target.query["b"] == "1")
        #expect(target.query["c"] == "2")
        #expect(target.query["d"] == nil)
    }

    @Test func fragmentMayHoldWhatAQueryMayNot() throws {
        // Not decoded, so a malformed escape in the fragment is no error.
        let target = try parse("/a?b=1#%zz")
        #expect(target.query["b"] == "1")
        #expect(target.query.count == 1)
    }

    @Test func fragmentWithoutQueryIsDropped() throws {
        let target = try parse("/a#frag")
        #expect(target.segments == ["a"])
        #expect(target.rawPath == "/a")
        #expect(target.query.isEmpty)
    }

    @Test func questionMarkInsideFragmentDoesNotStartAQuery() throws {
        // RFC 3986 §3.5: the fragment runs from the first "#" to the end, "?" included.
        let target = try parse("/a#x?y=1")
        #expect(target.segments == ["a"])
        #expect(target.query.isEmpty)
    }

    // MARK: - Rejected

    @Test(arguments: ["", "a", "a/b", "*", "http://example.com/", "?a=1", "#x", "%2Fa", "\\a", " /a", "\u{0}/a"])
    func notAnAbsolutePathIsMalformedTarget(target: String) {
        #expect(throws: DecodingError(.malformedTarget, in: "path")) {
            try parse(target)
        }
    }

    @Test(arguments: [
        "/a b",
        "/a\tb",
        "/a\u{0}",
        "/\u{1}",
        "/a\u{1F}",
        "/a\u{7F}",
        "/a\r\n",
        "/a\n",
        "/ ",
        "/a?b=c d",
        "/a?b=\u{7F}",
        "/a?b=1#frag ment",
    ])
    func rejectsControlCharactersAndSpace(target: String) {
        #expect(throws: DecodingError(.controlCharacter, in: "path")) {
            try parse(target)
        }
    }

    @Test(arguments: ["/%", "/%2", "/%zz", "/a/%G1/b", "/abc%", "/a%2/b"])
    func rejectsMalformedEscapesInPath(target: String) {
        #expect(throws: DecodingError(.malformedPercentEncoding, in: "path")) {
            try parse(target)
        }
    }

    @Test(arguments: ["/?a=%", "/?a=%2", "/x?%zz=1", "/x?a=1&b=%G1", "/x?abc%"])
    func rejectsMalformedEscapesInQuery(target: String) {
        #expect(throws: DecodingError(.malformedPercentEncoding, in: "query")) {
            try parse(target)
        }
    }

    @Test(arguments: ["/%FF", "/%C3", "/a/%C0%AF", "/%ED%A0%80", "/ok/%E2%82"])
    func rejectsEscapedInvalidUTF8InPath(target: String) {
        #expect(throws: DecodingError(.invalidUTF8, in: "path")) {
            try parse(target)
        }
    }

    @Test(arguments: [
        [0x2F, 0xFF] as [UInt8],
        [0x2F, 0x61, 0xC3],
        [0x2F, 0xC0, 0xAF],
        [0x2F, 0xED, 0xA0, 0x80],
        [0x2F, 0x61, 0x80, 0x2F, 0x62],
    ])
    func rejectsRawInvalidUTF8InPath(bytes: [UInt8]) {
        #expect(throws: DecodingError(.invalidUTF8, in: "path")) {
            try RequestTarget(parsing: bytes)
        }
    }

    @Test func rejectsInvalidUTF8InQuery() {
        #expect(throws: DecodingError(.invalidUTF8, in: "query")) {
            try parse("/a?b=%FF")
        }
        #expect(throws: DecodingError(.invalidUTF8, in: "query")) {
            try RequestTarget(parsing: [0x2F, 0x3F, 0x62, 0x3D, 0xFE])
        }
    }

    @Test(arguments: ["/%00", "/a%00b", "/a/%00/b"])
    func rejectsEscapedNULInPath(target: String) {
        #expect(throws: DecodingError(.controlCharacter, in: "path")) {
            try parse(target)
        }
    }

    @Test func rejectsEscapedNULInQuery() {
        #expect(throws: DecodingError(.controlCharacter, in: "query")) {
            try parse("/a?b=%00")
        }
    }

    // MARK: - Input types

    @Test func parsesFromAUTF8ViewAndASlice() throws {
        let fromView = try RequestTarget(parsing: "/a/b?c=d".utf8)
        #expect(fromView.segments == ["a", "b"])
        #expect(fromView.query["c"] == "d")

        let bytes = Array("GET /x/%41?y=z HTTP/1.1".utf8)
        let slice = bytes[4..<(bytes.count - 9)]
        let fromSlice = try RequestTarget(parsing: slice)
        #expect(fromSlice.rawPath == "/x/%41")
        #expect(fromSlice.segments == ["x", "A"])
        #expect(fromSlice.query["y"] == "z")
    }

    @Test func equality() throws {
        #expect(try parse("/a/b?c=1") == parse("/a/b?c=1"))
        #expect(try parse("/a/b?c=1") != parse("/a/b?c=2"))
        #expect(try parse("/a%2Fb") != parse("/a/b"))
    }
}
