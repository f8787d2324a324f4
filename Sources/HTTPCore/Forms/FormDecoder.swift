/// Decodes a ``FormData`` into a `Decodable` type, strictly: a field is either what the type
/// asks for or a ``FormError``.
///
/// ```swift
/// struct SignUp: Decodable {
///     enum Plan: String, Decodable { case free, team }
///     var email: String
///     var age: Int
///     var plan: Plan
///     var newsletter: Bool      // a checkbox
///     var interests: [String]   // checkboxes sharing a name
///     var avatar: FormFile?     // an optional file input
/// }
/// let signUp = try FormDecoder().decode(SignUp.self, from: form)
/// ```
///
/// The rules, which are the contract:
/// - Forms are flat. The top-level type is decoded through a keyed container whose keys are the
///   field names (`CodingKeys`). Properties may be `String`, `Bool`, any integer type, `Double`,
///   `Float`, ``FormFile``, `RawRepresentable` enums whose raw value is `String` or `Int`,
///   optionals of these, and arrays of these. A nested keyed container (a struct property, a
///   dictionary), a list of lists and `superDecoder` are refused with `.unsupportedShape` (400).
/// - A field not sent decodes as an HTML form means it: `String` as `""` (an empty text input),
///   `Bool` as `false` (an unchecked checkbox sends nothing), an array as `[]`, an optional as
///   `nil`. Anything else (numbers, files, enums) is `.missingField` (400). A field sent with an
///   empty value is present: `Int?` given `age=` is `.invalidValue`, not `nil`.
/// - `Bool` accepts `on`, `true`, `1` for true and `off`, `false`, `0`, the empty string for
///   false, exactly as spelled; anything else is `.invalidValue` (422).
/// - Numbers accept only what the type's `init?(_ text:)` accepts (no surrounding whitespace,
///   no grouping separators), and floating-point values must be finite; otherwise
///   `.invalidValue` (422). An enum's raw value that matches no case is `.invalidValue` too.
/// - A field sent more than once where a single value is decoded is `.duplicateField` (400);
///   an array takes every value in order.
/// - Fields the type does not decode (a CSRF token, a submit button's name) are ignored.
/// - A file where text is decoded, or text where a ``FormFile`` is, is `.malformed` (400). A file
///   input left empty (a part with `filename=""` and no bytes) counts as not sent.
/// - Text values may hold tab, CR and LF; any other control character is `.controlCharacter`
///   (400), whatever encoding the form came in.
/// - Errors a type's own `init(from:)` throws are mapped, naming the first field of their coding
///   path: `Swift.DecodingError.keyNotFound` and `.valueNotFound` to `.missingField` (400),
///   `.typeMismatch` to `.unsupportedShape` (400), and `.dataCorrupted` (what an enum throws for
///   an unknown raw value) or any other error to `.invalidValue` (422).
public struct FormDecoder: Sendable {
    public init() {}

    /// - Throws: ``FormError`` as the rules above say; never traps on any input.
    public func decode<T: Decodable>(_ type: T.Type, from form: FormData) throws(FormError) -> T {
        do {
            return try T(from: FormRootDecoder(form: form))
        } catch let error as FormError {
            throw error
        } catch let error as Swift.DecodingError {
            throw FormError(error)
        } catch {
            throw FormError(.invalidValue)
        }
    }
}

extension FormError {
    /// What the standard library's decoding errors mean for a form, when a type's own
    /// `init(from:)` (a `RawRepresentable` enum's, say) throws one.
    init(_ error: Swift.DecodingError) {
        switch error {
        case .keyNotFound(let key, let context):
            self.init(.missingField, field: (context.codingPath.first ?? key).stringValue)
        case .valueNotFound(_, let context):
            self.init(.missingField, field: context.codingPath.first?.stringValue)
        case .typeMismatch(_, let context):
            self.init(.unsupportedShape, field: context.codingPath.first?.stringValue)
        case .dataCorrupted(let context):
            self.init(.invalidValue, field: context.codingPath.first?.stringValue)
        @unknown default:
            self.init(.invalidValue)
        }
    }
}
