/// Input that could not be decoded: a request is answered with 400 and nothing else happens.
public struct DecodingError: HTTPResponseError, Equatable, CustomStringConvertible {
    public enum Code: Sendable, Equatable {
        /// A `%` not followed by two hexadecimal digits.
        case malformedPercentEncoding
        /// Bytes that are not UTF-8 once decoded.
        case invalidUTF8
        /// A NUL or another control character where text was expected.
        case controlCharacter
        /// A request target that is not an absolute path.
        case malformedTarget
    }

    public let code: Code
    /// Where the bad input was found ("path", "query", "form", …).
    public let context: String

    public init(_ code: Code, in context: String) {
        self.code = code
        self.context = context
    }

    public var status: HTTPStatus { .badRequest }

    public var publicMessage: String {
        switch code {
        case .malformedPercentEncoding: "The \(context) has a malformed percent-encoding."
        case .invalidUTF8: "The \(context) is not valid UTF-8."
        case .controlCharacter: "The \(context) contains a control character."
        case .malformedTarget: "The request target is not a valid path."
        }
    }

    public var description: String { publicMessage }
}
