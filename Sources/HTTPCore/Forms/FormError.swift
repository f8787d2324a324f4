/// A form body that could not be read, or a field that does not fit the type it is decoded into.
///
/// The status tells the client what to fix: 400 for a body or field it should never have sent,
/// 413 for one that is too large, 422 for a well-formed value the type does not accept.
///
/// ```swift
/// do throws(FormError) {
///     let signUp = try FormDecoder().decode(SignUp.self, from: form)
/// } catch {
///     error.status        // 422 Unprocessable Content
///     error.publicMessage // "The field \"age\" has an invalid value."
/// }
/// ```
public struct FormError: HTTPResponseError, Equatable, CustomStringConvertible {
    public enum Code: Sendable, Equatable {
        /// A body that is not the encoding it claims, or a field of the wrong kind (a file where
        /// text was expected, or text where a file was).
        case malformed
        /// A name, filename or text value that is not UTF-8.
        case invalidUTF8
        /// A NUL or another forbidden control character in a name or a text value.
        case controlCharacter
        /// A field the type requires was not sent.
        case missingField
        /// A field decoded as a single value was sent more than once.
        case duplicateField
        /// A value that does not convert to the type asked for.
        case invalidValue
        /// A part over its limit in ``MultipartLimits``.
        case partTooLarge
        /// More parts than ``MultipartLimits/maxParts``.
        case tooManyParts
        /// A type shaped in a way a flat form cannot express, such as a nested struct.
        case unsupportedShape
    }

    /// What went wrong; it decides the ``status``.
    public let code: Code
    /// The field the error is about, when there is one.
    public let field: String?

    public init(_ code: Code, field: String? = nil) {
        self.code = code
        self.field = field
    }

    public var status: HTTPStatus {
        switch code {
        case .invalidValue: .unprocessableContent
        case .partTooLarge, .tooManyParts: .contentTooLarge
        case .malformed, .invalidUTF8, .controlCharacter, .missingField, .duplicateField, .unsupportedShape:
            .badRequest
        }
    }

    /// Names the field but never its value, which may be a password or anything else.
    public var publicMessage: String {
        guard let field else {
            return switch code {
            case .malformed: "The form is malformed."
            case .invalidUTF8: "The form is not valid UTF-8."
            case .controlCharacter: "The form contains a control character."
            case .missingField: "A required field is missing."
            case .duplicateField: "A field was sent more than once."
            case .invalidValue: "The form has an invalid value."
            case .partTooLarge: "A field of the form is too large."
            case .tooManyParts: "The form has too many fields."
            case .unsupportedShape: "The form cannot be read into the expected fields."
            }
        }
        let name = "\"\(Self.shortened(field))\""
        return switch code {
        case .malformed: "The field \(name) is malformed."
        case .invalidUTF8: "The field \(name) is not valid UTF-8."
        case .controlCharacter: "The field \(name) contains a control character."
        case .missingField: "The field \(name) is required."
        case .duplicateField: "The field \(name) was sent more than once."
        case .invalidValue: "The field \(name) has an invalid value."
        case .partTooLarge: "The field \(name) is too large."
        case .tooManyParts: "The form has too many fields."
        case .unsupportedShape: "The field \(name) cannot be read from a form."
        }
    }

    public var description: String { publicMessage }

    /// Field names can come from the client, so a long one is cut before it reaches a page.
    private static func shortened(_ name: String) -> String {
        let limit = 64
        return name.count > limit ? String(name.prefix(limit)) + "…" : name
    }
}
