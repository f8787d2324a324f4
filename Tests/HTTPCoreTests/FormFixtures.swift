import HTTPCore

// Form types the decoder tests share: one per shape the rules speak of.

enum Plan: String, Decodable, Equatable { case free, team }
enum Seats: Int, Decodable, Equatable { case one = 1, five = 5 }

struct SignUp: Decodable, Equatable {
    var email: String
    var age: Int
    var plan: Plan
    var newsletter: Bool
    var interests: [String]
    var nickname: String?
}

struct Numbers: Decodable, Equatable {
    var int: Int, int8: Int8, int16: Int16, int32: Int32, int64: Int64, int128: Int128
    var uint: UInt, uint8: UInt8, uint16: UInt16, uint32: UInt32, uint64: UInt64, uint128: UInt128
    var double: Double, float: Float
}

struct Defaults: Decodable, Equatable {
    var name: String
    var remember: Bool
    var tags: [String]
    var scores: [Int]
    var files: [FormFile]
    var note: String?
    var age: Int?
    var plan: Plan?
    var avatar: FormFile?
}

struct Renamed: Decodable, Equatable {
    var firstName: String
    enum CodingKeys: String, CodingKey { case firstName = "first_name" }
}

struct Validated: Decodable {
    struct TooShort: Error {}
    var code: String
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        code = try container.decode(String.self, forKey: .code)
        guard code.count >= 4 else { throw TooShort() }
    }
    enum CodingKeys: String, CodingKey { case code }
}

struct One<Value: Decodable>: Decodable {
    var value: Value
}

struct Address: Decodable { var city: String }
struct WithAddress: Decodable { var address: Address }
struct WithDictionary: Decodable { var extra: [String: String] }
struct WithGrid: Decodable { var grid: [[String]] }

struct Profile: Decodable, Equatable {
    var displayName: String
    var bio: String
    var avatar: FormFile?
    var attachments: [FormFile]
    var isPublic: Bool
    enum CodingKeys: String, CodingKey {
        case displayName = "display_name", bio, avatar, attachments, isPublic = "public"
    }
}
