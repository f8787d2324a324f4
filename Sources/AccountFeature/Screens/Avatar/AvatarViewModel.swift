import HTTPCore

/// Everything the picture screen shows; sent as JSON to JSON clients.
struct AvatarViewModel: Encodable, Equatable, Sendable {
    /// The member's current picture, at its version's address; `nil` without one.
    var picturePath: String?
    var avatarError: String?
}

/// What the picture form sends, as `multipart/form-data`.
struct AvatarForm: Decodable, Sendable {
    enum CodingKeys: String, CodingKey {
        case avatar
    }

    /// `nil` when the file input was left empty.
    let avatar: FormFile?
}
