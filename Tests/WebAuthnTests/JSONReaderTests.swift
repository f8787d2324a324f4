import Testing
@testable import WebAuthn

/// The client data reader: JSON as RFC 8259 writes it, and nothing looser.
struct JSONReaderTests {
    @Test func readsObjectsArraysStringsAndLiterals() {
        let value = JSONReader.read(Array(#" {"a": [1, -0.5e+2, true, false, null], "b": "x\"\\\/\u00e9\ud83d\ude00\n", "c": {}} "#.utf8))
        #expect(value == .object([
            "a": .array([.number("1"), .number("-0.5e+2"), .bool(true), .bool(false), .null]),
            "b": .string("x\"\\/é😀\n"),
            "c": .object([:]),
        ]))
    }

    static let refused = [
        "", " ", "{", #"{"a":1"#, #"{"a":1,}"#, "[1,]", "[1 2]", #"{"a" 1}"#, #"{a:1}"#, "{'a':1}",
        #"{"a":1,"a":2}"#, "01", "1.", ".5", "-", "1e", "+1", "tru", "nul", "NaN", #""\x""#, #""\u12""#,
        #""\ud800""#, #""\udc00""#, #""\ud800\u0041""#, "\"a\u{01}b\"", "{} {}", "[[[[[[[[[1]]]]]]]]]",
    ]

    @Test(arguments: refused)
    func refusesWhatIsNotStrictJSON(text: String) {
        #expect(JSONReader.read(Array(text.utf8)) == nil)
    }

    @Test func refusesInvalidUTF8AndOversizedInput() {
        #expect(JSONReader.read([0x22, 0xc3, 0x28, 0x22]) == nil)
        #expect(JSONReader.read([0x22] + [UInt8](repeating: 0x61, count: JSONReader.maxByteCount) + [0x22]) == nil)
        #expect(JSONReader.read(Array("[[[[[[[[1]]]]]]]]".utf8)) != nil)
    }
}
