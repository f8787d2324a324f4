import Testing
import WebAuthn

/// The decoder against RFC 8949's examples (Appendix A) for the subset it reads, and against
/// inputs it must refuse (Appendix F's malformed ones among them), each with the error it
/// names.
struct CBORDecoderTests {
    static let wellFormed: [(hex: String, value: CBORValue)] = [
        ("00", .unsigned(0)),
        ("17", .unsigned(23)),
        ("1818", .unsigned(24)),
        ("1903e8", .unsigned(1000)),
        ("1a000f4240", .unsigned(1_000_000)),
        ("1b000000e8d4a51000", .unsigned(1_000_000_000_000)),
        ("1bffffffffffffffff", .unsigned(.max)),
        ("20", .negative(0)),
        ("3863", .negative(99)),
        ("3bffffffffffffffff", .negative(.max)),
        ("40", .bytes([])),
        ("4401020304", .bytes([1, 2, 3, 4])),
        ("60", .text("")),
        ("6449455446", .text("IETF")),
        ("62c3bc", .text("ü")),
        ("f4", .bool(false)),
        ("f5", .bool(true)),
        ("f6", .null),
        ("f7", .undefined),
        ("80", .array([])),
        ("83010203", .array([.unsigned(1), .unsigned(2), .unsigned(3)])),
        ("8301820203820405", .array([.unsigned(1), .array([.unsigned(2), .unsigned(3)]), .array([.unsigned(4), .unsigned(5)])])),
        ("a0", .map(CBORMap([])!)),
        ("a201020304", .map(CBORMap([(.integer(1), .unsigned(2)), (.integer(3), .unsigned(4))])!)),
        ("a26161016162820203", .map(CBORMap([(.text("a"), .unsigned(1)), (.text("b"), .array([.unsigned(2), .unsigned(3)]))])!)),
        // A COSE-style map: negative labels.
        ("a2200121f6", .map(CBORMap([(.integer(-1), .unsigned(1)), (.integer(-2), .null)])!)),
        // Not the shortest form, still well-formed: accepted as the number it is.
        ("1800", .unsigned(0)),
    ]

    @Test(arguments: wellFormed)
    func decodesWellFormedItems(hex: String, value: CBORValue) throws {
        #expect(try CBORDecoder().decode(bytes(hex)) == value)
    }

    @Test(arguments: wellFormed.filter { $0.hex != "1800" })
    func writingAgainGivesTheSameBytes(hex: String, value: CBORValue) {
        #expect(CBOREncoder.encode(value) == bytes(hex))
    }

    static let refused: [(hex: String, code: CBORError.Code, offset: Int)] = [
        ("", .truncated, 0),
        ("18", .truncated, 0),
        ("1b0000", .truncated, 0),
        ("44010203", .truncated, 0),
        ("8301", .truncated, 0),
        ("a10102a1", .trailingBytes, 3),
        ("0000", .trailingBytes, 1),
        ("1c", .reservedAdditionalInfo, 0),
        ("5d", .reservedAdditionalInfo, 0),
        ("fe", .reservedAdditionalInfo, 0),
        ("5f4101ff", .indefiniteLength, 0),
        ("7f6161ff", .indefiniteLength, 0),
        ("9fff", .indefiniteLength, 0),
        ("bfff", .indefiniteLength, 0),
        ("ff", .indefiniteLength, 0),
        ("c11a514b67b0", .unsupportedType, 0),
        ("f90000", .unsupportedType, 0),
        ("fa47c35000", .unsupportedType, 0),
        ("fb3ff199999999999a", .unsupportedType, 0),
        ("f0", .unsupportedType, 0),
        ("f820", .unsupportedType, 0),
        ("62c328", .invalidUTF8, 0),
        ("63eda080", .invalidUTF8, 0),
        ("a1f601", .unsupportedMapKey, 1),
        ("a1410001", .unsupportedMapKey, 1),
        ("a13bffffffffffffffff01", .unsupportedMapKey, 1),
        ("a201020103", .duplicateMapKey, 0),
        ("a2616101616102", .duplicateMapKey, 0),
        // Counts far past the input: refused before anything is reserved.
        ("9bffffffffffffffff", .tooManyItems, 0),
        ("bb7fffffffffffffff", .tooManyItems, 0),
        ("5bffffffffffffffff", .tooLong, 0),
        ("99ffff", .tooManyItems, 0),
        ("8a00", .truncated, 0),
    ]

