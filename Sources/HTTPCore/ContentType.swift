/// A parsed `Content-Type` value: a lower-cased media type and its parameters.
///
/// ```swift
/// ContentType(parsing: "application/x-www-form-urlencoded; charset=UTF-8")?.mediaType
/// // "application/x-www-form-urlencoded"
/// ```
public struct ContentType: Sendable, Equatable {
    public let type: String
    public let subtype: String
    /// Parameter names lower-cased; values unquoted, case kept.
    public let parameters: [String: String]

    public var mediaType: String { "\(type)/\(subtype)" }

    public static let formURLEncoded = "application/x-www-form-urlencoded"
    public static let multipartFormData = "multipart/form-data"

    /// Returns `nil` for anything that is not `type/subtype` with well-formed parameters
    /// (RFC 9110 §8.3.1: tokens, or quoted strings with `\` escapes).
    public init?(parsing value: String) {
        var scanner = Scanner(Array(value.utf8))
        scanner.skipWhitespace()
        guard let type = scanner.token(), scanner.consume(UInt8(ascii: "/")), let subtype = scanner.token() else {
            return nil
        }
        var parameters: [String: String] = [:]
        scanner.skipWhitespace()
        while !scanner.isAtEnd {
            guard scanner.consume(UInt8(ascii: ";")) else { return nil }
            scanner.skipWhitespace()
            if scanner.isAtEnd { break }
            if scanner.peek == UInt8(ascii: ";") { continue }
            guard let name = scanner.token(), scanner.consume(UInt8(ascii: "=")) else { return nil }
            let parameterValue: String?
            if scanner.peek == UInt8(ascii: "\"") {
                parameterValue = scanner.quotedString()
            } else {
                parameterValue = scanner.token()
            }
            guard let parameterValue else { return nil }
            parameters[Self.asciiLowercased(name)] = parameterValue
            scanner.skipWhitespace()
        }
        self.type = Self.asciiLowercased(type)
        self.subtype = Self.asciiLowercased(subtype)
        self.parameters = parameters
    }

    public var charset: String? { parameters["charset"] }

    private static func asciiLowercased(_ token: String) -> String {
        String(decoding: token.utf8.map(ASCII.lowercased), as: UTF8.self)
    }

    /// A cursor over the header's bytes.
    private struct Scanner {
        let bytes: [UInt8]
        var index = 0

        init(_ bytes: [UInt8]) {
            self.bytes = bytes
        }

        var isAtEnd: Bool { index >= bytes.count }
        var peek: UInt8? { isAtEnd ? nil : bytes[index] }

        mutating func skipWhitespace() {
            while let byte = peek, ASCII.isWhitespace(byte) { index += 1 }
        }

        mutating func consume(_ byte: UInt8) -> Bool {
            guard peek == byte else { return false }
            index += 1
            return true
        }

        mutating func token() -> String? {
            let start = index
            while let byte = peek, ASCII.isTokenCharacter(byte) { index += 1 }
            return index > start ? String(decoding: bytes[start..<index], as: UTF8.self) : nil
        }

        /// A quoted string with its quotes removed and `\`-escapes resolved; `nil` if unterminated.
        mutating func quotedString() -> String? {
            guard consume(UInt8(ascii: "\"")) else { return nil }
            var result: [UInt8] = []
            while let byte = peek {
                index += 1
                switch byte {
                case UInt8(ascii: "\""):
                    return String(validating: result, as: UTF8.self)
                case UInt8(ascii: "\\"):
                    guard let escaped = peek else { return nil }
                    result.append(escaped)
                    index += 1
                case 0x00..<0x20 where byte != 0x09, 0x7F:
                    return nil
                default:
                    result.append(byte)
                }
            }
            return nil
        }
    }
}
