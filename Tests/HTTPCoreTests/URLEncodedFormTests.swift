import HTTPCore
import Testing

struct URLEncodedFormTests {
    private func form(_ text: String) throws(DecodingError) -> URLEncodedForm {
        try URLEncodedForm(decoding: Array(text.utf8), context: "form")
    }

    private func fields(_ form: URLEncodedForm) -> [String] {
        form.map { "\($0.name)=\($0.value)" }
    }

    @Test func emptyInputIsEmpty() throws {
        let decoded = try form("")
        #expect(decoded.isEmpty)
        #expect(decoded.count == 0)
        #expect(decoded == URLEncodedForm())
        #expect(decoded["a"] == nil)
        #expect(decoded.values(for: "a") == [])
    }

    @Test func keepsOrder() throws {
        let decoded = try form("z=1&a=2&m=3")
        #expect(fields(decoded) == ["z=1", "a=2", "m=3"])
        #expect(decoded.count == 3)
        #expect(!decoded.isEmpty)
    }

    @Test func duplicatesKeepEveryValueInOrder() throws {
        let decoded = try form("tag=b&x=0&tag=a&tag=c")
        #expect(decoded["tag"] == "b")
        #expect(decoded.values(for: "tag") == ["b", "a", "c"])
        #expect(decoded.values(for: "x") == ["0"])
        #expect(decoded.values(for: "missing") == [])
        #expect(decoded.count == 4)
    }

    @Test func namesAreCaseSensitive() throws {
        let decoded = try form("Name=1&name=2")
        #expect(decoded["Name"] == "1")
        #expect(decoded["name"] == "2")
        #expect(decoded["NAME"] == nil)
    }

    @Test(arguments: [
        ("a=1&&b=2", ["a=1", "b=2"]),
        ("&a=1", ["a=1"]),
        ("a=1&", ["a=1"]),
        ("&&&", []),
        ("&", []),
        ("a", ["a="]),
        ("a&b=2", ["a=", "b=2"]),
        ("a=", ["a="]),
        ("a=&b=", ["a=", "b="]),
        ("=", ["="]),
        ("=v", ["=v"]),
        ("a=b=c", ["a=b=c"]),
        ("a==", ["a=="]),
        ("q=1+2", ["q=1 2"]),
        ("q=1%2B2", ["q=1+2"]),
        ("first+name=J+Doe", ["first name=J Doe"]),
        ("a%3Db=c%26d", ["a=b=c&d"]),
        ("next=%2Fusers%2F1", ["next=/users/1"]),
        ("email=a%40b.example", ["email=a@b.example"]),
        ("name=Ren%C3%A9e", ["name=Renée"]),
        ("x=%20%20", ["x=  "]),
    ])
    func decodes(input: String, expected: [String]) throws {
        #expect(fields(try form(input)) == expected)
    }

    @Test func nameWithoutEqualsHasEmptyValue() throws {
        let decoded = try form("flag&x=1")
        #expect(decoded["flag"] == "")
        #expect(decoded["x"] == "1")
    }

    @Test func equalsInsideValueIsKept() throws {
        let decoded = try form("token=abc==&b64=YQ==")
        #expect(decoded["token"] == "abc==")
        #expect(decoded["b64"] == "YQ==")
    }

    @Test(arguments: [
        ("a=%", DecodingError.Code.malformedPercentEncoding),
        ("a=%2", .malformedPercentEncoding),
        ("a=%zz", .malformedPercentEncoding),
        ("%G1=x", .malformedPercentEncoding),
        ("ok=1&bad=%", .malformedPercentEncoding),
        ("a%=1", .malformedPercentEncoding),
        ("a=%C3", .invalidUTF8),
        ("a=%FF", .invalidUTF8),
        ("%C0%AF=1", .invalidUTF8),
        ("a=%ED%A0%80", .invalidUTF8),
        ("a=%00", .controlCharacter),
        ("%00=a", .controlCharacter),
    ])
    func rejectsMalformed(input: String, code: DecodingError.Code) {
        #expect(throws: DecodingError(code, in: "form")) {
            try form(input)
        }
    }

    @Test func rejectsRawInvalidUTF8() {
        #expect(throws: DecodingError(.invalidUTF8, in: "body")) {
            try URLEncodedForm(decoding: [0x61, 0x3D, 0xFF], context: "body")
        }
    }

    @Test func decodesASlice() throws {
        let bytes = Array("??a=1&b=%32!!".utf8)
        let decoded = try URLEncodedForm(decoding: bytes[2..<(bytes.count - 2)], context: "form")
        #expect(fields(decoded) == ["a=1", "b=2"])
    }

    @Test func appendAddsInOrder() {
        var built = URLEncodedForm()
        built.append("a", "1")
        built.append("b", "2")
        built.append("a", "3")
        #expect(fields(built) == ["a=1", "b=2", "a=3"])
        #expect(built.values(for: "a") == ["1", "3"])
        #expect(built.count == 3)
    }

    @Test func equality() throws {
        var built = URLEncodedForm()
        built.append("a", "1")
        built.append("b", "x y")
        #expect(try form("a=1&b=x+y") == built)
        #expect(try form("b=x+y&a=1") != built)
        #expect(try form("a=1") != built)
    }

    @Test func iteratingTwiceGivesTheSameFields() throws {
        let decoded = try form("a=1&b=2")
        #expect(fields(decoded) == fields(decoded))
        let iterator = decoded.makeIterator()
        #expect(iterator.next()?.name == "a")
        #expect(iterator.next()?.value == "2")
        #expect(iterator.next() == nil)
    }
}
