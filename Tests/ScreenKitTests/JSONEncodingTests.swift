import Foundation
@testable import ScreenKit
import ScreenKitTesting
import Testing

@Suite("JSON encoding")
struct JSONEncodingTests {
    static let ada = MemberModel(name: "Ada", id: 7, role: .admin, email: nil, badges: ["first", "pioneer"])
    static let grace = MemberModel(name: "Grace", id: 8, role: .member, email: "grace@example.com", badges: [])

    static func json(_ value: some Encodable) throws -> String {
        String(decoding: try ScreenJSONEncoder().encode(value), as: UTF8.self)
    }

    static func parsed(_ value: some Encodable) throws -> Any {
        try JSONSerialization.jsonObject(with: Data(ScreenJSONEncoder().encode(value)), options: [.fragmentsAllowed])
    }

    @Test func keysFollowDeclarationOrder() throws {
        #expect(try Self.json(Self.ada) == #"{"name":"Ada","id":7,"role":"admin","badges":["first","pioneer"]}"# + "\n")
        #expect(try Self.json(Self.grace) == #"{"name":"Grace","id":8,"role":"member","email":"grace@example.com","badges":[]}"# + "\n")
        #expect(try String(decoding: ScreenJSONEncoder().encode(Self.ada), as: UTF8.self) == Self.json(Self.ada))
    }

    @Test func nestedStructsAndArraysKeepTheirOrder() throws {
        let team = TeamModel(title: "Analytical", lead: Self.ada, members: [Self.grace, Self.ada], grid: [[1, 2], [], [3]])
        let lead = #"{"name":"Ada","id":7,"role":"admin","badges":["first","pioneer"]}"#
        let grace = #"{"name":"Grace","id":8,"role":"member","email":"grace@example.com","badges":[]}"#
        #expect(try Self.json(team) == #"{"title":"Analytical","lead":\#(lead),"members":[\#(grace),\#(lead)],"grid":[[1,2],[],[3]]}"# + "\n")
        #expect(try JSONDecoder().decode(TeamModel.self, from: Data(ScreenJSONEncoder().encode(team))) == team)
    }

    @Test func nilIsLeftOutByEncodeIfPresentAndNullByEncode() throws {
        #expect(try Self.json(ExplicitNullModel(note: nil)) == #"{"note":null,"after":1}"# + "\n")
        #expect(try Self.json(ExplicitNullModel(note: "hi")) == #"{"note":"hi","after":1}"# + "\n")
        #expect(try Self.json([nil, 1] as [Int?]) == "[null,1]\n")
        #expect(try Self.json(Int?.none) == "null\n")
    }

