@testable import HTTPCore
import Testing

struct HTTPHeadersTests {
    private func fields(_ headers: HTTPHeaders) -> [String] {
        headers.map { "\($0.name): \($0.value)" }
    }

    @Test func emptyHeaders() {
        let headers = HTTPHeaders()
        #expect(headers.count == 0)
        #expect(headers["Host"] == nil)
        #expect(headers.values(for: "Host") == [])
        #expect(!headers.contains("Host"))
        #expect(fields(headers) == [])
    }

    @Test(arguments: ["Content-Type", "content-type", "CONTENT-TYPE", "cOnTeNt-TyPe"])
    func lookupIsCaseInsensitive(name: String) {
        let headers: HTTPHeaders = ["Content-Type": "text/html"]
        #expect(headers[name] == "text/html")
        #expect(headers.contains(name))
        #expect(headers.values(for: name) == ["text/html"])
    }

    @Test(arguments: ["Content-Typ", "Content-Types", "Content_Type", "ContentType", "", " Content-Type"])
    func lookupNeedsTheWholeName(name: String) {
        let headers: HTTPHeaders = ["Content-Type": "text/html"]
        #expect(headers[name] == nil)
        #expect(!headers.contains(name))
    }

    @Test func caseFoldingIsASCIIOnly() {
        // "K" (U+212A KELVIN SIGN) lower-cases to "k" in Unicode, but header names are ASCII.
        let headers: HTTPHeaders = ["Keep-Alive": "timeout=5"]
        #expect(headers["\u{212A}eep-Alive"] == nil)
        #expect(!HTTPHeaders.namesMatch("Straße", "STRASSE"))
        #expect(!HTTPHeaders.namesMatch("É", "é"))
        #expect(HTTPHeaders.namesMatch("X-É", "x-É"))
        // '@' (0x40) and '`' (0x60) differ from 'A'/'a' by 0x20 in ways a naive fold might merge.
        #expect(!HTTPHeaders.namesMatch("@", "`"))
        #expect(!HTTPHeaders.namesMatch("[", "{"))
    }

    @Test func keepsOrderAndDuplicates() {
        var headers = HTTPHeaders()
        headers.add("Set-Cookie", "a=1")
        headers.add("Content-Type", "text/plain")
        headers.add("set-cookie", "b=2")
        headers.add("SET-COOKIE", "c=3")
        #expect(headers.count == 4)
        #expect(headers["Set-Cookie"] == "a=1")
        #expect(headers.values(for: "Set-Cookie") == ["a=1", "b=2", "c=3"])
        #expect(fields(headers) == ["Set-Cookie: a=1", "Content-Type: text/plain", "set-cookie: b=2", "SET-COOKIE: c=3"])
    }

    @Test func dictionaryLiteralKeepsOrderAndDuplicates() {
        let headers: HTTPHeaders = ["B": "1", "A": "2", "b": "3"]
        #expect(fields(headers) == ["B: 1", "A: 2", "b: 3"])
        #expect(headers.values(for: "b") == ["1", "3"])
    }

    @Test func setReplacesEveryFieldOfTheName() {
        var headers: HTTPHeaders = ["Vary": "Accept", "Host": "example.com", "vary": "Cookie"]
        headers.set("VARY", "Accept-Encoding")
        #expect(headers.values(for: "Vary") == ["Accept-Encoding"])
        #expect(headers["vary"] == "Accept-Encoding")
        #expect(headers.count == 2)
        #expect(headers["Host"] == "example.com")
        #expect(fields(headers).contains("VARY: Accept-Encoding"))
    }

    @Test func setAddsWhenAbsent() {
        var headers: HTTPHeaders = ["Host": "example.com"]
        headers.set("Cache-Control", "no-store")
        #expect(headers.count == 2)
        #expect(headers["cache-control"] == "no-store")
    }

    @Test func removeDropsEveryFieldOfTheName() {
        var headers: HTTPHeaders = ["Cookie": "a=1", "Host": "h", "COOKIE": "b=2", "Accept": "*/*"]
        headers.remove("cookie")
        #expect(!headers.contains("Cookie"))
        #expect(headers.values(for: "Cookie") == [])
        #expect(fields(headers) == ["Host: h", "Accept: */*"])
    }

    @Test func removeOfAnAbsentNameChangesNothing() {
        var headers: HTTPHeaders = ["Host": "h"]
        headers.remove("Cookie")
        #expect(fields(headers) == ["Host: h"])
    }

    @Test func valuesAreKeptVerbatim() {
        var headers = HTTPHeaders()
        headers.add("X-Empty", "")
        headers.add("X-Spaced", "  a  b  ")
        #expect(headers["X-Empty"] == "")
        #expect(headers.contains("x-empty"))
        #expect(headers["x-spaced"] == "  a  b  ")
    }

    @Test func reserveCapacityKeepsFields() {
        var headers: HTTPHeaders = ["A": "1"]
        headers.reserveCapacity(32)
        #expect(fields(headers) == ["A: 1"])
    }

    @Test func isAValue() {
        let original: HTTPHeaders = ["A": "1"]
        var copy = original
        copy.add("B", "2")
        #expect(original.count == 1)
        #expect(copy.count == 2)
    }

    @Test func appendKeepsBothInOrder() {
        var headers: HTTPHeaders = ["A": "1", "B": "2"]
        let more: HTTPHeaders = ["C": "3", "a": "4"]
        headers.append(contentsOf: more)
        #expect(headers.count == 4)
        #expect(fields(headers) == ["A: 1", "B: 2", "C: 3", "a: 4"])
        #expect(headers.values(for: "A") == ["1", "4"])
        #expect(more.count == 2)
    }

    @Test func keepsNonASCIIAndLongValuesByteForByte() {
        let long = String(repeating: "x", count: 70_000)
        var headers = HTTPHeaders()
        headers.add("X-Name", "Zoë 🙂")
        headers.add("X-Long", long)
        headers.add("X-After", "1")
        #expect(headers["x-name"] == "Zoë 🙂")
        #expect(headers["X-Long"] == long)
        #expect(headers["X-After"] == "1")
    }

    @Test func fieldsReachCAsTheirBytesWithTheirLengths() {
        let headers: HTTPHeaders = ["Content-Type": "text/plain", "X-Zero": "a\u{0}b"]
        var seen: [String] = []
        let all = headers.forEachCField { name, nameCount, value, valueCount in
            seen.append("\(String(cString: name)):\(nameCount):\(String(cString: value)):\(valueCount)")
            return true
        }
        #expect(all)
        // strlen stops at the zero byte; the length does not, which is how a server tells.
        #expect(seen == ["Content-Type:12:text/plain:10", "X-Zero:6:a:3"])
    }

    @Test(arguments: [
        ("0", 0), ("42", 42), ("9223372036854775807", Int.max),
    ])
    func contentLengthReadsDigits(text: String, expected: Int) {
        let headers: HTTPHeaders = ["content-length": text]
        #expect(headers.contentLength == expected)
    }

    @Test(arguments: ["", "-1", "+5", " 5", "5 ", "0x10", "9223372036854775808", "1e3"])
    func contentLengthRefusesAnythingButDigits(text: String) {
        let headers: HTTPHeaders = ["Content-Length": text]
        #expect(headers.contentLength == nil)
        #expect(HTTPHeaders().contentLength == nil)
    }
}
