import ScreenKit
import ViewCode

/// A synthesized model whose declaration order is not alphabetical, so sorted keys would show.
struct MemberModel: Codable, Equatable, Sendable {
    enum Role: String, Codable, Sendable {
        case admin, member
    }

    let name: String
    let id: Int
    let role: Role
    let email: String?
    let badges: [String]
}

/// Structs and arrays inside each other.
struct TeamModel: Codable, Equatable, Sendable {
    let title: String
    let lead: MemberModel
    let members: [MemberModel]
    let grid: [[Int]]
}

/// An enum with an integer raw value.
enum Priority: Int, Codable, Sendable {
    case low = 1, high = 9
}

/// The integer types at their extremes, in declaration order.
struct IntegerExtremes: Codable, Equatable, Sendable {
    var intMin = Int.min
    var intMax = Int.max
    var uint64Max = UInt64.max
    var int8Min = Int8.min
    var uint8Max = UInt8.max
    var int16Min = Int16.min
    var uint16Max = UInt16.max
    var int32Min = Int32.min
    var uint32Max = UInt32.max
    var int64Min = Int64.min
    var uintMax = UInt.max
}

/// The 128-bit integers, which Foundation's parser cannot read back.
struct WideIntegers: Encodable, Sendable {
    var int128Min = Int128.min
    var uint128Max = UInt128.max
}

/// A coding key made from any string, for models written by hand.
struct AnyKey: CodingKey, ExpressibleByStringLiteral {
    let stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
    init(stringLiteral value: String) { stringValue = value }
}

/// Writes a nil optional with `encode` rather than `encodeIfPresent`, so the key stays.
struct ExplicitNullModel: Encodable, Sendable {
    let note: String?

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyKey.self)
        try container.encode(note, forKey: "note")
        try container.encode(1, forKey: "after")
    }
}

/// Encodes `first` twice; the second value should replace the first where it stands.
struct RepeatedKeyModel: Encodable, Sendable {
    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyKey.self)
        try container.encode(1, forKey: "first")
        try container.encode(2, forKey: "second")
        try container.encode([3], forKey: "first")
    }
}

/// `k0`…`k(count-1)`, then every seventh key again with its value negated.
struct ManyKeysModel: Encodable, Sendable {
    let count: Int

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyKey.self)
        for index in 0..<count {
            try container.encode(index, forKey: AnyKey(stringValue: "k\(index)"))
        }
        for index in stride(from: 0, to: count, by: 7) {
            try container.encode(-index, forKey: AnyKey(stringValue: "k\(index)"))
        }
    }
}

/// Nested containers and super encoders, some written after their siblings.
struct HandWrittenModel: Encodable, Sendable {
    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyKey.self)
        var point = container.nestedContainer(keyedBy: AnyKey.self, forKey: "point")
        try point.encode(1, forKey: "x")
        var list = container.nestedUnkeyedContainer(forKey: "list")
        try list.encode(true)
        var inner = list.nestedContainer(keyedBy: AnyKey.self)
        try inner.encode("a", forKey: "name")
        var deeper = list.nestedUnkeyedContainer()
        try deeper.encodeNil()
        let elementSuper = list.superEncoder()
        try list.encode(Int8(-1))
        var elementValue = elementSuper.singleValueContainer()
        try elementValue.encode("from super")
        let parent = container.superEncoder()
        try container.encode("after", forKey: "tail")
        try "base".encode(to: parent)
        _ = container.superEncoder(forKey: "unused")
        try point.encode(2, forKey: "y")
    }
}

/// Encodes nothing at all.
struct SilentModel: Encodable, Sendable {
    func encode(to encoder: any Encoder) throws {}
}

/// A section whose model leaves its only key out when `letter` is nil.
struct LetterSection: SectionProvider {
    struct Model: Encodable, Sendable {
        let letter: String?
    }

    let sectionID: String
    let letter: String?

    func load(for viewer: SignedInUser?) throws -> Model? {
        Model(letter: letter)
    }

    @HTMLBuilder func content(for model: Model) -> some HTML {
        P(model.letter ?? "")
    }
}
