import HTTPCore
import Testing

struct CookiesTests {
    @Test func emptyCookies() {
        #expect(Cookies().count == 0)
        #expect(Cookies()["a"] == nil)
        #expect(Cookies(headerValues: []) == Cookies())
        #expect(Cookies(headerValues: [""]) == Cookies())
        #expect(Cookies(headerValues: [";;  ; "]).count == 0)
    }

    @Test func severalPairs() {
        let cookies = Cookies(headerValues: ["sid=abc123; theme=dark; lang=en-GB"])
        #expect(cookies.count == 3)
        #expect(cookies["sid"] == "abc123")
        #expect(cookies["theme"] == "dark")
        #expect(cookies["lang"] == "en-GB")
        #expect(cookies["missing"] == nil)
    }

    @Test(arguments: [
        "a=1;b=2",
        "a=1; b=2",
        "a=1 ;b=2",
        "  a=1;   b=2  ",
        "a=1;\tb=2",
        "a = 1; b = 2",
        "a=1; b=2;",
        "; a=1; ; b=2",
    ])
    func spacesAroundPairs(header: String) {
        let cookies = Cookies(headerValues: [header])
        #expect(cookies.count == 2)
        #expect(cookies["a"] == "1")
        #expect(cookies["b"] == "2")
    }

    @Test(arguments: [
        ("a=\"quoted\"", "quoted"),
        ("a = \"quoted\" \t", "quoted"),
        ("a=\"\"", ""),
        ("a=", ""),
        ("a=b=c", "b=c"),
        ("a=YQ==", "YQ=="),
        ("a=%20", "%20"),
        ("a=!#$%&'()*+-./:<=>?@[]^_`{|}~", "!#$%&'()*+-./:<=>?@[]^_`{|}~"),
    ])
    func values(header: String, expected: String) {
        let cookies = Cookies(headerValues: [header])
        #expect(cookies.count == 1)
        #expect(cookies["a"] == expected)
    }

    @Test func valuesAreNotPercentDecoded() {
        #expect(Cookies(headerValues: ["a=x%2Fy"])["a"] == "x%2Fy")
    }

    @Test(arguments: [
        "novalue",                 // no "="
        "=value",                  // empty name
        " =value",
        "a b=1",                   // space in name
        "a@b=1",                   // '@' is not a tchar
        "a(b)=1",
        "a,b=1",
        "a\"b=1",
        "a/b=1",
        "a:b=1",
        "a[b]=1",
        "a{b}=1",
        "é=1",                     // non-ASCII name
        "a=b c",                   // space inside the value
        "a=b,c",                   // comma
        "a=b\\c",                  // backslash
        "a=\"",                    // lone quote
        "a=\"b",                   // unterminated quote
        "a=b\"",
        "a=\"b\"c\"",              // quote inside the quotes
        "a=\"b c\"",               // space inside quotes
        "a=é",                     // non-ASCII value
        "a=\u{7F}",                // DEL
        "a=\u{1}",                 // control character
    ])
    func malformedPairsAreSkipped(pair: String) {
        let cookies = Cookies(headerValues: ["good=1; \(pair); other=2"])
        #expect(cookies.count == 2)
        #expect(cookies["good"] == "1")
        #expect(cookies["other"] == "2")
    }

    @Test func multipleCookieHeaders() {
        let cookies = Cookies(headerValues: ["a=1; b=2", "c=3", "d=4; e=5"])
        #expect(cookies.count == 5)
        #expect(cookies["a"] == "1")
        #expect(cookies["c"] == "3")
        #expect(cookies["e"] == "5")
    }

    @Test func firstValueWins() {
        let sameHeader = Cookies(headerValues: ["sid=specific; sid=general"])
        #expect(sameHeader["sid"] == "specific")
        #expect(sameHeader.count == 2)

        let acrossHeaders = Cookies(headerValues: ["sid=first", "sid=second"])
        #expect(acrossHeaders["sid"] == "first")
    }

    @Test func malformedFirstValueDoesNotShadowAWellFormedOne() {
        let cookies = Cookies(headerValues: ["sid=bad value; sid=good"])
        #expect(cookies["sid"] == "good")
        #expect(cookies.count == 1)
    }

    @Test func namesAreCaseSensitive() {
        let cookies = Cookies(headerValues: ["SID=upper; sid=lower"])
        #expect(cookies["SID"] == "upper")
        #expect(cookies["sid"] == "lower")
        #expect(cookies["Sid"] == nil)
    }

    @Test func equalityIsOrderSensitive() {
        #expect(Cookies(headerValues: ["a=1; b=2"]) == Cookies(headerValues: ["a=1", "b=2"]))
        #expect(Cookies(headerValues: ["a=1; b=2"]) == Cookies(headerValues: ["a=1;b=2; bad pair"]))
        #expect(Cookies(headerValues: ["a=1; b=2"]) != Cookies(headerValues: ["b=2; a=1"]))
        #expect(Cookies(headerValues: ["a=1"]) != Cookies(headerValues: ["a=2"]))
        #expect(Cookies(headerValues: ["a=1"]) != Cookies(headerValues: ["a=1; a=1"]))
    }
}
