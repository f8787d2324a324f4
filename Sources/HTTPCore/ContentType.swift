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
        guard let parsed = Array(value.utf8).withUnsafeBufferPointer(Self.parse) else { return nil }
        (type, subtype, parameters) = parsed
    }

    private static func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> (String, String, [String: String])? {
        var scanner = HeaderParameterScanner(bytes)
        scanner.skipWhitespace()
        guard let type = scanner.token(), scanner.consume(UInt8(ascii: "/")), let subtype = scanner.token() else {
            return nil
        }
        var parameters: [String: String] = [:]
        while let more = scanner.nextParameter() {
            guard more else { return (lowercased(type), lowercased(subtype), parameters) }
            guard let name = scanner.token(), scanner.consume(UInt8(ascii: "=")), let value = scanner.value(),
                  !value.contains(where: { ($0 < 0x20 && $0 != 0x09) || $0 == 0x7F }),
                  let text = String(validating: value, as: UTF8.self)
            else { return nil }
            parameters[lowercased(name)] = text
        }
        return nil
    }

    public var charset: String? { parameters["charset"] }

    private static func lowercased(_ token: [UInt8]) -> String {
        String(decoding: token.map(ASCII.lowercased), as: UTF8.self)
    }
}
