/// The value of one form field: text, or a file from a `multipart/form-data` body.
///
/// ```swift
/// for field in form {
///     switch field.value {
///     case .text(let text): print(field.name, text)
///     case .file(let file): print(field.name, file.filename, file.bytes.count)
///     }
/// }
/// ```
public enum FormValue: Sendable, Equatable {
    case text(String)
    case file(FormFile)

    /// The text, or `nil` for a file.
    public var text: String? {
        if case .text(let text) = self { text } else { nil }
    }

    /// The file, or `nil` for text.
    public var file: FormFile? {
        if case .file(let file) = self { file } else { nil }
    }
}