    @Test(arguments: [
        ("\"", #"\""#), ("\\", #"\\"#), ("\n", #"\n"#), ("\r", #"\r"#), ("\t", #"\t"#),
        ("\u{08}", #"\b"#), ("\u{0C}", #"\f"#), ("\u{00}", #"\u0000"#), ("\u{1B}", #"\u001b"#), ("\u{1F}", #"\u001f"#),
        ("\u{2028}", #"\u2028"#), ("\u{2029}", #"\u2029"#), ("a\u{2028}b\u{2029}", #"a\u2028b\u2029"#),
        ("/", "/"), ("</script>", "</script>"), ("\u{7F}", "\u{7F}"), ("\u{2027}\u{202A}", "\u{2027}\u{202A}"),
        ("Zoë, 東京", "Zoë, 東京"), ("👋🏽 hi", "👋🏽 hi"), ("plain text", "plain text"), ("", ""),
    ])
    func stringsAreEscapedOnlyWhereNeeded(text: String, escaped: String) throws {
        #expect(try Self.json(text) == "\"\(escaped)\"\n")
        #expect(try Self.parsed(text) as? String == text)
    }

    @Test func everyControlCharacterIsEscapedAndReadsBack() throws {
        let controls = String(decoding: (0x00...0x1F).map { UInt8($0) }, as: UTF8.self) + "\u{2028}\u{2029}\"\\"
        let bytes = try ScreenJSONEncoder().encode(["key\n\"": controls])
        #expect(!bytes.dropLast().contains { $0 < 0x20 })
        #expect(!String(decoding: bytes, as: UTF8.self).contains("\u{2028}"))
        #expect(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: String] == ["key\n\"": controls])
    }

    @Test func sectionsKeepScreenOrderThroughSuperEncoders() throws {
        let sections = try LoadedSection.load(
            [LetterSection(sectionID: "zeta", letter: "z"), LetterSection(sectionID: "alpha", letter: nil), LetterSection(sectionID: "mid", letter: "m")],
            for: nil
        )
        #expect(try Self.json(SectionModels(sections)) == #"{"zeta":{"letter":"z"},"alpha":{},"mid":{"letter":"m"}}"# + "\n")
    }

    @Test func aCompositeScreensJSONBodyKeepsScreenOrder() throws {
        let response = try TestApplication().signedInClient().get("/", accept: "application/json")
        #expect(response.text == #"{"welcome":{"message":"Welcome back, Ada Lovelace."},"profileCard":{"id":1,"name":"Ada Lovelace"}}"# + "\n")
    }

    @Test func nestedContainersAndSuperEncodersWriteWhereTheyWereAskedFor() throws {
        let expected = #"{"point":{"x":1,"y":2},"list":[true,{"name":"a"},[null],"from super",-1],"super":"base","tail":"after","unused":{}}"#
        #expect(try Self.json(HandWrittenModel()) == expected + "\n")
    }

    @Test func aKeyEncodedTwiceIsReplacedWhereItStands() throws {
        #expect(try Self.json(RepeatedKeyModel()) == #"{"first":[3],"second":2}"# + "\n")
    }

    @Test(arguments: [5, 15, 16, 17, 200])
    func manyKeysKeepTheirOrderAndReplaceInPlace(count: Int) throws {
        let members = (0..<count).map { #""k\#($0)":\#($0.isMultiple(of: 7) ? -$0 : $0)"# }
        #expect(try Self.json(ManyKeysModel(count: count)) == "{\(members.joined(separator: ","))}\n")
        #expect((try Self.parsed(ManyKeysModel(count: count)) as? [String: Int])?.count == count)
    }

    @Test func integersAtTheirExtremes() throws {
        let expected = #"{"intMin":-9223372036854775808,"intMax":9223372036854775807,"uint64Max":18446744073709551615,"#
            + #""int8Min":-128,"uint8Max":255,"int16Min":-32768,"uint16Max":65535,"int32Min":-2147483648,"#
            + #""uint32Max":4294967295,"int64Min":-9223372036854775808,"uintMax":18446744073709551615}"#
        #expect(try Self.json(IntegerExtremes()) == expected + "\n")
        #expect(try JSONDecoder().decode(IntegerExtremes.self, from: Data(ScreenJSONEncoder().encode(IntegerExtremes()))) == IntegerExtremes())
        let wide = #"{"int128Min":-170141183460469231731687303715884105728,"uint128Max":340282366920938463463374607431768211455}"#
        #expect(try Self.json(WideIntegers()) == wide + "\n")
    }

    @Test(arguments: [(0.1, "0.1"), (-2.5, "-2.5"), (1e300, "1e+300"), (Double.leastNonzeroMagnitude, "5e-324"), (-0.0, "-0.0"), (3.0, "3.0")])
    func doublesUseTheirShortestText(value: Double, text: String) throws {
        #expect(try Self.json([value]) == "[\(text)]\n")
    }

    @Test(arguments: [0.1, -2.5, 1e300, .leastNonzeroMagnitude, 3.0, 123_456_789.125, -Double.greatestFiniteMagnitude, 1 / 3.0])
    func doublesReadBackEqual(value: Double) throws {
        let numbers = try #require(try Self.parsed(["value": value]) as? [String: NSNumber])
        #expect(numbers["value"]?.doubleValue == value)
    }

    @Test func floatsUseTheirOwnShortestText() throws {
        #expect(try Self.json([Float(0.1), -2.5, Float.greatestFiniteMagnitude]) == "[0.1,-2.5,3.4028235e+38]\n")
    }

    @Test(arguments: [Double.nan, .infinity, -.infinity, .signalingNaN])
    func nonFiniteDoublesThrowWithTheirPath(value: Double) throws {
        let error = #expect(throws: EncodingError.self) { try ScreenJSONEncoder().encode(["reading": [1, value]]) }
        guard case .invalidValue(_, let context) = error else {
            Issue.record("expected invalidValue, got \(String(describing: error))")
            return
        }
        #expect(context.codingPath.map(\.stringValue) == ["reading", "1"])
        #expect(throws: EncodingError.self) { try ScreenJSONEncoder().encode(value) }
        #expect(throws: EncodingError.self) { try ScreenJSONEncoder().encode(Float(value)) }
    }

    @Test func enumsWithRawValuesEncodeTheirRawValue() throws {
        #expect(try Self.json([Priority.high, .low]) == "[9,1]\n")
        #expect(try Self.json(MemberModel.Role.member) == "\"member\"\n")
    }

    @Test func aValueThatEncodesNothingIsAnEmptyObject() throws {
        #expect(try Self.json(SilentModel()) == "{}\n")
        #expect(try Self.json([SilentModel(), SilentModel()]) == "[{},{}]\n")
        #expect(try Self.json(["inner": SilentModel()]) == #"{"inner":{}}"# + "\n")
    }

    @Test func singleValuesStandAlone() throws {
        #expect(try Self.json("text") == "\"text\"\n")
        #expect(try Self.json(true) == "true\n")
        #expect(try Self.json(-42) == "-42\n")
    }

    @Test func everyFixtureParses() throws {
        let values: [any Encodable] = [
            Self.ada, Self.grace, IntegerExtremes(), ExplicitNullModel(note: nil), RepeatedKeyModel(),
            ManyKeysModel(count: 40), HandWrittenModel(), SilentModel(), ["a\u{2028}/\u{0}": [0.5, -1e-7]],
        ]
        for value in values {
            let bytes = try ScreenJSONEncoder().encode(value)
            #expect(bytes.last == UInt8(ascii: "\n"))
            #expect(throws: Never.self) { try JSONSerialization.jsonObject(with: Data(bytes)) }
        }
    }
}
