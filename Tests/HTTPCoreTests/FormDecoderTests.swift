import HTTPCore
import Testing

@Suite struct FormDecoderTests {
    private func decode<T: Decodable>(_ type: T.Type, _ body: String) throws(FormError) -> T {
        try URLEncodedFormDecoder().decode(type, from: Array(body.utf8))
    }

    private func expect<T: Decodable>(
        _ type: T.Type,
        _ body: String,
        throws expected: FormError,
        status: HTTPStatus,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(throws: expected, sourceLocation: sourceLocation) { try decode(type, body) }
        #expect(expected.status == status, sourceLocation: sourceLocation)
    }

    @Test func decodesARealisticForm() throws {
        let signUp = try decode(
            SignUp.self,
            "csrf=t0k3n&email=a%40b.example&age=42&plan=team&newsletter=on&interests=swift&interests=http&commit=Sign+up"
        )
        #expect(signUp == SignUp(
            email: "a@b.example", age: 42, plan: .team, newsletter: true, interests: ["swift", "http"], nickname: nil))
    }

    @Test func decodesEveryNumberType() throws {
        let numbers = try decode(
            Numbers.self,
            "int=-42&int8=-128&int16=32767&int32=-7&int64=9223372036854775807&int128=-170141183460469231731687303715884105728"
                + "&uint=42&uint8=255&uint16=65535&uint32=7&uint64=18446744073709551615"
                + "&uint128=340282366920938463463374607431768211455&double=-3.25&float=1e3"
        )
        #expect(numbers == Numbers(
            int: -42, int8: .min, int16: .max, int32: -7, int64: .max, int128: .min,
            uint: 42, uint8: .max, uint16: .max, uint32: 7, uint64: .max, uint128: .max,
            double: -3.25, float: 1000))
    }

    @Test func missingFieldsDecodeAsTheHTMLFormMeantThem() throws {
        let decoded = try decode(Defaults.self, "unrelated=1")
        #expect(decoded == Defaults(
            name: "", remember: false, tags: [], scores: [], files: [], note: nil, age: nil, plan: nil, avatar: nil))
    }

    @Test func anEmptyValueIsPresent() throws {
        let decoded = try decode(Defaults.self, "name=&note=&tags=")
        #expect(decoded.name == "")
        #expect(decoded.note == "")
        #expect(decoded.tags == [""])
        expect(Defaults.self, "age=", throws: FormError(.invalidValue, field: "age"), status: .unprocessableContent)
    }

    @Test func fieldsTheTypeDoesNotDecodeAreIgnored() throws {
        let renamed = try decode(Renamed.self, "_csrf=abc&first_name=Ada&firstName=Grace&submit=Save")
        #expect(renamed == Renamed(firstName: "Ada"))
    }

    @Test(arguments: [
        ("on", true), ("true", true), ("1", true),
        ("off", false), ("false", false), ("0", false), ("", false),
    ])
    func boolSpellings(text: String, expected: Bool) throws {
        #expect(try decode(One<Bool>.self, "value=\(text)").value == expected)
    }

    @Test(arguments: ["yes", "no", "TRUE", "On", " on", "on ", "2", "-1", "checked"])
    func otherBoolSpellingsAreUnprocessable(text: String) {
        expect(One<Bool>.self, "value=\(URLEncodedForm.encode(text))",
               throws: FormError(.invalidValue, field: "value"), status: .unprocessableContent)
    }

    @Test(arguments: [
        ("-12", -12), ("0", 0), ("+7", 7), ("9223372036854775807", Int.max),
    ])
    func canonicalIntegers(text: String, expected: Int) throws {
        #expect(try decode(One<Int>.self, "value=\(URLEncodedForm.encode(text))").value == expected)
    }

    @Test(arguments: ["", " 1", "1 ", "1.5", "1e3", "0x10", "1,000", "1_000", "one", "9223372036854775808", "--1"])
    func nonCanonicalIntegersAreUnprocessable(text: String) {
        expect(One<Int>.self, "value=\(URLEncodedForm.encode(text))",
               throws: FormError(.invalidValue, field: "value"), status: .unprocessableContent)
    }

    @Test(arguments: ["256", "-1"])
    func integersOutOfRangeAreUnprocessable(text: String) {
        expect(One<UInt8>.self, "value=\(text)", throws: FormError(.invalidValue, field: "value"), status: .unprocessableContent)
    }

    @Test(arguments: ["", " 1.5", "1.5 ", "nan", "inf", "-infinity", "1e400", "1,5", "abc"])
    func nonFiniteOrNonCanonicalDoublesAreUnprocessable(text: String) {
        expect(One<Double>.self, "value=\(URLEncodedForm.encode(text))",
               throws: FormError(.invalidValue, field: "value"), status: .unprocessableContent)
    }

    @Test func enumsDecodeThroughTheirRawValues() throws {
        #expect(try decode(One<Plan>.self, "value=free").value == .free)
        #expect(try decode(One<Seats>.self, "value=5").value == .five)
        #expect(try decode(One<[Seats]>.self, "value=1&value=5").value == [.one, .five])
    }

    @Test(arguments: ["Team", "enterprise", "", " free"])
    func aStringRawValueMatchingNoCaseIsUnprocessable(text: String) {
        expect(One<Plan>.self, "value=\(URLEncodedForm.encode(text))",
               throws: FormError(.invalidValue, field: "value"), status: .unprocessableContent)
    }

    @Test func anIntRawValueMatchingNoCaseIsUnprocessable() {
        expect(One<Seats>.self, "value=3", throws: FormError(.invalidValue, field: "value"), status: .unprocessableContent)
        expect(One<[Seats]>.self, "value=1&value=2", throws: FormError(.invalidValue, field: "value"), status: .unprocessableContent)
    }

    @Test func arraysTakeEveryValueInOrder() throws {
        #expect(try decode(One<[Int]>.self, "value=3&x=0&value=1&value=2").value == [3, 1, 2])
        expect(One<[Int]>.self, "value=1&value=two", throws: FormError(.invalidValue, field: "value"), status: .unprocessableContent)
    }

    /// One body per way a sign-up form can go wrong, with the status the client gets.
    @Test(arguments: [
        ("email=a&age=1&age=2&plan=free", 400),
        ("email=a&plan=free", 400),
        ("email=a&age=1", 400),
        ("email=a&age=1&plan=free&newsletter=yes", 422),
        ("email=a&age=1&plan=gold", 422),
        ("email=a&age=1.0&plan=free", 422),
        ("email=a%00b&age=1&plan=free", 400),
        ("email=a&age=1&plan=free&interests=%FF", 400),
    ])
    func badFormsGiveTheirStatus(body: String, status: Int) {
        let error = #expect(throws: FormError.self) { try decode(SignUp.self, body) }
        #expect(error?.status.code == status)
    }

    @Test func aNestedStructIsABadRequest() {
        expect(WithAddress.self, "address=Paris&city=Paris",
               throws: FormError(.unsupportedShape, field: "address"), status: .badRequest)
    }
}
