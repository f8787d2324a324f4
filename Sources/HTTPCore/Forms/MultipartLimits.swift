/// How much a `multipart/form-data` body may hold, part by part.
///
/// The server's request body limit already bounds the whole body; these keep one text field
/// from being megabytes long and one body from being thousands of tiny parts.
///
/// ```swift
/// let limits = MultipartLimits(maxParts: 8, maxFilePartBytes: 2 * 1024 * 1024)
/// let form = try FormData(multipart: request.body, boundary: boundary, limits: limits)
/// ```
public struct MultipartLimits: Sendable, Equatable {
    /// The most parts a body may have, files and text together.
    public var maxParts: Int
    /// The most bytes a text part's content may have.
    public var maxTextPartBytes: Int
    /// The most bytes a file part's content may have.
    public var maxFilePartBytes: Int

    public init(maxParts: Int = 64, maxTextPartBytes: Int = 64 * 1024, maxFilePartBytes: Int = 16 * 1024 * 1024) {
        self.maxParts = maxParts
        self.maxTextPartBytes = maxTextPartBytes
        self.maxFilePartBytes = maxFilePartBytes
    }
}
