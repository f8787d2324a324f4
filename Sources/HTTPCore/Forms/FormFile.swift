/// A file uploaded through a `multipart/form-data` form.
///
/// ```swift
/// struct ProfileForm: Decodable {
///     var displayName: String
///     var avatar: FormFile?
/// }
/// let profile = try FormDecoder().decode(ProfileForm.self, from: form)
/// profile.avatar?.contentType // "image/png"
/// ```
public struct FormFile: Sendable, Equatable, Decodable {
    /// The name the browser gave, as sent: never a path to trust on this machine.
    public var filename: String
    /// The part's `Content-Type`, `application/octet-stream` when it had none.
    public var contentType: String
    public var bytes: [UInt8]

    public static let defaultContentType = "application/octet-stream"

    public init(filename: String, contentType: String = FormFile.defaultContentType, bytes: [UInt8]) {
        self.filename = filename
        self.contentType = contentType
        self.bytes = bytes
    }

    /// Decodes only from ``FormDecoder``: a file has no spelling in other formats.
    public init(from decoder: any Decoder) throws {
        guard let fieldDecoder = decoder as? FormFieldDecoder else {
            throw Swift.DecodingError.typeMismatch(
                FormFile.self,
                .init(codingPath: decoder.codingPath, debugDescription: "A FormFile is decoded by FormDecoder only.")
            )
        }
        self = try fieldDecoder.decodeFile()
    }

    /// What a browser sends for a file input left empty: a part with no filename and no bytes.
    var isEmptyUpload: Bool { filename.isEmpty && bytes.isEmpty }
}
