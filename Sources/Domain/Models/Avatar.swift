/// A member's picture as stored: the image bytes, checked by their content when uploaded,
/// and what serving them needs.
public struct Avatar: Sendable, Equatable {
    public enum Format: String, Sendable, CaseIterable {
        case png, jpeg

        /// The media type it is served as.
        public var contentType: String {
            switch self {
            case .png: "image/png"
            case .jpeg: "image/jpeg"
            }
        }
    }

    public let userID: Int
    public let format: Format
    public let width: Int
    public let height: Int
    public let bytes: [UInt8]
    /// Names this upload: a new one gets a new tag, so caches keyed by it never go stale.
    public let tag: String

    public init(userID: Int, format: Format, width: Int, height: Int, bytes: [UInt8], tag: String) {
        self.userID = userID
        self.format = format
        self.width = width
        self.height = height
        self.bytes = bytes
        self.tag = tag
    }
}