    @Test(arguments: refused)
    func refusesMalformedAndUnsupportedInput(hex: String, code: CBORError.Code, offset: Int) {
        #expect(throws: CBORError(code, at: offset)) { try CBORDecoder().decode(bytes(hex)) }
    }

    @Test func nestingPastTheDepthLimitIsRefused() throws {
        let limits = CBORLimits(maxDepth: 3)
        #expect(try CBORDecoder(limits: limits).decode(bytes("818180")) == .array([.array([.array([])])]))
        #expect(throws: CBORError(.tooDeep, at: 3)) { try CBORDecoder(limits: limits).decode(bytes("81818180")) }
        // Ten thousand nested arrays: refused at the default depth, without deep recursion.
        let deep = [UInt8](repeating: 0x81, count: 10_000) + [0x00]
        #expect(throws: CBORError(.tooDeep, at: 8)) { try CBORDecoder().decode(deep) }
    }

    @Test func itemsPastTheCountLimitAreRefused() throws {
        let limits = CBORLimits(maxItems: 4)
        #expect(try CBORDecoder(limits: limits).decode(bytes("83010203")).array?.count == 3)
        #expect(throws: CBORError(.tooManyItems, at: 0)) { try CBORDecoder(limits: limits).decode(bytes("8401020304")) }
        // Counted over the whole input, not per container.
        #expect(throws: CBORError(.tooManyItems, at: 3)) { try CBORDecoder(limits: limits).decode(bytes("828101820203")) }
        // A map's keys and values both count.
        #expect(throws: CBORError(.tooManyItems, at: 0)) { try CBORDecoder(limits: limits).decode(bytes("a201020304")) }
    }

    @Test func stringsPastTheLengthLimitAreRefused() throws {
        let limits = CBORLimits(maxStringLength: 3)
        #expect(try CBORDecoder(limits: limits).decode(bytes("43010203")) == .bytes([1, 2, 3]))
        #expect(throws: CBORError(.tooLong, at: 0)) { try CBORDecoder(limits: limits).decode(bytes("4401020304")) }
        #expect(throws: CBORError(.tooLong, at: 1)) { try CBORDecoder(limits: limits).decode(bytes("816449455446")) }
    }

    @Test func aPrefixSaysHowManyBytesItTook() throws {
        let input = bytes("a201020304ff00")
        let (value, byteCount) = try CBORDecoder().decodePrefix(input[...])
        #expect(byteCount == 5)
        #expect(value.map?[3] == .unsigned(4))
        // Offsets count from the slice's start, whatever its indices.
        let tail = input[5...]
        #expect(throws: CBORError(.indefiniteLength, at: 0)) { try CBORDecoder().decodePrefix(tail) }
    }

    @Test func typedReadsAnswerOnlyForTheirKind() throws {
        #expect(CBORValue.unsigned(7).integer == 7)
        #expect(CBORValue.negative(6).integer == -7)
        #expect(CBORValue.unsigned(UInt64(Int64.max) + 1).integer == nil)
        #expect(CBORValue.negative(UInt64(Int64.max)).integer == .min)
        #expect(CBORValue.negative(UInt64(Int64.max) + 1).integer == nil)
        #expect(CBORValue.text("7").integer == nil)
        #expect(CBORValue.bytes([1]).text == nil)
        #expect(CBORValue.null.map == nil)
    }

    @Test func mapLookupsFindTextAndIntegerKeys() throws {
        let map = try #require(CBORDecoder().decode(bytes("a3636b74790220016361626342aabb")).map)
        #expect(map["kty"] == .unsigned(2))
        #expect(map[-1] == .unsigned(1))
        #expect(map["abc"]?.bytes == [0xaa, 0xbb])
        #expect(map[1] == nil)
        #expect(map["-1"] == nil)
    }
}

/// Bytes from hex written in a test; a typo is a test failure, not a trap.
func bytes(_ hex: String) -> [UInt8] {
    let digits = Array(hex.utf8)
    return stride(from: 0, to: digits.count - 1, by: 2).compactMap { index in
        UInt8(String(decoding: digits[index...index + 1], as: UTF8.self), radix: 16)
    }
}
